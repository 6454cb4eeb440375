import TiltUp

/// The app's first coordinator: the sign-up form, then the tabs in its place.
///
/// A link that comes while the form is up needs the user signed up first: the form is that flow, so the
/// link waits for it, and opens once the tabs are shown.
@MainActor
public final class SignUpCoordinator: Coordinator, RouteHandling {
    public let viewModel = SignUpViewModel()
    private let factory: ExampleScreenFactory
    private let service: OrderService
    /// The flow a link waits for: signing up, on the form already up.
    private var waitingLink: RouteFlow?

    public init(appCoordinator: AppCoordinating, factory: ExampleScreenFactory, service: OrderService) {
        self.factory = factory
        self.service = service
        super.init(appCoordinator: appCoordinator)
    }

    public override func start() {
        viewModel.coordinatorObservers.signedUp = { [weak self] name in self?.goToHome(name: name) }
        router.replaceRoot(with: factory.makeSignUpScreen(viewModel: viewModel), retaining: self, animated: false)
    }

    /// Shows the signed-in app: the Home and Orders tabs replace the sign-up form.
    public func goToHome(name: String) {
        MainTabsCoordinator(parent: self, name: name, factory: factory, service: service).start()
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
