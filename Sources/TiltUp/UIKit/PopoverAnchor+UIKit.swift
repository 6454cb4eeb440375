#if canImport(UIKit)
import UIKit

// What UIKit's popover presentation controller is given: the anchor, applied before the presentation, and
// just before it starts (UIKit asks the popover's delegate, `prepareForPopoverPresentation(_:)`) a source
// for a popover that has none UIKit can use, instead of UIKit's exception.
extension PopoverAnchor {
    /// Points `popover` at this anchor, when it can be now: a view or a bar button item. A rectangle of the
    /// window waits for ``prepare(_:anchor:)``, which knows the presenting screen.
    @MainActor
    func apply(to popover: UIPopoverPresentationController) {
        switch self {
        case .view(let view, let rect):
            popover.sourceView = view
            popover.sourceRect = rect ?? view.bounds
        case .barButtonItem(let item):
            popover.barButtonItem = item
        case .rect:
            break
        }
    }

    /// Just before `popover` is shown: keeps the source it has if UIKit can use it (the anchor applied before,
    /// or one the app set), else points it at `anchor`'s rectangle of the window, else at the middle of the
    /// presenting screen, with no arrow. A view no longer in a window is no source: UIKit would point at
    /// nothing on screen.
    @MainActor
    static func prepare(_ popover: UIPopoverPresentationController, anchor: PopoverAnchor?) {
        if popover.barButtonItem != nil || popover.sourceView?.window != nil { return }
        if #available(iOS 16, *), popover.sourceItem != nil { return }
        guard let view = popover.presentingViewController.view else { return }
        if case .rect(let rect)? = anchor {
            popover.sourceView = view
            popover.sourceRect = view.convert(rect, from: nil)
            return
        }
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
    }
}

/// The delegate of an action sheet's popover, which points it at its anchor or, when nothing else has, at
/// the middle of the presenting screen: UIKit asks it just before the presentation starts.
@MainActor
final class PopoverFallback: NSObject, UIPopoverPresentationControllerDelegate {
    /// The key under which an alert controller keeps its fallback (a popover holds its delegate weakly).
    nonisolated(unsafe) static var key: UInt8 = 0
    /// The anchor the action sheet was made with, if any.
    var anchor: PopoverAnchor?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        PopoverAnchor.prepare(popoverPresentationController, anchor: anchor)
    }
}

#endif
