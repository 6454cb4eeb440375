import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct GuardedRoutesTests {
    @Test func aLinkToAnOrderWhileSignedOutAsksForSignInThenShowsTheOrder() throws {
        let app = GuardedApp()
        let opening = app.navigator.open([.orders, .order(42), .receipt])

        #expect(opening.isPending)
        #expect(opening.shown == [.orders] && opening.unresolved == [.order(42), .receipt])
        let signIn = try #require(app.signIn)
        #expect(app.root.presentedRouter === signIn.router)

        signIn.signIn()

        #expect(opening.ending == .complete)
        #expect(opening.shown == [.orders, .order(42), .receipt])
        #expect(app.navigator.currentPath == [.orders, .order(42), .receipt])
        #expect(app.root.presentedRouter == nil)
        #expect(app.signIn == nil)
        #expect(app.journal.runs == ["dismiss sign in"])
        #expect(app.signInsStarted == 1)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func cancelledTheFlowStopsThePathThereAndKeepsWhatWasShown() throws {
        let app = GuardedApp()
        let opening = app.navigator.open([.orders, .order(42), .receipt])
        #expect(app.signIn != nil)

        app.root.headless.simulateSwipeDown()

        #expect(opening.ending == .cancelled)
        #expect(opening.shown == [.orders] && opening.unresolved == [.order(42), .receipt])
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.signIn == nil)
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
    }

    @Test func aSecondLinkWhileTheFlowIsUpReplacesThePendingContinuation() throws {
        let app = GuardedApp()
        let first = app.navigator.open([.orders, .order(1), .receipt])
        let second = app.navigator.open([.orders, .order(2)])

        #expect(first.ending == .replaced && first.shown == [.orders])
        #expect(second.isPending)
        #expect(app.signInsStarted == 1)

        try #require(app.signIn).signIn()

        #expect(second.ending == .complete)
        #expect(first.ending == .replaced)
        #expect(app.navigator.currentPath == [.orders, .order(2)])
        #expect(app.names(app.root) == ["home", "orders", "order 2"])
        #expect(app.signInsStarted == 1)
    }

    @Test func pathsThatWaitedForATransitionBehindAGuardedOneReplaceItInTurn() throws {
        let app = GuardedApp()
        app.navigator.open([.orders])
        let swipe = try #require(app.root.headless.beginBackSwipe())
        let first = app.navigator.open([.orders, .order(1)])
        let second = app.navigator.open([.orders, .order(2)])
        #expect(first.isPending && second.isPending)

        swipe.cancel()

        #expect(first.ending == .replaced && first.shown == [.orders])
        #expect(second.isPending)
        #expect(app.signInsStarted == 1)
        try #require(app.signIn).signIn()
        #expect(second.isComplete)
        #expect(app.names(app.root) == ["home", "orders", "order 2"])
    }

    @Test func aFlowReleasedUnansweredEndsAsCancelledNamesTheFlowAndLaterPathsOpen() throws {
        let app = GuardedApp()
        app.signInEndsItsFlow = false
        let opening = app.navigator.open([.orders, .order(42), .receipt])
        #expect(opening.isPending)
        let waitingBehind = app.navigator.open([.orders, .order(7)], from: .url)
        #expect(opening.ending == .replaced && waitingBehind.isPending)

        app.root.headless.simulateSwipeDown()  // the sign-in goes, and its flow with it, unanswered

        #expect(app.signIn == nil)
        #expect(waitingBehind.ending == .cancelled)
        #expect(waitingBehind.unresolved == [.orders, .order(7)])
        let diagnostic = try #require(app.journal.diagnostics.last)
        #expect(diagnostic.kind == .flowReleasedUnanswered)
        #expect(diagnostic.message.contains("GuardedRootCoordinator") && diagnostic.message.contains("order(42)"))

        app.isSignedIn = true
        let later = app.navigator.open([.orders, .order(8)], from: .notification)
        #expect(later.isComplete, "the navigator goes on")
        #expect(app.navigator.currentPath == [.orders, .order(8)])
    }

    @Test func aFlowDroppedAsSoonAsItStartsEndsAsCancelledAtOnce() {
        let app = GuardedApp()
        let root = DroppingFlowCoordinator(appCoordinator: app.appCoordinator)
        let navigator = RouteNavigator<GuardedRoute>(root: root)
        let opening = navigator.open([.order(1)])
        #expect(opening.ending == .cancelled)
        #expect(app.journal.diagnostics.map(\.kind) == [.flowReleasedUnanswered])
        #expect(navigator.open([.orders]).isComplete)
    }

    @Test func aFlowEndedTwiceOrLateChangesNothingMore() throws {
        let app = GuardedApp()
        let opening = app.navigator.open([.orders, .order(3)])
        let flow = try #require(app.signIn).flow
        try #require(app.signIn).signIn()
        #expect(flow.hasEnded)
        flow.cancel()
        flow.succeed()
        #expect(opening.ending == .complete)
        #expect(app.names(app.root) == ["home", "orders", "order 3"])
    }

    @Test func signedInTheGuardLetsThePathThroughWithoutAFlow() {
        let app = GuardedApp()
        app.isSignedIn = true
        #expect(app.navigator.open([.orders, .order(5), .receipt]).isComplete)
        #expect(app.signInsStarted == 0)
    }

    @Test func savedNavigationAsksTheGuardAgainWhenRestored() throws {
        let first = GuardedApp()
        first.isSignedIn = true
        first.navigator.open([.orders, .order(7), .receipt])
        let data = try JSONEncoder().encode(first.navigator.capture())

        let second = GuardedApp()
        let opening = second.navigator.restore(try JSONDecoder().decode(NavigationSnapshot<GuardedRoute>.self, from: data))

        #expect(opening.isPending && opening.shown == [.orders])
        #expect(second.signInsStarted == 1)
        try #require(second.signIn).signIn()
        #expect(opening.isComplete)
        #expect(second.navigator.currentPath == [.orders, .order(7), .receipt])
    }

    @Test func theUsersTapIntoAGuardedRouteRunsTheFlowThenShowsIt() throws {
        let app = GuardedApp()
        let root = try #require(app.appCoordinator.retainedCoordinators.first as? GuardedRootCoordinator)
        #expect(root.showRoute(.order(9)) == false)
        #expect(app.names(app.root) == ["home"])
        try #require(app.signIn).signIn()
        #expect(app.names(app.root) == ["home", "order 9"])
        #expect(app.navigator.currentPath == [.order(9)])
    }
}

