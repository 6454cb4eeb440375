import TiltUp

/// The sign-up form's observers.
public enum SignUp {
    /// What the form tells its coordinator.
    @MainActor
    public final class CoordinatorObservers {
        /// The user signed up, with this name.
        public var signedUp: (@MainActor (_ name: String) -> Void)?

        public init() {}
    }

    /// What the form tells its view, beyond the loading state and alerts.
    @MainActor
    public final class ViewObservers: BaseViewObservers {
        /// Whether the submit button can be tapped.
        public var submitButtonEnabled: (@MainActor (Bool) -> Void)?
    }
}

/// The sign-up form: the submit button is enabled only while name, email and password all contain
/// text; a valid email signs up; an invalid one says "Unsuccessful"; the third unsuccessful attempt
/// says "Too Many Attempts" and disables the form for good.
@MainActor
public final class SignUpViewModel {
    public let coordinatorObservers = SignUp.CoordinatorObservers()
    public let viewObservers = SignUp.ViewObservers()

    public static let maximumAttempts = 3

    public private(set) var name = ""
    public private(set) var email = ""
    public private(set) var password = ""
    private var unsuccessfulAttempts = 0
    private var lastReportedEnabled: Bool?

    public init() {}

    /// Whether the submit button can be tapped now.
    public var isSubmitEnabled: Bool {
        !name.isEmpty && !email.isEmpty && !password.isEmpty && !isLockedOut
    }

    /// Whether too many attempts failed: the form stays disabled.
    public var isLockedOut: Bool {
        unsuccessfulAttempts >= Self.maximumAttempts
    }

    // MARK: Inputs

    public func viewDidLoad() {
        reportEnabled()
    }

    public func nameChanged(_ name: String?) {
        self.name = name ?? ""
        reportEnabled()
    }

    public func emailChanged(_ email: String?) {
        self.email = email ?? ""
        reportEnabled()
    }

    public func passwordChanged(_ password: String?) {
        self.password = password ?? ""
        reportEnabled()
    }

    public func submitButtonPressed() {
        guard isSubmitEnabled else { return }
        if Self.isValidEmail(email) {
            let name = self.name
            viewObservers.presentAlert?(
                AlertModel(
                    title: "Successful", message: "Welcome, \(name)!",
                    actions: [.init(title: "Continue") { [weak self] in self?.coordinatorObservers.signedUp?(name) }]
                ))
            return
        }
        unsuccessfulAttempts += 1
        viewObservers.presentAlert?(AlertModel(title: isLockedOut ? "Too Many Attempts" : "Unsuccessful", message: nil))
        reportEnabled()
    }

    // MARK: Rules

    /// A plausible address: one "@", something before it, and a dotted domain after it.
    public static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }

    /// Tells the view whether submit is enabled, when that changed.
    private func reportEnabled() {
        let enabled = isSubmitEnabled
        guard enabled != lastReportedEnabled else { return }
        lastReportedEnabled = enabled
        viewObservers.submitButtonEnabled?(enabled)
    }
}
