import Foundation
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

/// The orders list: the user's orders, loaded from an `OrderService`, grouped by status; typing narrows
/// it, and an order that changes status moves to its section while shown. Tapping one opens it.
///
/// It keeps one centralized state (the orders, their statuses, the filter) and publishes the list it
/// maps to through ``list``: the screen animates only the rows that changed. `reloadData` is still
/// called when the orders are loaded, for screens that redraw the whole list.
@MainActor
public final class OrdersViewModel {
    public let coordinatorObservers = Orders.CoordinatorObservers()
    public let viewObservers = BaseTableViewObservers()
    /// The list shown: sections by status, rows narrowed by the filter.
    public let list = ListFeed<ListSectionTitle, OrderRow>()
    public private(set) var orders: [Order] = []
    /// The status of each order, by number; a new order is processing.
    public private(set) var statuses: [Int: OrderStatus] = [:]
    /// The text the list is narrowed to; empty shows every order.
    public private(set) var filter = ""
    private let service: OrderService
    /// Follows the server's word on the orders' statuses, from `start()` until the model goes.
    private var statusObservation: Disposable?

    public init(service: OrderService) {
        self.service = service
    }

    /// Loads the orders, and from now on moves each order the server says moved on.
    public func start() {
        if statusObservation == nil {
            // The main-actor form: the observer runs on the main actor, so it calls the model directly.
            statusObservation = service.statusChanges.observe { [weak self] number in
                self?.orderAdvanced(number: number)
            }
        }
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
                publishList()
            case .failure(let error):
                viewObservers.presentAlert?(.couldNotLoadOrders(error) { [weak self] in self?.loadOrders() })
            }
        }
    }

    public var numberOfRows: Int { orders.count }

    /// Narrows the list to the orders whose name contains `text`, ignoring case; empty shows them all.
    public func filterChanged(_ text: String) {
        filter = text
        publishList()
    }

    /// The order with `number` moved on to its next status: it moves to that section. Returns false for
    /// a number with no order.
    ///
    /// The model calls it for each of the service's ``OrderService/statusChanges``.
    @discardableResult
    public func orderAdvanced(number: Int) -> Bool {
        guard orders.indices.contains(number - 1) else { return false }
        statuses[number] = (statuses[number] ?? .processing).next
        publishList()
        return true
    }

    /// The list the state maps to: a section per status, always there, so that an order that moves on
    /// moves from one section to the next; each order once.
    private func publishList() {
        let query = filter.trimmingCharacters(in: .whitespaces).lowercased()
        let rows = orders.enumerated().compactMap { index, order -> OrderRow? in
            guard query.isEmpty || order.name.lowercased().contains(query) else { return nil }
            let number = index + 1
            return OrderRow(id: number, title: "#\(number) \(order.name)", status: statuses[number] ?? .processing)
        }
        let sections = OrderStatus.allCases.map { status in
            ListSection(ListSectionTitle(status.rawValue), rows: rows.filter { $0.status == status })
        }
        list.update(to: OrdersList(sections: sections))
    }

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
