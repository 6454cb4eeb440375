extension HeadlessTabBarController {
    /// Whether the tabs show as a sidebar now.
    ///
    /// Whether the tabs show as a sidebar now: a tab bar with groups, in regular width, whose sidebar the user
    /// showed (an iPad starts with the tab bar; a Mac with the sidebar). In compact width there is none.
    ///
    /// ```swift
    /// tabBarController.simulateSidebarToggle()
    /// tabBarController.isSidebarVisible  // true
    /// ```
    public var isSidebarVisible: Bool { core.isSidebarVisible }

    /// Does what the user does with the button that shows or hides the sidebar (iPad, iOS 18).
    ///
    /// Nothing is selected or popped; the ``TabBarRouter`` reports ``TabBarEvent/sidebarShown`` or
    /// ``TabBarEvent/sidebarHidden``. Selecting a tab of a group from the sidebar is ``simulateTabSelection(at:)``.
    /// Under SwiftUI's rules SwiftUI does not expose the sidebar's visibility: the toggle changes nothing TiltUp
    /// can see, and is reported.
    ///
    /// ```swift
    /// navigationController.simulateSizeClassChange(to: .regular)  // the stack the tab bar is on
    /// tabBarController.simulateSidebarToggle()  // the sidebar shows Library's tabs
    /// ```
    ///
    /// - Returns: whether the sidebar was shown or hidden; `false` under SwiftUI's rules, for a tab bar with no
    ///   groups, in compact width, or under a modal (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateSidebarToggle() -> Bool {
        core.asUserGesture(.sidebarToggle) { core.toggleSidebar("simulateSidebarToggle") }
    }

    /// Does what the user does when hiding the tab at `index` while customizing the tab bar.
    ///
    /// Does what the user does when customizing the tab bar and unchecking the tab at `index` (iOS 18): it is
    /// hidden, with its stack and coordinator kept; if it was selected, the first tab shown is selected. The user
    /// has an editor only in UIKit's sidebar, while it is shown (an iPad or Mac Catalyst, with groups, in regular
    /// width; an iPad starts with it hidden, and the user shows it first): elsewhere (the sidebar hidden, an iPhone,
    /// a native Mac, SwiftUI's rules) the gesture is refused; an app's own editor calls ``TabBarRouter/hideTab(at:)``
    /// instead.
    ///
    /// ```swift
    /// tabBarController.simulateHidingTab(at: 2)  // the Radio tab allows hiding
    /// ```
    ///
    /// - Parameter index: the tab's index in the tab bar router's `tabs`.
    /// - Returns: whether it is hidden now; `false` where there is no editor, for a tab that does not allow hiding,
    ///   the last tab shown, one hidden already, no tab at `index`, or under a modal (each reported as
    ///   ``NavigationDiagnostic/Kind/gestureUnavailable`` but the one hidden already).
    @discardableResult
    public func simulateHidingTab(at index: Int) -> Bool {
        core.asUserGesture(.tabHiding(index: index, hidden: true)) { core.setHidden(true, tabAt: index, "simulateHidingTab") }
    }

    /// Does what the user does when customizing the tab bar and checking again the hidden tab at `index`.
    ///
    /// - Parameter index: the tab's index in the tab bar router's `tabs`.
    /// - Returns: whether it is shown again; `false` when it was not hidden, or it cannot be (see ``simulateHidingTab(at:)``).
    @discardableResult
    public func simulateShowingTab(at index: Int) -> Bool {
        core.asUserGesture(.tabHiding(index: index, hidden: false)) { core.setHidden(false, tabAt: index, "simulateShowingTab") }
    }

    /// Does what the user does when dragging a tab to another place in its group, in the sidebar.
    ///
    /// Does what the user does when dragging the tab at `from` to `to` in the sidebar, within a group that
    /// allows reordering: the tab bar router's `tabs` follow the new order, and it reports ``TabBarEvent/tabsChanged(count:)``.
    /// Only where the user has an editor, as ``simulateHidingTab(at:)`` says; an app's own calls
    /// ``TabBarRouter/moveTab(from:to:)``.
    ///
    /// ```swift
    /// tabBarController.simulateMovingTab(from: 2, to: 1)  // Artists before Albums
    /// ```
    ///
    /// - Parameters:
    ///   - from: the index of the tab dragged.
    ///   - to: the index it is dropped at, in the same group.
    /// - Returns: whether it moved; `false` where there is no editor, for tabs in no group, in different groups, or
    ///   a group that does not allow reordering, or under a modal (each reported as
    ///   ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateMovingTab(from: Int, to: Int) -> Bool {
        core.asUserGesture(.tabMove(from: from, to: to)) { core.moveTab(from: from, to: to, "simulateMovingTab") }
    }

    /// Does what the user does when cancelling search on the search tab.
    ///
    /// Does what the user does when cancelling search on the search tab: on iOS 26, with
    /// ``TabBarRouter/searchActivatesAutomatically``, the tab selected before the search tab is selected again,
    /// reported as the user's selection; if the user hid it meanwhile, the first tab shown other than the search tab.
    ///
    /// ```swift
    /// tabBarController.simulateSearchCancel()  // back on the tab the user searched from
    /// ```
    ///
    /// - Returns: whether the selection went back; `false` when the search tab is not selected, search does not
    ///   activate automatically, or no other tab is shown, so the search tab stays (each reported as
    ///   ``NavigationDiagnostic/Kind/gestureUnavailable``), and when the selection did not change (reported as
    ///   no selection).
    @discardableResult
    public func simulateSearchCancel() -> Bool {
        guard let index = core.searchCancelTarget.flatMap({ previous in core.viewControllers?.firstIndex { $0 === previous } }) else {
            return core.cancelSearch("simulateSearchCancel")
        }
        return core.asUserGesture(.tabTap(index: index)) { core.cancelSearch("simulateSearchCancel") }
    }
}
