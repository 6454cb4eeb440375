#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

extension HeadlessTabBarController {
    /// Does what the user does by tapping the tab at `index`: selects it.
    ///
    /// Tapping the tab that is selected already pops its navigation controller to the root, as UIKit
    /// does, so every screen popped has its pop handler run. A tab bar that SwiftUI's `TabView` shows
    /// (made from a ``NavigationStackController``'s Router) does not: SwiftUI pops nothing on a second tap. Under
    /// UIKit's rules a group of tabs is one item of the tab bar on an iPhone and on an iPad whose sidebar is
    /// hidden: tapping it is tapping the tab it shows, the group's selected tab, and its other tabs are reached
    /// from the sidebar. An index with no tab, a tab the user hid, or another tab of a group shown as one item
    /// changes nothing and is reported as ``NavigationDiagnostic/Kind/gestureUnavailable``.
    ///
    /// ```swift
    /// tabBarController.simulateTabSelection(at: 1)
    /// ```
    public func simulateTabSelection(at index: Int) {
        core.tap(at: index)
    }
}
