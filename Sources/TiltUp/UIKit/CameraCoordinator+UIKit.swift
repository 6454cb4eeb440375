#if canImport(UIKit) && canImport(AVFoundation) && os(iOS)
import UIKit

extension CameraCoordinator {
    /// Creates a coordinator that presents TiltUp's ``CameraController`` with the device's camera.
    ///
    /// It opens the app's settings when the user, refused the camera, asks to.
    ///
    /// ```swift
    /// CameraCoordinator(parent: self, settings: Camera.Settings(numberOfPhotos: 1...3)) { [weak self] photos in
    ///     if let photos { self?.upload(photos) }
    /// }.start()
    /// ```
    ///
    /// - Parameters:
    ///   - parent: the coordinator whose router presents the camera.
    ///   - settings: how many photos, and which camera.
    ///   - device: the camera; a new ``AVCameraDevice`` by default.
    ///   - completion: receives the confirmed photos, or `nil` when the user cancelled; it runs exactly once.
    public convenience init(
        parent: any Coordinating,
        settings: Camera.Settings,
        device: AVCameraDevice? = nil,
        completion: @escaping @MainActor ([PhotoCapture]?) -> Void
    ) {
        let device = device ?? AVCameraDevice()
        let viewModel = CameraViewModel(settings: settings, device: device)
        viewModel.coordinatorObservers.openSettings = {
            if let url = URL(string: UIApplication.openSettingsURLString) {
                UIApplication.shared.open(url)
            }
        }
        self.init(
            parent: parent, viewModel: viewModel, makeScreen: { CameraController(viewModel: $0, session: device.session) },
            completion: completion)
    }
}
#endif
