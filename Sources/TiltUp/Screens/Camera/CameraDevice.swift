/// What the camera screen needs of a camera: permission, a session, and photos.
///
/// On iOS, `AVCameraDevice` drives AVFoundation; tests hand ``CameraViewModel`` a fake that answers at
/// once or when the test says. Every completion is called once, on the main actor.
///
/// ```swift
/// final class FakeCamera: CameraDevice {
///     var authorization = Camera.Authorization.authorized
///     var hasFlash = true
///     func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void) { completion(true) }
///     func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void) {
///         completion(.success(()))
///     }
///     func stop() {}
///     func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void) {
///         completion(.success(PhotoCapture(fileData: Data([1]))))
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol CameraDevice: AnyObject {
    /// Whether the app may use the camera, as the system says now.
    var authorization: Camera.Authorization { get }
    /// Whether the camera in use has a flash.
    var hasFlash: Bool { get }
    /// Asks the user for permission; `completion` says whether it was granted.
    func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void)
    /// Configures the camera at `position` and starts the session.
    func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void)
    /// Stops the session. A capture under way may still complete.
    func stop()
    /// Takes a photo with `flashMode`.
    func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void)
}

/// Why the camera could not do what was asked.
public enum CameraError: Error, Sendable, Equatable {
    /// The device could not be configured: no camera at that position, or an input or output refused.
    case configurationFailed(String)
    /// Taking the photo failed.
    case captureFailed(String)

    /// What to tell the user.
    public var message: String {
        switch self {
        case .configurationFailed(let reason), .captureFailed(let reason): reason
        }
    }
}
