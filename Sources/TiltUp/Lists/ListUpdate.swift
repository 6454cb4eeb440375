/// One change of a list a view model publishes: the new state, the one before, and what changed between
/// them, ready for a batch update.
public struct ListUpdate<Section: Identifiable & Equatable, Row: Identifiable & Equatable>: Equatable {
    /// The list before the update.
    public let previous: ListState<Section, Row>
    /// The list after the update.
    public let state: ListState<Section, Row>
    /// What changed: ``ListChanges/fullReload`` when identities were not unique.
    public let changes: ListChanges

    /// Creates an update from `previous` to `state`.
    ///
    /// - Parameters:
    ///   - previous: the list before.
    ///   - state: the list after.
    ///   - changes: what changed from one to the other.
    public init(previous: ListState<Section, Row>, state: ListState<Section, Row>, changes: ListChanges) {
        self.previous = previous
        self.state = state
        self.changes = changes
    }
}

extension ListUpdate: Sendable where Section: Sendable, Row: Sendable {}
