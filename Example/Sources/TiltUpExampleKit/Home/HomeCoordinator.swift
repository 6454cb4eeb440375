import TiltUp

/// Home: the Home tab's coordinator, or pushed with its parent's router; retained while its screen is up.
@MainActor
public final class HomeCoordinator: Coordinator, RouteHandling {
    public let viewModel: HomeViewModel
    private let factory: ExampleScreenFactory

    /// Creates Home with its own router (a tab's), or, without one, sharing its parent's.
    public init(parent: Coordinating, router: Router? = nil, name: String, factory: ExampleScreenFactory, service: OrderService) {
        viewModel = HomeViewModel(name: name, service: service)
        self.factory = factory
        if let router {
            super.init(parent: parent, router: router)
        } else {
            super.init(parent: parent, modal: false)
        }
    }

    public override func start() {
        viewModel.coordinatorObservers.choosePlan = { [weak self] in self?.showRoute(.plan) }
        router.push(factory.makeHomeScreen(viewModel: viewModel), retaining: self)
    }

    public func goToPlanPicker() {
        showRoute(.plan)
    }

    public func handle(_ route: ExampleRoute) -> RouteDecision {
        guard route == .plan else { return .decline }
        return .handOff {
            // A link goes on into the picker, so it must be up before this returns: the closure form of run.
            let picker = PlanCoordinator(parent: self, current: self.viewModel.plan, factory: self.factory)
            picker.run { [weak self] plan in
                if let plan { self?.viewModel.didChoose(plan) }
            }
            return picker
        }
    }
}
