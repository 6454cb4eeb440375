extension SingleSelection {
    /// What a single-choice list tells its coordinator.
    ///
    /// ```swift
    /// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
    /// viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in self?.choose(plan) }
    /// viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
    /// ```
    @preconcurrency @MainActor
    public final class CoordinatorObservers<Value: SingleSelectionableRow> {
        /// The user cancelled.
        public var tappedCancel: (@MainActor () -> Void)?
        /// The user confirmed a choice: the confirm button, or a row that confirms at once.
        public var tappedConfirm: (@MainActor (Value) -> Void)?
        /// The user tapped the toolbar button.
        public var tappedToolbarButton: (@MainActor () -> Void)?

        /// Creates observers with no closures set.
        public init() {}
    }
}
