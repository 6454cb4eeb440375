import TiltUp

/// What the Orders list shows, kept for a view that observes a `ScreenState` (the SwiftUI Orders).
public struct OrdersScreenValues: Sendable, Equatable {
    /// The list, as the view model's feed published it last.
    public var list = OrdersList()

    public init() {}
}

extension ScreenState where Values == OrdersScreenValues {
    /// A state that follows the Orders view observers (loading, alerts, reloads) and its list, for as long
    /// as the state lives: the view keeps the state, and nothing else.
    public convenience init(orders viewModel: OrdersViewModel) {
        self.init(OrdersScreenValues(), observing: viewModel.viewObservers) { _, state in
            state.observe(viewModel.list, into: \.list)
        }
    }
}
