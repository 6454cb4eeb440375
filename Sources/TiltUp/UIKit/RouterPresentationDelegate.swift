#if canImport(UIKit)
import UIKit

/// The presentation controller's delegate of a modal a ``Router`` presented: tells the Router when the
/// user has swiped the sheet away, and forwards every delegate call to the app's own delegate.
///
/// UIKit contract relied on:
/// - `presentationControllerDidDismiss(_:)` is called after the user's interactive dismissal has
///   completed, and neither for a cancelled swipe nor for a programmatic dismissal (the Router learns of
///   those from the completion of its own `dismiss`).
/// - A sheet whose view controller has `isModalInPresentation` set, or whose delegate answers `false` to
///   `presentationControllerShouldDismiss(_:)`, refuses the swipe and gets
///   `presentationControllerDidAttemptToDismiss(_:)` instead: no dismiss handler runs. Both questions
///   reach the app's delegate through forwarding.
/// - The presentation controller holds its delegate weakly: the Router keeps this object for as long as
///   the modal is up; this object holds the app's delegate weakly. A delegate the app sets later is
///   adopted through key-value observation, as for the navigation controller's.
@MainActor
final class RouterPresentationDelegate: ForwardingDelegate, UIAdaptivePresentationControllerDelegate {
    private weak var router: Router?
    /// The app's own delegate, to which every call is forwarded.
    private var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { forwardee as? any UIAdaptivePresentationControllerDelegate }
        set { forwardee = newValue }
    }
    private var delegateObservation: NSKeyValueObservation?

    init(router: Router, presentationController: UIPresentationController) {
        self.router = router
        super.init()
        appDelegate = presentationController.delegate
        presentationController.delegate = self
        delegateObservation = presentationController.observe(\.delegate, options: [.new]) { [weak self] presentationController, _ in
            MainActor.assumeIsolated {
                self?.adoptDelegate(of: presentationController)
            }
        }
    }

    private func adoptDelegate(of presentationController: UIPresentationController) {
        guard let current = presentationController.delegate, current !== self else { return }
        appDelegate = current
        presentationController.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        router?.synchronizeModal()
        appDelegate?.presentationControllerDidDismiss?(presentationController)
    }
}

#endif
