import TiltUp

/// What a view observer waiting helper saw: every call of the observers it watched, in order.
///
/// The helpers take over the observers they watch (`presentAlert`, `loadingState`, `reloadData`), so a
/// test cannot set its own; it reads them here instead, and can check an alert and run its actions.
///
/// ```swift
/// let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert]) {
///     viewModel.deleteAccount()
/// }
/// #expect(calls.alert?.title == "Delete your account?")
/// calls.alert?.actions.first { $0.style == .destructive }?.trigger()
/// ```
public struct ViewObserverCalls: Sendable, Equatable {
    /// The alerts passed to `presentAlert`, oldest first.
    public var alerts: [AlertModel]
    /// The states passed to `loadingState`, oldest first.
    public var loadingStates: [LoadingState]
    /// How many times `reloadData` was called.
    public var reloadDataCount: Int

    /// Creates a record of calls.
    ///
    /// - Parameters:
    ///   - alerts: the alerts presented, in order.
    ///   - loadingStates: the loading states set, in order.
    ///   - reloadDataCount: how many times the data was reloaded.
    public init(alerts: [AlertModel] = [], loadingStates: [LoadingState] = [], reloadDataCount: Int = 0) {
        self.alerts = alerts
        self.loadingStates = loadingStates
        self.reloadDataCount = reloadDataCount
    }

    /// The last alert presented, if any.
    public var alert: AlertModel? { alerts.last }
}
