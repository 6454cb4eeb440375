/// A change that a ``TabBarRouter`` reports to the observers added with ``TabBarRouter/observe(_:)``.
public enum TabBarEvent: Sendable, Equatable {
    /// The tabs were replaced, added or removed; the tab bar has this many tabs now.
    case tabsChanged(count: Int)
    /// The tab at `index` became the selected one, by a ``TabBarRouter`` call, a route, or the user's tap.
    ///
    /// The calls are ``TabBarRouter/selectTab(at:)`` and ``TabBarRouter/setTabs(_:selectedIndex:animated:)``.
    /// A selection set on the tab bar controller in code is not reported, as UIKit's delegate does not report
    /// it; the router's ``TabBarRouter/selectedIndex`` sees it all the same.
    case tabSelected(index: Int)
    /// The user tapped the tab at `index`, which was selected already: its stack went back to its root.
    case tabReselected(index: Int)
}
