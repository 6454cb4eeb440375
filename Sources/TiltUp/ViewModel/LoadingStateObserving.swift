/// View observers that tell the screen when work starts and ends.
@preconcurrency @MainActor
public protocol LoadingStateObserving: AnyObject {
    /// Called with each change of the loading state.
    var loadingState: (@MainActor (LoadingState) -> Void)? { get set }
}
