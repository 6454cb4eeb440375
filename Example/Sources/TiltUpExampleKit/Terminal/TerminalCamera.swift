#if !canImport(UIKit)
import Foundation
import TiltUp

/// The terminal's pretend camera: permission granted, a flash, and each photo a few bytes at once.
@MainActor
public final class TerminalCamera: CameraDevice {
    public let authorization = Camera.Authorization.authorized
    public let hasFlash = true
    private var photosTaken = 0

    public init() {}

    public func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void) {
        completion(true)
    }

    public func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void) {
        completion(.success(()))
    }

    public func stop() {}

    public func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void) {
        photosTaken += 1
        completion(.success(PhotoCapture(fileData: Data("photo \(photosTaken)".utf8))))
    }
}
#endif
