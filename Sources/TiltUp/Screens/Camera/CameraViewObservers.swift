/// What the camera screen tells its view: loading and alerts, its ``Camera/State`` after each change, each shot.
///
/// It conforms to ``BaseViewObserving`` (rather than subclassing ``BaseViewObservers``), so TiltUpTest's
/// `waitForBaseViewObservers` watches it as any screen's.
@preconcurrency @MainActor
public final class CameraViewObservers: BaseViewObserving {
    /// Called with each change of the loading state.
    public var loadingState: (@MainActor (LoadingState) -> Void)?
    /// Called with each alert to present.
    public var presentAlert: (@MainActor (AlertModel) -> Void)?
    /// Called with the whole state after each change.
    public var state: (@MainActor (Camera.State) -> Void)?
    /// A photo is about to be taken: flash the preview.
    public var willCapturePhoto: (@MainActor () -> Void)?

    /// Creates observers with no closures set.
    public init() {}
}
