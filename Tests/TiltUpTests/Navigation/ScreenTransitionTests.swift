import Testing
import TiltUp
import TiltUpTestSupport

/// A custom transition's animator and interaction controller: any object conforming here.
final class CardAnimator: TransitionAnimating {}
final class CardInteraction: TransitionInteracting {}

/// Screens pushed and presented with a zoom or a custom transition: the source asked for on the way in and
/// on the way out, and the user's interactive dismissal through the transition, begun, then finished or
/// cancelled, handlers once.
@MainActor
@Suite struct ScreenTransitionTests {
    /// A stack with a root, and a counter of the zoom source's requests.
    @MainActor
    final class Fixture {
        let navigationController: HeadlessNavigationController
        let router: Router
        var runs: [String] = []
        var sourceRequests = 0
        var source: AnyObject? = TestScreen("cell")

        init(_ navigationController: HeadlessNavigationController = HeadlessNavigationController()) {
            self.navigationController = navigationController
            router = Router(navigationController: navigationController)
            router.diagnosticHandler = { _ in }
            router.push(TestScreen("list"), animated: false)
        }

        var zoom: ScreenTransition {
            .zoom(sourceID: 7) { [unowned self] in
                sourceRequests += 1
                return source
            }
        }

        func pushZoomed(_ name: String = "photo") -> TestScreen {
            let screen = TestScreen(name)
            router.push(screen, transition: zoom) { [unowned self] in runs.append("pop \(name)") }
            return screen
        }
    }

    @Test func aScreenKeepsTheTransitionItWasPushedWithUntilItLeaves() {
        let fixture = Fixture()
        let photo = fixture.pushZoomed()
        #expect(fixture.router.transition(of: photo).style == .zoom)
        #expect(fixture.router.transition(of: photo).sourceID == AnyHashable(7))
        #expect(fixture.router.transition(of: photo) == .zoom(sourceID: 7))
        #expect(fixture.router.transition(of: fixture.router.viewControllers[0]) == .standard)
        fixture.router.pop()
        #expect(fixture.router.transition(of: photo) == .standard)
    }

    @Test func theZoomsSourceIsAskedForWhenTheScreenArrivesAndAgainWhenItLeaves() {
        let fixture = Fixture()
        _ = fixture.pushZoomed()
        #expect(fixture.sourceRequests == 1)
        fixture.router.pop()
        #expect(fixture.sourceRequests == 2)
        #expect(fixture.navigationController.callCounts.zoomSourceRequests == 2)
        #expect(fixture.runs == ["pop photo"])
    }

    @Test func withoutAnimationNoTransitionRunsAndTheSourceIsNotAsked() {
        let fixture = Fixture()
        let photo = TestScreen("photo")
        fixture.router.push(photo, animated: false, transition: fixture.zoom)
        fixture.router.pop(animated: false)
        #expect(fixture.sourceRequests == 0)
    }

    @Test func aSourceThatHasGoneLeavesTheZoomWithoutOneAndTheHandlersRunOnce() {
        let fixture = Fixture()
        _ = fixture.pushZoomed()
        fixture.source = nil  // the cell scrolled away
        #expect(fixture.navigationController.simulateInteractiveDismissal() != nil)
        #expect(fixture.sourceRequests == 2)
        #expect(fixture.runs == ["pop photo"])
    }

    @Test func theUsersInteractiveZoomDismissalCancelledLeavesEverythingAndFinishedPopsOnce() throws {
        let fixture = Fixture()
        let photo = fixture.pushZoomed()
        let pinch = try #require(fixture.navigationController.beginInteractiveDismissal())
        #expect(ObjectIdentifier(pinch.screen) == ObjectIdentifier(photo))
        pinch.cancel()
        #expect(fixture.router.viewControllers.last.map(ObjectIdentifier.init) == ObjectIdentifier(photo))
        #expect(fixture.runs.isEmpty)
        #expect(fixture.sourceRequests == 1, "a cancelled dismissal zooms back to the screen, not to the source")

        let again = try #require(fixture.navigationController.beginInteractiveDismissal())
        #expect(again.finish().map(ObjectIdentifier.init) == ObjectIdentifier(photo))
        #expect(fixture.runs == ["pop photo"])
        #expect(again.finish() == nil, "a gesture ends once")
        #expect(fixture.runs == ["pop photo"])
    }

