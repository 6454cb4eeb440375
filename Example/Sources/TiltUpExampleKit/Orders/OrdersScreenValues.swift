import TiltUp

/// What the Orders list shows, kept for a view that observes a `ScreenState` (the SwiftUI Orders).
public struct OrdersScreenValues: Sendable, Equatable {
    /// The list, as the view model's feed published it last.
    public var list = OrdersList()

    public init() {}
}

/// The state of the SwiftUI Orders screen and its observation of the list, held together by the view.
@MainActor
public final class OrdersScreen {
    /// Loading, alerts and the list.
    public let state: ScreenState<OrdersScreenValues>
    private let observation: Disposable

    /// Follows `viewModel`'s view observers and its list.
    public init(viewModel: OrdersViewModel) {
        state = ScreenState(OrdersScreenValues(), observing: viewModel.viewObservers)
        observation = state.observe(viewModel.list, into: \.list)
    }
}
