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
}
