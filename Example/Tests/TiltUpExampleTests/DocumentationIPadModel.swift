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
