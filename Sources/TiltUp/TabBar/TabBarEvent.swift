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
    /// The user showed the sidebar of a tab bar with groups (iPad, iOS 18).
    ///
    /// Under UIKit's rules only: SwiftUI does not expose its sidebar's visibility.
    case sidebarShown
    /// The user hid the sidebar, leaving the tab bar.
    case sidebarHidden
    /// The user hid the tab at `index` while customizing the tab bar, or the app did.
    ///
    /// The user hid the tab at `index` while customizing the tab bar (its `allowsHiding` let them), or the app's
    /// own editor did (``TabBarRouter/hideTab(at:)``); it stays a tab, with its stack and coordinator, out of sight.
    case tabHidden(index: Int)
    /// The user, or the app (``TabBarRouter/showTab(at:)``), showed again the tab at `index`, which was hidden.
    case tabShown(index: Int)
}
