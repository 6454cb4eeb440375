import TiltUp

// docs-twin: README.md
final class ProfileCoordinator: Coordinator {
    private let service: any OrderService

    init(parent: any Coordinating, service: any OrderService) {
        self.service = service
        super.init(parent: parent, modal: false)
    }

    override func start() {
        let viewModel = ProfileViewModel(service: service)
        viewModel.coordinatorObservers.choosePlan = { [weak self] in self?.choosePlan() }
        // The app coordinator retains this coordinator until the screen leaves, by any path.
        router.push(ProfileController(viewModel: viewModel), retaining: self)
    }

    func choosePlan() {
        PlanCoordinator(parent: self).start()
    }
}

/// A modal coordinator: a router of its own, presented by its parent's.
final class PlanCoordinator: Coordinator {
    init(parent: any Coordinating) {
        super.init(parent: parent, modal: true)
    }

    override func start() {
        let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] _ in self?.router.dismissModal() }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
        router.push(SingleSelectionController(viewModel: viewModel))
        // Released when the sheet goes away: confirm, cancel, or the user's swipe-down.
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    }
}
// docs-twin-end

// docs-twin: README.md
struct Order: Sendable {
    let priceInCents: Int
}

@MainActor protocol OrderService {
    func fetchOrders(completion: @escaping @MainActor (Result<[Order], any Error>) -> Void)
}

enum Plan: CaseIterable, SingleSelectionableRow {
    case free, pro

    var singleSelectionableRow: SingleSelection.Row {
        SingleSelection.Row(title: self == .free ? "Free" : "Pro")
    }
}

enum Profile {
    @MainActor final class CoordinatorObservers {
        var choosePlan: (() -> Void)?
    }

    @MainActor final class ViewObservers: BaseTableViewObservers {
        var total: ((String) -> Void)?
    }
}

@MainActor final class ProfileViewModel {
    let coordinatorObservers = Profile.CoordinatorObservers()
    let viewObservers = Profile.ViewObservers()
    private(set) var orders: [Order] = []
    private let service: any OrderService

    init(service: any OrderService) {
        self.service = service
    }

    func load() {
        viewObservers.loadingState?(.loading("Loading orders"))
        service.fetchOrders { [weak self] result in
            guard let self else { return }
            viewObservers.loadingState?(.notLoading)
            switch result {
            case .success(let orders):
                self.orders = orders
                viewObservers.reloadData?()
                viewObservers.total?("\(orders.sum(\.priceInCents)) cents")
            case .failure:
                viewObservers.presentAlert?(AlertModel(title: "Could not load orders", message: nil))
            }
        }
    }
}
// docs-twin-end
