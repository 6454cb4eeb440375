/// Whether a screen is busy, and what it tells the user meanwhile.
///
/// ```swift
/// viewObservers.loadingState?(.loading("Saving"))
/// viewObservers.loadingState?(.notLoading)
/// ```
public enum LoadingState: Equatable, Hashable, Sendable {
    /// Nothing is in progress.
    case notLoading
    /// Work is in progress; the message says what, "Loading" by default.
    case loading(String = "Loading")
}
