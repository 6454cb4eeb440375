import TiltUp
import TiltUpTestSupport

/// The routes of the notes app: a folder in the sidebar, a note in the detail, and the screens above them.
enum NotesRoute: Hashable, Codable, Sendable {
    case folders
    case settings
    case note(Int)
    case info
    /// A sheet the column whose step comes before it presents: the folders' or the note's.
    case share
}

/// The notes app: a split view whose sidebar lists folders and whose detail shows a note, all headless.
@MainActor
final class NotesApp {
    let journal = ShopJournal()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let split: NotesSplitCoordinator
    let navigator: RouteNavigator<NotesRoute>
    var events: [SplitEvent] = []
    private var observation: Disposable?

    init(_ frontEnd: TestFrontEnd = .uiKit, in sizeClass: SizeClass = .regular, showsContentColumn: Bool = false) {
        navigationController = frontEnd.makeNavigationController()
        navigationController.simulateSizeClassChange(to: sizeClass)
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: journal, showsContentColumn: showsContentColumn)
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

    var sidebar: FoldersCoordinator? { splitRouter.column(.sidebar)?.coordinator as? FoldersCoordinator }
    var detail: NoteCoordinator? { splitRouter.column(.detail)?.coordinator as? NoteCoordinator }

    /// Shows note `id` in the detail, as the sidebar does when the user picks it.
    @discardableResult
    func showNote(_ id: Int, pushingInfo: Bool = false) -> NoteCoordinator {
        let note = NoteCoordinator(parent: split, router: splitRouter.makeColumnRouter(), id: id, journal: journal)
        splitRouter.show(note, in: .detail, route: NotesRoute.note(id))
        if pushingInfo {
            note.showRoute(.info)
        }
        return note
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
    /// presents it ("sidebar: folders | detail: note 1, info 1 | share 1 over the detail").
    var screens: String {
        var parts: [String] = []
        var sheet: String?
        for column in [SplitColumn.sidebar, .detail] {
            let router = splitRouter.column(column)?.router
            parts.append("\(column): \((router?.viewControllers ?? []).map { ($0 as? TestScreen)?.name ?? "?" }.joined(separator: ", "))")
            if let presented = router?.headless.presentedViewController {
                sheet = "\((presented as? TestScreen)?.name ?? "?") over the \(column)"
            }
        }
        return (parts + (sheet.map { [$0] } ?? [])).joined(separator: " | ")
    }

    /// The names of the screens the user sees in compact width, bottom first.
    var collapsedNames: [String] {
        splitViewController.collapsedViewControllers.map { ($0 as? TestScreen)?.name ?? "?" }
    }
}

/// The notes app's split view: the folders in the sidebar; a note's detail is shown when one is picked.
@MainActor
final class NotesSplitCoordinator: SplitCoordinator {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal, showsContentColumn: Bool) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator, showsContentColumn: showsContentColumn)
        journal.note(self)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(
                FoldersCoordinator(parent: self, router: splitRouter.makeColumnRouter(), journal: journal), in: .sidebar,
                route: NotesRoute.folders)
        ]
    }
}

/// The sidebar: the folders, and their settings pushed above them; a note's route shows it in the detail.
@MainActor
final class FoldersCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen("folders"), retaining: self, animated: false, popHandler: journal.popHandler("folders"))
    }

    func showSettings() {
        router.push(TestScreen("settings"), retaining: self, animated: false, popHandler: journal.popHandler("settings"))
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        switch route {
        case .settings:
            return .show { self.showSettings() }
        case .share:
            return .show {
                self.router.presentModal(
                    TestScreen("share folders"), retaining: self, animated: false, presentationStyle: .pageSheet,
                    dismissHandler: self.journal.dismissHandler("share folders"))
            }
        case .note(let id):
            return .handOff {
                guard let split = self.router.splitRouter else { return self }
                let note = NoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal)
                split.show(note, in: .detail)
                return note
            }
        default:
            return .decline
        }
    }
}

/// The detail: a note, and its info pushed above it.
@MainActor
final class NoteCoordinator: Coordinator, RouteHandling {
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

    func showInfo() {
        router.push(TestScreen("info \(id)"), retaining: self, animated: false, popHandler: journal.popHandler("info \(id)"))
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        if route == .share {
            return .show {
                self.router.presentModal(
                    TestScreen("share \(self.id)"), retaining: self, animated: false, presentationStyle: .pageSheet,
                    dismissHandler: self.journal.dismissHandler("share \(self.id)"))
            }
        }
        guard route == .info else { return .decline }
        if journal.infoLocked {
            return .runFirst { [journal] flow in journal.waitingFlows.append(flow) }
        }
        return .show { self.showInfo() }
    }
}
