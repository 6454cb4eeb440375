/// Notifies the observers of its ``observerList``.
///
/// Keep the notifier private and expose the list, so that others can observe but not notify:
///
/// ```swift
/// private let signedOut = ObserverNotifier<Void>()
/// var signedOutObservers: ObserverList<Void> { signedOut.observerList }
///
/// func signOut() {
///     signedOut.notifyObservers()
/// }
/// ```
public final class ObserverNotifier<Observed: Sendable>: Sendable {
    /// The observers this notifier notifies.
    public let observerList = ObserverList<Observed>()

    /// Creates a notifier with no observers.
    public init() {}

    /// Calls every observer with `observed`, oldest first, each on its own queue.
    public func notifyObservers(of observed: Observed) {
        observerList.notify(observed)
    }
}

extension ObserverNotifier where Observed == Void {
    /// Calls every observer, oldest first, each on its own queue.
    public func notifyObservers() {
        notifyObservers(of: ())
    }
}
