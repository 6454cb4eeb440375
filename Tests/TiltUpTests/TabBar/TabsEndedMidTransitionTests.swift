import Testing
import TiltUp

/// A tab that ends while a gesture or an animation runs in it (sign-out, or `setTabs` without it): the
/// gesture is cancelled, every handler runs once, its coordinators go, and Router and controller agree.
@MainActor
@Suite struct TabsEndedMidTransitionTests {
    @Test func signingOutDuringATabsBackSwipeRunsEveryPopHandlerOnceAndReleasesItsCoordinators() throws {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt])
        let ordersRouter = app.tabRouter(1)
        let swipe = try #require(ordersRouter.headless.beginBackSwipe())

        app.end()

        #expect(swipe.state == .cancelled)
        #expect(app.journal.runs.sorted() == ["pop home", "pop order 1", "pop orders", "pop profile", "pop receipt"])
        #expect(app.journal.runs.firstIndex(of: "pop receipt")! < app.journal.runs.firstIndex(of: "pop order 1")!)
        #expect(app.journal.liveCoordinatorCount == 1)  // the tab bar coordinator, held by the app
        #expect(app.appCoordinator.retainedCoordinators.isEmpty)
        #expect(ordersRouter.viewControllers.isEmpty)
        #expect(ordersRouter.headless.viewControllers.isEmpty)

        // The user letting go afterwards changes nothing and runs nothing twice.
        #expect(swipe.finish() == nil)
        #expect(app.journal.runs.count == 5)
    }

    @Test func settingTabsWithoutATabWhoseBackSwipeIsUnderWayEndsItCompletely() throws {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1)])
        let ordersRouter = app.tabRouter(1)
        let orders = app.tabBarRouter.tabs[1].coordinator
        let swipe = try #require(ordersRouter.headless.beginBackSwipe())

        app.tabBarRouter.setTabs([app.tabBarRouter.tabs[0], app.tabBarRouter.tabs[2]])

        #expect(swipe.state == .cancelled)
        #expect(app.journal.runs == ["pop order 1", "pop orders"])
        #expect(!app.appCoordinator.containsCoordinator(orders))
        #expect(app.appCoordinator.retainedCoordinators.count == 3)  // the tab bar's, home's and profile's
        #expect(ordersRouter.headless.viewControllers.isEmpty)
        swipe.cancel()
        #expect(app.journal.runs.count == 2)
    }

    @Test func signingOutWhileATabsModalIsStillAnimatingInDismissesItOnce() {
        let app = ShopApp()
        let homeRouter = app.tabRouter(0)
        homeRouter.headless.holdsAnimatedPresentations = true
        do {
            let home = app.tabBarRouter.tabs[0].coordinator as! ShopStackCoordinator
            #expect(home.showRoute(.edit(3)))
        }
        #expect(homeRouter.headless.presentedViewController != nil)

        app.end()

        #expect(app.journal.runs.filter { $0 == "dismiss edit 3" }.count == 1)
        #expect(homeRouter.headless.presentedViewController == nil)
        #expect(homeRouter.presentedRouter == nil)
        #expect(app.journal.liveCoordinatorCount == 1)  // the tab bar coordinator, held by the app
        #expect(app.appCoordinator.retainedCoordinators.isEmpty)
        // The animation that ends later finds nothing to finish.
        homeRouter.headless.finishPresentationAnimation()
        #expect(app.journal.runs.filter { $0 == "dismiss edit 3" }.count == 1)
    }

    @Test func signingOutDuringASwipeDownOfATabsSheetDismissesItOnce() throws {
        let app = ShopApp()
        app.navigator.open([.home, .edit(2)])
        let homeRouter = app.tabRouter(0)
        let swipe = try #require(homeRouter.headless.beginSwipeDown())

        app.end()

        #expect(swipe.state == .cancelled)
        #expect(app.journal.runs.filter { $0 == "dismiss edit 2" }.count == 1)
        #expect(homeRouter.headless.presentedViewController == nil)
        #expect(app.journal.liveCoordinatorCount == 1)  // the tab bar coordinator, held by the app
        #expect(swipe.finish() == nil)
        #expect(app.journal.runs.filter { $0 == "dismiss edit 2" }.count == 1)
    }
}
