import Testing
import TiltUp
import TiltUpTestSupport

/// UIKit's interactive gestures and unfinished animations, modelled by the headless controller: a handler
/// runs only when its change has happened, and a Router call made meanwhile waits for the end.
@MainActor
@Suite struct RouterTransitionTests {
    let recorder = Recorder()
    let root = TestScreen("root")
    let details = TestScreen("details")

    private func makeRouter() -> Router {
        let router = Router.headless(root: root)
        recorder.watch(router)
        router.push(details, animated: false, popHandler: recorder.handler("details"))
        return router
    }

    private func names(_ screens: [Screen]) -> [String] {
        screens.map { ($0 as? TestScreen)?.name ?? "?" }
    }

    private func makeModal(_ name: String) -> Router {
        let modal = Router.headless(root: TestScreen(name))
        recorder.watch(modal)
        return modal
    }

    // MARK: Back swipe

    @Test func backSwipeThatFinishesRunsThePopHandlerOnce() throws {
        let router = makeRouter()
        let swipe = try #require(router.headless.beginBackSwipe())
        #expect(swipe.kind == .backSwipe && swipe.screen === details && swipe.state == .underWay)
        #expect(recorder.runs.isEmpty)

        #expect(swipe.finish() === details)

        #expect(swipe.state == .finished)
        #expect(recorder.runs == ["details"])
        #expect(names(router.viewControllers) == ["root"])
        #expect(router.headless.callCounts.backSwipe == 1)
    }

    @Test func backSwipeTheUserCancelsRunsNoHandlerAndPutsTheScreenBack() throws {
        let router = makeRouter()
        var events: [String] = []
        let observation = router.observe { events.append("\($0)") }
        let swipe = try #require(router.headless.beginBackSwipe())

        swipe.cancel()

        #expect(swipe.state == .cancelled)
        #expect(recorder.runs.isEmpty)
        #expect(names(router.headless.viewControllers) == ["root", "details"])
        #expect(names(router.viewControllers) == ["root", "details"])
        #expect(events.isEmpty)
        #expect(router.headless.callCounts.backSwipe == 0)
        router.pop(animated: false)
        #expect(recorder.runs == ["details"])
        observation.dispose()
    }

    @Test func duringTheSwipeUIKitShowsThePreviousScreenButTheRouterKeepsTheTopUntilTheEnd() throws {
        let router = makeRouter()
        let swipe = try #require(router.headless.beginBackSwipe())
        // As UIKit does during an interactive pop: the top is already off the navigation controller's stack.
        #expect(router.headless.topViewController === root)
        #expect(router.headless.isTransitioning)
        // The Router has seen no pop: the user may still cancel.
        #expect(names(router.viewControllers) == ["root", "details"])
        swipe.finish()
        #expect(!router.headless.isTransitioning)
        #expect(names(router.viewControllers) == ["root"])
    }

    @Test func routerCallsMadeDuringTheSwipeWaitAndRunInOrderWhenItEnds() throws {
        let router = makeRouter()
        let next = TestScreen("next")
        let swipe = try #require(router.headless.beginBackSwipe())

        #expect(router.pop(animated: false) == nil)
        router.push(next, animated: false, popHandler: recorder.handler("next"))
        #expect(names(router.headless.viewControllers) == ["root"])
        #expect(recorder.runs.isEmpty)
        #expect(recorder.diagnostics.isEmpty)

        swipe.cancel()

        // The pop that waited took details off; then next was pushed.
        #expect(recorder.runs == ["details"])
        #expect(names(router.viewControllers) == ["root", "next"])
        #expect(names(router.headless.viewControllers) == ["root", "next"])
    }

    @Test func aCallThatWaitedForAFinishedSwipeSeesTheStackAfterIt() throws {
        let router = makeRouter()
        let swipe = try #require(router.headless.beginBackSwipe())
        router.pop(animated: false)
        swipe.finish()
        // details left by the swipe; the pop that waited found only the root and said so.
        #expect(recorder.runs == ["details"])
        #expect(recorder.diagnostics == [.cannotPopRoot])
        #expect(names(router.viewControllers) == ["root"])
    }

