// Spellings that TiltUp 6's prereleases used and 6.0.0 renamed so that each concept has one word
// (subscribing is `observe`, a Router callback is a handler). They still compile, with a warning that
// names the new spelling.

extension Router {
    /// Calls `observer` after every change of the top screen or of the presented modal.
    @available(*, deprecated, renamed: "observe(_:)")
    public func observeNavigation(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Disposable {
        observe(observer)
    }

    /// Dismisses the modal this router presents, then runs `completion`.
    @available(*, deprecated, renamed: "dismissModal(animated:dismissHandler:)")
    @_disfavoredOverload
    public func dismissModal(animated: Bool = true, completion: Handler?) {
        dismissModal(animated: animated, dismissHandler: completion)
    }
}

extension TabBarRouter {
    /// Calls `observer` after every change of the tabs or of the selection, and after each re-tap.
    @available(*, deprecated, renamed: "observe(_:)")
    public func observeTabs(_ observer: @escaping @MainActor (TabBarEvent) -> Void) -> Disposable {
        observe(observer)
    }
}

extension ScreenState {
    /// Keeps the list at `keyPath` of ``values`` equal to `feed`'s state.
    @available(*, deprecated, renamed: "observe(_:into:)")
    public func follow<Section, Row>(
        _ feed: ListFeed<Section, Row>, at keyPath: WritableKeyPath<Values, ListState<Section, Row>>
    ) -> Disposable {
        observe(feed, into: keyPath)
    }
}
