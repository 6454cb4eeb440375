// TiltUp 5's public camera API that TiltUp 6 replaced, kept as unavailable declarations so that a TiltUp 5
// call site fails to compile with a message naming what to write instead.

extension Camera {
    /// TiltUp 5's logger of the camera's problems; removed.
    @available(
        *, unavailable,
        message:
            "TiltUp 6's camera shows its problems to the user as alerts; drop the logger and use CameraViewModel(settings:device:hint:)"
    )
    public struct Logger {
        /// TiltUp 5's initializer; removed.
        @available(*, unavailable, message: "drop the logger: TiltUp 6's camera shows its problems as alerts")
        public init(info: @escaping (String) -> Void, bug: @escaping (String) -> Void) {}
    }
}

extension CameraViewModel {
    /// TiltUp 5's initializer, which drove AVFoundation itself; removed.
    @available(
        *, unavailable,
        message: "use CameraViewModel(settings:device:hint:), with AVCameraDevice() on iOS and a fake CameraDevice in tests"
    )
    public convenience init(settings: Camera.Settings, logger: Camera.Logger) {
        fatalError("unavailable")
    }
}

extension CameraCoordinator {
    /// TiltUp 5's initializer; removed.
    @available(
        *, unavailable,
        message:
            "use CameraCoordinator(parent:settings:completion:) on iOS, or init(parent:viewModel:makeScreen:completion:); the hint provider now goes to CameraViewModel(settings:device:hint:)"
    )
    public convenience init(parent: any Coordinating, modal: Bool, hintProvider: @escaping HintProvider, viewModel: CameraViewModel) {
        fatalError("unavailable")
    }
}
