import TiltUp

/// What Home's own observers say, kept for a view that observes a `ScreenState` (the SwiftUI Home).
public struct HomeScreenValues: Sendable, Equatable {
    /// The total of the orders, formatted.
    public var total = ""
    /// The name of the chosen plan.
    public var plan = ""

    public init() {}
}

extension ScreenState where Values == HomeScreenValues {
    /// A state that follows Home's view observers: loading, alerts, reloads, the total and the plan.
    public convenience init(home viewModel: HomeViewModel) {
        self.init(HomeScreenValues(), observing: viewModel.viewObservers) { observers, state in
            observers.total = state.update(\.total)
            observers.plan = state.update(\.plan)
        }
    }
}
