/// The observers every list screen has: the loading state, alerts and reloading its rows.
public typealias BaseTableViewObserving = BaseViewObserving & ReloadDataObserving

/// The view observers most list screens start from; subclass it to add a screen's own.
///
/// ```swift
/// final class OrdersViewObservers: BaseTableViewObservers {}
///
/// // In the controller:
/// viewModel.viewObservers.reloadData = { [weak self] in self?.tableView.reloadData() }
/// ```
@preconcurrency @MainActor
open class BaseTableViewObservers: BaseViewObservers, ReloadDataObserving {
    /// Called when the data behind the list changed.
    public var reloadData: (@MainActor () -> Void)?

    /// Creates observers with no closures set.
    public override init() {
        super.init()
    }
}
