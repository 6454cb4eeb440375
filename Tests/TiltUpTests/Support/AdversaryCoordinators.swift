import TiltUp
import TiltUpTestSupport

// The coordinators of SplitAdversarialTests: columns that show, clear and push from their handlers, a tab bar in
// a sidebar, a split view in a modal.

/// A coordinator that pushes one screen named `name`, retaining itself; its pop handler is `onPop`.
@MainActor
final class AdversaryCoordinator: Coordinator {
    let name: String
    let journal: ShopJournal
    var onPop: (@MainActor () -> Void)?

    init(parent: any Coordinating, router: Router, name: String, journal: ShopJournal, onPop: (@MainActor () -> Void)? = nil) {
        self.name = name
        self.journal = journal
        self.onPop = onPop
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        journal.runs.append("start \(name)")
        let journal = journal
        let name = name
        router.push(TestScreen(name), retaining: self, animated: false) { [weak self] in
            journal.runs.append("pop \(name)")
            self?.onPop?()
        }
    }
}

/// A sidebar whose `.show` decision clears the detail before it shows the note there, without a route of its
/// own: the route is the step's, given by the navigator.
@MainActor
final class ClearingFoldersCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(TestScreen("folders"), retaining: self, animated: false)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        guard case .note(let id) = route, let split = router.splitRouter else { return .decline }
        return .show {
            split.clear(.detail)
            split.show(NoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal), in: .detail)
        }
    }
}

/// A sidebar that shows a tab bar (two tabs) on its column's stack.
@MainActor
final class TabsSidebarCoordinator: Coordinator, RouteHandling {
    private(set) var tabs: SidebarTabsCoordinator?

    override func start() {
        let tabs = SidebarTabsCoordinator(parent: self)
        self.tabs = tabs
        tabs.start()
    }

    func handle(_ route: NotesRoute) -> RouteDecision { .decline }
}

@MainActor
final class SidebarTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [TabBarRouter.Tab] {
        ["library", "recent"].map { TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: $0)) }
    }
}

/// The notes app's split view with a sidebar of tabs.
@MainActor
final class TabsInSidebarSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(TabsSidebarCoordinator(parent: self, router: splitRouter.makeColumnRouter()), in: .sidebar)]
    }
}

/// A coordinator that shows itself in the detail, then clears the detail as it starts (its note was deleted).
@MainActor
final class SelfClearingCoordinator: Coordinator {
    override func start() {
        router.push(TestScreen("deleted note"), retaining: self, animated: false)
        router.splitRouter?.clear(.detail)
    }
}

/// A modal coordinator whose router shows a split view of two columns.
@MainActor
final class ModalSplitHostCoordinator: Coordinator {
    private(set) var split: ModalSplitCoordinator?

    init(parent: any Coordinating, frontEnd: TestFrontEnd) {
        super.init(parent: parent, router: Router(navigationController: frontEnd.makeModalNavigationController()))
    }

    override func start() {
        let split = ModalSplitCoordinator(parent: self)
        self.split = split
        split.start()
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: .fullScreen)
    }
}

@MainActor
final class ModalSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "side"), in: .sidebar),
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "main"), in: .detail),
        ]
    }
}
