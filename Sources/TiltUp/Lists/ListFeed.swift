#if canImport(Combine)
import Combine
#endif

/// A view model's list: its current ``ListState``, and each new one published to the screen with what changed.
///
/// So the screen animates only the rows that changed. The view model keeps one centralized state and maps
/// it to sections of row view models; ``update(to:)`` compares the new list with the last one
/// (``ListState/changes(to:)``) and tells every observer. A screen that only knows `reloadData` keeps
/// working: the feed is beside the view observers, not instead of them.
///
/// ```swift
/// @MainActor final class OrdersViewModel {
///     let list = ListFeed<ListSectionTitle, OrderRow>()
///
///     func filter(_ text: String) {
///         list.update(to: ListState(rows: orders.filter { $0.title.contains(text) }.map(OrderRow.init)))
///     }
/// }
/// ```
///
/// Identities must be unique. A state with two sections, or two rows, of the same identity is still
/// published, as a full reload (``ListChanges/isFullReload``), and reported to ``diagnosticHandler``
/// naming the identity: UIKit's diffable data source would trap on it.
@preconcurrency @MainActor
public final class ListFeed<Section: Identifiable & Equatable, Row: Identifiable & Equatable> {
    /// The list published last.
    public private(set) var state: ListState<Section, Row>
    /// Receives a report for each state whose identities are not unique; by default writes it to standard error.
    public var diagnosticHandler: @MainActor (ListDiagnostic) -> Void = { ListDiagnostic.log($0) }
    private let updates = EventQueue<ListUpdate<Section, Row>>()

    /// Creates a feed whose list is `initial` (empty by default).
    public init(_ initial: ListState<Section, Row> = ListState()) {
        state = initial
    }

    /// Publishes `new`: every observer hears it with what changed since the last state.
    ///
    /// A state equal to the last one is still published, with no change, so that observers can rely on every
    /// call. An update published by an observer while another is delivered is delivered after it, to every
    /// observer, in order.
    ///
    /// - Parameter new: the list now.
    public func update(to new: ListState<Section, Row>) {
        let changes = state.changes(to: new)
        if changes.isFullReload, let duplicate = new.duplicateIdentity ?? state.duplicateIdentity {
            diagnosticHandler(
                ListDiagnostic(
                    message:
                        "ListFeed.update: two of the list's \(duplicate.hasPrefix("section") ? "sections" : "rows") have the same identity (\(duplicate)); the list is shown by a full reload, as UIKit's diffable data source would trap on it"
                ))
        }
        let update = ListUpdate(previous: state, state: new, changes: changes)
        state = new
        updates.append(update)
        updates.deliver()
    }

    /// Calls `observer` with each update published from now on; read ``state`` for the list shown before.
    ///
    /// ```swift
    /// let observation = viewModel.list.observe { update in print(update.changes) }
    /// ```
    ///
    /// - Parameter observer: called with each ``ListUpdate``, on the main actor.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(_ observer: @escaping @MainActor (ListUpdate<Section, Row>) -> Void) -> Disposable {
        updates.observers.add(observer)
    }

    /// The feed's lists as an asynchronous sequence, from the current ``state`` on; it ends with the feed.
    ///
    /// The current state comes first, then the state of each update, in order.
    ///
    /// ```swift
    /// for await list in viewModel.list.states {
    ///     print(list.rowCount)
    /// }
    /// ```
    public var states: AsyncStream<ListState<Section, Row>> {
        updates.stream(first: state) { $0.state }
    }

    #if canImport(Combine)
    /// The feed's lists as a Combine publisher: the ``state`` when subscribed, then the state of each
    /// update, in order; it finishes with the feed.
    ///
    /// Subscribe on the main actor: a subscription made elsewhere begins in the main queue's next turn,
    /// with the state then.
    ///
    /// ```swift
    /// cancellable = viewModel.list.statesPublisher
    ///     .sink { list in print(list.rowCount) }
    /// ```
    public var statesPublisher: AnyPublisher<ListState<Section, Row>, Never> {
        updates.publisher(first: { [weak self] in self?.state }, { $0.state })
    }
    #endif
}
