#if canImport(UIKit)
import UIKit

// doc-example: var adapter: TableViewListAdapter<ListSectionTitle, OrderRow>?
/// Drives a `UITableView` from a view model's ``ListFeed``: the table view's data source, animating
/// each update with `performBatchUpdates` and the feed's own ``ListChanges``.
///
/// Batch updates, not a diffable data source: TiltUp's change sets are made and tested here, against
/// ``HeadlessListView``'s copy of UIKit's rules, and a state with duplicate identities (which a diffable
/// data source traps on) falls back to `reloadData()`. Updates are applied one animation at a time,
/// states arriving meanwhile coalesced to the latest (``ListDisplay``). Rows that moved and changed are
/// reconfigured after the batch, and headers of changed sections reloaded.
///
/// ```swift
/// adapter = TableViewListAdapter(tableView: tableView, feed: viewModel.list) { tableView, indexPath, row in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
///     cell.textLabel?.text = row.title
///     return cell
/// }
/// ```
@preconcurrency @MainActor
public final class TableViewListAdapter<Section: Identifiable & Equatable, Row: Identifiable & Equatable>: NSObject, UITableViewDataSource {
    /// Makes the cell of a row.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, Row) -> UITableViewCell

    private weak var tableView: UITableView?
    private let cell: CellProvider
    private let header: (@MainActor (Section) -> String?)?
    /// What the data source answers: the state the table view shows, or is animating to.
    private var data = ListState<Section, Row>()
    private var display: ListDisplay<Section, Row>?

    /// Makes `tableView`'s data source show `feed`; keep the adapter as long as the table view.
    ///
    /// - Parameters:
    ///   - tableView: the table view to drive.
    ///   - feed: the view model's list.
    ///   - header: titles each section's header; none by default.
    ///   - cell: makes each row's cell.
    public init(
        tableView: UITableView, feed: ListFeed<Section, Row>, header: (@MainActor (Section) -> String?)? = nil,
        cell: @escaping CellProvider
    ) {
        self.tableView = tableView
        self.cell = cell
        self.header = header
        super.init()
        tableView.dataSource = self
        display = ListDisplay(
            feed: feed,
            reload: { [weak self] state in
                self?.data = state
                self?.tableView?.reloadData()
            },
            apply: { [weak self] changes, state, done in
                self?.apply(changes, leaving: state, then: done)
            })
    }

    private func apply(_ changes: ListChanges, leaving state: ListState<Section, Row>, then done: @escaping @MainActor () -> Void) {
        guard let tableView, tableView.window != nil else {
            // Off screen, UIKit advises reloading rather than animating.
            data = state
            tableView?.reloadData()
            done()
            return
        }
        tableView.performBatchUpdates {
            data = state
            tableView.deleteSections(IndexSet(changes.deletedSections), with: .fade)
            tableView.insertSections(IndexSet(changes.insertedSections), with: .fade)
            for move in changes.movedSections {
                tableView.moveSection(move.from, toSection: move.to)
            }
            tableView.deleteRows(at: changes.deletedRows, with: .fade)
            tableView.insertRows(at: changes.insertedRows, with: .fade)
            for move in changes.movedRows {
                tableView.moveRow(at: move.from, to: move.to)
            }
            tableView.reloadRows(at: changes.reloadedRows, with: .none)
        } completion: { [weak self] _ in
            MainActor.assumeIsolated {
                if let self, let tableView = self.tableView {
                    if !changes.rowsChangedAfterMoves.isEmpty {
                        tableView.reconfigureRows(at: changes.rowsChangedAfterMoves)
                    }
                    if !changes.changedSections.isEmpty {
                        tableView.reloadSections(IndexSet(changes.changedSections), with: .none)
                    }
                }
                done()
            }
        }
    }

    /// The number of sections of the state shown.
    ///
    /// - Parameter tableView: the table view.
    /// - Returns: how many sections the state shown has.
    public func numberOfSections(in tableView: UITableView) -> Int {
        data.sections.count
    }

    /// The number of rows of a section of the state shown.
    ///
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - section: the section's index.
    /// - Returns: how many rows that section has.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        data.sections[section].rows.count
    }

    /// The cell of a row, made by the cell provider.
    ///
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - indexPath: the row's index path.
    /// - Returns: the cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(tableView, indexPath, data.sections[indexPath.section].rows[indexPath.row])
    }

    /// The header title of a section, if the adapter was given a way to title them.
    ///
    /// - Parameters:
    ///   - tableView: the table view.
    ///   - section: the section's index.
    /// - Returns: the title, or `nil` for none.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        header?(data.sections[section].model)
    }

    /// The row at `indexPath` of the state shown, for the table view's delegate.
    ///
    /// - Parameter indexPath: the row's index path.
    /// - Returns: the row, or `nil` when there is none there.
    public func row(at indexPath: IndexPath) -> Row? {
        guard data.sections.indices.contains(indexPath.section), data.sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return data.sections[indexPath.section].rows[indexPath.row]
    }
}

#endif
