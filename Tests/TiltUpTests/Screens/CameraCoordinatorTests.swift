import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct CameraCoordinatorTests {
    let app = TestApp()
    let device = FakeCameraDevice()

    /// Starts a camera coordinator over the root, its screen appearing as a view controller's would.
    private func startCamera(_ numberOfPhotos: ClosedRange<Int> = 1...1, completion: @escaping @MainActor ([PhotoCapture]?) -> Void)
        -> (weakCoordinator: () -> CameraCoordinator?, viewModel: CameraViewModel)
    {
        let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: numberOfPhotos), device: device)
        weak var weakCoordinator: CameraCoordinator?
        do {
            let coordinator = CameraCoordinator(
                parent: app.root, viewModel: viewModel, makeScreen: { _ in TestScreen("camera") }, completion: completion)
            coordinator.start()
            weakCoordinator = coordinator
        }
        viewModel.viewWillAppear()
        return ({ weakCoordinator }, viewModel)
    }

    @Test func theCameraIsPresentedFullScreenAndConfirmingHandsBackThePhotosOnceThenGoesAway() throws {
        var results: [[PhotoCapture]?] = []
        let (coordinator, viewModel) = startCamera { results.append($0) }
        let presented = try #require(app.navigationController.presentedViewController as? HeadlessNavigationController)
        #expect((presented.topViewController as? TestScreen)?.name == "camera")
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(coordinator() != nil)

        viewModel.tappedShutter()
        viewModel.tappedConfirm()
        #expect(results.map { $0?.count } == [1])
        #expect(app.navigationController.presentedViewController == nil)
        #expect(coordinator() == nil, "released with its modal")
        #expect(device.stopCount == 1)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func cancellingHandsBackNothingOnceAndGoesAway() {
        var results: [[PhotoCapture]?] = []
        let (coordinator, viewModel) = startCamera { results.append($0) }
        viewModel.tappedCancel()
        #expect(results.count == 1)
        #expect(results.first == .some(nil))
        #expect(app.navigationController.presentedViewController == nil)
        #expect(coordinator() == nil)
    }

    @Test func dismissedByItsParentInTheMiddleOfAPhotoTheSessionStopsAndThePhotoIsDiscarded() {
        device.capturesLater = true
        var results: [[PhotoCapture]?] = []
        let (coordinator, viewModel) = startCamera { results.append($0) }
        viewModel.tappedShutter()
        #expect(viewModel.state.isCapturing)

        app.router.dismissModal(animated: false)
        #expect(results.count == 1)
        #expect(results.first == .some(nil))
        #expect(device.stopCount == 1)
        #expect(coordinator() == nil)

        device.deliverPhoto()
        viewModel.tappedConfirm()
        #expect(viewModel.photos.isEmpty)
        #expect(results.count == 1, "the completion ran once")
    }

    /// A camera presented by a coordinator that is itself a modal, and kept in a property by the caller.
    private func startCameraOverAModal(completion: @escaping @MainActor ([PhotoCapture]?) -> Void)
        -> (modal: ModalCoordinator, camera: CameraCoordinator, viewModel: CameraViewModel)
    {
        let modal = ModalCoordinator(parent: app.root, name: "details")
        modal.start()
        let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...1), device: device)
        let camera = CameraCoordinator(
            parent: modal, viewModel: viewModel, makeScreen: { _ in TestScreen("camera") }, completion: completion)
        camera.start()
        viewModel.viewWillAppear()
        return (modal, camera, viewModel)
    }

    @Test func aSecondCancelAfterTheCameraFinishedLeavesTheModalUnderItUp() {
        var results: [[PhotoCapture]?] = []
        let (modal, camera, viewModel) = startCameraOverAModal { results.append($0) }
        #expect(modal.router.presentedRouter === camera.router)

        viewModel.tappedCancel()
        viewModel.tappedCancel()

        #expect(results.count == 1)
        #expect(app.router.presentedRouter === modal.router, "the modal the camera was shown over stays up")
        #expect(modal.router.presentedRouter == nil)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func aSecondConfirmOrALateCancelAfterTheCameraFinishedChangesNothing() {
        var results: [[PhotoCapture]?] = []
        let (modal, _, viewModel) = startCameraOverAModal { results.append($0) }
        viewModel.tappedShutter()

        viewModel.tappedConfirm()
        viewModel.tappedConfirm()
        viewModel.tappedCancel()

        #expect(results.map { $0?.count } == [1])
        #expect(app.router.presentedRouter === modal.router)
        #expect(modal.router.viewControllers.map { ($0 as? TestScreen)?.name } == ["details"])
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func aRefusedCameraCancelledFromItsAlertGoesAway() throws {
        device.authorization = .denied
        var alerts: [AlertModel] = []
        var results: [[PhotoCapture]?] = []
        let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...1), device: device)
        viewModel.viewObservers.presentAlert = { alerts.append($0) }
        CameraCoordinator(parent: app.root, viewModel: viewModel, makeScreen: { _ in TestScreen("camera") }) { results.append($0) }
            .start()
        viewModel.viewWillAppear()
        let cancel = try #require(alerts.first?.actions.first { $0.style == .cancel })
        cancel.trigger()
        #expect(results.count == 1)
        #expect(app.navigationController.presentedViewController == nil)
        #expect(device.startCount == 0)
    }
}
