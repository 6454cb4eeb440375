extension ScreenState {
    /// Keeps the list at `keyPath` of ``values`` equal to `feed`'s state, now and after each update, for as long as the state lives.
    ///
    /// The state keeps the subscription itself, so a view needs nothing but the state; the feed is usually
    /// given where the state is made, beside the view observers:
    ///
    /// ```swift
    /// let state = ScreenState(ShipmentsValues(), observing: viewModel.viewObservers) { _, state in
    ///     state.observe(viewModel.list, into: \.list)
    /// }
    /// ```
    ///
    /// One feed per key path: observing a feed into a key path that already follows one ends the earlier
    /// subscription, so two feeds never write the same list. The subscription holds the state weakly, and
    /// ends when the state is released or the returned token is disposed of (releasing the token does not
    /// end it).
    ///
    /// - Parameters:
    ///   - feed: the view model's list.
    ///   - keyPath: where in ``values`` the list is kept.
    /// - Returns: a token that ends the subscription early when it is disposed of; there is no need to keep it.
    @discardableResult
    public func observe<Section, Row>(
        _ feed: ListFeed<Section, Row>, into keyPath: WritableKeyPath<Values, ListState<Section, Row>>
    ) -> Disposable {
        listObservations.removeValue(forKey: keyPath)?.dispose()
        values[keyPath: keyPath] = feed.state
        let observation = feed.observe { [weak self] update in
            self?.values[keyPath: keyPath] = update.state
        }
        listObservations[keyPath] = observation
        return observation
    }
}
