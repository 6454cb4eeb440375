import TiltUp

/// The app's first coordinator: the sign-up form, then Home.
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

    public func goToHome(name: String) {
        HomeCoordinator(parent: self, name: name, factory: factory, service: service).start()
    }
}