@MainActor
@Suite struct UntrustedLinksTests {
    @Test func aPathFromOutsideThatReachesAnInternalRouteIsRefusedAndShowsNothing() {
        let app = GuardedApp()
        app.navigator.isInternalOnly = { $0 == .payment }
        app.navigator.open([.orders])
        for origin in [RouteOrigin.url, .notification, .restoration] {
            let opening = app.navigator.open([.orders, .payment], from: origin)
            #expect(opening.ending == .refused && opening.shown.isEmpty)
        }
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeRefused, .routeRefused, .routeRefused])
        #expect(app.navigator.open([.payment]).isComplete)
        let restored = app.navigator.restore(NavigationSnapshot(foreground: [.orders, .payment]))
        #expect(restored.ending == .refused)
        #expect(app.navigator.currentPath == [.payment])
    }

    @Test func maximumPathLengthRefusesAHundredThousandStepsAndNothingOnScreenIsLost() {
        let app = GuardedApp()
        app.navigator.open([.orders])
        // Its own bound: without the guard the path would stop at once, at the receipt the root declines,
        // so this test fails fast instead of pushing 100,000 screens.
        let opening = app.navigator.open([.orders, .receipt] + Array(repeating: .orders, count: 99_998), from: .url)
        #expect(opening.ending == .refused)
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeRefused])
        #expect(app.journal.diagnostics.first?.message.contains("100000 steps") == true)
    }

    @Test func maximumPathLengthOpensAPathOfExactlyThatManyStepsAndRefusesOneMore() {
        let app = GuardedApp()
        app.isSignedIn = true
        app.navigator.maximumPathLength = 3
        let three = app.navigator.open([.orders, .order(1), .receipt], from: .url)
        #expect(three.isComplete)
        let four = app.navigator.open([.orders, .order(1), .receipt, .receipt], from: .url)
        #expect(four.ending == .refused && four.shown.isEmpty)
        #expect(app.navigator.currentPath == [.orders, .order(1), .receipt])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeRefused])
    }

    @Test(arguments: [[GuardedRoute.payment, .orders], [.orders, .payment, .orders], [.orders, .payment]])
    func isInternalOnlyRefusesAPathFromOutsideWhereverTheInternalRouteIs(_ path: [GuardedRoute]) {
        let app = GuardedApp()
        app.navigator.isInternalOnly = { $0 == .payment }
        let opening = app.navigator.open(path, from: .url)
        #expect(opening.ending == .refused && opening.shown.isEmpty)
        #expect(app.names(app.root) == ["home"])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeRefused])
    }

    @Test func aCoordinatorThatHandsTheSameStepOnForeverIsCutAfterABoundedDepth() {
        let app = GuardedApp()
        let opening = app.navigator.open([.loop])
        #expect(opening.ending == .stopped)
        #expect(app.journal.diagnostics.map(\.kind).contains(.routeRefused))
        #expect(app.names(app.root) == ["home"])
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
    }

    @Test func pathsAskedForInALoopByAnObserverStopAfterTheMostChainedOpenings() {
        let app = GuardedApp()
        app.navigator.maximumChainedOpenings = 10
        var asked = 0
        let observation = app.root.observe { _ in
            asked += 1
            app.navigator.open(asked.isMultiple(of: 2) ? [.orders] : [])
        }
        app.navigator.open([.orders])
        #expect(asked > 10 && asked < 30)
        #expect(app.journal.diagnostics.map(\.kind).contains(.routeRefused))
        observation.dispose()
    }

    @Test func aLinkBeforeTheFirstCoordinatorStartedIsOpenedOnceItHasOnlyTheLastOne() {
        let app = GuardedApp(start: false)
        app.isSignedIn = true
        let early = app.navigator.open([.orders])
        let last = app.navigator.open([.orders, .order(4)], from: .notification)
        #expect(early.ending == .replaced)
        #expect(last.isPending)

        app.start()

        #expect(last.isComplete)
        #expect(app.names(app.root) == ["home", "orders", "order 4"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aLinkIsReadThroughTheTableAndAnUnreadableOneChangesNothing() {
        var table = RouteURLTable<GuardedRoute>(scheme: "shop")
        table.add("orders", .orders)
        table.add(":id", { .order($0) }, { if case .order(let id) = $0 { id } else { nil } })
        table.add("payment", .payment)
        let app = GuardedApp()
        app.isSignedIn = true
        app.navigator.isInternalOnly = { $0 == .payment }

        #expect(app.navigator.open(URL(string: "shop://orders/12")!, using: table).isComplete)
        #expect(app.navigator.open(URL(string: "shop://orders/x")!, using: table).ending == .refused)
        #expect(app.navigator.open(URL(string: "shop://payment")!, using: table).ending == .refused)
        #expect(app.navigator.currentPath == [.orders, .order(12)])
        #expect(app.journal.diagnostics.map(\.kind) == [.urlNotRead, .routeRefused])
    }
}

/// A coordinator whose guarded step starts a flow that nothing keeps.
@MainActor
private final class DroppingFlowCoordinator: Coordinator, RouteHandling {
    override func start() {}

    func handle(_ route: GuardedRoute) -> RouteDecision {
        route == .orders ? .show { self.router.push(TestScreen("orders"), animated: false) } : .runFirst { _ in }
    }
}
