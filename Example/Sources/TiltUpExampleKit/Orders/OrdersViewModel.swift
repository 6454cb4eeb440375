import TiltUp

/// The Orders tab's observers.
public enum Orders {
    /// What the orders list tells its coordinator.
    @MainActor
    public final class CoordinatorObservers {
        /// The user opened the order with this number (from 1).
        public var showOrder: (@MainActor (_ number: Int) -> Void)?

        public init() {}
    }
}

/// The orders list: the user's orders, loaded from an `OrderService`; tapping one opens it.
@MainActor
public final class OrdersViewModel {
    public let coordinatorObservers = Orders.CoordinatorObservers()
    public let viewObservers = BaseTableViewObservers()
    public private(set) var orders: [Order] = []
    private let service: OrderService

    public init(service: OrderService) {
        self.service = service
    }

    public func start() {
        loadOrders()
    }

    /// Loads the orders: a loading cycle, then the rows, or an alert that offers to retry (the rows
    /// already shown stay).
    public func loadOrders() {
        viewObservers.loadingState?(.loading("Loading orders"))
        service.fetchOrders { [weak self] result in
            guard let self else { return }
            viewObservers.loadingState?(.notLoading)
            switch result {
            case .success(let orders):
                self.orders = orders
                viewObservers.reloadData?()
            case .failure(let error):
                viewObservers.presentAlert?(.couldNotLoadOrders(error) { [weak self] in self?.loadOrders() })
            }
        }
    }

    public var numberOfRows: Int { orders.count }

    public func rowText(at index: Int) -> String {
        "#\(index + 1) \(orders[index].name)"
    }

    /// Opens the order with `number`, from 1; a number with no order does nothing and returns false.
    @discardableResult
    public func orderTapped(number: Int) -> Bool {
        guard orders.indices.contains(number - 1) else { return false }
        coordinatorObservers.showOrder?(number)
        return true
    }
}
