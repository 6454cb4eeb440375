#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The sign-up form on iOS: three text fields and a submit button bound to a `SignUpViewModel`.
@MainActor
public final class SignUpController: UIViewController {
    private let viewModel: SignUpViewModel
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let submitButton = UIButton(type: .system)

    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Sign up"
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name"
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        submitButton.setTitle("Submit", for: .normal)

        let stack = UIStackView(arrangedSubviews: [nameField, emailField, passwordField, submitButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])

        nameField.addAction(UIAction { [weak self] _ in self?.viewModel.nameChanged(self?.nameField.text) }, for: .editingChanged)
        emailField.addAction(UIAction { [weak self] _ in self?.viewModel.emailChanged(self?.emailField.text) }, for: .editingChanged)
        passwordField.addAction(
            UIAction { [weak self] _ in self?.viewModel.passwordChanged(self?.passwordField.text) }, for: .editingChanged)
        submitButton.addAction(UIAction { [weak self] _ in self?.viewModel.submitButtonPressed() }, for: .touchUpInside)

        viewModel.viewObservers.submitButtonEnabled = { [weak self] enabled in self?.submitButton.isEnabled = enabled }
        viewModel.viewObservers.presentAlert = { [weak self] alert in
            self?.present(UIAlertController(alert), animated: true)
        }
        viewModel.viewDidLoad()
    }
}
#endif