    @Test func aGestureEndsOnceWhateverIsCalledAfter() throws {
        let router = makeRouter()
        let swipe = try #require(router.headless.beginBackSwipe())
        swipe.finish()
        #expect(swipe.finish() == nil)
        swipe.cancel()
        #expect(swipe.state == .finished)
        #expect(recorder.runs == ["details"])
        #expect(recorder.diagnostics == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test func theNavigationControllerItselfRefusesChangesWhileAGestureIsUnderWay() throws {
        let router = makeRouter()
        let swipe = try #require(router.headless.beginBackSwipe())
        router.headless.pushViewController(TestScreen("direct"), animated: false)
        router.headless.viewControllers = []
        #expect(router.headless.beginBackSwipe() == nil)
        #expect(recorder.diagnostics == [.transitionInProgress, .transitionInProgress, .gestureUnavailable])
        swipe.cancel()
        #expect(names(router.headless.viewControllers) == ["root", "details"])
        #expect(recorder.runs.isEmpty)
    }

    // MARK: Swipe-down

    @Test func swipeDownTheUserCancelsLeavesTheSheetAndItsHandlers() throws {
        let router = makeRouter()
        let modal = makeModal("sheet")
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        let swipe = try #require(router.headless.beginSwipeDown())
        #expect(swipe.kind == .swipeDown && swipe.screen === modal.navigationController)
        #expect(router.headless.presentedViewController === modal.navigationController)

        swipe.cancel()

        #expect(recorder.runs.isEmpty)
        #expect(router.presentedRouter === modal)
        let again = try #require(router.headless.beginSwipeDown())
        again.finish()
        #expect(recorder.runs == ["dismissed"])
        #expect(router.presentedRouter == nil)
        #expect(router.headless.callCounts.swipeDown == 1)
    }

