import Testing
import TiltUp

/// Changes made on the tab bar controller directly, not through its ``TabBarRouter``: the router follows
/// the controller's order and selection, and a screen that is not one of its tabs is reported, never trapped on.
@MainActor
@Suite struct TabBarDirectChangesTests {
    private func screens(_ app: ShopApp) -> [Screen] {
        app.tabBarController.viewControllers ?? []
    }

    @Test func aScreenAddedAndSelectedDirectlyIsNoTabOfTheRouterAndIsReported() {
        let app = ShopApp()
        let stranger = HeadlessNavigationController()
        app.tabBarController.viewControllers = screens(app) + [stranger]
        app.tabBarController.selectedIndex = 3

        #expect(app.tabBarRouter.tabs.count == 3)
        #expect(app.tabBarRouter.selectedIndex == nil)
        #expect(app.tabBarRouter.selectedTab == nil)
        #expect(app.navigator.currentPath == [])
        #expect(app.navigator.capture().foreground == [])
        #expect(app.journal.diagnostics.map(\.kind) == [.tabNotFound])

        // A route into a tab selects it again.
        #expect(app.navigator.open([.orders, .order(2)]).isComplete)
        #expect(app.tabBarController.selectedViewController === app.tabRouter(1).navigationController)
        #expect(app.navigator.currentPath == [.orders, .order(2)])
    }

    @Test func aScreenPutBackDirectlyAfterSetTabsIsReportedAgain() {
        let app = ShopApp()
        let stranger = HeadlessNavigationController()
        app.tabBarController.viewControllers = screens(app) + [stranger]
        app.tabBarRouter.setTabs(app.tabBarRouter.tabs)
        #expect(screens(app).count == 3)
        app.tabBarController.viewControllers = screens(app) + [stranger]
        #expect(app.journal.diagnostics.map(\.kind) == [.tabNotFound, .tabNotFound])
        #expect(app.tabBarRouter.tabs.count == 3)
    }

    @Test func reorderingTheControllersTabsReordersTheRoutersTabs() {
        let app = ShopApp()
        app.tabBarRouter.selectTab(at: 0)
        let before = app.tabBarRouter.tabs
        app.tabBarController.viewControllers = [screens(app)[2], screens(app)[0], screens(app)[1]]

        #expect(app.tabBarRouter.tabs.map(\.route) == [ShopRoute.profile, .home, .orders].map { AnyHashable($0) })
        #expect(
            app.tabBarRouter.tabs.map(\.coordinator).map(ObjectIdentifier.init)
                == [2, 0, 1].map { ObjectIdentifier(before[$0].coordinator) })
        // The selected screen stayed selected; it is now the second tab.
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.tabBarRouter.selectedTab?.route == AnyHashable(ShopRoute.home))
        #expect(app.journal.runs.isEmpty)

        #expect(app.navigator.open([.orders, .order(4)]).isComplete)
        #expect(app.tabBarController.selectedViewController === before[1].router.navigationController)
        #expect(app.tabBarRouter.selectedTab?.coordinator === before[1].coordinator)
        #expect(app.navigator.currentPath == [.orders, .order(4)])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func tabEventsNameTheRoutersIndexesAfterAReorder() {
        let app = ShopApp()
        app.tabBarController.viewControllers = [screens(app)[1], screens(app)[2], screens(app)[0]]
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        defer { observation.dispose() }

        app.tabBarController.simulateTabSelection(at: 1)

        #expect(app.tabBarRouter.selectedTab?.route == AnyHashable(ShopRoute.profile))
        #expect(events == [.tabSelected(index: 1)])
    }
}
