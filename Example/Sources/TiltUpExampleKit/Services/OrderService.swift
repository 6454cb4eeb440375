import Dispatch
import TiltUp

/// Why orders could not be loaded.
public struct OrderServiceError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// Loads the user's orders, and tells when the server says one moved on.
@MainActor
public protocol OrderService: AnyObject {
    /// Loads the orders and calls `completion` on the main actor, at once or later.
    func fetchOrders(completion: @escaping @MainActor (Result<[Order], OrderServiceError>) -> Void)
    /// The number of each order the server says moved on to its next status, as it says it.
    var statusChanges: ObserverList<Int> { get }
}

/// An order service that answers from memory: at once, or later on the main queue like a real one.
@MainActor
public final class FakeOrderService: OrderService {
    public var orders: [Order]
    /// When set, every fetch fails with this error.
    public var failure: OrderServiceError?
    /// Whether answers come later on the main queue rather than before `fetchOrders` returns.
    public var answersLater: Bool
    /// Fetches asked for and not answered yet.
    public private(set) var fetchesInFlight = 0
    private let statusNotifier = ObserverNotifier<Int>()

    public init(orders: [Order] = FakeOrderService.sampleOrders, failure: OrderServiceError? = nil, answersLater: Bool = false) {
        self.orders = orders
        self.failure = failure
        self.answersLater = answersLater
    }

    public static let sampleOrders = [
        Order(name: "Storage bin", priceInCents: 1_250),
        Order(name: "Moving boxes", priceInCents: 2_999),
        Order(name: "Packing tape", priceInCents: 499),
    ]

    public var statusChanges: ObserverList<Int> { statusNotifier.observerList }

    /// Says, as the server would, that order `number` (from 1) moved on; returns `false`, saying nothing,
    /// when there is no such order.
    @discardableResult
    public func advanceOrder(number: Int) -> Bool {
        guard orders.indices.contains(number - 1) else { return false }
        statusNotifier.notifyObservers(of: number)
        return true
    }

    public func fetchOrders(completion: @escaping @MainActor (Result<[Order], OrderServiceError>) -> Void) {
        let result: Result<[Order], OrderServiceError> = failure.map { .failure($0) } ?? .success(orders)
        guard answersLater else {
            completion(result)
            return
        }
        fetchesInFlight += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.fetchesInFlight -= 1
                completion(result)
            }
        }
    }
}
