import TiltUp
import TiltUpTestSupport

/// The routes of the notebooks app: the notebooks in the sidebar, a notebook's notes in the content column,
/// a note in the detail, and the screens pushed above them.
enum NotebookRoute: Hashable, Codable, Sendable {
    case notebooks
    case settings
    case notebook(String)
    case note(Int)
    case info
    /// A sheet the column's coordinator whose step comes before it presents: over the sidebar, the notebook's
    /// notes or the note.
    case sheet
}

/// The notebooks app: a three-column split view, as an iPad notes app shows it, all headless. Notes 1 to 3 are
/// in the notebook "field", 4 to 6 in "birds"; a notebook opens only the notes it has, so a saved path that
/// names a note of another notebook does not restore.
@MainActor
final class NotebooksApp {
    let journal = ShopJournal()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let split: NotebooksSplitCoordinator
    let navigator: RouteNavigator<NotebookRoute>
    var events: [SplitEvent] = []
    private var observation: Disposable?

    nonisolated static let notebooks = ["field": [1, 2, 3], "birds": [4, 5, 6]]

    init(_ frontEnd: TestFrontEnd = .uiKit, in sizeClass: SizeClass = .regular) {
        navigationController = frontEnd.makeNavigationController()
        navigationController.simulateSizeClassChange(to: sizeClass)
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        split = NotebooksSplitCoordinator(appCoordinator: appCoordinator, journal: journal)
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
        observation = split.splitRouter.observe { [unowned self] in events.append($0) }
    }

    var splitRouter: SplitRouter { split.splitRouter }
    var splitViewController: HeadlessSplitViewController {
        #if canImport(UIKit)
        split.splitRouter.splitViewController as! HeadlessSplitViewController
        #else
        split.splitRouter.splitViewController
        #endif
    }

    var sidebar: NotebookListCoordinator? { splitRouter.column(.sidebar)?.coordinator as? NotebookListCoordinator }
    var content: NotebookCoordinator? { splitRouter.column(.content)?.coordinator as? NotebookCoordinator }
    var detail: NotebookNoteCoordinator? { splitRouter.column(.detail)?.coordinator as? NotebookNoteCoordinator }

    /// The names of the screens of `column`'s stack, bottom first.
    func names(in column: SplitColumn) -> [String] {
        splitRouter.column(column)?.router.viewControllers.map { ($0 as? TestScreen)?.name ?? "?" } ?? []
    }

    /// Calls the `onDismiss` of every sheet SwiftUI is taking away from a column, as `RouterView` does once each
    /// has gone, until none is: the calls and links that waited go on. Nothing to do on the other front ends.
    func settle() {
        for _ in 0..<1_000 {
            let stacks = splitRouter.columns.compactMap { $0.router.navigationController as? NavigationStackController }
            guard let stack = stacks.first(where: { $0.modalBeingDismissed != nil }), let sheet = stack.modalBeingDismissed else { return }
            stack.sheetDidDismiss(sheet)
        }
    }

    /// Every screen the app shows, those under a sheet too: each column's, then the sheet and the column that
    /// presents it ("sidebar: notebooks | content: field | detail: note 1, info 1 | sheet field over the content").
    var screens: String {
        var parts = SplitColumn.allCases.map { "\($0): \(names(in: $0).joined(separator: ", "))" }
        for column in SplitColumn.allCases {
            guard let sheet = splitRouter.column(column)?.router.headless.presentedViewController else { continue }
            parts.append("\((sheet as? TestScreen)?.name ?? "?") over the \(column)")
        }
        return parts.joined(separator: " | ")
    }
}

/// A sheet of a column's coordinator, named after what it shows ("sheet notebooks", "sheet field", "sheet note 1"):
/// for the route `.sheet`, whichever column's coordinator is asked.
@MainActor
func presentSheet(from coordinator: any Coordinating, named name: String, journal: ShopJournal) {
    coordinator.router.presentModal(
        TestScreen("sheet \(name)"), retaining: coordinator, animated: false, presentationStyle: .pageSheet,
        dismissHandler: journal.dismissHandler("sheet \(name)"))
}

/// The split view: the notebooks in the sidebar; a notebook's notes and a note are shown when picked.
@MainActor
final class NotebooksSplitCoordinator: SplitCoordinator {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator, showsContentColumn: true)
        journal.note(self)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(
                NotebookListCoordinator(parent: self, router: splitRouter.makeColumnRouter(), journal: journal), in: .sidebar,
                route: NotebookRoute.notebooks)
        ]
    }
}

/// The sidebar: the notebooks, and the settings pushed above them; a notebook's route shows it in the content column.
@MainActor
final class NotebookListCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("notebooks"), retaining: self, animated: false, popHandler: journal.popHandler("notebooks"))
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        switch route {
        case .settings:
            return .show {
                self.router.push(TestScreen("settings"), retaining: self, animated: false, popHandler: self.journal.popHandler("settings"))
            }
        case .sheet:
            return .show { presentSheet(from: self, named: "notebooks", journal: self.journal) }
        case .notebook(let name) where NotebooksApp.notebooks[name] != nil:
            return .handOff {
                guard let split = self.router.splitRouter else { return self }
                let notebook = NotebookCoordinator(parent: self, router: split.makeColumnRouter(), name: name, journal: self.journal)
                split.show(notebook, in: .content)
                return notebook
            }
        default:
            return .decline
        }
    }
}

/// The content column: the notes of one notebook; a note of it is shown in the detail when picked.
@MainActor
final class NotebookCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let name: String

    init(parent: any Coordinating, router: Router, name: String, journal: ShopJournal) {
        self.journal = journal
        self.name = name
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen(name), retaining: self, animated: false, popHandler: journal.popHandler(name))
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        if route == .sheet {
            return .show { presentSheet(from: self, named: self.name, journal: self.journal) }
        }
        guard case .note(let id) = route, NotebooksApp.notebooks[name]?.contains(id) == true else { return .decline }
        return .handOff {
            guard let split = self.router.splitRouter else { return self }
            let note = NotebookNoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal)
            split.show(note, in: .detail)
            return note
        }
    }
}

/// The detail: a note, and its info pushed above it.
@MainActor
final class NotebookNoteCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let id: Int

    init(parent: any Coordinating, router: Router, id: Int, journal: ShopJournal) {
        self.journal = journal
        self.id = id
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("note \(id)"), retaining: self, animated: false, popHandler: journal.popHandler("note \(id)"))
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        if route == .sheet {
            return .show { presentSheet(from: self, named: "note \(self.id)", journal: self.journal) }
        }
        guard route == .info else { return .decline }
        return .show {
            self.router.push(
                TestScreen("info \(self.id)"), retaining: self, animated: false, popHandler: self.journal.popHandler("info \(self.id)"))
        }
    }
}
