import Foundation

extension SingleSelection {
    /// What a single-choice list's view observers last said, kept by a ``ScreenState`` for a view that
    /// observes it instead of setting closures (a SwiftUI `SingleSelectionView`).
    ///
    /// ```swift
    /// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
    /// let state = ScreenState(singleSelection: viewModel)
    /// viewModel.start()
    /// print(state.values.navTitle)
    /// ```
    public struct ScreenValues: Sendable, Equatable {
        /// The navigation title.
        public var navTitle = ""
        /// Whether the confirm button can be tapped: a row is selected.
        public var confirmButtonEnabled = false
        /// Whether the confirm button is shown: the list requires confirmation.
        public var confirmButtonVisible = false
        /// The confirm button's title.
        public var confirmButtonTitle = ""
        /// Whether the toolbar is hidden.
        public var toolbarHidden = true
        /// The toolbar button's title; `nil` when there is none.
        public var toolbarButtonTitle: String?
        /// How many times a row changed (a selection moved): a view that reads it redraws each time.
        public var rowRevision = 0
        /// The row that changed last, if any.
        public var lastUpdatedRow: IndexPath?

        /// Creates the values a list has before its view model starts.
        public init() {}
    }
}

extension ScreenState where Values == SingleSelection.ScreenValues {
    /// Creates a state that follows the view observers of `viewModel`.
    ///
    /// Call the view model's `start()` once the view is ready, as a controller does.
    ///
    /// ```swift
    /// let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
    /// let state = ScreenState(singleSelection: viewModel)
    /// ```
    public convenience init<Value>(singleSelection viewModel: SingleSelectionViewModel<Value>) {
        self.init(SingleSelection.ScreenValues(), observing: viewModel.viewObservers) { observers, state in
            observers.navTitle = state.update(\.navTitle)
            observers.confirmButtonEnabled = state.update(\.confirmButtonEnabled)
            observers.confirmButtonVisible = state.update(\.confirmButtonVisible)
            observers.confirmButtonTitle = state.update(\.confirmButtonTitle)
            observers.toolbarButtonTitle = state.update(\.toolbarButtonTitle)
            let toolbarHidden = state.update(\.toolbarHidden)
            observers.toolbarHidden = { hidden, _ in toolbarHidden(hidden) }
            observers.rowUpdated = state.following { (state: ScreenState, indexPath: IndexPath) in
                state.values.rowRevision += 1
                state.values.lastUpdatedRow = indexPath
            }
        }
    }
}
