import Foundation

extension SingleSelection {
    /// What a single-choice list tells the view that draws it.
    @preconcurrency @MainActor
    public final class ViewObservers {
        /// The navigation title.
        public var navTitle: (@MainActor (String) -> Void)?
        /// Whether the confirm button can be tapped: a row is selected.
        public var confirmButtonEnabled: (@MainActor (Bool) -> Void)?
        /// Whether the confirm button is shown: the list requires confirmation.
        public var confirmButtonVisible: (@MainActor (Bool) -> Void)?
        /// The confirm button's title: "Save", or "Next" when the selected row has a next step.
        public var confirmButtonTitle: (@MainActor (String) -> Void)?
        /// Whether the toolbar is hidden, and whether to animate the change.
        public var toolbarHidden: (@MainActor (_ hidden: Bool, _ animated: Bool) -> Void)?
        /// The toolbar button's title; `nil` when there is none.
        public var toolbarButtonTitle: (@MainActor (String?) -> Void)?
        /// The row at this index path changed (it was selected or deselected) and must be redrawn.
        public var rowUpdated: (@MainActor (IndexPath) -> Void)?

        /// Creates observers with no closures set.
        public init() {}
    }
}
