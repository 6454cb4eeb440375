import TiltUp

/// What an order's screen tells its coordinator.
public enum OrderScreen {
    @MainActor
    public final class CoordinatorObservers {
        /// The user wants to photograph the parcel.
        public var photographParcel: (@MainActor () -> Void)?

        public init() {}
    }
}

/// One order, by its number: loaded from an `OrderService`, so a deep link can open it before the list
/// has; the user can photograph its parcel.
@MainActor
public final class OrderViewModel {
    public let coordinatorObservers = OrderScreen.CoordinatorObservers()
    public let viewObservers = BaseTableViewObservers()
    /// The photos of the parcel taken so far.
    public private(set) var parcelPhotos: [PhotoCapture] = []
    public let number: Int
    /// The order, once loaded; `nil` while loading or when there is no such order.
    public private(set) var order: Order?
    private let service: OrderService

    public init(number: Int, service: OrderService) {
        self.number = number
        self.service = service
    }

    public var title: String { "Order #\(number)" }

    public func start() {
        viewObservers.loadingState?(.loading("Loading order"))
        service.fetchOrders { [weak self] result in
            guard let self else { return }
            viewObservers.loadingState?(.notLoading)
            let orders = (try? result.get()) ?? []
            order = orders.indices.contains(number - 1) ? orders[number - 1] : nil
            viewObservers.reloadData?()
        }
    }

    /// What the screen shows: the order's name and price, or that there is none.
    public var details: String {
        order.map { "\($0.name), \(Order.format(cents: $0.priceInCents))" } ?? "There is no order #\(number)."
    }

    /// How many photos of the parcel there are, as the screen says it.
    public var photosSummary: String {
        parcelPhotos.isEmpty ? "No photo of the parcel yet." : "Photos of the parcel: \(parcelPhotos.count)"
    }

    /// The user tapped "Photograph parcel".
    public func photographParcelTapped() {
        coordinatorObservers.photographParcel?()
    }

    /// Keeps the photos the camera handed back, and redraws.
    public func addParcelPhotos(_ photos: [PhotoCapture]) {
        parcelPhotos += photos
        viewObservers.reloadData?()
    }
}
