/// The camera screen's settings, state and observers; ``CameraViewModel`` is the screen's view model.
///
/// ```swift
/// let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3), device: device)
/// viewModel.coordinatorObservers.capturedPhotos = { [weak self] photos in self?.save(photos) }
/// viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
/// ```
public enum Camera {
    /// Which camera takes the photos.
    public enum Position: Sendable, Equatable {
        /// The camera on the back of the device.
        case back
        /// The camera on the front, facing the user.
        case front
    }

    /// When the flash fires.
    public enum FlashMode: Sendable, Equatable, CaseIterable {
        /// When the light calls for it.
        case auto
        /// For every photo.
        case on
        /// Never.
        case off
    }

    /// Whether the user lets the app use the camera.
    public enum Authorization: Sendable, Equatable {
        /// The user has not been asked yet.
        case notDetermined
        /// The user allowed it.
        case authorized
        /// The user refused it; only the Settings app can change that.
        case denied
        /// A policy of the device forbids it; the user cannot change that.
        case restricted
    }

    /// How many photos a session takes, and with which camera.
    public struct Settings: Sendable, Equatable {
        /// How many photos the user may confirm: confirming is possible from the lower bound, and the
        /// shutter stops at the upper bound.
        public let numberOfPhotos: ClosedRange<Int>
        /// Which camera takes them.
        public let cameraPosition: Position

        /// TiltUp 5's name of ``Camera/Position``.
        @available(*, deprecated, renamed: "Camera.Position")
        public typealias CameraPosition = Position

        /// Creates settings; confirming always needs at least one photo.
        ///
        /// - Parameters:
        ///   - numberOfPhotos: how many photos the user takes. A negative bound is raised to zero, and the most
        ///     is at least one (`0...0` means `0...1`, `-2...3` means `0...3`), so that the shutter takes at
        ///     least one photo.
        ///   - cameraPosition: the camera used, back or front.
        public init(numberOfPhotos: ClosedRange<Int>, cameraPosition: Position = .back) {
            let lower = max(0, numberOfPhotos.lowerBound)
            self.numberOfPhotos = lower...max(1, lower, numberOfPhotos.upperBound)
            self.cameraPosition = cameraPosition
        }
    }

    /// Where the capture session is.
    public enum Session: Sendable, Equatable {
        /// Not started, or stopped because the screen left.
        case stopped
        /// Asking for permission, or configuring the device.
        case starting
        /// Showing the preview; photos can be taken.
        case running
        /// The user or a policy refused the camera.
        case notAuthorized
        /// The device could not be configured; the message says why.
        case failed(String)
    }

    /// Everything the camera screen draws, as one value.
    public struct State: Sendable, Equatable {
        /// Where the capture session is.
        public var session: Session = .stopped
        /// The flash mode the next photo is taken with.
        public var flashMode: FlashMode = .auto
        /// Whether the device has a flash, so whether to show its button.
        public var hasFlash = false
        /// Whether a photo is being taken now.
        public var isCapturing = false
        /// How many photos have been taken and kept.
        public var photoCount = 0
        /// How many photos the session may take.
        public var numberOfPhotos: ClosedRange<Int> = 1...1
        /// What to tell the user about the next photo (from the view model's hint provider), if anything.
        public var hint: String?

        /// The state of a camera that has not started: no photo, the flash on auto, one photo allowed.
        public init() {}

        init(numberOfPhotos: ClosedRange<Int>, hint: String?) {
            self.numberOfPhotos = numberOfPhotos
            self.hint = hint
        }

        /// Whether the shutter takes a photo now.
        public var canCapture: Bool {
            session == .running && !isCapturing && photoCount < numberOfPhotos.upperBound
        }

        /// Whether the photos taken can be confirmed now.
        public var canConfirm: Bool {
            !isCapturing && numberOfPhotos.contains(photoCount) && photoCount > 0
        }
    }

    /// What the camera screen tells its coordinator.
    @preconcurrency @MainActor
    public final class CoordinatorObservers {
        /// The user left without photos.
        public var tappedCancel: (@MainActor () -> Void)?
        /// The user confirmed these photos, oldest first.
        public var capturedPhotos: (@MainActor ([PhotoCapture]) -> Void)?
        /// The user, refused the camera, asked to open the app's settings.
        public var openSettings: (@MainActor () -> Void)?

        /// Creates observers with no closures set.
        public init() {}
    }

    /// What the camera screen tells its view: see ``CameraViewObservers``.
    public typealias ViewObservers = CameraViewObservers
}

/// What to tell the user about the photo at an index (from 0) of a session: "Front of the box", say.
public typealias HintProvider = @MainActor (_ photoIndex: Int) -> String?
