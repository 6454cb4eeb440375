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
final class RouterPresentationDelegate: ForwardingDelegate, UIPopoverPresentationControllerDelegate {
    private weak var router: Router?
    /// The anchor of the popover this modal is, if it was given one: held until the modal has gone, as UIKit
    /// holds the popover's source.
    var anchor: PopoverAnchor?
    /// The app's own delegate, to which every call is forwarded.
    private var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        forwardee as? any UIAdaptivePresentationControllerDelegate
    }

    init(router: Router, presentationController: UIPresentationController) {
        self.router = router
        super.init()
        standInFront(of: presentationController, delegate: \.delegate)
    }

    /// A screen presented as a popover points at its anchor, or, with none UIKit can use, at the middle of
    /// the presenting screen, with no arrow, instead of raising UIKit's exception (``PopoverAnchor``); the
    /// app's delegate is asked first, and a source it sets is kept.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        (appDelegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation?(
            popoverPresentationController)
        PopoverAnchor.prepare(popoverPresentationController, anchor: anchor)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if let router {
            router.asUser(router.userDismissalCause) { router.synchronizeModal() }
        }
        appDelegate?.presentationControllerDidDismiss?(presentationController)
    }
}

#endif
