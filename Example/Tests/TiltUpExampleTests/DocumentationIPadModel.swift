import Foundation
import TiltUp

#if canImport(UIKit)
import UIKit
#endif

// The "iPad, Mac and windows" article's notes app: its routes, view models, screens and coordinators,
// compiled on every platform (the tests are in DocumentationIPadTests, the scene delegate in
// DocumentationIPadSceneTwin).

/// The notes app's routes: the folders in the sidebar, a note in the detail, its history above it.
enum NotesRoute: Hashable, Codable, Sendable {
    case folders
    case note(Int)
    case history

    @MainActor static let urls: RouteURLTable<NotesRoute> = {
        var table = RouteURLTable<NotesRoute>(scheme: "notes")
        table.add("folders", .folders)
        table.add(":id", { .note($0) }, { if case .note(let id) = $0 { id } else { nil } })
        table.add("history", .history)
        return table
    }()
}

/// The folders' view model: it tells its coordinator which note the user picked.
@MainActor
final class FoldersViewModel {
    var pickedNote: (Int) -> Void = { _ in }
}

/// A note's view model.
@MainActor
final class NoteViewModel {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

#if canImport(UIKit)
/// The folders' screen.
final class FoldersScreen: UIViewController {
    let viewModel: FoldersViewModel

    init(viewModel: FoldersViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// A note's screen.
final class NoteScreen: UIViewController {
    let viewModel: NoteViewModel

    init(viewModel: NoteViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
#else
/// The folders' screen: any object is one here.
final class FoldersScreen {
    let viewModel: FoldersViewModel

    init(viewModel: FoldersViewModel) {
        self.viewModel = viewModel
    }
}

/// A note's screen.
final class NoteScreen {
    let viewModel: NoteViewModel

    init(viewModel: NoteViewModel) {
        self.viewModel = viewModel
    }
}
#endif

/// A note, in the detail column; its history is pushed above it.
final class NoteCoordinator: Coordinator, RouteHandling {
    let id: Int

    init(parent: any Coordinating, router: Router, id: Int) {
        self.id = id
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(NoteScreen(viewModel: NoteViewModel(id: id)), retaining: self)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        route == .history ? .show { self.router.push(NoteScreen(viewModel: NoteViewModel(id: self.id)), retaining: self) } : .decline
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
final class NotesSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        let folders = FoldersCoordinator(parent: self, router: splitRouter.makeColumnRouter())
        return [SplitRouter.Column(folders, in: .sidebar, route: NotesRoute.folders)]
    }
}

final class FoldersCoordinator: Coordinator, RouteHandling {
    override func start() {
        let viewModel = FoldersViewModel()
        viewModel.pickedNote = { [weak self] id in self?.showRoute(.note(id)) }
        router.push(FoldersScreen(viewModel: viewModel), retaining: self)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        guard case .note(let id) = route, let split = router.splitRouter else { return .decline }
        return .handOff {
            let note = NoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id)
            split.show(note, in: .detail)
            return note
        }
    }
}
// docs-twin-end

// The article's three-column notebooks app: notebooks in the sidebar, a notebook's notes in the content
// column, a note in the detail.

/// The notebooks app's routes.
enum NotebookRoute: Hashable, Codable, Sendable {
    case notebooks
    case notebook(String)
    case note(Int)
    /// The share sheet of a notebook's notes, over the split view.
    case share
}

/// Which notes each notebook holds.
enum Notebook {
    static func notes(in name: String) -> [Int] {
        name == "Field" ? [1, 2, 3] : [4, 5, 6]
    }
}

#if canImport(UIKit)
/// The share sheet of a notebook.
final class ShareScreen: UIViewController {
    let notebook: String

    init(notebook: String) {
        self.notebook = notebook
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// The notebooks' screen.
final class NotebooksScreen: UIViewController {}

/// A notebook's notes.
final class NotebookScreen: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
#else
/// The share sheet of a notebook.
final class ShareScreen {
    let notebook: String

    init(notebook: String) {
        self.notebook = notebook
    }
}

/// The notebooks' screen.
final class NotebooksScreen {}

/// A notebook's notes.
final class NotebookScreen {
    let name: String

    init(name: String) {
        self.name = name
    }
}
#endif

/// A note of a notebook, in the detail column.
final class NotebookNoteCoordinator: Coordinator {
    let id: Int

    init(parent: any Coordinating, router: Router, id: Int) {
        self.id = id
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(NoteScreen(viewModel: NoteViewModel(id: id)), retaining: self)
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
final class NotebooksSplitCoordinator: SplitCoordinator {
    init(appCoordinator: any AppCoordinating) {
        super.init(appCoordinator: appCoordinator, showsContentColumn: true)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        let notebooks = NotebooksCoordinator(parent: self, router: splitRouter.makeColumnRouter())
        return [SplitRouter.Column(notebooks, in: .sidebar, route: NotebookRoute.notebooks)]
    }
}

final class NotebooksCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.push(NotebooksScreen(), retaining: self)
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        guard case .notebook(let name) = route, let split = router.splitRouter else { return .decline }
        return .handOff {
            let notebook = NotebookCoordinator(parent: self, router: split.makeColumnRouter(), name: name)
            split.show(notebook, in: .content)  // the note of the notebook before goes first
            return notebook
        }
    }
}

final class NotebookCoordinator: Coordinator, RouteHandling {
    let name: String

    init(parent: any Coordinating, router: Router, name: String) {
        self.name = name
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(NotebookScreen(name: name), retaining: self)
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        if route == .share {
            // A sheet over the whole split view, presented from this column.
            return .show { self.router.presentModal(ShareScreen(notebook: self.name), retaining: self, presentationStyle: .formSheet) }
        }
        guard case .note(let id) = route, Notebook.notes(in: name).contains(id), let split = router.splitRouter else {
            return .decline
        }
        return .handOff {
            let note = NotebookNoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id)
            split.show(note, in: .detail)
            return note
        }
    }
}
// docs-twin-end
