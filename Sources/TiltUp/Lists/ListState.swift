/// What a list screen shows, as values: its sections and their rows, each with a stable identity.
///
/// Each section has its own content and its rows, each row content that can be compared. A view model keeps
/// one as its centralized state and publishes each new one through a ``ListFeed``, which compares it with
/// the previous one: the rows that were inserted, deleted, moved or changed are what a table view animates.
/// Rows are usually the row view models of the screen:
///
/// ```swift
/// struct OrderRow: Identifiable, Equatable, Sendable {
///     let id: Int
///     var title: String
///     var status: String
/// }
///
/// let state = ListState(sections: [
///     ListSection(ListSectionTitle("Open"), rows: [OrderRow(id: 1, title: "Boxes", status: "Packed")]),
/// ])
/// ```
///
/// Identities must be unique: each section's among the sections, each row's among all the rows of the
/// list. A list that breaks the rule is still shown, by a full reload, and the duplicate is reported
/// (see ``ListFeed``).
public struct ListState<Section: Identifiable & Equatable, Row: Identifiable & Equatable>: Equatable {
    /// The sections, in order.
    public var sections: [ListSection<Section, Row>]

    /// Creates a list of `sections`.
    public init(sections: [ListSection<Section, Row>] = []) {
        self.sections = sections
    }

    /// How many rows the list has, in all its sections.
    public var rowCount: Int {
        sections.reduce(0) { $0 + $1.rows.count }
    }

    /// Whether the list has no rows (it may still have empty sections).
    public var isEmpty: Bool {
        sections.allSatisfy(\.rows.isEmpty)
    }

    /// The rows of every section, in order.
    public var allRows: [Row] {
        sections.flatMap(\.rows)
    }
}

extension ListState where Section == ListSectionTitle {
    /// A list of one untitled section holding `rows`: the common case of a plain list.
    ///
    /// ```swift
    /// let state = ListState(rows: orders.map(OrderRow.init))
    /// ```
    public init(rows: [Row]) {
        self.init(sections: [ListSection(ListSectionTitle(""), rows: rows)])
    }
}

extension ListState: Sendable where Section: Sendable, Row: Sendable {}

/// One section of a ``ListState``: its own content (a title, say), which identifies it, and its rows.
public struct ListSection<Section: Identifiable & Equatable, Row: Identifiable & Equatable>: Equatable {
    /// The section's content: its identity, and what its header shows.
    public var model: Section
    /// The rows, in order.
    public var rows: [Row]

    /// Creates a section with `model` and `rows`.
    ///
    /// - Parameters:
    ///   - model: the section's own content, with its identity.
    ///   - rows: its rows, in order.
    public init(_ model: Section, rows: [Row]) {
        self.model = model
        self.rows = rows
    }

    /// The section's identity.
    public var id: Section.ID { model.id }
}

extension ListSection: Sendable where Section: Sendable, Row: Sendable {}

/// A section identified by its title: enough for most lists (`"Open"`, `"Delivered"`).
public struct ListSectionTitle: Identifiable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The title, which is also the section's identity.
    public let title: String

    /// Creates a section titled `title`.
    public init(_ title: String) {
        self.title = title
    }

    /// Creates a section from a string literal: `"Open"`.
    public init(stringLiteral title: String) {
        self.title = title
    }

    /// The title.
    public var id: String { title }
}
