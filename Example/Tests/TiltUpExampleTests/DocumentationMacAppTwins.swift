#if canImport(SwiftUI)
import SwiftUI
import TiltUp

// The "Running on a Mac" article's native macOS app (Sources/TiltUp/TiltUp.docc/RunningOnAMac.md): type-checked
// for macOS at deployments 13 and 14, and for iOS (the same code).

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
@available(macOS 13.0, iOS 16.0, *)
@MainActor
struct NotesWindow: View {
    @State private var appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))

    var body: some View {
        RouterView(appCoordinator.router)
            .onAppear {
                guard appCoordinator.retainedCoordinators.isEmpty else { return }
                appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
            }
            .onDisappear { appCoordinator.close() }  // the window's close button
    }
}
// docs-twin-end

#endif

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
#if os(macOS)
import AppKit

final class AboutController: NSViewController {
    override func loadView() {
        view = NSTextField(labelWithString: "Notes 1.0")
    }
}

extension NotesSplitCoordinator {
    func showAbout(in router: Router) {
        router.push(AboutController(), retaining: self)
    }
}
#endif
// docs-twin-end

#if canImport(SwiftUI)
import SwiftUI
import TiltUp

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
@available(macOS 13.0, iOS 16.0, *)
struct NotesMacApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $note in
            NotesMacWindowView(note: note)
        }
        .commands { NoteCommands() }
    }
}

@available(macOS 13.0, iOS 16.0, *)
@MainActor
struct NotesMacWindowView: View {
    let note: Int?
    @State private var window = NotesMacWindow()
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        RouterView(window.appCoordinator.router)
            .focusedSceneValue(\.notesWindow, window)
            .onAppear { window.launch(note: note, restoring: savedNavigation) }
            .task(id: scenePhase) {
                if scenePhase != .active {  // a Mac window seldom goes to the background
                    savedNavigation = window.savedNavigation()
                }
            }
            .onDisappear { window.close() }
    }
}

struct NotesWindowKey: FocusedValueKey {
    typealias Value = NotesMacWindow
}

extension FocusedValues {
    var notesWindow: NotesMacWindow? {
        get { self[NotesWindowKey.self] }
        set { self[NotesWindowKey.self] = newValue }
    }
}

struct NoteCommands: Commands {
    @FocusedValue(\.notesWindow) private var window

    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Note") { [window] in
                // A menu's action runs on the main actor, which SDKs before macOS 14 and iOS 17 do not say.
                MainActor.assumeIsolated { window?.newNote() }
            }
            .keyboardShortcut("n")
            .disabled(window == nil)
        }
    }
}
// docs-twin-end

#endif
