import Foundation

/// A window-free list view that applies batch updates by UIKit's rules, refusing what UIKit would throw on.
///
/// It holds the rows a table would show. A test gives it each ``ListState`` a view model publishes, with its
/// ``ListChanges``, as the UIKit adapter gives them to a table view; an update
/// `UITableView.performBatchUpdates` would crash on (`Invalid update: invalid number of rows in section 0…`)
/// fails here instead, with a diagnostic that reads like UIKit's, and the view falls back to a full reload
/// so that it shows the new state all the same.
///
/// ```swift
/// let listView = HeadlessListView<ListSectionTitle, OrderRow>()
/// listView.reloadData(before)
/// listView.performBatchUpdates(before.changes(to: after), to: after)  // true: UIKit would accept it
/// #expect(listView.state == after)
/// ```
@preconcurrency @MainActor
public final class HeadlessListView<Section: Identifiable & Equatable, Row: Identifiable & Equatable> {
    /// What the view shows now.
    public private(set) var state = ListState<Section, Row>()
    /// Receives each refused update, in UIKit's words; by default writes it to standard error.
    public var diagnosticHandler: @MainActor (ListDiagnostic) -> Void = { ListDiagnostic.log($0) }
    /// How many batch updates were applied.
    public private(set) var batchUpdateCount = 0
    /// How many full reloads the view made: asked for, or in place of a refused update.
    public private(set) var reloadCount = 0
    /// Whether a batch update is being applied: another one started meanwhile is refused, as in UIKit.
    public private(set) var isUpdating = false

    /// Creates an empty list view.
    public init() {}

    /// Shows `state` as a whole, as `reloadData()` does.
    public func reloadData(_ state: ListState<Section, Row>) {
        self.state = state
        reloadCount += 1
    }

    /// Applies `changes` as one batch update that leaves the data source at `newState`.
    ///
    /// A refused update is reported (``ListDiagnostic``), and the view reloads `newState` as a whole instead:
    /// what a test sees is what the app would show had it not crashed. A full-reload change set reloads.
    ///
    /// - Parameters:
    ///   - changes: the batch, as ``ListState/changes(to:)`` makes it.
    ///   - newState: the data source after the update.
    ///   - during: runs inside the batch, as a table view's updates block does: a batch started from it is
    ///     refused.
    /// - Returns: whether UIKit would have accepted the update.
    @discardableResult
    public func performBatchUpdates(
        _ changes: ListChanges, to newState: ListState<Section, Row>, during: (@MainActor () -> Void)? = nil
    ) -> Bool {
        guard !isUpdating else {
            report("performBatchUpdates was called while another batch update was being applied; it was ignored")
            return false
        }
        isUpdating = true
        defer { isUpdating = false }
        during?()
        if changes.isFullReload {
            reloadData(newState)
            return true
        }
        let layout = ListBatchLayout(
            oldCounts: state.sections.map(\.rows.count), newCounts: newState.sections.map(\.rows.count), changes: changes)
        switch layout.result {
        case .failure(let problem):
            report(problem.message)
            reloadData(newState)
            return false
        case .success(let placement):
            if let problem = mismatch(of: placement, with: newState, changes: changes) {
                report(problem)
                reloadData(newState)
                return false
            }
            state = newState
            batchUpdateCount += 1
            return true
        }
    }

    /// Whether the rows the update leaves in place are the data source's, each showing its content: a
    /// row kept or moved must have the same identity, and one whose content changed must be reloaded or
    /// reconfigured. UIKit does not check this; it shows the wrong cells. Returns the first problem.
    private func mismatch(of placement: [[IndexPath?]], with newState: ListState<Section, Row>, changes: ListChanges) -> String? {
        let reloaded = Set(changes.reloadedRows)
        let reconfigured = Set(changes.rowsChangedAfterMoves)
        for (section, rows) in placement.enumerated() {
            for (row, origin) in rows.enumerated() {
                guard let origin else { continue }
                let before = state.sections[origin.section].rows[origin.row]
                let after = newState.sections[section].rows[row]
                if before.id != after.id {
                    return
                        "the update was valid, but row \(row) of section \(section) would show the row \(before.id), where the data source has \(after.id): the change set does not describe this change of state"
                }
                if before != after, !reloaded.contains(origin), !reconfigured.contains(IndexPath(row: row, section: section)) {
                    return
                        "row \(row) of section \(section) changed but is neither reloaded nor reconfigured: its cell would show the old content"
                }
            }
        }
        return nil
    }

    private func report(_ message: String) {
        diagnosticHandler(ListDiagnostic(message: "HeadlessListView.performBatchUpdates: " + message))
    }
}
