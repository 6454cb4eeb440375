import TiltUp

/// Home, pushed with this coordinator retained until the user goes back.
@MainActor
public final class HomeCoordinator: Coordinator {
    public let viewModel: HomeViewModel
    private let factory: ExampleScreenFactory

    public init(parent: Coordinating, name: String, factory: ExampleScreenFactory, service: OrderService) {
        viewModel = HomeViewModel(name: name, service: service)
        self.factory = factory
        super.init(parent: parent, modal: false)
    }

    public override func start() {
        viewModel.coordinatorObservers.choosePlan = { [weak self] in self?.goToPlanPicker() }
        router.push(factory.makeHomeScreen(viewModel: viewModel), retaining: self)
    }

    public func goToPlanPicker() {
        PlanCoordinator(parent: self, current: viewModel.plan, factory: factory) { [weak self] plan in
            self?.viewModel.didChoose(plan)
        }.start()
    }
}
