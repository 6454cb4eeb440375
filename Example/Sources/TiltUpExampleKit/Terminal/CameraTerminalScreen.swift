#if !canImport(UIKit)
import TiltUp

/// TiltUp's camera screen drawn in the terminal: what the camera shows is left to the imagination.
@MainActor
public final class CameraTerminalScreen: TerminalScreen {
    private let viewModel: CameraViewModel
    private var state = Camera.State()

    public init(viewModel: CameraViewModel) {
        self.viewModel = viewModel
        super.init(title: "Camera")
    }

    public override func viewDidLoad() {
        let observers = viewModel.viewObservers
        observers.state = { [weak self] state in self?.state = state }
        observers.presentAlert = { [weak self] alert in self?.present(alert) }
        observers.willCapturePhoto = { [weak self] in self?.notify("📸 Click") }
        state = viewModel.state
        viewModel.viewWillAppear()
    }

    public override func body() -> [String] {
        var lines = [
            "  [ camera preview ]", "Photos: \(state.photoCount) of \(state.numberOfPhotos.upperBound)   Flash: \(state.flashMode)",
        ]
        if let hint = state.hint {
            lines.append("Next: \(hint)")
        }
        return lines
    }

    public override func commands() -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        if state.canCapture {
            commands.append(TerminalCommand("shoot", help: "take a photo"))
        }
        commands.append(TerminalCommand("flash", help: "switch the flash: auto, on, off"))
        if state.photoCount > 0 {
            commands.append(TerminalCommand("retake", help: "throw away the last photo"))
        }
        if state.canConfirm {
            commands.append(TerminalCommand("use", help: "keep the photos and close the camera"))
        }
        commands.append(TerminalCommand("cancel", help: "close the camera without photos"))
        return commands
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        switch command {
        case "shoot" where state.canCapture: viewModel.tappedShutter()
        case "shoot": return .refused("No more photos: use them, or retake the last one.")
        case "flash": viewModel.toggleFlashMode()
        case "retake": viewModel.retakeLastPhoto()
        case "use" where state.canConfirm: viewModel.tappedConfirm()
        case "use": return .refused("Take a photo first.")
        case "cancel": viewModel.tappedCancel()
        default: return .unknown
        }
        return .done
    }
}
#endif
