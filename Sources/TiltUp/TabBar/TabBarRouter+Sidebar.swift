extension TabBarRouter {
    /// Whether the tabs show as a sidebar now (iPad in regular width, a tab bar with groups, iOS 18; a Mac).
    ///
    /// Under UIKit's rules it follows the user's sidebar button; a Mac starts with the sidebar, an iPad with the
    /// tab bar. SwiftUI does not expose its sidebar's visibility: under its rules (`RouterView`) it is `true` only
    /// where SwiftUI documents the sidebar, a Mac's, whatever the user's button did.
    ///
    /// ```swift
    /// tabBarRouter.isSidebarVisible  // false: an iPad starts with the tab bar
    /// ```
    public var isSidebarVisible: Bool { frontEnd.isSidebarVisible }

    /// Whether selecting the search tab activates search (iOS 26).
    ///
    /// Whether selecting the search tab activates search, so that cancelling the search selects the tab
    /// selected before it again (iOS 26's `automaticallyActivatesSearch`); `false` by default, as in UIKit.
    public var searchActivatesAutomatically: Bool {
        get { frontEnd.searchActivatesAutomatically }
        set { frontEnd.searchActivatesAutomatically = newValue }
    }
}
