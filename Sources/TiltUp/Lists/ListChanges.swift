import Foundation

/// What changed from one ``ListState`` to the next, as one batch update a table or collection view can apply.
///
/// It lists the sections and rows deleted (at their old positions), inserted (at their new ones), moved
/// and changed. ``ListState/changes(to:)`` makes it. Applied in one `performBatchUpdates` (deletions and
/// reloads at the old index paths, insertions at the new ones, moves from old to new), it is always valid.
/// It moves as few sections as possible (one section moved to the end is one move), then as few rows as
/// possible, and keeps to these rules:
/// - a row is never both moved and reloaded;
/// - a row is never moved out of a deleted section or into an inserted one: it is deleted and inserted
///   instead (UIKit throws "cannot move a row into a newly inserted section");
/// - a row that leaves a moved section, enters one, or changes its place inside one is deleted and
///   inserted instead of moved. Apple's documentation does not say how a row move combines with a
///   section move in one batch, and `UITableView` is known to leave such a row where it was (Differ
///   issue #29, also with `UITableViewDiffableDataSource`); IGListKit follows the same rule. Rows that
///   move between sections that keep their place stay moves;
/// - a row of a moved section whose content changed is not reloaded in the batch (UIKit miscounts a
///   reload in a moved section and throws, rdar://27041784): it is in ``rowsChangedAfterMoves``.
///
/// Two kinds of change come after the batch: rows that moved and changed (``rowsChangedAfterMoves``, at
/// their new index paths: reconfigure their cells), and sections whose own content changed
/// (``changedSections``: update their headers).
///
/// ```swift
/// let changes = old.changes(to: new)
/// print(changes)  // −2 rows, +1 row, 1 moved
/// ```
public struct ListChanges: Hashable, Sendable, CustomStringConvertible {
    /// A section moved from an old index to a new one.
    public struct SectionMove: Hashable, Sendable {
        /// The section's index before the update.
        public let from: Int
        /// The section's index after the update.
        public let to: Int

        /// Creates a move of the section at `from` to `to`.
        ///
        /// - Parameters:
        ///   - from: the section's index before the update.
        ///   - to: the section's index after the update.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// A row moved from an old index path to a new one.
    ///
    /// Its index paths are a section and a row, as a table view's are. It keeps them as four integers and makes
    /// each `IndexPath` when it is read, so that a diff that moves every row makes no index path.
    @frozen
    public struct RowMove: Hashable, Sendable {
        @usableFromInline let fromSection: Int
        @usableFromInline let fromRow: Int
        @usableFromInline let toSection: Int
        @usableFromInline let toRow: Int

        /// The row's index path before the update.
        public var from: IndexPath { IndexPath(index: fromSection).appending(fromRow) }
        /// The row's index path after the update.
        public var to: IndexPath { IndexPath(index: toSection).appending(toRow) }

        /// Creates a move of the row at `from` to `to`.
        ///
        /// An index path is read as a section and a row: its first two indices (a missing one is 0, any
        /// after them are not kept).
        ///
        /// - Parameters:
        ///   - from: the row's index path before the update.
        ///   - to: the row's index path after the update.
        public init(from: IndexPath, to: IndexPath) {
            func index(_ position: Int, of path: IndexPath) -> Int {
                position < path.count ? path[position] : 0
            }
            self.init(fromRow: index(1, of: from), section: index(0, of: from), toRow: index(1, of: to), section: index(0, of: to))
        }

        /// A move of `fromRow` in `fromSection` to `toRow` in `toSection`.
        @inlinable
        init(fromRow: Int, section fromSection: Int, toRow: Int, section toSection: Int) {
            self.fromSection = fromSection
            self.fromRow = fromRow
            self.toSection = toSection
            self.toRow = toRow
        }
    }

    /// The sections deleted, by their old index, ascending.
    public var deletedSections: [Int] = []
    /// The sections inserted, by their new index, ascending.
    public var insertedSections: [Int] = []
    /// The sections moved; each keeps its rows.
    public var movedSections: [SectionMove] = []
    /// The sections whose own content changed (their title, say), by their new index: refresh their
    /// headers after the batch.
    public var changedSections: [Int] = []
    /// The rows deleted, at their old index paths, in order. Rows of deleted sections are not listed.
    public var deletedRows: [IndexPath] = []
    /// The rows inserted, at their new index paths, in order. Rows of inserted sections are not listed.
    public var insertedRows: [IndexPath] = []
    /// The rows moved, by their new index paths' order.
    public var movedRows: [RowMove] = []
    /// The rows whose content changed and that did not move, at their old index paths: reload them in the batch.
    public var reloadedRows: [IndexPath] = []
    /// The rows whose content changed and that moved, at their new index paths: reconfigure their cells after the batch.
    ///
    /// They moved on their own, or with their section, and are listed in order. UIKit does not allow a row to be
    /// both moved and reloaded in one batch, nor a row of a moved section to be reloaded.
    public var rowsChangedAfterMoves: [IndexPath] = []
    /// Whether the list must be reloaded as a whole instead of by a batch update.
    ///
    /// Two sections or two rows had the same identity, so no row can be followed from one state to the next.
    public var isFullReload = false

    /// No change.
    public init() {}

    /// A full reload, in place of a batch update.
    public static var fullReload: ListChanges {
        var changes = ListChanges()
        changes.isFullReload = true
        return changes
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        !isFullReload && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && changedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
            && rowsChangedAfterMoves.isEmpty
    }

    /// What the update did, in words: `−2 rows, +1 row, 1 moved`, `no change`, or `reloaded`.
    public var description: String {
        if isFullReload { return "reloaded" }
        var parts: [String] = []
        func add(_ count: Int, _ text: (Int) -> String) {
            if count > 0 { parts.append(text(count)) }
        }
        add(deletedSections.count) { "−\($0) section\($0 == 1 ? "" : "s")" }
        add(insertedSections.count) { "+\($0) section\($0 == 1 ? "" : "s")" }
        add(movedSections.count) { "\($0) section\($0 == 1 ? "" : "s") moved" }
        add(deletedRows.count) { "−\($0) row\($0 == 1 ? "" : "s")" }
        add(insertedRows.count) { "+\($0) row\($0 == 1 ? "" : "s")" }
        add(movedRows.count) { "\($0) moved" }
        add(reloadedRows.count + rowsChangedAfterMoves.count) { "\($0) changed" }
        add(changedSections.count) { "\($0) section\($0 == 1 ? "" : "s") changed" }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }
}
