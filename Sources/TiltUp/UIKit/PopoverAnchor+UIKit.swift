#if canImport(UIKit)
import UIKit

/// Where a popover points on iPad: an action sheet, or a screen presented as a popover.
///
/// UIKit raises an exception when a popover starts with nothing to point at. TiltUp never lets it: an
/// action sheet made with `UIAlertController(_:)`, or a screen a Router presents with the `.popover`
/// style, that has no anchor points at the middle of the presenting screen, with no arrow. Give an anchor
/// to point at the control that opened it:
///
/// ```swift
/// present(UIAlertController(alert, anchor: .view(shareButton)), animated: true)
/// ```
///
/// On iPhone, and in compact width, a popover is shown as a sheet and the anchor is not used.
public enum PopoverAnchor {
    /// A view, pointing at `rect` in its coordinates (its bounds when `nil`).
    case view(UIView, rect: CGRect? = nil)
    /// A bar button item.
    case barButtonItem(UIBarButtonItem)

    /// Points `popover` at this anchor.
    @MainActor
    func apply(to popover: UIPopoverPresentationController) {
        switch self {
        case .view(let view, let rect):
            popover.sourceView = view
            popover.sourceRect = rect ?? view.bounds
        case .barButtonItem(let item):
            popover.barButtonItem = item
        }
    }

    /// Points `popover` at the middle of the presenting screen, with no arrow, when nothing else anchors
    /// it: what UIKit would otherwise raise its exception for.
    @MainActor
    static func applyFallback(to popover: UIPopoverPresentationController) {
        guard popover.sourceView == nil, popover.barButtonItem == nil else { return }
        if #available(iOS 16, *), popover.sourceItem != nil { return }
        guard let view = popover.presentingViewController.view else { return }
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
    }
}

/// The delegate of an action sheet's popover, which anchors it when nothing else has: UIKit asks it just
/// before the presentation starts.
@MainActor
final class PopoverFallback: NSObject, UIPopoverPresentationControllerDelegate {
    /// The key under which an alert controller keeps its fallback (a popover holds its delegate weakly).
    nonisolated(unsafe) static var key: UInt8 = 0

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        PopoverAnchor.applyFallback(to: popoverPresentationController)
    }
}

#endif
