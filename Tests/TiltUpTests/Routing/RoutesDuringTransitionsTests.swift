import Testing
import TiltUp
import TiltUpTestSupport

/// A route asked for while a transition is under way (a back swipe, an animated presentation) waits for
/// its end, then is shown and marked; what `open` returned says so, and nothing is shown behind its back.
@MainActor
@Suite struct RoutesDuringTransitionsTests {
    private func home(_ app: ShopApp) -> ShopStackCoordinator {
        app.tabBarRouter.tabs[0].coordinator as! ShopStackCoordinator
    }

    private func names(_ router: Router) -> [String] {
        router.viewControllers.map { ($0 as? TestScreen)?.name ?? "?" }
    }

    @Test func aPathAskedForDuringABackSwipeWaitsForItsEndThenIsShownAndMarked() throws {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        let swipe = try #require(app.tabRouter(0).headless.beginBackSwipe())

        let opening = app.navigator.open([.home, .receipt])

        #expect(opening.isPending)
        #expect(opening.shown.isEmpty && opening.unresolved == [.home, .receipt])
        #expect(app.tabRouter(0).headless.viewControllers.count == 1)  // the swiped screen is off while the swipe runs
        swipe.cancel()

        #expect(!opening.isPending)
        #expect(opening.isComplete)
        #expect(opening.shown == [.home, .receipt])
        #expect(names(app.tabRouter(0)) == ["home", "receipt"])
        #expect(app.navigator.currentPath == [.home, .receipt])
        #expect(app.navigator.capture().foreground == [.home, .receipt])
        #expect(app.journal.runs == ["pop help"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aPathAskedForDuringAnAnimatedPresentationWaitsForItsEnd() {
        let app = ShopApp()
        app.navigationController.holdsAnimatedPresentations = true
        // Not opened by the navigator, so the presentation animates, and is held.
        #expect(app.tabs.showRoute(.settings))
        #expect(app.navigator.currentPath == [.settings])

        let opening = app.navigator.open([.orders, .order(7)])
        #expect(opening.isPending)
        #expect(app.appCoordinator.router.presentedRouter != nil)

        app.navigationController.finishPresentationAnimation()

        #expect(opening.shown == [.orders, .order(7)])
        #expect(app.navigator.currentPath == [.orders, .order(7)])
        #expect(app.journal.runs == ["dismiss settings"])
        #expect(app.appCoordinator.router.presentedRouter == nil)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func pathsThatWaitAreOpenedInTheOrderTheyWereAskedFor() throws {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        let swipe = try #require(app.tabRouter(0).headless.beginBackSwipe())
        let first = app.navigator.open([.home, .receipt])
        let second = app.navigator.open([.profile])
        #expect(first.isPending && second.isPending)
        swipe.finish()

        #expect(first.shown == [.home, .receipt])
        #expect(second.shown == [.profile])
        #expect(app.navigator.currentPath == [.profile])
        #expect(app.navigator.capture().background == [[.home, .receipt]])
        #expect(names(app.tabRouter(0)) == ["home", "receipt"])
        #expect(app.journal.runs == ["pop help"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aStepThatCannotBeShownAfterTheTransitionShowsNothingLater() throws {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        let swipe = try #require(app.tabRouter(0).headless.beginBackSwipe())
        let opening = app.navigator.open([.home, .blank])
        swipe.finish()

        #expect(opening.shown == [.home])
        #expect(opening.unresolved == [.blank])
        #expect(names(app.tabRouter(0)) == ["home"])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotShown])
    }

    @Test func showRouteDuringABackSwipeShowsAndMarksTheStepWhenTheSwipeEnds() throws {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        let swipe = try #require(app.tabRouter(0).headless.beginBackSwipe())

        #expect(home(app).showRoute(.receipt))
        #expect(names(app.tabRouter(0)) == ["home", "help"])  // the swipe has not ended
        swipe.finish()

        #expect(names(app.tabRouter(0)) == ["home", "receipt"])
        #expect(app.navigator.currentPath == [.home, .receipt])
        #expect(app.journal.runs == ["pop help"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func showRouteOfADeclinedStepDuringASwipeReturnsFalseAndShowsNothingLater() throws {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        let swipe = try #require(app.tabRouter(0).headless.beginBackSwipe())

        #expect(!home(app).showRoute(.profile))
        swipe.cancel()

        #expect(names(app.tabRouter(0)) == ["home", "help"])
        #expect(app.navigator.currentPath == [.home, .help])
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])
    }
}
