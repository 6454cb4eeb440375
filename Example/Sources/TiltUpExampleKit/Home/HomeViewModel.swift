import TiltUp

/// The Home screen's observers.
public enum Home {
    /// What Home tells its coordinator.
    @MainActor
    public final class CoordinatorObservers {
        /// The user wants to choose a plan.
        public var choosePlan: (@MainActor () -> Void)?

        public init() {}
    }

    /// What Home tells its view, beyond the loading state, alerts and reloading its rows.
    @MainActor
    public final class ViewObservers: BaseTableViewObservers {
        /// The total of the orders, formatted.
        public var total: (@MainActor (String) -> Void)?
        /// The name of the chosen plan.
        public var plan: (@MainActor (String) -> Void)?
    }
}

/// Home: the user's orders, loaded from an `OrderService`, their total, and the chosen plan.
@MainActor
public final class HomeViewModel {
    public let coordinatorObservers = Home.CoordinatorObservers()
    public let viewObservers = Home.ViewObservers()

    public let name: String
    public private(set) var orders: [Order] = []
    public private(set) var plan: Plan = .basic
    private let service: OrderService

    public init(name: String, service: OrderService) {
        self.name = name
        self.service = service
    }

    /// The total of the orders, in cents, computed with `sum`.
    public var totalInCents: Int {
        orders.sum(\.priceInCents)
    }

    public var greeting: String { "Welcome, \(name)" }

    public func start() {
        viewObservers.plan?(plan.singleSelectionableRow.title)
        loadOrders()
    }

    /// Loads the orders: a loading cycle, then the rows and total, or an alert that offers to retry.
    public func loadOrders() {
        viewObservers.loadingState?(.loading("Loading orders"))
        service.fetchOrders { [weak self] result in
            guard let self else { return }
            viewObservers.loadingState?(.notLoading)
            switch result {
            case .success(let orders):
                self.orders = orders
                viewObservers.reloadData?()
                viewObservers.total?(Order.format(cents: totalInCents))
            case .failure(let error):
                viewObservers.presentAlert?(.couldNotLoadOrders(error) { [weak self] in self?.loadOrders() })
            }
        }
    }

    public var numberOfRows: Int { orders.count }

    /// The text of row `index`: "Storage bin — $12.50".
    public func rowText(at index: Int) -> String {
        let order = orders[index]
        return "\(order.name) — \(Order.format(cents: order.priceInCents))"
    }

    public func choosePlanTapped() {
        coordinatorObservers.choosePlan?()
    }

    /// The plan chosen in the plan picker.
    public func didChoose(_ plan: Plan) {
        self.plan = plan
        viewObservers.plan?(plan.singleSelectionableRow.title)
    }
}
