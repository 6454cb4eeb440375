extension TabBarRouter {
    /// Whether the tabs show as a sidebar now (iPad in regular width, a tab bar with groups, iOS 18; a Mac).
    ///
    /// ```swift
    /// tabBarRouter.isSidebarVisible  // false: an iPad starts with the tab bar
    /// ```
    public var isSidebarVisible: Bool { frontEnd.isSidebarVisible }

    /// Whether the user hid the tab at `index` while customizing the tab bar.
    ///
    /// A hidden tab keeps its stack and its coordinator; saved navigation keeps it hidden
    /// (``NavigationSnapshot/hiddenTabs``).
    ///
    /// - Parameter index: an index in ``tabs``.
    /// - Returns: whether it is hidden; `false` for no tab.
    public func isTabHidden(at index: Int) -> Bool {
        let current = tabs
        return current.indices.contains(index) && current[index].allowsHiding && hiddenTabIdentifiers.contains(current[index].identifier)
    }

    /// Whether selecting the search tab activates search (iOS 26).
    ///
    /// Whether selecting the search tab activates search, so that cancelling the search selects the tab
    /// selected before it again (iOS 26's `automaticallyActivatesSearch`); `false` by default, as in UIKit.
    public var searchActivatesAutomatically: Bool {
        get { frontEnd.searchActivatesAutomatically }
        set { frontEnd.searchActivatesAutomatically = newValue }
    }

    /// Hides the tabs whose identifiers are `identifiers`, and shows the others: what saved navigation restores.
    /// A tab that does not allow hiding stays shown.
    func restoreHiddenTabs(_ identifiers: Set<String>) {
        let current = tabs
        var hidden = Set(current.filter { $0.allowsHiding && identifiers.contains($0.identifier) }.map(\.identifier))
        if let first = current.first, current.allSatisfy({ hidden.contains($0.identifier) }) {
            // The user never hides the last tab shown: a save that hides them all leaves the first.
            hidden.remove(first.identifier)
        }
        hiddenTabIdentifiers = hidden
        frontEnd.setTabScreens(current.map { $0.router.navigationController }, layout: layout(of: current), animated: false)
        if let selected = selectedIndex, hidden.contains(current[selected].identifier),
            let shown = current.firstIndex(where: { !hidden.contains($0.identifier) })
        {
            // As when the user hides the selected tab: the first tab shown is selected.
            selectTab(at: shown)
        }
    }
}
