import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct TabBarRouterTests {
    @Test func everyTabCoordinatorIsRetainedWhicheverTabIsSelected() {
        let app = ShopApp()
        let coordinators = app.tabBarRouter.tabs.map(\.coordinator)
        #expect(coordinators.count == 3)
        for index in [2, 0, 1] {
            app.tabBarRouter.selectTab(at: index)
            #expect(app.tabBarController.selectedIndex == index)
            for coordinator in coordinators {
                #expect(app.appCoordinator.containsCoordinator(coordinator))
            }
        }
        #expect(app.tabBarController.viewControllers?.count == 3)
        #expect(app.tabRouter(1).viewControllers.map { ($0 as? TestScreen)?.name } == ["orders"])
    }

    @Test func eachTabKeepsItsStackWhenAnotherIsSelected() {
        let app = ShopApp()
        let home = app.tabBarRouter.tabs[0].coordinator as! ShopStackCoordinator
        home.showRoute(.help)
        app.tabBarController.simulateTabSelection(at: 1)
        app.tabBarController.simulateTabSelection(at: 0)
        #expect(app.tabRouter(0).viewControllers.compactMap { ($0 as? TestScreen)?.name } == ["home", "help"])
        #expect(app.journal.runs.isEmpty)
    }

    @Test func removingTabsRunsEveryPopHandlerOfTheirStacksAndReleasesTheirCoordinators() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt, .edit(1)])
        let live = app.journal.liveCoordinatorCount
        app.tabBarRouter.setTabs([app.tabBarRouter.tabs[0], app.tabBarRouter.tabs[2]])

        #expect(app.journal.runs == ["dismiss edit 1", "pop receipt", "pop order 1", "pop orders"])
        #expect(app.tabBarRouter.tabs.count == 2)
        #expect(app.tabBarController.viewControllers?.count == 2)
        // The orders tab's coordinator, the order's and the edit modal's are gone.
        #expect(app.journal.liveCoordinatorCount == live - 3)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func replacingATabEndsTheOldOneAndStartsTheNewOne() {
        let app = ShopApp()
        let tabs = app.tabBarRouter.tabs
        let replacement = ShopStackCoordinator(
            parent: app.tabs, router: app.tabBarRouter.makeTabRouter(), root: "wishlist", journal: app.journal)
        app.tabBarRouter.setTabs([tabs[0], TabBarRouter.Tab(replacement), tabs[2]])
        #expect(app.journal.runs == ["pop orders"])
        #expect(app.appCoordinator.containsCoordinator(replacement))
        #expect(!app.appCoordinator.containsCoordinator(tabs[1].coordinator))
        #expect(app.tabRouter(1).viewControllers.compactMap { ($0 as? TestScreen)?.name } == ["wishlist"])
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRootWithTheHandlersRunOnce() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt])
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        defer { observation.dispose() }

        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.journal.runs == ["pop receipt", "pop order 1"])
        #expect(app.tabRouter(1).viewControllers.count == 1)
        #expect(events == [.tabReselected(index: 1)])

        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.journal.runs.count == 2)
        #expect(events == [.tabReselected(index: 1), .tabReselected(index: 1)])
    }

    @Test func observersHearSelectionsAndTabChanges() {
        let app = ShopApp()
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        defer { observation.dispose() }

        app.tabBarController.simulateTabSelection(at: 2)
        app.tabBarRouter.selectTab(at: 0)
        app.tabBarRouter.selectTab(at: 0)
        app.tabBarRouter.setTabs(Array(app.tabBarRouter.tabs.prefix(2)))
        app.tabBarRouter.setTabs(app.tabBarRouter.tabs)  // the same tabs: nothing changed
        app.tabBarController.selectedIndex = 1  // in code, on the controller: seen, not reported, as on iOS
        #expect(app.tabBarRouter.selectedIndex == 1)
        app.tabBarRouter.setTabs(app.tabBarRouter.tabs.reversed())  // the selected tab moves with its screen
        #expect(
            events == [
                .tabSelected(index: 2), .tabSelected(index: 0), .tabsChanged(count: 2), .tabsChanged(count: 2), .tabSelected(index: 0),
            ])
    }

    @Test func aSelectionMadeOnTheControllerInCodeIsSeenButNotReportedAsUIKitsDelegateDoesNot() {
        let app = ShopApp()
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        defer { observation.dispose() }

        app.tabBarController.selectedIndex = 1
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.tabBarRouter.selectedTab?.router === app.tabRouter(1))
        app.tabBarController.selectedViewController = app.tabRouter(2).navigationController
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(events.isEmpty)

        // The user's taps after it are reported as always: a tap on another tab, and a re-tap.
        app.tabBarController.simulateTabSelection(at: 0)
        app.tabBarController.simulateTabSelection(at: 0)
        // A call of the router is reported too, when it changes the selection.
        app.tabBarRouter.selectTab(at: 1)
        app.tabBarRouter.selectTab(at: 1)
        #expect(events == [.tabSelected(index: 0), .tabReselected(index: 0), .tabSelected(index: 1)])
    }

    @Test func aModalOverTheWholeTabBarIsPresentedByTheRouterTheTabBarIsShownWith() {
        let app = ShopApp()
        app.navigator.open([.settings])
        let settings = app.appCoordinator.router.presentedRouter
        #expect(settings != nil)
        #expect(app.tabRouter(0).presentedRouter == nil)
        #expect(app.appCoordinator.router.viewControllers.first === app.tabBarRouter.tabBarController)

        app.tabBarController.simulateTabSelection(at: 1)  // covered: the user cannot tap
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])

        app.navigationController.simulateSwipeDown()
        #expect(app.journal.runs == ["dismiss settings"])
        #expect(app.appCoordinator.retainedCoordinators.count == 4)
    }

    @Test func aModalFromWithinATabGoesWhenItsTabIsRemoved() {
        let app = ShopApp()
        app.navigator.open([.home, .settings])
        #expect(app.tabRouter(0).presentedRouter != nil)
        #expect(app.appCoordinator.router.presentedRouter == nil)
        app.tabBarRouter.setTabs(Array(app.tabBarRouter.tabs.dropFirst()))
        #expect(app.journal.runs == ["dismiss settings", "pop home"])
        #expect(app.tabBarRouter.selectedIndex == 0)
    }

    @Test func theTabBarLeavingItsStackEndsEveryTab() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(2)])
        app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
        #expect(Set(app.journal.runs) == ["pop order 2", "pop orders", "pop home", "pop profile"])
        #expect(app.journal.runs.count == 4)
        #expect(app.appCoordinator.retainedCoordinators.isEmpty)
        #expect(app.tabBarRouter.tabs.isEmpty)
    }

    @Test func aTabRemovedFromTheControllerDirectlyEndsAsWithSetTabs() {
        let app = ShopApp()
        let orders = app.tabBarRouter.tabs[1].coordinator
        app.tabBarController.setViewControllers([app.tabRouter(0).navigationController], animated: false)
        #expect(app.journal.runs == ["pop orders", "pop profile"])
        #expect(!app.appCoordinator.containsCoordinator(orders))
        #expect(app.tabBarRouter.tabs.count == 1)
    }

    @Test func misuseChangesNothingAndIsReported() {
        let app = ShopApp()
        var diagnostics: [NavigationDiagnostic.Kind] = []
        app.tabBarRouter.diagnosticHandler = { diagnostics.append($0.kind) }
        app.tabBarRouter.selectTab(at: 7)
        app.tabBarController.simulateTabSelection(at: -1)
        app.tabBarRouter.selectTab(of: app.tabs)
        let tabs = app.tabBarRouter.tabs
        app.tabBarRouter.setTabs(tabs + [tabs[0]], selectedIndex: 9)
        #expect(diagnostics == [.tabNotFound, .gestureUnavailable, .tabNotFound, .duplicateScreens, .tabNotFound])
        #expect(app.tabBarRouter.tabs.count == 3)
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.journal.runs.isEmpty)
    }

    @Test func setTabsSelectsTheGivenIndexElseKeepsTheSelectedTab() {
        let app = ShopApp()
        app.tabBarRouter.selectTab(at: 1)
        let tabs = app.tabBarRouter.tabs
        // An explicit index is a request: it wins even though the selected tab is still there.
        app.tabBarRouter.setTabs(tabs, selectedIndex: 2)
        #expect(app.tabBarRouter.selectedIndex == 2)
        // Without one, the selected tab stays selected, wherever it moved.
        app.tabBarRouter.setTabs([tabs[2], tabs[1], tabs[0]])
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.tabBarRouter.selectedTab?.coordinator === tabs[2].coordinator)
        // And when it is gone, UIKit's rule: the same index.
        app.tabBarRouter.setTabs([tabs[1], tabs[0]])
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func theHeadlessTabBarControllerKeepsTheSelectionAsUIKitDoes() {
        let controller = HeadlessTabBarController()
        let a = TestScreen("a")
        let b = TestScreen("b")
        let c = TestScreen("c")
        #expect(controller.viewControllers == nil)
        #expect(controller.selectedViewController == nil)
        controller.setViewControllers([a, b, c], animated: false)
        controller.selectedIndex = 2
        controller.setViewControllers([c, a], animated: false)
        #expect(controller.selectedIndex == 0)  // c stays selected, at its new index
        controller.selectedIndex = 1
        controller.setViewControllers([b, c], animated: false)
        #expect(controller.selectedViewController === c)  // a is gone: the same index
        controller.setViewControllers([a], animated: false)
        #expect(controller.selectedIndex == 0)  // no such index: the first
        controller.selectedViewController = b
        #expect(controller.selectedViewController === a)
    }
}
