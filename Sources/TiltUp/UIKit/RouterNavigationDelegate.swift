#if canImport(UIKit)
import UIKit

/// The navigation controller's delegate while a ``Router`` drives it: tells the Router about the changes
/// UIKit makes without it (the user's back swipe), and forwards every delegate call to the app's own
/// `UINavigationControllerDelegate`, so custom transitions and `willShow` hooks keep working.
///
/// UIKit contract relied on:
/// - `navigationController(_:didShow:animated:)` is called once a push or pop has completed; for an
///   interactive pop the user cancels, the stack is back as it was by then, so the Router's comparison
///   finds nothing left. The Router never compares while an interactive transition is under way (see
///   `UIKitFrontEnd.isInteractivelyTransitioning`).
/// - The navigation controller holds its delegate weakly: the Router keeps this object alive, and this
///   object holds the app's delegate weakly, as UIKit would.
/// - An app that sets `navigationController.delegate` after the Router was made replaces this object;
///   key-value observation of `delegate` notices, takes the app's object as the one to forward to, and
///   puts this one back. Setting the delegate again also makes UIKit ask anew which optional methods the
///   delegate implements.
@MainActor
final class RouterNavigationDelegate: ForwardingDelegate, UINavigationControllerDelegate {
    private weak var router: Router?
    /// The app's own delegate, to which every call is forwarded.
    private var appDelegate: (any UINavigationControllerDelegate)? {
        forwardee as? any UINavigationControllerDelegate
    }

    /// The custom transition whose animator UIKit was last given: UIKit asks for its interaction controller next.
    private var runningTransition: ScreenTransition?
    /// Whether that transition is a pop.
    private var runningIsPop = false

    init(router: Router) {
        self.router = router
        super.init()
        standInFront(of: router.navigationController, delegate: \.delegate)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        noteInteractiveDismissal(in: navigationController)
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    /// Notes, for a journal, a pop that the user's interactive dismissal through the leaving screen's transition
    /// drives (a zoom's pinch or drag back into its source, a custom transition's gesture), rather than the edge
    /// swipe or the back button: the Router finds the pop when the transition ends, and records it as
    /// ``NavigationCause/interactiveDismissal(_:)``. A cancelled dismissal leaves nothing noted.
    ///
    /// UIKit contract relied on: `willShow` comes as the pop begins, with the transition coordinator of the
    /// pop; an interactive pop's coordinator says `isInteractive`; the edge swipe, when it drives the pop, is
    /// `interactivePopGestureRecognizer` recognizing (began or changed) meanwhile.
    private func noteInteractiveDismissal(in navigationController: UINavigationController) {
        guard let router, let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive,
            let leaving = coordinator.viewController(forKey: .from), !navigationController.viewControllers.contains(leaving)
        else { return }
        let transition = router.transition(of: leaving)
        guard transition.isInteractivelyDismissible, NavigationPlatform.current.runs(transition.style) else { return }
        let edgeSwipe = navigationController.interactivePopGestureRecognizer?.state
        guard edgeSwipe != .began, edgeSwipe != .changed else { return }
        router.journalLink.userCauseOfNextTransition = .interactiveDismissal(.top)
        coordinator.notifyWhenInteractionChanges { [weak router] context in
            if context.isCancelled, router?.journalLink.userCauseOfNextTransition == .interactiveDismissal(.top) {
                router?.journalLink.userCauseOfNextTransition = nil
            }
        }
    }

    /// The custom transition's animator of the screen pushed or popped, if a Router gave it one; otherwise the
    /// app's delegate's.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let moving = operation == .pop ? fromVC : toVC
        runningTransition = ScreenTransitioningDelegate.of(moving)?.transition
        runningIsPop = operation == .pop
        if let animator = runningTransition?.animator {
            return animator
        }
        return appDelegate?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The interaction controller of the custom transition whose animator runs, while the user's gesture
    /// drives it; otherwise the app's delegate's.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let transition = runningTransition, transition.animator === animationController {
            // Only the way back is the user's gesture: a push the interaction controller drove would wait for it.
            return runningIsPop ? transition.interaction?() : nil
        }
        return appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        runningTransition = nil
        // The Router compares after each of its own calls: a change found only now is the user's (the back
        // button, its menu, the back swipe, or a tap on the selected tab).
        router?.synchronizeAsUser()
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
}

#endif
