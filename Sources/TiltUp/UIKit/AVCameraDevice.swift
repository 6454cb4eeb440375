#if canImport(UIKit) && canImport(AVFoundation) && os(iOS)
import AVFoundation
import UIKit

/// The device's camera, driven with AVFoundation: the ``CameraDevice`` that ``CameraController`` uses on
/// iOS.
///
/// The session is configured and run on a queue of its own, as AVFoundation asks; every completion comes
/// back on the main actor. The app's Info.plist must say why it uses the camera
/// (`NSCameraUsageDescription`).
///
/// ```swift
/// let device = AVCameraDevice()
/// let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3), device: device)
/// let controller = CameraController(viewModel: viewModel, session: device.session)
/// ```
@preconcurrency @MainActor
public final class AVCameraDevice: CameraDevice {
    /// The capture session, for a preview layer. Configure nothing on it yourself.
    public let session: AVCaptureSession
    /// Whether the camera in use has a flash, as found when the session last started.
    public private(set) var hasFlash = false
    private let worker: CaptureSessionWorker

    /// Creates a camera with no session running.
    public init() {
        let worker = CaptureSessionWorker()
        self.worker = worker
        session = worker.session
    }

    /// What the system says of the app's use of the camera.
    public var authorization: Camera.Authorization {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized: return .authorized
        case .notDetermined: return .notDetermined
        case .restricted: return .restricted
        case .denied: return .denied
        @unknown default: return .denied
        }
    }

    /// Asks the user, through the system's alert, for the camera.
    public func requestAuthorization(_ completion: @escaping @MainActor (Bool) -> Void) {
        AVCaptureDevice.requestAccess(for: .video) { granted in
            Task { @MainActor in completion(granted) }
        }
    }

    /// Configures the camera at `position` (once, or again when the position changes) and starts the session.
    ///
    /// - Parameters:
    ///   - position: the camera to use, back or front.
    ///   - completion: receives the outcome, on the main actor.
    public func start(position: Camera.Position, completion: @escaping @MainActor (Result<Void, CameraError>) -> Void) {
        let worker = self.worker
        worker.queue.async {
            let (result, hasFlash) = worker.configureAndStart(position)
            Task { @MainActor [weak self] in
                self?.hasFlash = hasFlash
                completion(result)
            }
        }
    }

    /// Stops the session.
    public func stop() {
        let worker = self.worker
        worker.queue.async { worker.session.stopRunning() }
    }

    /// Takes a photo with `flashMode`, if the camera supports it.
    ///
    /// - Parameters:
    ///   - flashMode: the flash to use; a camera without one takes the photo without it.
    ///   - completion: receives the photo or the error, on the main actor.
    public func capturePhoto(flashMode: Camera.FlashMode, completion: @escaping @MainActor (Result<PhotoCapture, CameraError>) -> Void) {
        let worker = self.worker
        let mode: AVCaptureDevice.FlashMode
        switch flashMode {
        case .auto: mode = .auto
        case .on: mode = .on
        case .off: mode = .off
        }
        worker.queue.async {
            worker.capture(flashMode: mode) { result in
                Task { @MainActor in completion(result) }
            }
        }
    }
}

/// The session and its photo output, touched only on ``queue``.
private final class CaptureSessionWorker: @unchecked Sendable {
    let queue = DispatchQueue(label: "TiltUp.AVCameraDevice.session")
    let session = AVCaptureSession()
    private let photoOutput = AVCapturePhotoOutput()
    private var input: AVCaptureDeviceInput?
    private var inputPosition: Camera.Position?
    /// The delegates of the photos being taken, kept until each reports, by the settings' unique ID.
    private var captures: [Int64: PhotoCaptureProcessor] = [:]

    func configureAndStart(_ position: Camera.Position) -> (Result<Void, CameraError>, Bool) {
        if inputPosition != position {
            if let problem = configure(position) {
                return (.failure(.configurationFailed(problem)), false)
            }
        }
        if !session.isRunning {
            session.startRunning()
        }
        return (.success(()), input?.device.hasFlash ?? false)
    }

    /// Sets the session up for photos from the camera at `position`; returns what went wrong, if anything.
    private func configure(_ position: Camera.Position) -> String? {
        session.beginConfiguration()
        defer { session.commitConfiguration() }
        session.sessionPreset = .photo
        let side: AVCaptureDevice.Position = position == .back ? .back : .front
        guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: side) else {
            return "This device has no camera on that side."
        }
        let newInput: AVCaptureDeviceInput
        do {
            newInput = try AVCaptureDeviceInput(device: device)
        } catch {
            return error.localizedDescription
        }
        if let input {
            session.removeInput(input)
        }
        guard session.canAddInput(newInput) else {
            return "The camera could not be added to the session."
        }
        session.addInput(newInput)
        input = newInput
        if !session.outputs.contains(photoOutput) {
            guard session.canAddOutput(photoOutput) else {
                return "Photos could not be taken from the session."
            }
            session.addOutput(photoOutput)
        }
        inputPosition = position
        return nil
    }

    func capture(flashMode: AVCaptureDevice.FlashMode, completion: @escaping @Sendable (Result<PhotoCapture, CameraError>) -> Void) {
        let settings = AVCapturePhotoSettings()
        if photoOutput.supportedFlashModes.contains(flashMode) {
            settings.flashMode = flashMode
        }
        let id = settings.uniqueID
        let processor = PhotoCaptureProcessor { [weak self] result in
            completion(result)
            guard let self else { return }
            queue.async { self.captures[id] = nil }
        }
        captures[id] = processor
        photoOutput.capturePhoto(with: settings, delegate: processor)
    }
}

/// Receives one photo from AVFoundation and reports it once.
private final class PhotoCaptureProcessor: NSObject, AVCapturePhotoCaptureDelegate, @unchecked Sendable {
    private let started = Date()
    private var expectedDuration: TimeInterval = 0
    private let report: @Sendable (Result<PhotoCapture, CameraError>) -> Void

    init(report: @escaping @Sendable (Result<PhotoCapture, CameraError>) -> Void) {
        self.report = report
    }

    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {
        expectedDuration = CMTimeGetSeconds(resolvedSettings.photoProcessingTimeRange.duration)
    }

    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {
        if let error {
            report(.failure(.captureFailed(error.localizedDescription)))
        } else if let data = photo.fileDataRepresentation() {
            report(
                .success(
                    PhotoCapture(
                        fileData: data, expectedCaptureSeconds: expectedDuration,
                        actualCaptureSeconds: Date().timeIntervalSince(started))))
        } else {
            report(.failure(.captureFailed("The photo came without data.")))
        }
    }
}
#endif
