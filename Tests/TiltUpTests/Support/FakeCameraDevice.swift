import Foundation
import TiltUp

/// A camera for tests: it answers with what the test set, at once or when the test says.
@MainActor
final class FakeCameraDevice: CameraDevice {
    var authorization: Camera.Authorization
    var hasFlash = true
    /// What the user answers when asked for permission; `nil`: the question stays up until `answerPermission`.
    var grantsPermission: Bool?
    /// What starting the session comes to.
    var startResult: Result<Void, CameraError> = .success(())
    /// Whether photos arrive only when the test calls `deliverPhoto`.
    var capturesLater = false
    /// What the next photo comes to.
    var captureResult: Result<PhotoCapture, CameraError> = .success(PhotoCapture(fileData: Data([0xFF, 0xD8])))

    private(set) var startCount = 0
    private(set) var stopCount = 0
    private(set) var flashModes: [Camera.FlashMode] = []
    private var pendingPermission: (@MainActor (Bool) -> Void)?
    private var pendingCaptures: [@MainActor (Result<PhotoCapture, CameraError>) -> Void] = []

    init(authorization: Camera.Authorization = .authorized) {
        self.authorization = authorization
    }

    func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void) {
        guard let grantsPermission else {
            pendingPermission = completion
            return
        }
        authorization = grantsPermission ? .authorized : .denied
        completion(grantsPermission)
    }

    func answerPermission(_ granted: Bool) {
        authorization = granted ? .authorized : .denied
        pendingPermission?(granted)
        pendingPermission = nil
    }

    func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void) {
        startCount += 1
        completion(startResult)
    }

    func stop() {
        stopCount += 1
    }

    func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void) {
        flashModes.append(flashMode)
        if capturesLater {
            pendingCaptures.append(completion)
        } else {
            completion(captureResult)
        }
    }

    /// Delivers the oldest photo still being taken, with `captureResult`.
    func deliverPhoto() {
        guard !pendingCaptures.isEmpty else { return }
        pendingCaptures.removeFirst()(captureResult)
    }
}
