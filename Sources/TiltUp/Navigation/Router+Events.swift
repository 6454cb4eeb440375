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
}
