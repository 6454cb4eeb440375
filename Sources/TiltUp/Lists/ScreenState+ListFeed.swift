#if canImport(Combine)
import Combine
#endif

extension ScreenState {
    /// Keeps the list at `keyPath` of ``values`` equal to `feed`'s state: now, and after each update,
    /// until the returned token is disposed of or released. A SwiftUI view reads it from there
    /// (`SectionedList` on iOS), and animates what changed.
    ///
    /// ```swift
    /// let observation = state.follow(viewModel.list, at: \.orders)
    /// ```
    public func follow<Section, Row>(
        _ feed: ListFeed<Section, Row>, at keyPath: WritableKeyPath<Values, ListState<Section, Row>>
    ) -> Disposable {
        values[keyPath: keyPath] = feed.state
        return feed.observe { [weak self] update in
            self?.values[keyPath: keyPath] = update.state
        }
    }
}
