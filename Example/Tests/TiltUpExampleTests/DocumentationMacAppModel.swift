import Foundation
import TiltUp

#if canImport(SwiftUI)
import SwiftUI
#endif

// The "Running on a Mac" article's whole Mac app (Sources/TiltUp/TiltUp.docc/RunningOnAMac.md): its window, its
// sidebar list, its note and the note's rename sheet, compiled on every platform and tested on Linux
// (MacAppNavigationTests); its SwiftUI scene, focused value and menu commands are in DocumentationMacAppTwins.

/// The app's own model of notes: what the menu's New Note adds to.
@MainActor
enum NoteStore {
    private static var lastID = 100

    /// Adds a note; returns its identifier.
    static func newNote() -> Int {
        lastID += 1
        return lastID
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
@MainActor
final class NotesMacWindow {
    let appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
    lazy var navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
    private var isLaunched = false

    /// Starts the window once: what it saved, when that reads; else the note it was opened for.
    func launch(note: Int?, restoring saved: Data?) {
        guard !isLaunched else { return }
        isLaunched = true
        appCoordinator.start(coordinator: NotesMacSplitCoordinator(appCoordinator: appCoordinator))
        if let saved, navigator.restore(restorationData: saved).ending != .refused {
            return
        }
        if let note {
            navigator.open([.folders, .note(note)])
        }
    }

    /// The menu's New Note (⌘N), for this window.
    func newNote() {
        navigator.open([.folders, .note(NoteStore.newNote())])
    }

    func savedNavigation() -> Data? {
        try? navigator.capture().restorationData()
    }

    func close() {
        appCoordinator.close()
    }
}
// docs-twin-end

/// The Mac app's split view: the folder's notes listed in the sidebar, a note in the detail.
final class NotesMacSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        let list = FolderListCoordinator(parent: self, router: splitRouter.makeColumnRouter())
        return [SplitRouter.Column(list, in: .sidebar, route: NotesRoute.folders)]
    }
}

/// A note's title, in the detail.
struct NoteTitleView: HostableView {
    let title: String

    #if canImport(SwiftUI)
    var body: some View {
        Text(title)
    }
    #endif
}

/// A note of the Mac app, in the detail: it can be renamed in a sheet.
final class MacNoteCoordinator: Coordinator {
    let id: Int
    var title: String

    init(parent: any Coordinating, router: Router, id: Int) {
        self.id = id
        title = "Note \(id)"
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(view: NoteTitleView(title: title), retaining: self)
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
struct FolderListValues {
    var selected: Int?
}

@MainActor
final class FolderListViewModel {
    let state = ScreenState(FolderListValues())
    let notes = [1, 2, 3]
    var picked: (Int) -> Void = { _ in }

    func pick(_ id: Int?) {
        if let id { picked(id) }
    }
}

struct FolderList: HostableView, ViewModelBacked {
    let viewModel: FolderListViewModel

    #if canImport(SwiftUI)
    var body: some View {
        ScreenStateReader(viewModel.state) { state in
            List(viewModel.notes, id: \.self, selection: state.binding(\.selected) { viewModel.pick($0) }) { id in
                Text("Note \(id)")
            }
        }
    }
    #endif
}

final class FolderListCoordinator: Coordinator, RouteHandling {
    let viewModel = FolderListViewModel()
    private var detailCleared: Disposable?

    override func start() {
        viewModel.picked = { [weak self] id in self?.showRoute(.note(id)) }
        // The selection follows the detail: it goes with it (Back in a narrow window, a link elsewhere).
        detailCleared = router.splitRouter?.observe { [weak self] event in
            if event == .columnCleared(.detail) { self?.viewModel.state.values.selected = nil }
        }
        router.push(view: FolderList(viewModel: viewModel), retaining: self)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        guard case .note(let id) = route, let split = router.splitRouter else { return .decline }
        return .handOff {
            let note = MacNoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id)
            split.show(note, in: .detail)
            self.viewModel.state.values.selected = id  // a link selects its note too
            return note
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
struct RenameValues {
    var title = ""
}

@MainActor
final class RenameNoteViewModel {
    let state: ScreenState<RenameValues>
    var renamed: (String) -> Void = { _ in }
    var finished: () -> Void = {}

    init(title: String) {
        state = ScreenState(RenameValues(title: title))
    }

    func rename(to title: String) {
        renamed(title)
    }
}

struct RenameNoteSheet: HostableView, ViewModelBacked {
    let viewModel: RenameNoteViewModel

    #if canImport(SwiftUI)
    var body: some View {
        ScreenStateReader(viewModel.state) { state in
            Form {
                TextField("Title", text: state.binding(\.title) { viewModel.rename(to: $0) })
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { viewModel.finished() }
                        .keyboardShortcut(.cancelAction)  // Escape, whether or not the sheet closes on it itself
                }
            }
        }
    }
    #endif
}

extension MacNoteCoordinator {
    func showRename() {
        let viewModel = RenameNoteViewModel(title: title)
        viewModel.renamed = { [weak self] title in self?.title = title }
        viewModel.finished = { [weak self] in self?.router.dismissModal() }
        router.presentModal(view: RenameNoteSheet(viewModel: viewModel), retaining: self, presentationStyle: .formSheet)
    }
}
// docs-twin-end
