import Testing
import TiltUp
import TiltUpTestSupport

/// What the headless tab bar does as UIKit does, where a test could otherwise pass here and the app
/// do something else on a phone (issue 22, point 1), and the answers the tab bars, deep links and
/// saving navigation articles give to what would otherwise be guessed.
@MainActor
@Suite struct TabBarsAsOnIOSTests {
    /// The shop app with an edit modal presented from within the Home tab, then Orders selected in code.
    private func appWithAModalLeftInHome() -> ShopApp {
        let app = ShopApp()
        app.navigator.open([.home, .edit(1)])
        app.tabBarController.selectedIndex = 1
        #expect(app.tabRouter(0).presentedRouter != nil)
        return app
    }

    @Test func aModalLeftUpInATabCodeMovedAwayFromIsDismissedByALinkIntoAnotherTab() {
        let app = appWithAModalLeftInHome()
        let liveBefore = app.journal.liveCoordinatorCount

        let opening = app.navigator.open([.orders, .order(4)])

        #expect(opening.isComplete)
        #expect(app.journal.runs == ["dismiss edit 1"])
        #expect(app.tabRouter(0).presentedRouter == nil)
        #expect(app.tabRouter(0).navigationController.presentedViewController == nil)
        #expect(app.journal.liveCoordinatorCount == liveBefore - 1 + 1)
        #expect(app.navigator.currentPath == [.orders, .order(4)])
    }

    @Test func aLinkToTheSelectedTabAloneStillDismissesTheModalThatCoversIt() {
        let app = appWithAModalLeftInHome()
        let opening = app.navigator.open([.orders])
        #expect(opening.isComplete)
        #expect(app.journal.runs == ["dismiss edit 1"])
        app.navigator.open([.orders])
        #expect(app.journal.runs == ["dismiss edit 1"])
    }

    @Test func aLinkIntoTheTabThatPresentsTheModalDismissesItAsOneOverTheSelectedTab() {
        let app = appWithAModalLeftInHome()
        app.navigator.open([.home, .help])
        #expect(app.journal.runs == ["dismiss edit 1"])
        #expect(app.navigator.currentPath == [.home, .help])
    }

    @Test func theUsersTapIsRefusedWhileAModalFromAnyTabCoversTheTabBar() {
        let app = appWithAModalLeftInHome()
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func aLinkWhoseFirstStepNobodyHandlesLeavesTheModalUp() {
        let app = appWithAModalLeftInHome()
        let opening = app.navigator.open([.receipt])
        #expect(opening.unresolved == [.receipt])
        #expect(app.journal.runs.isEmpty)
        #expect(app.tabRouter(0).presentedRouter != nil)
    }

    // MARK: What the articles answer

    @Test func aRefusedTapReportsGestureUnavailable() {
        let app = ShopApp()
        app.navigator.open([.settings])
        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.tabBarRouter.selectedIndex == 0)
    }

    @Test func betweenSetTabsSelectedIndexAndARouteTheLastOneWins() {
        let app = ShopApp()
        app.navigator.open([.orders])
        app.tabBarRouter.setTabs(app.tabBarRouter.tabs, selectedIndex: 2)
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(app.navigator.currentPath == [.profile])
        app.navigator.open([.orders])
        #expect(app.tabBarRouter.selectedIndex == 1)
    }

    @Test func aSnapshotKeepsTheOtherTabsWithScreensOfTheirOwnInTabOrderAndRestoresThemBeforeTheForeground() {
        let app = ShopApp()
        app.navigator.open([.profile, .help])
        app.navigator.open([.home, .help])
        app.navigator.open([.orders, .order(1)])
        let snapshot = app.navigator.capture()
        // Home and Profile have screens above their roots; the selected tab is the foreground.
        #expect(snapshot.background == [[.home, .help], [.profile, .help]])
        #expect(snapshot.foreground == [.orders, .order(1)])

        let relaunched = ShopApp()
        var selections: [Int] = []
        let observation = relaunched.tabBarRouter.observe { event in
            if case .tabSelected(let index) = event { selections.append(index) }
        }
        relaunched.navigator.restore(snapshot)
        #expect(selections == [2, 1])  // Home is selected already; then Profile, then the foreground's Orders
        #expect(relaunched.navigator.capture() == snapshot)
        observation.dispose()
    }

    @Test func aModalOverTheTabBarStartsCurrentPathAndTheSelectedTabsStackIsSavedBehindIt() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(3)])
        app.navigator.open([.settings, .help])
        #expect(app.navigator.currentPath == [.settings, .help])
        let snapshot = app.navigator.capture()
        #expect(snapshot.foreground == [.settings, .help])
        #expect(snapshot.background == [[.orders, .order(3)]])
        let relaunched = ShopApp()
        relaunched.navigator.restore(snapshot)
        #expect(relaunched.navigator.capture() == snapshot)
        #expect(relaunched.tabBarRouter.selectedIndex == 1)
    }

    @Test func aPathAskedForByAnObserverOpensAfterEveryEventOfThePathUnderWay() {
        let app = ShopApp()
        var log: [String] = []
        var asked = false
        let observation = app.tabRouter(1).observe { event in
            if case .topViewControllerChanged(let top) = event {
                log.append("top: \((top as? TestScreen)?.name ?? "nil")")
            }
            if !asked {
                asked = true
                let opening = app.navigator.open([.orders, .order(9)])
                log.append(opening.isPending ? "asked, pending" : "asked, opened")
            }
        }
        app.navigator.open([.orders, .order(1), .receipt])
        // The second path starts once the first has been shown in full: back to Orders, then order 9.
        #expect(log == ["top: order 1", "asked, pending", "top: receipt", "top: orders", "top: order 9"])
        #expect(app.navigator.currentPath == [.orders, .order(9)])
        observation.dispose()
    }

    @Test func observeReportsChangesThenSelectionsInOrderIncludingThoseMadeByARoute() {
        let app = ShopApp()
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        app.navigator.open([.profile])
        app.tabBarController.simulateTabSelection(at: 2)
        app.tabs.showTabs([.orders, .profile])
        app.tabBarController.selectedIndex = 0
        // Profile stays selected and moves to index 1: the change comes first, then the selection's new index.
        // The selection set on the controller in code is seen, not reported.
        #expect(events == [.tabSelected(index: 2), .tabReselected(index: 2), .tabsChanged(count: 2), .tabSelected(index: 1)])
        #expect(app.tabBarRouter.selectedIndex == 0)
        observation.dispose()
    }

    @Test func openWithItsRootCoordinatorGoneChangesNothingAndSaysSo() {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        var diagnostics: [NavigationDiagnostic.Kind] = []
        appCoordinator.router.diagnosticHandler = { diagnostics.append($0.kind) }
        var navigator: RouteNavigator<ShopRoute>?
        do {
            let tabs = ShopTabsCoordinator(appCoordinator: appCoordinator, journal: ShopJournal(), routedTabs: true)
            navigator = RouteNavigator(root: tabs)
        }
        let opening = navigator?.open([.orders])
        #expect(opening?.ending == .stopped && opening?.unresolved == [.orders])
        #expect(diagnostics == [.routeNotHandled])
    }
}
