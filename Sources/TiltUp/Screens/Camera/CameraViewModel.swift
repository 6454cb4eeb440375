/// The camera screen's view model: permission, the session, the shutter, the flash and the photos taken.
///
/// It has no camera API of its own, so that it is tested with a fake ``CameraDevice``. The view calls
/// ``viewWillAppear()`` and ``viewWillDisappear()`` as its own appear and disappear, the buttons call
/// ``tappedShutter()``, ``toggleFlashMode()``, ``retakeLastPhoto()``, ``tappedConfirm()`` and
/// ``tappedCancel()``, and it draws each ``Camera/State`` its ``viewObservers`` receive:
///
/// ```swift
/// let viewModel = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3), device: device)
/// viewModel.viewObservers.state = { [weak self] state in self?.shutterButton.isEnabled = state.canCapture }
/// viewModel.viewWillAppear()
/// viewModel.tappedShutter()
/// ```
///
/// What happens when things go wrong is defined:
/// - **Permission refused** (now or earlier): the session stays ``Camera/Session/notAuthorized``, and an
///   alert offers Cancel and, unless a policy forbids the camera, Open Settings (``Camera/CoordinatorObservers/openSettings``).
/// - **The device cannot be configured**: the session is ``Camera/Session/failed(_:)`` and an alert says why.
/// - **A photo fails**: an alert says why; the photos taken before are kept and the shutter works again.
/// - **The screen leaves while a photo is being taken** (a dismissal, the coordinator ending): the session
///   stops, and the photo, when the device delivers it, is discarded. No observer is called for it.
/// - **A tap that cannot act now** (the shutter while a photo is being taken or the last allowed one is
///   taken, Confirm with too few photos) does nothing.
@preconcurrency @MainActor
public final class CameraViewModel {
    /// What the screen tells its coordinator.
    public let coordinatorObservers = Camera.CoordinatorObservers()
    /// What the screen tells its view.
    public let viewObservers = Camera.ViewObservers()
    /// How many photos to take, and with which camera.
    public let settings: Camera.Settings
    /// The photos taken and kept, oldest first.
    public private(set) var photos: [PhotoCapture] = []
    /// Everything the view draws; each change is sent to ``CameraViewObservers/state``.
    public private(set) var state: Camera.State {
        didSet {
            if state != oldValue {
                viewObservers.state?(state)
            }
        }
    }

    private let device: any CameraDevice
    private let hint: HintProvider?
    /// Counts the sessions, so that what the device delivers for an earlier one is discarded.
    private var sessionNumber = 0

    /// Creates the view model of a camera session with `settings`, taking photos with `device`.
    ///
    /// - Parameters:
    ///   - settings: how many photos, and which camera.
    ///   - device: the camera: `AVCameraDevice` on iOS, a fake in tests.
    ///   - hint: what to tell the user about each photo, by its index, shown as ``Camera/State/hint``.
    public init(settings: Camera.Settings, device: any CameraDevice, hint: HintProvider? = nil) {
        self.settings = settings
        self.device = device
        self.hint = hint
        state = Camera.State(numberOfPhotos: settings.numberOfPhotos, hint: hint?(0))
    }

    // MARK: The screen appearing and leaving

    /// Starts the session, asking for permission first if the user has not been asked. Does nothing
    /// while a session is starting or running.
    public func viewWillAppear() {
        guard state.session != .starting, state.session != .running else { return }
        sessionNumber += 1
        let session = sessionNumber
        update {
            $0.session = .starting
            $0.hasFlash = device.hasFlash
        }
        switch device.authorization {
        case .authorized:
            startSession(session)
        case .notDetermined:
            device.requestAuthorization { [weak self] granted in
                guard let self, session == sessionNumber else { return }
                if granted {
                    startSession(session)
                } else {
                    refuse(restricted: false)
                }
            }
        case .denied:
            refuse(restricted: false)
        case .restricted:
            refuse(restricted: true)
        }
    }

    /// Stops the session; a photo still being taken is discarded when it arrives.
    public func viewWillDisappear() {
        guard state.session != .stopped else { return }
        let wasStarted = state.session == .starting || state.session == .running
        sessionNumber += 1
        if wasStarted {
            device.stop()
        }
        update {
            $0.session = .stopped
            $0.isCapturing = false
        }
    }

    // MARK: The user's taps

    /// Takes a photo, when ``Camera/State/canCapture``; otherwise does nothing.
    public func tappedShutter() {
        guard state.canCapture else { return }
        state.isCapturing = true
        viewObservers.willCapturePhoto?()
        let session = sessionNumber
        device.capturePhoto(flashMode: state.flashMode) { [weak self] result in
            guard let self, session == sessionNumber else { return }
            if case .success(let photo) = result {
                photos.append(photo)
            }
            update {
                $0.isCapturing = false
                $0.photoCount = photos.count
            }
            if case .failure(let error) = result {
                viewObservers.presentAlert?(AlertModel(title: "Could not take the photo", message: error.message))
            }
        }
    }

    /// Moves the flash to its next mode: auto, on, off, auto again.
    public func toggleFlashMode() {
        let modes = Camera.FlashMode.allCases
        let index = modes.firstIndex(of: state.flashMode) ?? 0
        state.flashMode = modes[(index + 1) % modes.count]
    }

    /// Throws away the last photo taken, so the user can take it again.
    ///
    /// Does nothing while a photo is being taken, or when there is none.
    public func retakeLastPhoto() {
        guard !state.isCapturing, !photos.isEmpty else { return }
        photos.removeLast()
        update { $0.photoCount = photos.count }
    }

    /// Hands the photos to the coordinator, when ``Camera/State/canConfirm``; otherwise does nothing.
    public func tappedConfirm() {
        guard state.canConfirm else { return }
        coordinatorObservers.capturedPhotos?(photos)
    }

    /// Tells the coordinator the user left without photos.
    public func tappedCancel() {
        coordinatorObservers.tappedCancel?()
    }

    // MARK: Private

    /// Changes several parts of the state at once, so that the view hears of the change once.
    private func update(_ change: (inout Camera.State) -> Void) {
        var next = state
        change(&next)
        if next.photoCount != state.photoCount {
            next.hint = next.photoCount < settings.numberOfPhotos.upperBound ? hint?(next.photoCount) : nil
        }
        state = next
    }

    private func startSession(_ session: Int) {
        device.start(position: settings.cameraPosition) { [weak self] result in
            guard let self, session == sessionNumber else { return }
            switch result {
            case .success:
                update {
                    $0.hasFlash = device.hasFlash
                    $0.session = .running
                }
            case .failure(let error):
                state.session = .failed(error.message)
                viewObservers.presentAlert?(AlertModel(title: "Could not start the camera", message: error.message))
            }
        }
    }

    private func refuse(restricted: Bool) {
        state.session = .notAuthorized
        var actions = [AlertModel.Action(title: "Cancel", style: .cancel) { [weak self] in self?.tappedCancel() }]
        if !restricted {
            actions.append(AlertModel.Action(title: "Open Settings") { [weak self] in self?.coordinatorObservers.openSettings?() })
        }
        let message =
            restricted
            ? "This device does not allow the camera to be used."
            : "Allow the camera for this app in Settings to take photos."
        viewObservers.presentAlert?(AlertModel(title: "Camera access needed", message: message, actions: actions))
    }
}
