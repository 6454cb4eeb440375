import TiltUp

/// The sign-up form, drawn in the terminal.
@MainActor
public final class SignUpTerminalScreen: TerminalScreen {
    private let viewModel: SignUpViewModel
    private var submitEnabled = false

    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        super.init(title: "Sign up")
    }

    public override func viewDidLoad() {
        viewModel.viewObservers.submitButtonEnabled = { [weak self] enabled in self?.submitEnabled = enabled }
        viewModel.viewObservers.presentAlert = { [weak self] alert in self?.present(alert) }
        viewModel.viewDidLoad()
    }

    public override func body() -> [String] {
        [
            "Name:     [\(viewModel.name)]",
            "Email:    [\(viewModel.email)]",
            "Password: [\(String(repeating: "•", count: viewModel.password.count))]",
            "[Submit] \(submitEnabled ? "enabled" : "disabled")",
        ]
    }

    public override func commands() -> [TerminalCommand] {
        [
            TerminalCommand("name", argument: "text", help: "type your name (nothing clears it)"),
            TerminalCommand("email", argument: "text", help: "type your email"),
            TerminalCommand("password", argument: "text", help: "type your password"),
            TerminalCommand("submit", help: "sign up"),
        ]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        switch command {
        case "name": viewModel.nameChanged(argument)
        case "email": viewModel.emailChanged(argument)
        case "password": viewModel.passwordChanged(argument)
        case "submit":
            guard submitEnabled else {
                return .refused(
                    viewModel.isLockedOut
                        ? "Submit is disabled for good: too many attempts."
                        : "Submit is disabled: fill in name, email and password.")
            }
            viewModel.submitButtonPressed()
        default: return .unknown
        }
        return .done
    }
}
