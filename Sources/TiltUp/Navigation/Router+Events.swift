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
        streamEnds.stream { continuation in
            eventQueue.observers.add { event in
                // Made and read on the main actor only: the stream carries it from one main-actor turn to another.
                nonisolated(unsafe) let event = event
                continuation.yield(event)
            }
        }
    }
}
