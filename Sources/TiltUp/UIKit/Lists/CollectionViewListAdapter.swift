#if canImport(UIKit)
import UIKit

// doc-example: var adapter: CollectionViewListAdapter<ListSectionTitle, OrderRow>?
/// Drives a `UICollectionView` from a view model's ``ListFeed``, as ``TableViewListAdapter`` drives a
/// table view: batch updates from the feed's ``ListChanges``, one animation at a time.
///
/// ```swift
/// adapter = CollectionViewListAdapter(collectionView: collectionView, feed: viewModel.list) { view, indexPath, row in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
/// }
/// ```
@preconcurrency @MainActor
public final class CollectionViewListAdapter<Section: Identifiable & Equatable, Row: Identifiable & Equatable>: NSObject,
    UICollectionViewDataSource
{
    /// Makes the cell of a row.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, Row) -> UICollectionViewCell

    private weak var collectionView: UICollectionView?
    private let cell: CellProvider
    private var data = ListState<Section, Row>()
    private var display: ListDisplay<Section, Row>?

    /// Makes `collectionView`'s data source show `feed`; keep the adapter as long as the collection view.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view to drive.
    ///   - feed: the view model's list.
    ///   - cell: makes each row's cell.
    public init(collectionView: UICollectionView, feed: ListFeed<Section, Row>, cell: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cell = cell
        super.init()
        collectionView.dataSource = self
        display = ListDisplay(
            feed: feed,
            reload: { [weak self] state in
                self?.data = state
                self?.collectionView?.reloadData()
            },
            apply: { [weak self] changes, state, done in
                self?.apply(changes, leaving: state, then: done)
            })
    }

    private func apply(_ changes: ListChanges, leaving state: ListState<Section, Row>, then done: @escaping @MainActor () -> Void) {
        guard let collectionView, collectionView.window != nil else {
            data = state
            collectionView?.reloadData()
            done()
            return
        }
        collectionView.performBatchUpdates {
            data = state
            collectionView.deleteSections(IndexSet(changes.deletedSections))
            collectionView.insertSections(IndexSet(changes.insertedSections))
            for move in changes.movedSections {
                collectionView.moveSection(move.from, toSection: move.to)
            }
            collectionView.deleteItems(at: changes.deletedRows)
            collectionView.insertItems(at: changes.insertedRows)
            for move in changes.movedRows {
                collectionView.moveItem(at: move.from, to: move.to)
            }
            collectionView.reloadItems(at: changes.reloadedRows)
        } completion: { [weak self] _ in
            MainActor.assumeIsolated {
                if let self, let collectionView = self.collectionView, !changes.rowsChangedAfterMoves.isEmpty {
                    collectionView.reconfigureItems(at: changes.rowsChangedAfterMoves)
                }
                done()
            }
        }
    }

    /// The number of sections of the state shown.
    ///
    /// - Parameter collectionView: the collection view.
    /// - Returns: how many sections the state shown has.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        data.sections.count
    }

    /// The number of items of a section of the state shown.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - section: the section's index.
    /// - Returns: how many rows that section has.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        data.sections[section].rows.count
    }

    /// The cell of an item, made by the cell provider.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - indexPath: the item's index path.
    /// - Returns: the cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(collectionView, indexPath, data.sections[indexPath.section].rows[indexPath.item])
    }
}

#endif
