#if canImport(AppKit) && !canImport(UIKit)
import AppKit
import TiltUp

/// Sign-up in AppKit, on a native Mac: an `NSViewController` in the SwiftUI stack of `RouterView`, shown
/// through a representable, with the same `SignUpViewModel` and coordinator as UIKit's controller.
@MainActor
public final class SignUpAppKitController: NSViewController {
    private let viewModel: SignUpViewModel
    private let nameField = NSTextField()
    private let emailField = NSTextField()
    private let passwordField = NSSecureTextField()
    private let submitButton = NSButton(title: "Submit", target: nil, action: nil)

    /// Creates the sign-up screen of `viewModel`.
    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Sign up"
    }

    /// Not available: the screen is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    public override func loadView() {
        nameField.placeholderString = "Name"
        emailField.placeholderString = "Email"
        passwordField.placeholderString = "Password"
        for field in [nameField, emailField, passwordField] {
            field.target = self
            field.action = #selector(fieldChanged(_:))
        }
        submitButton.target = self
        submitButton.action = #selector(submit(_:))
        let stack = NSStackView(views: [nameField, emailField, passwordField, submitButton])
        stack.orientation = .vertical
        stack.spacing = 12
        stack.edgeInsets = NSEdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewObservers.submitButtonEnabled = { [weak self] enabled in self?.submitButton.isEnabled = enabled }
        viewModel.viewObservers.presentAlert = { [weak self] alert in self?.show(alert) }
        viewModel.viewDidLoad()
    }

    @objc private func fieldChanged(_ sender: NSTextField) {
        viewModel.nameChanged(nameField.stringValue)
        viewModel.emailChanged(emailField.stringValue)
        viewModel.passwordChanged(passwordField.stringValue)
    }

    @objc private func submit(_ sender: NSButton) {
        fieldChanged(nameField)
        viewModel.submitButtonPressed()
    }

    /// Shows `model` as a sheet on this screen's window (or on its own), and runs the handler of the
    /// button clicked, once.
    private func show(_ model: AlertModel) {
        let alert = NSAlert()
        alert.messageText = model.title ?? ""
        alert.informativeText = model.message ?? ""
        let actions = model.actions.isEmpty ? [AlertModel.Action(title: "OK")] : model.actions
        for action in actions {
            alert.addButton(withTitle: action.title)
        }
        let answer: @MainActor (NSApplication.ModalResponse) -> Void = { response in
            let index = response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
            if actions.indices.contains(index) { actions[index].trigger() }
        }
        if let window = view.window {
            alert.beginSheetModal(for: window) { response in MainActor.assumeIsolated { answer(response) } }
        } else {
            answer(alert.runModal())
        }
    }
}

#endif
