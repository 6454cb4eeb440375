#if canImport(UIKit)
import UIKit

extension UIAlertController {
    /// Creates the alert controller that shows `model`, each action's handler run when its button is tapped.
    ///
    /// An action sheet is a popover on iPad, which must point at something. With no anchor it points at
    /// the middle of the presenting screen, with no arrow, instead of raising UIKit's exception; pass one
    /// with ``init(_:anchor:)``, or set `popoverPresentationController`'s source before presenting. (A
    /// popover delegate the app sets replaces the one that does this.)
    ///
    /// ```swift
    /// viewModel.viewObservers.presentAlert = { [weak self] alert in
    ///     self?.present(UIAlertController(alert), animated: true)
    /// }
    /// ```
    public convenience init(_ model: AlertModel) {
        let style: UIAlertController.Style = model.preferredStyle == .alert ? .alert : .actionSheet
        self.init(title: model.title, message: model.message, preferredStyle: style)
        for action in model.actions {
            let actionStyle: UIAlertAction.Style
            switch action.style {
            case .default: actionStyle = .default
            case .cancel: actionStyle = .cancel
            case .destructive: actionStyle = .destructive
            }
            addAction(
                UIAlertAction(title: action.title, style: actionStyle) { _ in
                    action.trigger()
                })
        }
        if let popover = popoverPresentationController, popover.delegate == nil {
            let fallback = PopoverFallback()
            popover.delegate = fallback
            objc_setAssociatedObject(self, &PopoverFallback.key, fallback, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Creates the alert controller that shows `model`; as an action sheet on iPad, it points at `anchor`.
    ///
    /// ```swift
    /// present(UIAlertController(alert, anchor: .barButtonItem(navigationItem.rightBarButtonItem!)), animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - model: the alert to show.
    ///   - anchor: what an action sheet's popover points at on iPad.
    public convenience init(_ model: AlertModel, anchor: PopoverAnchor) {
        self.init(model)
        if let popover = popoverPresentationController {
            anchor.apply(to: popover)
            (popover.delegate as? PopoverFallback)?.anchor = anchor
        }
    }
}

#endif
