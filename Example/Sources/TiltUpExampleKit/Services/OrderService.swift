import Dispatch

/// Why orders could not be loaded.
public struct OrderServiceError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// Loads the user's orders.
@MainActor
public protocol OrderService: AnyObject {
    /// Loads the orders and calls `completion` on the main actor, at once or later.
    func fetchOrders(completion: @escaping @MainActor (Result<[Order], OrderServiceError>) -> Void)
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
