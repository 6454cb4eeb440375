#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// Begins the user's interactive dismissal of the screen on top, through the transition it came with.
    ///
    /// Begins what the user does to dismiss the screen on top interactively through the transition it came
    /// with: the pinch or drag of a zoom back into its source (iOS 18), or the app's gesture driving a custom
    /// transition's interaction controller.
    ///
    /// It acts on the modal this controller presents, if any, else on its top screen, and ends as the swipe-down
    /// or the back swipe does: ``InteractiveGesture/finish()`` takes the screen away, its handlers run once;
    /// ``InteractiveGesture/cancel()`` leaves everything as it was, with no handler run. A zoom asks for its
    /// source when the gesture finishes. A journal records it as ``NavigationCause/interactiveDismissal(_:)``,
    /// finished or refused. A modal presented with such a transition can be dismissed so whatever its style (a
    /// full-screen zoomed modal included), as on iOS 18.
    ///
    /// ```swift
    /// router.push(photoScreen, transition: .zoom(sourceID: photo.id) { cell })
    /// let pinch = try #require(navigationController.beginInteractiveDismissal())
    /// pinch.cancel()  // the user let go: the photo stays, its pop handler has not run
    /// ```
    ///
    /// The headless controller pushes at once, so the user interrupting a zoom push is this gesture begun
    /// right after the push: as UIKit does, the push has completed, then the screen is popped, its pop
    /// handler run once.
    ///
    /// - Returns: the gesture under way; `nil` when the screen came with the standard transition or a custom
    ///   one with no interaction controller, with a transition that does not run here (a zoom on a Mac,
    ///   Catalyst or native; a custom transition on a native Mac), when the top screen is the root, when
    ///   another modal covers it, when it has `isModalInPresentation` set, or while another transition is
    ///   under way (each the user's gesture refused, reported as ``NavigationDiagnostic/Kind/gestureUnavailable``);
    ///   and, the test's misuse, which no journal records as the user's gesture (reported all the same): on a
    ///   ``NavigationStackController`` (SwiftUI tells nothing before its write: ``simulateInteractiveDismissal()``
    ///   is the whole gesture), and while the user's own gesture is under way here (one at a time).
    public func beginInteractiveDismissal() -> InteractiveGesture? {
        let method = "beginInteractiveDismissal"
        guard core.acceptsGestureBegun(method) else { return nil }
        return core.asUser(core.interactiveDismissalCause) { core.beginInteractiveDismissal(method) }
    }

    /// Does the user's interactive dismissal of the screen on top, through its transition, to the end.
    ///
    /// Does what the user does to dismiss the screen on top interactively through its transition, to the end:
    /// ``beginInteractiveDismissal()`` followed by ``InteractiveGesture/finish()``; on a
    /// ``NavigationStackController``, SwiftUI's write of the shorter path or of the modal's dismissal.
    ///
    /// ```swift
    /// navigationController.simulateInteractiveDismissal()  // the photo zooms back into its cell
    /// ```
    ///
    /// - Returns: the screen dismissed, or `nil` when the gesture is refused (see ``beginInteractiveDismissal()``;
    ///   on a ``NavigationStackController`` a custom transition too, which SwiftUI's navigation does not take).
    @discardableResult
    public func simulateInteractiveDismissal() -> Screen? {
        guard core.rules.gesturesArriveAsWrites else {
            return beginInteractiveDismissal()?.finish()
        }
        // SwiftUI writes the whole gesture at its end: the swipe-down's or the back swipe's write, where the
        // transition lets the user make it. A refusal is the user's gesture too, recorded with its cause.
        let method = "simulateInteractiveDismissal"
        guard !core.refusesGestureWhileOneIsUnderWay(method) else { return nil }
        if core.presentedViewController != nil {
            return core.asUser(.interactiveDismissal(.modal)) {
                guard
                    let presented = core.uncoveredModal(
                        method, unchanged: "nothing was dismissed", coveredAdvice: "dismiss that one first"),
                    core.interactivelyDismissible(presented, method)
                else { return nil }
                return simulateSwipeDown()
            }
        }
        return core.asUser(.interactiveDismissal(.top)) {
            guard let top = core.topViewController else {
                core.report(.gestureUnavailable, "\(method): the stack is empty; nothing was dismissed")
                return nil
            }
            guard core.interactivelyDismissible(top, method) else { return nil }
            return simulateBackSwipe()
        }
    }
}
