/// The observers every screen has: the loading state and alerts.
public typealias BaseViewObserving = LoadingStateObserving & PresentAlertObserving

/// The view observers most screens start from; subclass it to add a screen's own.
///
/// ```swift
/// final class ProfileViewObservers: BaseViewObservers {
///     var name: ((String) -> Void)?
/// }
///
/// // In the controller:
/// viewModel.viewObservers.loadingState = { [weak self] state in self?.showSpinner(state != .notLoading) }
/// viewModel.viewObservers.presentAlert = { [weak self] alert in self?.present(UIAlertController(alert), animated: true) }
/// ```
@preconcurrency @MainActor
open class BaseViewObservers: BaseViewObserving {
    /// Called with each change of the loading state.
    public var loadingState: (@MainActor (LoadingState) -> Void)?
    /// Called with each alert to present.
    public var presentAlert: (@MainActor (AlertModel) -> Void)?

    /// Creates observers with no closures set.
    public init() {}
}
