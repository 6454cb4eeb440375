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
