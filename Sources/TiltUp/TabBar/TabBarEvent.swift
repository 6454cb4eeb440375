/// A change that a ``TabBarRouter`` reports to the observers added with ``TabBarRouter/observeTabs(_:)``.
public enum TabBarEvent: Sendable, Equatable {
    /// The tabs were replaced, added or removed; the tab bar has this many tabs now.
    case tabsChanged(count: Int)
    /// The tab at `index` became the selected one, by a call or by the user's tap.
    case tabSelected(index: Int)
    /// The user tapped the tab at `index`, which was selected already: its stack went back to its root.
    case tabReselected(index: Int)
}
