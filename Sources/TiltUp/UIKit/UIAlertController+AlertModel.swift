#if canImport(UIKit)
import UIKit

extension UIAlertController {
    /// Creates the alert controller that shows `model`, each action's handler run when its button is tapped.
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
    }
}

#endif