    @Test func aRouterCallDuringTheInteractiveDismissalWaitsForItsEnd() throws {
        let fixture = Fixture()
        _ = fixture.pushZoomed()
        let pinch = try #require(fixture.navigationController.beginInteractiveDismissal())
        fixture.router.push(TestScreen("next"), animated: false)
        #expect(
            fixture.navigationController.viewControllers.count == 1, "the photo is off the stack while the gesture runs; the push waits")
        pinch.cancel()
        #expect(fixture.router.viewControllers.map { ($0 as? TestScreen)?.name } == ["list", "photo", "next"])
    }

    @Test func anInterruptedZoomPushIsFinishedThenPoppedItsHandlerOnce() throws {
        let fixture = Fixture()
        let photo = fixture.pushZoomed()
        #expect(fixture.router.viewControllers.last.map(ObjectIdentifier.init) == ObjectIdentifier(photo), "the push has completed")
        try #require(fixture.navigationController.beginInteractiveDismissal()).finish()
        #expect(fixture.runs == ["pop photo"])
        #expect(fixture.router.viewControllers.count == 1)
    }

    @Test func theStandardTransitionAndACustomOneWithoutInteractionCannotBeDismissedInteractively() {
        let fixture = Fixture()
        var kinds: [NavigationDiagnostic.Kind] = []
        fixture.router.diagnosticHandler = { kinds.append($0.kind) }
        fixture.router.push(TestScreen("plain"))
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        fixture.router.push(TestScreen("card"), transition: .custom(CardAnimator()))
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.router.viewControllers.count == 3)
        #expect(kinds == [.gestureUnavailable, .gestureUnavailable])
        #expect(fixture.navigationController.simulateBackSwipe() != nil, "the back swipe still works")
    }

    @Test func aCustomTransitionWithAnInteractionControllerIsDismissedInteractively() throws {
        let fixture = Fixture()
        let animator = CardAnimator()
        let transition = ScreenTransition.custom(animator) { CardInteraction() }
        fixture.router.push(TestScreen("card"), transition: transition) { fixture.runs.append("pop card") }
        #expect(fixture.router.transition(of: fixture.router.viewControllers[1]).animator === animator)
        #expect(transition.isInteractivelyDismissible)
        let drag = try #require(fixture.navigationController.beginInteractiveDismissal())
        drag.finish()
        #expect(fixture.runs == ["pop card"])
        #expect(fixture.sourceRequests == 0)
    }

    @Test func aZoomedFullScreenModalIsDismissedByTheUserWhateverItsStyle() throws {
        let fixture = Fixture()
        fixture.router.presentModal(TestScreen("player"), transition: fixture.zoom) { fixture.runs.append("dismiss player") }
        #expect(fixture.sourceRequests == 1)
        let drag = try #require(fixture.navigationController.beginInteractiveDismissal())
        drag.cancel()
        #expect(fixture.navigationController.presentedViewController != nil)
        #expect(fixture.navigationController.simulateSwipeDown() != nil, "a zoomed modal can be dragged down")
        #expect(fixture.runs == ["dismiss player"])
        #expect(fixture.sourceRequests == 2)

        fixture.router.presentModal(TestScreen("plain"), presentationStyle: .fullScreen) { fixture.runs.append("dismiss plain") }
        #expect(fixture.navigationController.simulateSwipeDown() == nil, "a standard full-screen modal cannot")
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
    }

    @Test func aZoomedModalWithIsModalInPresentationStays() {
        let fixture = Fixture()
        let modal = HeadlessNavigationController()
        modal.isModalInPresentation = true
        let modalRouter = Router(navigationController: modal)
        modalRouter.push(TestScreen("form"), animated: false)
        fixture.router.presentModal(modalRouter, transition: fixture.zoom)
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.router.presentedRouter === modalRouter)
    }

    @Test func aNativeMacRunsNoZoomAndTheUserGoesBackWithTheBackButton() {
        let fixture = Fixture()
        fixture.navigationController.platform = .macOS
        _ = fixture.pushZoomed()
        #expect(fixture.sourceRequests == 0)
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateBackButton() != nil)
        #expect(fixture.runs == ["pop photo"])
    }

    @Test func swiftUIsStackTakesTheWholeDismissalAsItsWrite() {
        let fixture = Fixture(NavigationStackController())
        _ = fixture.pushZoomed()
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil, "SwiftUI tells nothing before it writes")
        #expect(fixture.navigationController.simulateInteractiveDismissal() != nil)
        #expect(fixture.runs == ["pop photo"])
    }

    @Test func theRootOrAnEmptyStackHasNothingToDismiss() {
        let fixture = Fixture()
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        let empty = HeadlessNavigationController()
        #expect(empty.beginInteractiveDismissal() == nil)
    }
}
