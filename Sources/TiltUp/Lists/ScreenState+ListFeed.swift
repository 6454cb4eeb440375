#if canImport(Combine)
import Combine
#endif

extension ScreenState {
    /// Keeps the list at `keyPath` of ``values`` equal to `feed`'s state: now, and after each update.
    ///
    /// A SwiftUI view reads it from there (`SectionedList` on iOS), and animates what changed.
    ///
    /// ```swift
    /// let observation = state.observe(viewModel.list, into: \.orders)
    /// ```
    ///
    /// - Parameters:
    ///   - feed: the view model's list.
    ///   - keyPath: where in ``values`` the list is kept.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe<Section, Row>(
        _ feed: ListFeed<Section, Row>, into keyPath: WritableKeyPath<Values, ListState<Section, Row>>
    ) -> Disposable {
        values[keyPath: keyPath] = feed.state
        return feed.observe { [weak self] update in
            self?.values[keyPath: keyPath] = update.state
        }
    }
}
