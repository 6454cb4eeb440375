import TiltUp

/// The app's first coordinator: the sign-up form, whose flow answers the name the user signed up with.
///
/// The app starts it with `appCoordinator.start(coordinator:then:)` and shows the tabs in the form's place
/// with that name (``ExampleLaunch/startSignUp(on:factory:service:)``). A link that comes while the form
/// is up needs the user signed up first: the form is that flow, so the link waits for it, and opens once
/// the tabs are shown.
@MainActor
public final class SignUpCoordinator: ResultCoordinator<String>, RouteHandling {
    public let viewModel = SignUpViewModel()
    private let factory: ExampleScreenFactory
    /// The flow a link waits for: signing up, on the form already up.
    private var waitingLink: RouteFlow?

    public init(appCoordinator: AppCoordinating, factory: ExampleScreenFactory) {
        self.factory = factory
        super.init(appCoordinator: appCoordinator)
    }

    public override func start() {
        viewModel.coordinatorObservers.signedUp = { [weak self] name in self?.signedUp(as: name) }
        router.replaceRoot(with: factory.makeSignUpScreen(viewModel: viewModel), retaining: self, animated: false)
    }

    /// The user signed up as `name`: the flow answers it, and the app shows the tabs in the form's place;
    /// then a link that waited opens there.
    ///
    /// The link goes on after the answer because the app takes it with the closure form, which runs at
    /// once; a parent that awaited `run()` would resume later, after the link had asked this form again.
    public func signedUp(as name: String) {
        finish(returning: name)
        waitingLink?.succeed()
        waitingLink = nil
    }

    /// Every link needs the user signed up first: it waits for the form (a later link replaces it).
    public func handle(_ route: ExampleRoute) -> RouteDecision {
        .runFirst { [weak self] flow in
            self?.waitingLink = flow
        }
    }
}
