import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct RouteNavigatorTests {
    private func names(_ router: Router) -> [String] {
        router.viewControllers.compactMap { ($0 as? TestScreen)?.name }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func openingARouteBuildsItStepByStepWithLiveCoordinators(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let opening = app.navigator.open([.orders, .order(3), .receipt])
        app.settle()
        #expect(opening.isComplete)
        #expect(opening.shown == [.orders, .order(3), .receipt])
        #expect(app.navigator.currentPath == [.orders, .order(3), .receipt])
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(names(app.tabRouter(1)) == ["orders", "order 3", "receipt"])
        // The order's coordinator was started and is retained by its screen.
        let retained = app.appCoordinator.retainedCoordinators.compactMap { $0 as? ShopStackCoordinator }
        #expect(retained.count == 4)
        #expect(app.journal.diagnostics.isEmpty)

        app.tabRouter(1).headless.simulateBackSwipe()
        app.tabRouter(1).headless.simulateBackSwipe()
        #expect(app.journal.runs == ["pop receipt", "pop order 3"])
        #expect(app.appCoordinator.retainedCoordinators.count == 4)
        #expect(app.navigator.currentPath == [.orders])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func openingWhatIsShownAlreadyChangesNothing(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.home, .help, .settings, .help])
        app.settle()
        let counts = app.tabRouter(0).headless.callCounts
        let retained = app.appCoordinator.retainedCoordinators.map { ObjectIdentifier($0) }
        let opening = app.navigator.open([.home, .help, .settings, .help])
        app.settle()
        #expect(opening.isComplete)
        #expect(app.tabRouter(0).headless.callCounts == counts)
        #expect(app.appCoordinator.retainedCoordinators.map { ObjectIdentifier($0) } == retained)
        #expect(app.journal.runs.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theSharedPrefixIsKeptAndItsCoordinatorsAreNotRestarted(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(3), .receipt])
        app.settle()
        let order = app.tabRouter(1).viewControllers[1]
        let orderCoordinators = app.appCoordinator.retainedCoordinators.map { ObjectIdentifier($0) }
        app.navigator.open([.orders, .order(3), .help])
        app.settle()
        let orderStayed = app.tabRouter(1).viewControllers[1] === order
        #expect(orderStayed)
        #expect(names(app.tabRouter(1)) == ["orders", "order 3", "help"])
        #expect(app.journal.runs == ["pop receipt"])
        #expect(app.appCoordinator.retainedCoordinators.map { ObjectIdentifier($0) } == orderCoordinators)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func modalsInTheWayAreDismissedInnermostFirstAndTheirCoordinatorsReleased(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.home, .settings, .edit(1), .edit(2)])
        app.settle()
        #expect(app.navigator.currentPath == [.home, .settings, .edit(1), .edit(2)])
        let liveBefore = app.journal.liveCoordinatorCount
        app.navigator.open([.orders, .order(5)])
        app.settle()
        #expect(app.journal.runs == ["dismiss edit 2", "dismiss edit 1", "dismiss settings"])
        #expect(app.journal.liveCoordinatorCount == liveBefore - 3 + 1)
        #expect(app.navigator.currentPath == [.orders, .order(5)])
        #expect(app.tabRouter(0).presentedRouter == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func openingAShorterPathUnwindsTheRestOfTheStack(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1), .order(2), .receipt])
        app.settle()
        app.navigator.open([.orders, .order(1)])
        app.settle()
        #expect(app.journal.runs == ["pop receipt", "pop order 2"])
        app.navigator.open([.orders])
        app.settle()
        #expect(app.journal.runs == ["pop receipt", "pop order 2", "pop order 1"])
        #expect(app.navigator.currentPath == [.orders])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func switchingTabsKeepsTheStackOfTheTabLeft(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1)])
        app.settle()
        app.navigator.open([.home, .help])
        app.settle()
        #expect(app.journal.runs.isEmpty)
        #expect(names(app.tabRouter(1)) == ["orders", "order 1"])
        app.navigator.open([.orders])
        app.settle()
        #expect(app.journal.runs == ["pop order 1"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalOverTheWholeTabBarGoesWhenARouteIntoATabIsOpened(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.settings, .help])
        app.settle()
        #expect(app.navigator.currentPath == [.settings, .help])
        app.navigator.open([.profile])
        app.settle()
        #expect(app.journal.runs == ["pop help", "dismiss settings"])
        #expect(app.tabBarRouter.selectedIndex == 2)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRouteNobodyHandlesChangesNothingAndIsReported(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1)])
        app.settle()
        let before = app.describe()
        let opening = app.navigator.open([.receipt])
        app.settle()
        #expect(opening.shown.isEmpty)
        #expect(opening.unresolved == [.receipt])
        #expect(app.describe() == before)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPathThatStopsResolvingShowsItsLongestValidPrefixAndReportsTheRest(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let opening = app.navigator.open([.orders, .order(1), .profile, .help])
        app.settle()
        #expect(opening.shown == [.orders, .order(1)])
        #expect(opening.unresolved == [.profile, .help])
        #expect(app.navigator.currentPath == [.orders, .order(1)])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])
        #expect(app.journal.diagnostics.first?.message.contains("profile") == true)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRouteAcceptedButNotShownIsReported(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let opening = app.navigator.open([.home, .blank, .help])
        app.settle()
        #expect(opening.shown == [.home])
        #expect(opening.unresolved == [.blank, .help])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotShown])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theUsersTapsBecomeStepsWithShowRoute(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.tabBarController.simulateTabSelection(at: 1)
        let orders = app.tabBarRouter.tabs[1].coordinator as! ShopStackCoordinator
        #expect(orders.showRoute(.order(8)))
        #expect(app.navigator.currentPath == [.orders, .order(8)])
        #expect(!orders.showRoute(.home))
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func screensShownWithoutARouteAreLeftOut(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1)])
        app.settle()
        app.tabRouter(1).push(TestScreen("spinner"), animated: false)
        app.navigator.open([.orders, .order(1), .receipt])
        app.settle()
        #expect(names(app.tabRouter(1)) == ["orders", "order 1", "receipt"])
        #expect(app.journal.runs.isEmpty)  // the spinner had no handler; it was popped
        app.tabRouter(1).push(TestScreen("spinner"), animated: false)
        app.tabRouter(1).presentModal(TestScreen("alert"), animated: false)
        #expect(app.navigator.currentPath == [.orders, .order(1), .receipt])
        #expect(app.navigator.capture().foreground == [.orders, .order(1), .receipt])
        // Fully shown: the alert and the spinner stay.
        app.navigator.open([.orders, .order(1), .receipt])
        app.settle()
        #expect(app.tabRouter(1).navigationController.presentedViewController != nil)
        app.navigator.open([.orders, .order(1), .help])
        app.settle()
        #expect(app.tabRouter(1).navigationController.presentedViewController == nil)
        #expect(names(app.tabRouter(1)) == ["orders", "order 1", "help"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabWithoutARouteGetsTheOneThatSelectedIt(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd, routedTabs: false)
        #expect(app.navigator.currentPath == [])
        app.navigator.open([.orders, .order(1)])
        app.settle()
        #expect(app.navigator.currentPath == [.orders, .order(1)])
        #expect(app.tabBarRouter.tabs[1].route == AnyHashable(ShopRoute.orders))
    }

    @Test(arguments: TestFrontEnd.allCases)
    func nothingAnimatesWhileARouteIsOpenedSoEachStepHasHappenedBeforeTheNext(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.tabRouter(0).headless.holdsAnimatedPresentations = true
        app.navigator.open([.home, .settings])
        app.settle()
        // Had the presentation animated, it would still be under way, and the dismissal would wait for it.
        let opening = app.navigator.open([.home, .edit(1), .help])
        app.settle()
        #expect(opening.isComplete)
        #expect(app.journal.runs == ["dismiss settings"])
        #expect(app.journal.diagnostics.isEmpty)

        // The user's own taps animate as the coordinator asks.
        let home = app.tabBarRouter.tabs[0].coordinator as! ShopStackCoordinator
        app.navigator.open([.home])
        app.settle()
        home.showRoute(.settings)
        #expect(app.tabRouter(0).headless.isTransitioning)
        app.tabRouter(0).headless.finishPresentationAnimation()
    }

    @Test(arguments: TestFrontEnd.allCases)
    func transientRoutesAreLeftOutOfTheCaptureWithWhatFollowsThem(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.isTransient = { $0 == .receipt }
        app.navigator.open([.profile, .order(4), .receipt, .help])
        app.settle()
        app.navigator.open([.orders, .order(1), .receipt, .edit(2)])
        app.settle()
        #expect(app.navigator.currentPath == [.orders, .order(1), .receipt, .edit(2)])
        #expect(app.navigator.capture() == NavigationSnapshot(background: [[.profile, .order(4)]], foreground: [.orders, .order(1)]))
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPathAskedForWhileAnotherIsOpenedIsOpenedRightAfterIt(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1), .receipt])
        app.settle()
        var nested: RouteOpening<ShopRoute>?
        let observation = app.tabRouter(1).observe { _ in
            if nested == nil {
                nested = app.navigator.open([.profile, .help])
                app.settle()
            }
        }
        defer { observation.dispose() }
        var nestedWhileOpening: (isPending: Bool, shown: [ShopRoute])?
        let opened = app.tabRouter(1).observe { _ in
            if let nested, nestedWhileOpening == nil {
                nestedWhileOpening = (nested.isPending, nested.shown)
            }
        }
        defer { opened.dispose() }
        let opening = app.navigator.open([.orders, .order(1)])
        app.settle()
        // While the first path was opened, the nested one waited with nothing shown; then it was opened.
        #expect(nestedWhileOpening?.isPending == true)
        #expect(nestedWhileOpening?.shown == [])
        #expect(nested?.isPending == false)
        #expect(nested?.shown == [.profile, .help])
        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.profile, .help])
        #expect(app.journal.runs == ["pop receipt"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func oneNavigatorMadeFromTheAppCoordinatorFollowsTheAppThroughSignOutAndSignIn(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let navigator = RouteNavigator<ShopRoute>(appCoordinator: app.appCoordinator)
        navigator.isTransient = { $0 == .receipt }
        #expect(navigator.root === app.tabs)
        #expect(navigator.open([.orders, .order(1)]).isComplete)

        app.end()  // sign-out: the tab bar and its coordinator go
        #expect(navigator.root == nil)
        #expect(navigator.currentPath == [])
        let refused = navigator.open([.orders])
        #expect(refused.shown.isEmpty && refused.unresolved == [.orders])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])

        // Sign-in: a new tab bar coordinator; the same navigator opens its routes.
        let tabs = ShopTabsCoordinator(appCoordinator: app.appCoordinator, journal: app.journal, routedTabs: true)
        app.appCoordinator.start(coordinator: tabs)
        #expect(navigator.root === tabs)
        #expect(navigator.open([.profile, .order(2), .receipt]).isComplete)
        #expect(navigator.capture().foreground == [.profile, .order(2)])
    }
}
