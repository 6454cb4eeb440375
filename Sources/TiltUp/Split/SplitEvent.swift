/// A change of a split view, as a ``SplitRouter`` tells its observers.
public enum SplitEvent: Equatable, Sendable {
    /// A coordinator was shown in `column`, in place of the one there before, if any.
    case columnShown(SplitColumn)
    /// `column` was emptied: by the app (``SplitRouter/clear(_:)``), or by the user going back past its
    /// first screen in compact width.
    case columnCleared(SplitColumn)
    /// The split collapsed into one stack: the window became compact.
    case collapsed
    /// The split showed its columns side by side again: the window became regular.
    case expanded
    /// The sidebar was hidden, by the user (the sidebar button) or the app (``SplitRouter/setSidebarHidden(_:animated:)``).
    case sidebarHidden
    /// The sidebar was shown again, by the user or the app.
    case sidebarShown
}
