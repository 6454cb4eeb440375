import Testing
import TiltUp

/// Three tabs whose routes are home, orders and profile, in a tab bar coordinator that handles no
/// routes itself: the navigator selects the tabs by their routes.
@MainActor
private final class PlainTabsCoordinator: TabBarCoordinator {
    let journal: ShopJournal
    let routes: [AnyHashable?]

    init(appCoordinator: any AppCoordinating, journal: ShopJournal, routes: [AnyHashable?]) {
        self.journal = journal
        self.routes = routes
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        zip(["home", "orders", "profile"], routes).map { name, route in
            TabBarRouter.Tab(
                ShopStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), root: name, journal: journal), route: route)
        }
    }
}

/// A tab bar coordinator that handles its modal itself, and sends the orders route to the profile tab.
@MainActor
private final class OverridingTabsCoordinator: TabBarCoordinator, RouteHandling {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        [ShopRoute.home, .orders, .profile].map { route in
            TabBarRouter.Tab(
                ShopStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), root: String(describing: route), journal: journal),
                route: route)
        }
    }

    func handle(_ route: ShopRoute) -> RouteDecision {
        switch route {
        case .settings:
            return .handOff {
                let settings = ShopModalCoordinator(parent: self, name: "settings", journal: self.journal)
                settings.start()
                return settings
            }
        case .orders:
            return .handOff {
                self.tabBarRouter.selectTab(at: 2)
                return self.tabBarRouter.tabs[2].coordinator
            }
        default:
            return tabRouteDecision(for: route)
        }
    }
}

@MainActor
@Suite struct TabRoutesTests {
    /// The app coordinator is returned too: the caller keeps it, as an app does, or the coordinators lose it.
    private func app(routes: [AnyHashable?] = ShopTabsCoordinator.tabRoutes.map { AnyHashable($0) }) -> (
        AppCoordinator, PlainTabsCoordinator, RouteNavigator<ShopRoute>, ShopJournal
    ) {
        let journal = ShopJournal()
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        appCoordinator.router.diagnosticHandler = { journal.diagnostics.append($0) }
        let tabs = PlainTabsCoordinator(appCoordinator: appCoordinator, journal: journal, routes: routes)
        appCoordinator.start(coordinator: tabs)
        return (appCoordinator, tabs, RouteNavigator(root: tabs), journal)
    }

    @Test func aTabBarCoordinatorThatHandlesNoRoutesOpensItsTabsRoutesByDefault() {
        let (appCoordinator, tabs, navigator, journal) = app()
        defer { withExtendedLifetime(appCoordinator) {} }
        #expect(navigator.open([.orders, .order(3), .receipt]).isComplete)
        #expect(tabs.tabBarRouter.selectedIndex == 1)
        #expect(navigator.currentPath == [.orders, .order(3), .receipt])
        #expect(navigator.open([.profile]).isComplete)
        #expect(navigator.capture() == NavigationSnapshot(background: [[.orders, .order(3), .receipt]], foreground: [.profile]))
        #expect(journal.diagnostics.isEmpty)
    }

    @Test func aTabBarCoordinatorThatHandlesOtherRoutesStillGetsItsTabsRoutesByDefault() {
        let journal = ShopJournal()
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        appCoordinator.router.diagnosticHandler = { journal.diagnostics.append($0) }
        let tabs = OverridingTabsCoordinator(appCoordinator: appCoordinator, journal: journal)
        appCoordinator.start(coordinator: tabs)
        let navigator = RouteNavigator<ShopRoute>(root: tabs)

        #expect(navigator.open([.home, .help]).isComplete)
        #expect(navigator.open([.settings]).isComplete)
        // Its own decision for a tab's route is used instead of the default one.
        #expect(navigator.open([.orders]).shown == [.orders])
        #expect(tabs.tabBarRouter.selectedIndex == 2)
        // The user's own step through showRoute gets the default too.
        #expect(tabs.showRoute(.home))
        #expect(tabs.tabBarRouter.selectedIndex == 0)
        #expect(navigator.currentPath == [.home, .help])
        #expect(journal.diagnostics.isEmpty)
    }

