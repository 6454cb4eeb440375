#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// How many times each navigation method and simulated gesture was called since the controller was made.
    public var callCounts: CallCounts { core.callCounts }

    /// Does what the user does with the back button or the edge swipe: pops the top screen.
    ///
    /// The one-step form of ``beginBackSwipe()`` followed by ``InteractiveGesture/finish()``.
    ///
    /// ```swift
    /// navigationController.simulateBackSwipe()
    /// ```
    ///
    /// - Returns: the popped screen, or `nil` when there is nothing to go back to, a modal covers the stack,
    ///   another transition is under way, or the ``platform`` is a native Mac, which has no back swipe (its
    ///   Back is ``simulateBackButton()``); each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``.
    @discardableResult
    public func simulateBackSwipe() -> Screen? {
        let method = "simulateBackSwipe"
        guard !core.refusesGestureWhileOneIsUnderWay(method) else { return nil }
        return core.asUser(.backSwipe) { core.hasBackSwipe(method) ? core.tapBack(method) : nil }
    }

    /// Begins the user's back swipe, to be finished or cancelled: UIKit's interactive pop.
    ///
    /// As in UIKit, the top screen is off ``viewControllers`` while the gesture is under way and comes back if
    /// it is cancelled; the Router's own stack, and every pop handler, wait for the end.
    ///
    /// ```swift
    /// let swipe = try #require(navigationController.beginBackSwipe())
    /// swipe.cancel()
    /// ```
    ///
    /// - Returns: the gesture under way, or `nil` where ``simulateBackSwipe()`` would pop nothing, on a
    ///   ``NavigationStackController`` (SwiftUI tells nothing before its write), and while another gesture of
    ///   the user's is under way here; those two are the test's misuse, reported but not recorded by a journal
    ///   as the user's gesture.
    public func beginBackSwipe() -> InteractiveGesture? {
        let method = "beginBackSwipe"
        guard core.acceptsGestureBegun(method) else { return nil }
        return core.asUser(.backSwipe) { core.hasBackSwipe(method) ? core.beginBackSwipe(method) : nil }
    }

    /// Does what the user does when swiping a sheet down: dismisses the presented modal interactively.
    ///
    /// The one-step form of ``beginSwipeDown()`` followed by ``InteractiveGesture/finish()``.
    ///
    /// ```swift
    /// appCoordinator.navigationController.simulateSwipeDown()
    /// ```
    ///
    /// - Returns: the dismissed modal, or `nil` when nothing is presented, another modal covers it, the modal
    ///   is not a sheet (presented `.fullScreen`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`
    ///   or `.custom`, which iOS gives no swipe-down), the modal has `isModalInPresentation` set, another
    ///   transition is under way, or the ``platform`` is a Mac, which has no swipe-down (Escape closes a sheet
    ///   there: ``simulateEscape()``); each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``.
    @discardableResult
    public func simulateSwipeDown() -> Screen? {
        let method = "simulateSwipeDown"
        guard !core.refusesGestureWhileOneIsUnderWay(method) else { return nil }
        return core.asUser(.swipeDown) {
            guard core.hasSwipeDown(method) else { return nil }
            return core.rules.gesturesArriveAsWrites ? core.writeSwipeDown(method) : core.beginSwipeDown(method)?.finish()
        }
    }

    /// Begins the user's swipe-down of the presented sheet, to be finished or cancelled.
    ///
    /// The sheet stays presented while the gesture is under way, and so is the sheet's own navigation
    /// controller: as on iOS, it takes part in the transition, so its Router's calls wait for the end.
    ///
    /// ```swift
    /// let swipe = try #require(navigationController.beginSwipeDown())
    /// swipe.finish()  // the sheet goes away; its dismiss handler runs now
    /// ```
    ///
    /// - Returns: the gesture under way, or `nil` for a modal that is no sheet (presented full screen, say),
    ///   a sheet with `isModalInPresentation`, or where ``simulateSwipeDown()`` would dismiss nothing: as in
    ///   UIKit, the gesture is refused and no handler runs. Also `nil`, the test's misuse rather than the user's
    ///   gesture (not recorded as one by a journal), on a ``NavigationStackController`` and while another
    ///   gesture of the user's is under way here.
    public func beginSwipeDown() -> InteractiveGesture? {
        let method = "beginSwipeDown"
        guard core.acceptsGestureBegun(method) else { return nil }
        return core.asUser(.swipeDown) { core.hasSwipeDown(method) ? core.beginSwipeDown(method) : nil }
    }

    /// Whether animated presentations stay under way until ``finishPresentationAnimation()``, as UIKit's
    /// animation does; `false` by default, when every presentation completes at once.
    ///
    /// Lets a test do what an app does while UIKit is still animating a modal in, such as dismissing it.
    ///
    /// ```swift
    /// navigationController.holdsAnimatedPresentations = true
    /// router.presentModal(sheet)
    /// router.dismissModal()  // waits for the presentation to finish
    /// navigationController.finishPresentationAnimation()  // presented, then dismissed
    /// ```
    public var holdsAnimatedPresentations: Bool {
        get { core.holdsAnimatedPresentations }
        set { core.holdsAnimatedPresentations = newValue }
    }

    /// Ends the animated presentation held by ``holdsAnimatedPresentations``: runs its completion.
    ///
    /// With none under way, nothing happens and ``NavigationDiagnostic/Kind/gestureUnavailable`` is reported.
    public func finishPresentationAnimation() {
        core.finishPresentationAnimation()
    }

    /// Whether a transition is under way: a gesture begun and not ended, a held presentation, or the
    /// user's swipe-down of this controller by its presenter.
    public var isTransitioning: Bool { core.isTransitioning }
}
