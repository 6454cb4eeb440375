import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct HeadlessNavigationControllerTests {
    let a = TestScreen("a")
    let b = TestScreen("b")
    let c = TestScreen("c")

    @Test func initWithRootViewControllerHoldsItAlone() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController === a)
        #expect(HeadlessNavigationController().viewControllers.isEmpty)
    }

    @Test func pushAndPopChangeTheStackAtOnce() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: true)
        navigationController.pushViewController(c, animated: true)
        #expect(navigationController.topViewController === c)
        #expect(navigationController.popViewController(animated: true) === c)
        #expect(navigationController.topViewController === b)
    }

    @Test func popLeavesTheRootAndReturnsNil() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        #expect(navigationController.popViewController(animated: true) == nil)
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test func popToRootReturnsThePoppedScreensBottomFirst() throws {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: false)
        navigationController.pushViewController(c, animated: false)
        let popped = try #require(navigationController.popToRootViewController(animated: true))
        #expect(popped.count == 2)
        #expect(popped.first === b && popped.last === c)
        #expect(navigationController.viewControllers.count == 1)
        #expect(HeadlessNavigationController().popToRootViewController(animated: true) == nil)
    }

    @Test func popToViewControllerPopsAboveItOrNothingWhenAbsent() throws {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: false)
        navigationController.pushViewController(c, animated: false)
        #expect(navigationController.popToViewController(TestScreen("stranger"), animated: true) == nil)
        #expect(navigationController.viewControllers.count == 3)
        let popped = try #require(navigationController.popToViewController(b, animated: true))
        #expect(popped.count == 1 && popped.first === c)
        #expect(navigationController.topViewController === b)
    }

    @Test func pushingAScreenAlreadyOnTheStackChangesNothing() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        navigationController.pushViewController(a, animated: false)
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test func setViewControllersKeepsTheFirstPlaceOfAScreenListedTwice() {
        let navigationController = HeadlessNavigationController()
        navigationController.setViewControllers([a, b, a, c], animated: false)
        #expect(navigationController.viewControllers.map { ($0 as! TestScreen).name } == ["a", "b", "c"])
        navigationController.viewControllers = [c]
        #expect(navigationController.topViewController === c)
    }

    @Test func presentRunsTheCompletionBeforeReturning() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        var completed = false
        navigationController.present(b, animated: true) { completed = true }
        #expect(completed)
        #expect(navigationController.presentedViewController === b)
        #expect(navigationController.visibleViewController === b)
    }

    @Test func presentingOverAModalPresentsNothingAndSkipsTheCompletion() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        navigationController.present(b, animated: true)
        var completed = false
        navigationController.present(c, animated: true) { completed = true }
        #expect(!completed)
        #expect(navigationController.presentedViewController === b)
    }

    @Test func dismissRemovesTheModalChainInnermostFirst() {
        let root = HeadlessNavigationController(rootViewController: a)
        let modal = HeadlessNavigationController(rootViewController: b)
        let nested = HeadlessNavigationController(rootViewController: c)
        root.present(modal, animated: false)
        modal.present(nested, animated: false)
        #expect(nested.presentingViewController === modal)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test func aPresentedControllerWithNothingAboveItDismissesItself() {
        let root = HeadlessNavigationController(rootViewController: a)
        let modal = HeadlessNavigationController(rootViewController: b)
        root.present(modal, animated: false)
        modal.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissWithNothingPresentedStillRunsTheCompletion() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        var completed = false
        navigationController.dismiss(animated: true) { completed = true }
        #expect(completed)
    }

    @Test func backSwipePopsTheTopButNeverTheRootNorUnderAModal() {
        let navigationController = HeadlessNavigationController(rootViewController: a)
        #expect(navigationController.simulateBackSwipe() == nil)
        navigationController.pushViewController(b, animated: false)
        navigationController.present(c, animated: false)
        #expect(navigationController.simulateBackSwipe() == nil)
        #expect(navigationController.topViewController === b)
        navigationController.dismiss(animated: false)
        #expect(navigationController.simulateBackSwipe() === b)
        #expect(navigationController.topViewController === a)
    }

    @Test func swipeDownDismissesOnlyTheTopmostModal() {
        let root = HeadlessNavigationController(rootViewController: a)
        let modal = HeadlessNavigationController(rootViewController: b)
        #expect(root.simulateSwipeDown() == nil)
        root.present(modal, animated: false)
        modal.present(c, animated: false)
        #expect(root.simulateSwipeDown() == nil)
        #expect(root.presentedViewController === modal)
        #expect(modal.simulateSwipeDown() === c)
        #expect(root.simulateSwipeDown() === modal)
        #expect(root.presentedViewController == nil)
    }
}
