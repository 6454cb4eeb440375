#if canImport(Combine)
import Combine
#endif

extension TabBarRouter {
    /// The tab bar's events as an asynchronous sequence, from now on, in the order of ``observe(_:)``;
    /// it ends when the tab bar router is released.
    ///
    /// ```swift
    /// for await event in tabBarRouter.events {
    ///     if case .tabSelected(let index) = event { analytics.tabShown(index) }
    /// }
    /// ```
    public var events: AsyncStream<TabBarEvent> {
        eventQueue.stream { $0 }
    }

    #if canImport(Combine)
    /// The tab bar's events as a Combine publisher, from the subscription on, in the order of
    /// ``observe(_:)``; it finishes with the tab bar router.
    ///
    /// Subscribe on the main actor: a subscription made elsewhere begins in the main queue's next turn.
    ///
    /// ```swift
    /// cancellable = tabBarRouter.eventsPublisher
    ///     .sink { event in print(event) }
    /// ```
    public var eventsPublisher: AnyPublisher<TabBarEvent, Never> {
        eventQueue.publisher { $0 }
    }
    #endif
}