    @Test func aSelectedTabWithoutARouteIsReportedOnceInsteadOfLeftOutInSilence() throws {
        let (appCoordinator, tabs, navigator, journal) = app(routes: [ShopRoute.home, nil, "profile"])
        defer { withExtendedLifetime(appCoordinator) {} }
        #if canImport(UIKit)
        let tabBarController = try #require(tabs.tabBarRouter.tabBarController as? HeadlessTabBarController)
        #else
        let tabBarController = tabs.tabBarRouter.tabBarController
        #endif
        tabBarController.simulateTabSelection(at: 1)
        #expect(navigator.currentPath == [])
        #expect(navigator.capture().foreground == [])
        #expect(journal.diagnostics.map(\.kind) == [.tabWithoutRoute])
        #expect(journal.diagnostics.first?.message.contains("has no route of type ShopRoute (it has no route)") == true)

        tabBarController.simulateTabSelection(at: 2)
        #expect(navigator.currentPath == [])
        #expect(journal.diagnostics.map(\.kind) == [.tabWithoutRoute, .tabWithoutRoute])
        #expect(journal.diagnostics.last?.message.contains("its route profile is of type String") == true)

        tabBarController.simulateTabSelection(at: 0)
        #expect(navigator.currentPath == [.home])
        #expect(journal.diagnostics.count == 2)
    }
}

/// A tab bar coordinator that declines the orders tab's route and every route it does not handle itself.
@MainActor
private final class DecliningTabsCoordinator: TabBarCoordinator, RouteHandling {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        [ShopRoute.home, .orders, .profile].map { route in
            TabBarRouter.Tab(
                ShopStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), root: String(describing: route), journal: journal),
                route: route)
        }
    }

    func handle(_ route: ShopRoute) -> RouteDecision { .decline }
}

/// A tab bar coordinator's decision for a tab's route is used instead of the default, its `.decline` too
/// (issue 59, §9).
@MainActor
@Suite struct TabRouteDeclineTests {
    @Test func aTabBarCoordinatorsDeclineOfATabsRouteIsHonoured() {
        let journal = ShopJournal()
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        appCoordinator.router.diagnosticHandler = { journal.diagnostics.append($0) }
        let tabs = DecliningTabsCoordinator(appCoordinator: appCoordinator, journal: journal)
        appCoordinator.start(coordinator: tabs)
        let navigator = RouteNavigator<ShopRoute>(root: tabs)
        let opening = navigator.open([.orders, .order(3)])
        #expect(opening.ending == .stopped)
        #expect(opening.unresolved == [.orders, .order(3)])
        #expect(tabs.tabBarRouter.selectedIndex == 0)
        #expect(journal.diagnostics.map(\.kind) == [.routeNotHandled])
        #expect(journal.diagnostics.first?.message.contains("DecliningTabsCoordinator") == true)
    }

    @Test func aDeclinedTabsRouteIsReportedWithTheDefaultDecisionToReturnInstead() {
        let journal = ShopJournal()
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        appCoordinator.router.diagnosticHandler = { journal.diagnostics.append($0) }
        let tabs = DecliningTabsCoordinator(appCoordinator: appCoordinator, journal: journal)
        appCoordinator.start(coordinator: tabs)
        #expect(!RouteNavigator<ShopRoute>(root: tabs).open([.profile]).isComplete)
        #expect(journal.diagnostics.map(\.kind) == [.routeNotHandled])
        #expect(
            journal.diagnostics.first?.message.contains("tabRouteDecision(for:)") == true,
            "a tab's route declined names the default the coordinator returns for the routes it leaves to its tabs")
        journal.diagnostics = []
        #expect(!RouteNavigator<ShopRoute>(root: tabs).open([.order(3)]).isComplete)
        #expect(journal.diagnostics.map(\.kind) == [.routeNotHandled])
        #expect(journal.diagnostics.first?.message.contains("tabRouteDecision") == false, "a route of no tab names it not")
    }
}
