#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// iOS 18's tab bar that becomes a sidebar: on an iPad in regular width a tab bar with groups shows its tabs
// as a sidebar too, which the user shows and hides; the user hides tabs that allow it and reorders a group's
// tabs that allow it; the search tab, on iOS 26, goes back to the tab selected before it when search is
// cancelled.
extension HeadlessTabBarCore {
    /// Whether the tabs can show as a sidebar now: there are groups, and the window is regular width (a Mac's
    /// always is).
    var canShowSidebar: Bool {
        layout.hasGroups && horizontalSizeClass == .regular
    }

    /// Whether the sidebar is shown now.
    var isSidebarVisible: Bool {
        canShowSidebar && (sidebarShown ?? platform.isMac)
    }

    /// The tabs' screens the user sees: those not hidden, in order.
    var visibleTabScreens: [Screen] {
        (viewControllers ?? []).filter { !layout.hidden.contains(ObjectIdentifier($0)) }
    }

    /// The user's button that shows or hides the sidebar.
    func toggleSidebar(_ method: String) -> Bool {
        guard layout.hasGroups else {
            report(.gestureUnavailable, "\(method): the tab bar has no groups, so it has no sidebar; nothing happened")
            return false
        }
        guard horizontalSizeClass == .regular else {
            report(.gestureUnavailable, "\(method): in compact width the tabs show as a tab bar only; nothing happened")
            return false
        }
        guard !isCovered(method) else { return false }
        sidebarShown = !isSidebarVisible
        watchers.notify()
        receiver?.tabBarSidebarDidChange(visible: isSidebarVisible)
        return true
    }

    /// The user hides or shows again the tab of `screen` while customizing the sidebar.
    func setHidden(_ hidden: Bool, tabAt index: Int, _ method: String) -> Bool {
        guard let viewControllers, viewControllers.indices.contains(index) else {
            report(.gestureUnavailable, "\(method): there is no tab at index \(index); nothing happened")
            return false
        }
        let screen = viewControllers[index]
        let id = ObjectIdentifier(screen)
        guard layout.info[id]?.allowsHiding == true else {
            report(
                .gestureUnavailable,
                "\(method): the tab at index \(index) does not allow hiding (TabBarRouter.Tab's allowsHiding); nothing happened")
            return false
        }
        guard !isCovered(method), layout.hidden.contains(id) != hidden else { return false }
        if hidden, visibleTabScreens.count == 1 {
            report(.gestureUnavailable, "\(method): the tab at index \(index) is the last one shown; it stays")
            return false
        }
        if hidden {
            layout.hidden.insert(id)
        } else {
            layout.hidden.remove(id)
        }
        if hidden, selectedIndex == index, let first = visibleTabScreens.first,
            let firstIndex = viewControllers.firstIndex(where: { $0 === first })
        {
            // The selected tab went out of sight: as UIKit, the first tab shown is selected.
            select(index: firstIndex, method)
            receiver?.tabBarDidSelectByUser(first, reselected: false)
        }
        watchers.notify()
        receiver?.tabBarDidCustomize(hidden: hidden, screen: screen)
        return true
    }

    /// The user drags the tab at `from` to `to` within its group, which allows reordering.
    func moveTab(from: Int, to: Int, _ method: String) -> Bool {
        guard let viewControllers, viewControllers.indices.contains(from), viewControllers.indices.contains(to) else {
            report(.gestureUnavailable, "\(method): there is no tab at index \(from) or \(to); nothing moved")
            return false
        }
        let moving = viewControllers[from]
        guard let group = layout.group(of: moving), group.allowsReordering,
            group.screens.contains(where: { $0 === viewControllers[to] })
        else {
            report(
                .gestureUnavailable,
                "\(method): the user reorders tabs only within a group that allows it (TabGroup's allowsReordering); nothing moved")
            return false
        }
        guard !isCovered(method), from != to else { return false }
        var reordered = viewControllers
        reordered.remove(at: from)
        reordered.insert(moving, at: to)
        if let position = layout.groups.firstIndex(where: { $0.identifier == group.identifier }) {
            layout.groups[position].screens = reordered.filter { screen in group.screens.contains { $0 === screen } }
        }
        setViewControllers(reordered)
        return true
    }

    /// The tab cancelling search goes back to: the one selected before the search tab, or the first tab shown
    /// if the user hid that one meanwhile (a hidden tab cannot be selected).
    var searchCancelTarget: Screen? {
        selectionBeforeSearch.flatMap { layout.hidden.contains(ObjectIdentifier($0)) ? visibleTabScreens.first : $0 }
    }

    /// The user cancels search on the search tab: on iOS 26, where selecting it activates search, the tab
    /// selected before it is selected again; the first tab shown, if the user hid that one meanwhile.
    func cancelSearch(_ method: String) -> Bool {
        guard let selected = selectedViewController, layout.info[ObjectIdentifier(selected)]?.isSearch == true else {
            report(.gestureUnavailable, "\(method): the selected tab is not the search tab; nothing happened")
            return false
        }
        guard searchActivatesAutomatically, let previous = searchCancelTarget,
            let index = viewControllers?.firstIndex(where: { $0 === previous })
        else {
            report(.gestureUnavailable, "\(method): search was cancelled; the search tab stays selected (it is not set to activate search)")
            return false
        }
        select(index: index, method)
        receiver?.tabBarDidSelectByUser(previous, reselected: false)
        return true
    }
}
