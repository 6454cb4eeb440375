/// The names of TiltUp's reusable single-choice list: its row description and its observers.
///
/// The list itself is driven by ``SingleSelectionViewModel``.
public enum SingleSelection {
    /// What a row of the list shows.
    public struct Row: Equatable, Hashable, Sendable {
        /// The row's main text.
        public var title: String
        /// The row's secondary text, if any.
        public var subtitle: String?
        /// Whether choosing this row leads to another step: it confirms at once and the button reads "Next".
        public var hasNextStep: Bool

        /// Creates a row description.
        ///
        /// - Parameters:
        ///   - title: the row's title.
        ///   - subtitle: the text below the title.
        ///   - hasNextStep: whether choosing the row leads to another screen (a disclosure indicator); such a row
        ///     is confirmed as soon as it is selected.
        public init(title: String, subtitle: String? = nil, hasNextStep: Bool = false) {
            self.title = title
            self.subtitle = subtitle
            self.hasNextStep = hasNextStep
        }
    }
}

/// A value that can be shown as a row of a single-choice list.
///
/// ```swift
/// enum Plan: SingleSelectionableRow {
///     case basic, premium
///
///     var singleSelectionableRow: SingleSelection.Row {
///         switch self {
///         case .basic: SingleSelection.Row(title: "Basic", subtitle: "$5 a month")
///         case .premium: SingleSelection.Row(title: "Premium", subtitle: "$9 a month")
///         }
///     }
/// }
/// ```
public protocol SingleSelectionableRow {
    /// What the row shows.
    var singleSelectionableRow: SingleSelection.Row { get }
}
