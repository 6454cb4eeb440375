import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The sign-up rules, written test-first: each test drives the inputs and checks the whole history of
/// the outputs, as in the talk on test-driven view models.
@MainActor
@Suite struct SignUpViewModelTests {
    let viewModel = SignUpViewModel()
    let submitButtonEnabled = TestObserver<Bool>()
    let alertTitles = TestObserver<String>()
    let signedUp = TestObserver<String>()

    init() {
        viewModel.viewObservers.submitButtonEnabled = submitButtonEnabled.observer
        viewModel.viewObservers.presentAlert = { [alertTitles] alert in alertTitles.record(alert.title ?? "") }
        viewModel.coordinatorObservers.signedUp = signedUp.observer
    }

    @Test func submitButtonIsEnabledOnlyWhileEveryFieldHasText() {
        viewModel.viewDidLoad()
        submitButtonEnabled.assertValues([false])

        viewModel.nameChanged("Chris")
        submitButtonEnabled.assertValues([false])

        viewModel.emailChanged("chris@gmail.com")
        submitButtonEnabled.assertValues([false])

        viewModel.passwordChanged("secret123")
        submitButtonEnabled.assertValues([false, true])

        viewModel.nameChanged("")
        submitButtonEnabled.assertValues([false, true, false])

        viewModel.nameChanged(nil)
        submitButtonEnabled.assertValues([false, true, false])
    }

    @Test func aValidEmailSignsUp() throws {
        fillForm(email: "lisa@rules.com")
        var alert: AlertModel?
        viewModel.viewObservers.presentAlert = { alert = $0 }
        viewModel.submitButtonPressed()

        let successful = try assertUnwrap(alert)
        #expect(successful.title == "Successful")
        signedUp.assertDidNotEmitValue(message: "the user reads the alert first")
        try assertUnwrap(successful.action(titled: "Continue")).trigger()
        signedUp.assertValues(["Lisa"])
    }

    @Test func anInvalidEmailIsUnsuccessful() {
        fillForm(email: "lisa@rules")
        viewModel.submitButtonPressed()
        alertTitles.assertValues(["Unsuccessful"])
        signedUp.assertDidNotEmitValue()
    }

    @Test func theThirdUnsuccessfulAttemptDisablesTheFormForGood() {
        fillForm(email: "lisa@rules")
        viewModel.submitButtonPressed()
        viewModel.submitButtonPressed()
        viewModel.submitButtonPressed()
        alertTitles.assertValues(["Unsuccessful", "Unsuccessful", "Too Many Attempts"])
        submitButtonEnabled.assertValues([false, true, false])

        viewModel.emailChanged("lisa@rules.com")
        viewModel.submitButtonPressed()
        submitButtonEnabled.assertValues([false, true, false])
        alertTitles.assertValueCount(3)
        #expect(viewModel.isLockedOut)
    }

    @Test func submittingAnIncompleteFormDoesNothing() {
        viewModel.viewDidLoad()
        viewModel.nameChanged("Lisa")
        viewModel.submitButtonPressed()
        alertTitles.assertDidNotEmitValue()
    }

    @Test(arguments: [
        ("lisa@rules.com", true), ("a@b.co", true), ("lisa@rules", false), ("@rules.com", false),
        ("lisa@@rules.com", false), ("lisa@rules.", false), ("lisa rules@x.com", false), ("", false),
    ])
    func emailRule(_ email: String, _ valid: Bool) {
        #expect(SignUpViewModel.isValidEmail(email) == valid)
    }

    private func fillForm(email: String) {
        viewModel.viewDidLoad()
        viewModel.nameChanged("Lisa")
        viewModel.emailChanged(email)
        viewModel.passwordChanged("password123")
    }
}
