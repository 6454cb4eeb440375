import TiltUp

/// A subscription plan, chosen in TiltUp's single-selection screen.
public enum Plan: String, CaseIterable, Sendable, SingleSelectionableRow {
    case basic, plus, premium

    public var singleSelectionableRow: SingleSelection.Row {
        switch self {
        case .basic: SingleSelection.Row(title: "Basic", subtitle: "$5 a month")
        case .plus: SingleSelection.Row(title: "Plus", subtitle: "$9 a month")
        case .premium: SingleSelection.Row(title: "Premium", subtitle: "$15 a month")
        }
    }
}
