import Dispatch

/// A list of observers that something notifies; observers are added here and notified by an
/// ``ObserverNotifier``.
///
/// Observers are called in the order they were added. Adding, removing and notifying are safe from any
/// thread. Each observer is called on the queue it was added with (the main queue by default), or
/// synchronously on the notifying thread when that queue is `nil`.
///
/// ```swift
/// final class CartService {
///     private let changes = ObserverNotifier<Int>()
///     var itemCountChanges: ObserverList<Int> { changes.observerList }
/// }
///
/// let observation = cart.itemCountChanges.observe { count in badge.text = "\(count)" }
/// ```
public final class ObserverList<Observed: Sendable>: Sendable {
    /// An observer of the list.
    public typealias Observer = @Sendable (Observed) -> Void

    private let storage = ObserverStorage<QueuedObserver<Observed>>()
    /// The sequences of ``values`` handed out, ended when the list goes.
    let streamEnds = StreamEnds()

    init() {}

    /// Adds `observer`, called on `queue` until the returned token is disposed of or released.
    ///
    /// Once `dispose()` has returned, the observer is never called again, not even for a notification already
    /// under way or already queued. (`dispose()` called on another thread while the observer runs waits for it
    /// to return.)
    ///
    /// - Parameters:
    ///   - queue: where the observer is called: the main queue by default; `nil` calls it synchronously on
    ///     the notifying thread.
    ///   - observer: called with each value notified.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func addObserver(on queue: DispatchQueue? = .main, observer: @escaping Observer) -> Disposable {
        storage.add(QueuedObserver(queue: queue, observer: observer))
    }

    /// Calls every observer with `observed`, oldest first.
    func notify(_ observed: Observed) {
        for entry in storage.snapshot {
            entry.deliver(observed)
        }
    }

    /// How many observers are in the list.
    public var count: Int {
        storage.count
    }
}

/// An observer and the queue it wants to be called on.
struct QueuedObserver<Observed: Sendable>: Sendable {
    let queue: DispatchQueue?
    let observer: @Sendable (Observed) -> Void
}

extension ObserverStorage.Entry {
    /// Calls the observer with `observed` on its queue, or at once when it has none, unless it has been
    /// removed by then.
    func deliver<Observed: Sendable>(_ observed: Observed) where Observer == QueuedObserver<Observed> {
        if let queue = observer.queue {
            queue.async { self.callIfActive { $0.observer(observed) } }
        } else {
            callIfActive { $0.observer(observed) }
        }
    }
}
