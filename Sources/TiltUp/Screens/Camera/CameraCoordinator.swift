#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

/// Shows a ``CameraViewModel``'s screen in a modal of its own, and hands back the photos, or `nil` when
/// the user cancelled.
///
/// The screen comes from `makeScreen`, so the coordinator runs anywhere; on iOS,
/// `CameraCoordinator(parent:settings:device:completion:)` makes TiltUp's `CameraController`. The
/// coordinator is retained while its modal is up. However the modal goes (confirm, cancel, or the parent
/// dismissing it in the middle of a photo), the session stops and `completion` runs exactly once; taps
/// and callbacks that come after that change nothing:
///
/// ```swift
/// let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3), device: device)
/// CameraCoordinator(parent: self, viewModel: viewModel, makeScreen: { CameraScreen(viewModel: $0) }) { [weak self] photos in
///     if let photos { self?.upload(photos) }
/// }.start()
/// ```
@preconcurrency @MainActor
public final class CameraCoordinator: Coordinator {
    /// The screen's view model.
    public let viewModel: CameraViewModel
    private let makeScreen: @MainActor (CameraViewModel) -> Screen
    private var completion: (@MainActor ([PhotoCapture]?) -> Void)?

    /// Creates a coordinator that presents the screen `makeScreen` makes for `viewModel` from `parent`'s router.
    ///
    /// - Parameters:
    ///   - parent: the coordinator whose router presents the camera.
    ///   - viewModel: the camera's view model.
    ///   - makeScreen: makes the camera screen for the view model.
    ///   - completion: receives the confirmed photos, or `nil` when the user cancelled; it runs exactly once.
    public init(
        parent: any Coordinating,
        viewModel: CameraViewModel,
        makeScreen: @escaping @MainActor (CameraViewModel) -> Screen,
        completion: @escaping @MainActor ([PhotoCapture]?) -> Void
    ) {
        self.viewModel = viewModel
        self.makeScreen = makeScreen
        self.completion = completion
        super.init(parent: parent, modal: true)
    }

    /// Presents the camera screen in its own navigation controller, full screen.
    public override func start() {
        viewModel.coordinatorObservers.capturedPhotos = { [weak self] photos in self?.finish(with: photos) }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.finish(with: nil) }
        router.push(makeScreen(viewModel), animated: false)
        parent?.router.presentModal(router, retaining: self, presentationStyle: .fullScreen) { [weak self] in
            // However the modal went, the session ends, and the caller hears once.
            self?.viewModel.viewWillDisappear()
            self?.report(nil)
        }
    }

    /// Hands back `photos` and dismisses the camera's modal, the first time only: once the coordinator
    /// has finished (a tap, or its modal gone), later taps and late callbacks change nothing. A second
    /// `dismissModal()` would otherwise reach whatever the parent's router shows then, or, with nothing
    /// presented, the parent's own modal.
    private func finish(with photos: [PhotoCapture]?) {
        guard completion != nil else { return }
        report(photos)
        parent?.router.dismissModal()
    }

    private func report(_ photos: [PhotoCapture]?) {
        guard let completion else { return }
        self.completion = nil
        completion(photos)
    }
}
