/// View observers that ask a list screen to reload its rows.
@preconcurrency @MainActor
public protocol ReloadDataObserving: AnyObject {
    /// Called when the data behind the list changed.
    var reloadData: (@MainActor () -> Void)? { get set }
}
