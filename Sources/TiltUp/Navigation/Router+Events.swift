#if canImport(Combine)
import Combine
#endif

extension Router {
    /// The router's events as an asynchronous sequence, from now on, in the order of
    /// ``observe(_:)``; it ends when the router is released.
    ///
    /// ```swift
    /// for await event in router.events {
    ///     if case .modalDismissed = event { refresh() }
    /// }
    /// ```
    public var events: AsyncStream<RouterEvent> {
        eventQueue.stream { $0 }
    }

    #if canImport(Combine)
    /// The router's events as a Combine publisher, from the subscription on, in the order of
    /// ``observe(_:)``; it finishes when the router is released.
    ///
    /// Subscribe on the main actor: a subscription made elsewhere begins in the main queue's next turn.
    ///
    /// ```swift
    /// cancellable = router.eventsPublisher
    ///     .sink { event in print(event) }
    /// ```
    public var eventsPublisher: AnyPublisher<RouterEvent, Never> {
        eventQueue.publisher { $0 }
    }
    #endif
}