    @Test func aSheetWithIsModalInPresentationRefusesTheSwipeAndRunsNoHandler() {
        let router = makeRouter()
        let modal = makeModal("form")
        modal.headless.isModalInPresentation = true
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))

        expectSwipeDownRefused(on: router, keeping: modal)
        router.dismissModal(animated: false)
        #expect(recorder.runs == ["dismissed"])
    }

    /// Both ways of swiping down are refused, with a diagnostic each, and nothing changes.
    private func expectSwipeDownRefused(on router: Router, keeping modal: Router) {
        #expect(router.headless.beginSwipeDown() == nil)
        #expect(router.headless.simulateSwipeDown() == nil)

        #expect(recorder.diagnostics == [.gestureUnavailable, .gestureUnavailable])
        #expect(recorder.runs.isEmpty)
        #expect(router.presentedRouter === modal)
        #expect(!router.headless.isTransitioning)
        #expect(router.headless.callCounts.swipeDown == 0)
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom])
    func aModalThatIsNoSheetRefusesTheSwipeDownAsIOSDoes(_ style: ModalPresentationStyle) {
        let router = makeRouter()
        let modal = makeModal("full screen")
        router.presentModal(modal, animated: false, presentationStyle: style, dismissHandler: recorder.handler("dismissed"))

        expectSwipeDownRefused(on: router, keeping: modal)
    }

    @Test func theRoutersDefaultStyleIsFullScreenAndCannotBeSwipedDownWhateverTheScreen() {
        let router = makeRouter()
        var messages: [String] = []
        router.diagnosticHandler = { messages.append($0.message) }
        router.presentModal(TestScreen("alert"), animated: false, dismissHandler: recorder.handler("alert dismissed"))

        #expect(router.headless.simulateSwipeDown() == nil)

        #expect(messages.count == 1)
        #expect(messages.first?.contains(".fullScreen") == true)
        #expect(messages.first?.contains(".pageSheet") == true)
        #expect(recorder.runs.isEmpty)
        router.dismissModal(animated: false)
        let sheet = TestScreen("sheet")
        router.presentModal(sheet, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("sheet dismissed"))
        #expect(router.headless.simulateSwipeDown() != nil)
        #expect(recorder.runs == ["alert dismissed", "sheet dismissed"])
    }

    @Test(arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover])
    func aSheetCanBeSwipedDown(_ style: ModalPresentationStyle) {
        let router = makeRouter()
        router.presentModal(makeModal("sheet"), animated: false, presentationStyle: style, dismissHandler: recorder.handler("dismissed"))
        #expect(router.headless.simulateSwipeDown() != nil)
        #expect(recorder.runs == ["dismissed"])
    }

    @Test func duringThePresentersSwipeDownTheModalsOwnControllerIsInTheTransition() throws {
        let router = makeRouter()
        let modal = makeModal("sheet")
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        let swipe = try #require(router.headless.beginSwipeDown())
        #expect(modal.headless.isTransitioning)

        modal.push(TestScreen("next"), animated: false, popHandler: recorder.handler("next"))
        #expect(names(modal.headless.viewControllers) == ["sheet"])
        modal.headless.pushViewController(TestScreen("direct"), animated: false)
        #expect(recorder.diagnostics == [.transitionInProgress])

        swipe.cancel()

        #expect(!modal.headless.isTransitioning)
        #expect(names(modal.headless.viewControllers) == ["sheet", "next"])
        #expect(recorder.runs.isEmpty)
    }

    @Test func aModalWhosePresenterSwipesItAwayRunsEachHandlerOnce() throws {
        let router = makeRouter()
        let modal = makeModal("sheet")
        modal.push(TestScreen("top"), animated: false, popHandler: recorder.handler("top"))
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        let swipe = try #require(router.headless.beginSwipeDown())
        modal.pop(animated: false)
        #expect(recorder.runs.isEmpty)

        swipe.finish()

        #expect(recorder.runs == ["top", "dismissed"])
        #expect(!modal.headless.isTransitioning)
        #expect(router.presentedRouter == nil)
    }

    @Test func dismissingDuringTheSwipeDownWaitsAndThenFindsNothingLeftToDismiss() throws {
        let router = makeRouter()
        let modal = makeModal("sheet")
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        let swipe = try #require(router.headless.beginSwipeDown())
        var completions = 0
        modal.dismissModal(animated: true) { completions += 1 }
        #expect(completions == 0)

        swipe.finish()

        #expect(recorder.runs == ["dismissed"])
        #expect(completions == 1)
        #expect(recorder.diagnostics == [.nothingToDismiss])
    }

    // MARK: Animations UIKit has not finished

    @Test func dismissingAModalNotYetPresentedWaitsForThePresentationToFinish() {
        let router = makeRouter()
        router.headless.holdsAnimatedPresentations = true
        let modal = makeModal("sheet")
        var completions = 0
        router.presentModal(modal, animated: true, dismissHandler: recorder.handler("dismissed"))
        #expect(router.headless.isTransitioning)
        #expect(router.presentedRouter === modal)

        router.dismissModal(animated: true) { completions += 1 }
        #expect(router.presentedRouter === modal)
        #expect(recorder.runs.isEmpty)

        router.headless.finishPresentationAnimation()

        #expect(router.presentedRouter == nil)
        #expect(router.headless.presentedViewController == nil)
        #expect(recorder.runs == ["dismissed"])
        #expect(completions == 1)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func presentingWhileAPresentationRunsWaitsThenIsRefusedWithItsHandlersRunOnce() {
        let router = makeRouter()
        router.headless.holdsAnimatedPresentations = true
        let first = makeModal("first")
        let second = makeModal("second")
        router.presentModal(first, animated: true, dismissHandler: recorder.handler("first dismissed"))
        router.presentModal(second, animated: false, dismissHandler: recorder.handler("second dismissed"))
        #expect(recorder.runs.isEmpty)

        router.headless.finishPresentationAnimation()

        // The second presentation ran after the first finished, found a modal up, and was refused.
        #expect(recorder.diagnostics == [.modalAlreadyPresented])
        #expect(recorder.runs == ["second dismissed"])
        #expect(router.presentedRouter === first)
    }

    @Test func finishingAPresentationThatIsNotHeldReportsIt() {
        let router = makeRouter()
        router.headless.finishPresentationAnimation()
        #expect(recorder.diagnostics == [.gestureUnavailable])
    }

    @Test func aPresentationWithoutAnimationIsNeverHeld() {
        let router = makeRouter()
        router.headless.holdsAnimatedPresentations = true
        router.presentModal(makeModal("sheet"), animated: false)
        #expect(!router.headless.isTransitioning)
    }
}
