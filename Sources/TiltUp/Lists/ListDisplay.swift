/// Shows a ``ListFeed`` on a list view, one animated batch update at a time: the platform-neutral part
/// of the UIKit and headless front ends.
///
/// Each update is applied when the one before has finished animating; states that arrive meanwhile are
/// coalesced to the latest, and applied in one batch from what is shown. A full-reload change set (for
/// identities that are not unique) reloads the view. The view is driven through two closures, so the
/// same rules run against a `UITableView`, a `UICollectionView` or a ``HeadlessListView``:
///
/// ```swift
/// let display = ListDisplay(feed: viewModel.list,
///     reload: { state in listView.reloadData(state) },
///     apply: { changes, state, done in listView.performBatchUpdates(changes, to: state); done() })
/// ```
@preconcurrency @MainActor
public final class ListDisplay<Section: Identifiable & Equatable, Row: Identifiable & Equatable> {
    /// Applies a batch update that leaves the view at the state given, then calls the completion once
    /// the animation has finished.
    public typealias Apply = @MainActor (ListChanges, ListState<Section, Row>, @escaping @MainActor () -> Void) -> Void

    /// What the view shows, or is animating to.
    public private(set) var shown: ListState<Section, Row>
    /// Whether a batch update is animating.
    public private(set) var isAnimating = false
    /// The changes applied to the view, one per batch, in order: what a test reads.
    public private(set) var appliedChanges: [ListChanges] = []
    private var latest: ListState<Section, Row>?
    private let reload: @MainActor (ListState<Section, Row>) -> Void
    private let apply: Apply
    private var observation: Disposable?

    /// Shows `feed` on the view that `reload` and `apply` drive: reloads its current state now, then applies each update.
    ///
    /// The display holds the feed's observation, not the feed.
    ///
    /// - Parameters:
    ///   - feed: the view model's list.
    ///   - reload: shows a state as a whole (a table view's `reloadData`).
    ///   - apply: animates one update, then calls the closure it is given once the animation has ended.
    public init(
        feed: ListFeed<Section, Row>, reload: @escaping @MainActor (ListState<Section, Row>) -> Void, apply: @escaping Apply
    ) {
        shown = feed.state
        self.reload = reload
        self.apply = apply
        reload(feed.state)
        observation = feed.observe { [weak self] update in
            self?.receive(update)
        }
    }

    /// Stops following the feed.
    public func stop() {
        observation?.dispose()
        observation = nil
    }

    private func receive(_ update: ListUpdate<Section, Row>) {
        if update.changes.isFullReload {
            // A state that cannot be diffed: shown at once, whatever animates.
            latest = nil
            shown = update.state
            appliedChanges.append(update.changes)
            reload(update.state)
            return
        }
        guard isAnimating else {
            // Nothing animates, so nothing waits either: what is shown is the state before this
            // update, and the feed's own changes apply as they are, without diffing again.
            show(update.state, with: update.changes)
            return
        }
        latest = update.state
        applyLatest()
    }

    /// Applies the latest state received, from what is shown, unless an update is animating.
    private func applyLatest() {
        guard !isAnimating, let target = latest else { return }
        latest = nil
        show(target, with: shown.changes(to: target))
    }

    /// Shows `target`, `changes` away from what is shown: one animated batch, or a reload.
    private func show(_ target: ListState<Section, Row>, with changes: ListChanges) {
        shown = target
        guard !changes.isEmpty else { return }
        appliedChanges.append(changes)
        if changes.isFullReload {
            reload(target)
            return
        }
        isAnimating = true
        var finished = false
        apply(changes, target) { [weak self] in
            guard !finished else { return }
            finished = true
            self?.isAnimating = false
            self?.applyLatest()
        }
    }
}
