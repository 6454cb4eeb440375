import TiltUp

/// The app's first coordinator: the sign-up form, then the tabs in its place.
@MainActor
public final class SignUpCoordinator: Coordinator {
    public let viewModel = SignUpViewModel()
    private let factory: ExampleScreenFactory
    private let service: OrderService

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
    }
}
