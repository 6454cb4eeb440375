import Foundation
import Testing
import TiltUp

@MainActor
@Suite struct CameraViewModelTests {
    let device = FakeCameraDevice()

    private func makeViewModel(_ numberOfPhotos: ClosedRange<Int> = 1...2) -> (CameraViewModel, AlertBox) {
        let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: numberOfPhotos), device: device)
        let alerts = AlertBox()
        viewModel.viewObservers.presentAlert = { alerts.all.append($0) }
        return (viewModel, alerts)
    }

    final class AlertBox {
        var all: [AlertModel] = []
    }

    @Test func appearingWithPermissionStartsTheSessionAndTheShutterTakesPhotosUpToTheMost() {
        let (viewModel, alerts) = makeViewModel(1...2)
        var states: [Camera.State] = []
        viewModel.viewObservers.state = { states.append($0) }
        viewModel.viewWillAppear()
        #expect(viewModel.state.session == .running)
        #expect(states.map(\.session) == [.starting, .running])
        #expect(viewModel.state.canCapture)
        #expect(!viewModel.state.canConfirm)

        viewModel.tappedShutter()
        viewModel.tappedShutter()
        #expect(viewModel.photos.count == 2)
        #expect(!viewModel.state.canCapture)
        viewModel.tappedShutter()  // the most allowed are taken: nothing happens
        #expect(viewModel.photos.count == 2)
        #expect(device.flashModes == [.auto, .auto])
        #expect(viewModel.state.canConfirm)
        #expect(alerts.all.isEmpty)
    }

    @Test func askingForPermissionWaitsForTheAnswerThenStarts() {
        device.authorization = .notDetermined
        let (viewModel, _) = makeViewModel()
        viewModel.viewWillAppear()
        #expect(viewModel.state.session == .starting)
        #expect(device.startCount == 0)
        device.answerPermission(true)
        #expect(viewModel.state.session == .running)
        #expect(device.startCount == 1)
    }

    @Test func permissionRefusedNowShowsAnAlertThatOffersSettingsAndCancel() throws {
        device.authorization = .notDetermined
        device.grantsPermission = false
        let (viewModel, alerts) = makeViewModel()
        var events: [String] = []
        viewModel.coordinatorObservers.openSettings = { events.append("settings") }
        viewModel.coordinatorObservers.tappedCancel = { events.append("cancel") }
        viewModel.viewWillAppear()
        #expect(viewModel.state.session == .notAuthorized)
        #expect(device.startCount == 0)
        let alert = try #require(alerts.all.first)
        #expect(alert.title == "Camera access needed")
        #expect(alert.actions.map(\.title) == ["Cancel", "Open Settings"])
        alert.actions[1].trigger()
        alert.actions[0].trigger()
        #expect(events == ["settings", "cancel"])
        viewModel.tappedShutter()
        #expect(device.flashModes.isEmpty)
    }

    @Test func aCameraForbiddenByPolicyOffersOnlyCancel() throws {
        device.authorization = .restricted
        let (viewModel, alerts) = makeViewModel()
        viewModel.viewWillAppear()
        #expect(viewModel.state.session == .notAuthorized)
        #expect(try #require(alerts.all.first).actions.map(\.title) == ["Cancel"])
    }

    @Test func aDeviceThatCannotBeConfiguredFailsTheSessionWithAnAlert() throws {
        device.startResult = .failure(.configurationFailed("No camera on this side."))
        let (viewModel, alerts) = makeViewModel()
        viewModel.viewWillAppear()
        #expect(viewModel.state.session == .failed("No camera on this side."))
        #expect(!viewModel.state.canCapture)
        let alert = try #require(alerts.all.first)
        #expect(alert.title == "Could not start the camera")
        #expect(alert.message == "No camera on this side.")
    }

    @Test func aFailedPhotoShowsAnAlertKeepsThePhotosTakenAndTheShutterWorksAgain() {
        let (viewModel, alerts) = makeViewModel(1...3)
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        device.captureResult = .failure(.captureFailed("The photo could not be saved."))
        viewModel.tappedShutter()
        #expect(alerts.all.map(\.title) == ["Could not take the photo"])
        #expect(alerts.all.first?.message == "The photo could not be saved.")
        #expect(viewModel.photos.count == 1)
        #expect(!viewModel.state.isCapturing)
        #expect(viewModel.state.canCapture)
    }

    @Test func theShutterDoesNothingWhileAPhotoIsBeingTaken() {
        device.capturesLater = true
        let (viewModel, _) = makeViewModel(1...3)
        var flashes = 0
        viewModel.viewObservers.willCapturePhoto = { flashes += 1 }
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        viewModel.tappedShutter()
        #expect(device.flashModes.count == 1)
        #expect(flashes == 1)
        #expect(viewModel.state.isCapturing)
        #expect(!viewModel.state.canConfirm)
        device.deliverPhoto()
        #expect(viewModel.photos.count == 1)
        #expect(viewModel.state.canCapture)
    }

    @Test func aPhotoThatArrivesAfterTheScreenLeftIsDiscarded() {
        device.capturesLater = true
        let (viewModel, _) = makeViewModel()
        var confirmed: [[PhotoCapture]] = []
        viewModel.coordinatorObservers.capturedPhotos = { confirmed.append($0) }
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        viewModel.viewWillDisappear()
        #expect(device.stopCount == 1)
        #expect(viewModel.state.session == .stopped)
        #expect(!viewModel.state.isCapturing)
        device.deliverPhoto()
        #expect(viewModel.photos.isEmpty)
        viewModel.tappedConfirm()
        #expect(confirmed.isEmpty)
    }

    @Test func confirmHandsOverThePhotosOnlyWithinTheRange() {
        let (viewModel, _) = makeViewModel(2...3)
        var confirmed: [[PhotoCapture]] = []
        viewModel.coordinatorObservers.capturedPhotos = { confirmed.append($0) }
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        viewModel.tappedConfirm()  // one photo, two needed: nothing happens
        #expect(confirmed.isEmpty)
        viewModel.tappedShutter()
        viewModel.tappedConfirm()
        #expect(confirmed.map(\.count) == [2])
    }

    @Test func retakeThrowsAwayTheLastPhotoAndFlashCyclesAutoOnOff() {
        let (viewModel, _) = makeViewModel(1...2)
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        viewModel.retakeLastPhoto()
        #expect(viewModel.photos.isEmpty)
        #expect(viewModel.state.photoCount == 0)
        viewModel.retakeLastPhoto()  // nothing to retake: nothing happens
        #expect(viewModel.photos.isEmpty)

        var modes = [viewModel.state.flashMode]
        for _ in 0..<3 {
            viewModel.toggleFlashMode()
            modes.append(viewModel.state.flashMode)
        }
        #expect(modes == [.auto, .on, .off, .auto])
        viewModel.toggleFlashMode()
        viewModel.tappedShutter()
        #expect(device.flashModes.last == .on)
    }

    @Test func appearingTwiceStartsOnceAndAppearingAfterLeavingStartsAgain() {
        let (viewModel, _) = makeViewModel()
        viewModel.viewWillAppear()
        viewModel.viewWillAppear()
        #expect(device.startCount == 1)
        viewModel.viewWillDisappear()
        viewModel.viewWillDisappear()
        #expect(device.stopCount == 1)
        viewModel.viewWillAppear()
        #expect(device.startCount == 2)
        #expect(viewModel.state.session == .running)
    }

    @Test func theHintFollowsThePhotoToTakeAndIsGoneOnceTheLastIsTaken() {
        let hints = ["Front of the box", "Back of the box"]
        let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...2), device: device) { hints[$0] }
        #expect(viewModel.state.hint == "Front of the box")
        viewModel.viewWillAppear()
        viewModel.tappedShutter()
        #expect(viewModel.state.hint == "Back of the box")
        viewModel.tappedShutter()
        #expect(viewModel.state.hint == nil)
        viewModel.retakeLastPhoto()
        #expect(viewModel.state.hint == "Back of the box")
    }

    @Test func settingsBelowOnePhotoStillLetASessionEnd() {
        #expect(Camera.Settings(numberOfPhotos: 0...0).numberOfPhotos == 0...1)
        #expect(Camera.Settings(numberOfPhotos: -2...3).numberOfPhotos == 0...3)
        #expect(Camera.Settings(numberOfPhotos: 2...5).numberOfPhotos == 2...5)
    }
}
