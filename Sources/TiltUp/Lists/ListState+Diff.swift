import Foundation

// Comparing two list states, in linear time: each row and section is followed by its identity, as in
// Heckel's algorithm (the new rows in a compact hash table; an old row is looked for first beside where
// the previous one went, and hashed only when it is not there). Among the sections that stay, those in
// the longest run that keeps its order keep their place and the others move; among the rows that stay
// in their section, likewise. So one section moved to the end is one move, whatever number of sections
// it passes. The phases are `ListDiff`'s.

extension ListState {
    /// The changes that turn this list into `new`, as one valid batch update: see ``ListChanges``.
    ///
    /// Takes time linear in the number of rows and sections, plus a logarithmic factor for the rows and
    /// sections that moved. Sections and rows are followed by identity; as few sections as possible move (those
    /// in the longest run that keeps its order stay), and, among the ways to move that few, the one that leaves
    /// the most row moves as moves (with hundreds of ways, each section is weighed on its own instead); then as
    /// few rows as possible move in each section.
    ///
    /// ```swift
    /// let changes = before.changes(to: after)
    /// tableView.performBatchUpdates { /* apply changes */ }
    /// ```
    ///
    /// - Parameter new: the list after the update.
    /// - Returns: the batch; ``ListChanges/fullReload`` when identities are not unique (two sections of either
    ///   list, two rows of the new list, or two rows of the old one that are both kept), and
    ///   ``duplicateIdentity`` says which; also for a list of `UInt32.max` rows or more, which cannot be
    ///   followed row by row.
    @inlinable
    public func changes(to new: ListState) -> ListChanges {
        guard var diff = ListDiff(from: sections, to: new.sections), diff.followRows(oldRowCount: rowCount) else {
            return .fullReload
        }
        diff.markRowsInPlace()
        diff.placeSections()
        return diff.batch()
    }

    /// The first identity that is not unique, described (`row 42`, `section "Open"`), or `nil` when every
    /// section's and every row's identity is.
    public var duplicateIdentity: String? {
        var sectionIDs: Set<Section.ID> = []
        for section in sections where !sectionIDs.insert(section.id).inserted {
            return "section \(Self.describe(section.id))"
        }
        var rowIDs: Set<Row.ID> = []
        for row in allRows where !rowIDs.insert(row.id).inserted {
            return "row \(Self.describe(row.id))"
        }
        return nil
    }

    private static func describe(_ id: some Hashable) -> String {
        id is String ? "\"\(id)\"" : "\(id)"
    }
}
