import TiltUp
import TiltUpTestSupport

/// The shelves split view in the first tab of a tab bar (route `.tab("shelves")`), a plain stack in the second
/// (`.tab("other")`, pages pushed on it), or the other way round with `splitTabLast`, all headless.
@MainActor
final class ShelvesInTabsApp {
    let journal = ShopJournal()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let tabs: ShelvesTabsCoordinator
    let navigator: RouteNavigator<ShelfRoute>

    init(_ frontEnd: TestFrontEnd = .uiKit, splitTabLast: Bool = false) {
        navigationController = frontEnd.makeNavigationController()
        navigationController.simulateSizeClassChange(to: .regular)
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        tabs = ShelvesTabsCoordinator(appCoordinator: appCoordinator, journal: journal, splitTabLast: splitTabLast)
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
    }

    var splitRouter: SplitRouter? {
        tabs.tabBarRouter.tabs.lazy.compactMap { $0.coordinator as? ShelvesTabCoordinator }.first?.split.splitRouter
    }

    /// The screens of each column of the first tab, then of the second tab's stack.
    var screens: String {
        var parts = SplitColumn.allCases.map { column in
            "\(column): \((splitRouter?.column(column)?.router.viewControllers ?? []).map(ShelvesApp.name).joined(separator: ", "))"
        }
        let other = tabs.tabBarRouter.tabs.first { $0.coordinator is OtherTabCoordinator }?.router.viewControllers ?? []
        parts.append("other tab: \(other.map(ShelvesApp.name).joined(separator: ", "))")
        return parts.joined(separator: " | ")
    }
}

@MainActor
final class ShelvesTabsCoordinator: TabBarCoordinator {
    let journal: ShopJournal
    let splitTabLast: Bool

    init(appCoordinator: any AppCoordinating, journal: ShopJournal, splitTabLast: Bool = false) {
        self.journal = journal
        self.splitTabLast = splitTabLast
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        let tabs = [
            TabBarRouter.Tab(
                ShelvesTabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), journal: journal),
                route: ShelfRoute.tab("shelves")),
            TabBarRouter.Tab(
                OtherTabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), journal: journal), route: ShelfRoute.tab("other")),
        ]
        return splitTabLast ? tabs.reversed() : tabs
    }
}

/// The first tab: the shelves split view on its stack.
@MainActor
final class ShelvesTabCoordinator: Coordinator {
    let journal: ShopJournal
    private(set) lazy var split = ShelvesTabSplitCoordinator(parent: self, journal: journal)

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
    }

    override func start() {
        split.start()
    }
}

/// The split view of the first tab: the shelves app's columns.
@MainActor
final class ShelvesTabSplitCoordinator: SplitCoordinator {
    let journal: ShopJournal

    init(parent: any Coordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, showsContentColumn: true)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(
                ShelvesListCoordinator(parent: self, router: splitRouter.makeColumnRouter(), journal: journal), in: .sidebar,
                route: ShelfRoute.shelves)
        ]
    }
}

/// The second tab: a plain stack, "other" at its root and pages pushed above it.
@MainActor
final class OtherTabCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(TestScreen("other"), retaining: self, animated: false, popHandler: journal.popHandler("other"))
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        guard case .page(let number) = route else { return .decline }
        return .show {
            self.router.push(
                TestScreen("other page \(number)"), retaining: self, animated: false,
                popHandler: self.journal.popHandler("other page \(number)"))
        }
    }
}
