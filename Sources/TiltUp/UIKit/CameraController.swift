#if canImport(UIKit) && canImport(AVFoundation) && os(iOS)
import AVFoundation
import UIKit

/// The view controller that draws a ``CameraViewModel``: the camera's preview, the shutter, the flash,
/// Retake, Cancel and a Use button that confirms the photos taken.
///
/// It calls the view model's `viewWillAppear()` and `viewWillDisappear()` from its own, draws each
/// ``Camera/State``, and presents the view model's alerts.
///
/// ```swift
/// let device = AVCameraDevice()
/// let settings = Camera.Settings(numberOfPhotos: 1...3)
/// let controller = CameraController(viewModel: CameraViewModel(settings: settings, device: device), session: device.session)
/// ```
@preconcurrency @MainActor
public final class CameraController: UIViewController {
    /// The view model the controller draws.
    public let viewModel: CameraViewModel
    private let previewLayer = AVCaptureVideoPreviewLayer()
    private let shutterButton = UIButton(type: .system)
    private let flashButton = UIButton(type: .system)
    private let retakeButton = UIButton(type: .system)
    private let cancelButton = UIButton(type: .system)
    private let useButton = UIButton(type: .system)
    private let countLabel = UILabel()
    private let hintLabel = UILabel()

    /// Creates the controller of `viewModel`, previewing `session` (an ``AVCameraDevice``'s), if given.
    ///
    /// - Parameters:
    ///   - viewModel: the camera's view model.
    ///   - session: the capture session to preview; `nil` shows no preview.
    public init(viewModel: CameraViewModel, session: AVCaptureSession?) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        previewLayer.session = session
        previewLayer.videoGravity = .resizeAspectFill
        modalPresentationStyle = .fullScreen
    }

    /// TiltUp 5's initializer with one hint for every photo; removed.
    @available(
        *, unavailable, message: "use init(viewModel:session:); give CameraViewModel(settings:device:hint:) a hint provider: { _ in hint }"
    )
    public convenience init(viewModel: CameraViewModel, hint: String?) {
        fatalError("unavailable")
    }

    /// TiltUp 5's initializer; removed.
    @available(
        *, unavailable, message: "use init(viewModel:session:); the hint provider now goes to CameraViewModel(settings:device:hint:)"
    )
    public convenience init(viewModel: CameraViewModel, hint: @escaping HintProvider) {
        fatalError("unavailable")
    }

    /// Not available: the controller is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The status bar is hidden over the camera, as in TiltUp 5.
    public override var prefersStatusBarHidden: Bool { true }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.layer.addSublayer(previewLayer)
        layOutControls()
        bindViewModel()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.viewWillAppear()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewModel.viewWillDisappear()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer.frame = view.bounds
    }

    private func bindViewModel() {
        let observers = viewModel.viewObservers
        observers.state = { [weak self] state in self?.draw(state) }
        observers.presentAlert = { [weak self] alert in self?.present(UIAlertController(alert), animated: true) }
        observers.willCapturePhoto = { [weak self] in
            self?.previewLayer.opacity = 0
            UIView.animate(withDuration: 0.25) { self?.previewLayer.opacity = 1 }
        }
        shutterButton.addAction(UIAction { [weak self] _ in self?.viewModel.tappedShutter() }, for: .touchUpInside)
        flashButton.addAction(UIAction { [weak self] _ in self?.viewModel.toggleFlashMode() }, for: .touchUpInside)
        retakeButton.addAction(UIAction { [weak self] _ in self?.viewModel.retakeLastPhoto() }, for: .touchUpInside)
        cancelButton.addAction(UIAction { [weak self] _ in self?.viewModel.tappedCancel() }, for: .touchUpInside)
        useButton.addAction(UIAction { [weak self] _ in self?.viewModel.tappedConfirm() }, for: .touchUpInside)
        draw(viewModel.state)
    }

    private func draw(_ state: Camera.State) {
        shutterButton.isEnabled = state.canCapture
        useButton.isEnabled = state.canConfirm
        retakeButton.isHidden = state.photoCount == 0
        flashButton.isHidden = !state.hasFlash
        let flashNames: [Camera.FlashMode: String] = [.auto: "bolt.badge.a", .on: "bolt.fill", .off: "bolt.slash"]
        flashButton.setImage(UIImage(systemName: flashNames[state.flashMode] ?? "bolt"), for: .normal)
        countLabel.text = "\(state.photoCount) of \(state.numberOfPhotos.upperBound)"
        hintLabel.text = state.hint
        hintLabel.isHidden = state.hint == nil
    }

    private func layOutControls() {
        shutterButton.setImage(UIImage(systemName: "circle.inset.filled"), for: .normal)
        shutterButton.accessibilityLabel = "Take photo"
        retakeButton.setTitle("Retake", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        useButton.setTitle("Use", for: .normal)
        flashButton.accessibilityLabel = "Flash"
        countLabel.textColor = .white
        hintLabel.textColor = .white
        hintLabel.textAlignment = .center
        hintLabel.numberOfLines = 0
        let bottom = UIStackView(arrangedSubviews: [retakeButton, shutterButton, useButton])
        bottom.distribution = .equalCentering
        let top = UIStackView(arrangedSubviews: [cancelButton, countLabel, flashButton])
        top.distribution = .equalSpacing
        for bar in [top, bottom, hintLabel] {
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
        }
        for button in [shutterButton, flashButton, retakeButton, cancelButton, useButton] {
            button.tintColor = .white
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            top.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            top.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            bottom.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            hintLabel.bottomAnchor.constraint(equalTo: bottom.topAnchor, constant: -16),
            hintLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 24),
            hintLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -24),
            bottom.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 24),
            bottom.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -24),
            shutterButton.widthAnchor.constraint(equalToConstant: 72),
            shutterButton.heightAnchor.constraint(equalToConstant: 72),
        ])
    }
}
#endif
