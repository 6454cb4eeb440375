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

    /// Whether the sidebar is shown now, as far as the front end can tell.
    ///
    /// Under UIKit's rules, what the user chose with the sidebar button, else the platform's start: a Mac's
    /// sidebar shows, an iPad's tab bar. SwiftUI does not expose its sidebar's visibility: under its rules only
    /// what `.sidebarAdaptable` documents is known, the sidebar a Mac always shows; on an iPad it is not known,
    /// and not said.
    var isSidebarVisible: Bool {
        guard canShowSidebar else { return false }
        guard rules.reportsTabSidebarVisibility else { return platform.isMac }
        return sidebarShown ?? platform.isMac
    }

    /// Whether the tab bar shows each group as one item now: under UIKit's rules, while the sidebar is not
    /// shown (an iPhone, an iPad with the sidebar hidden); the item shows the group's selected tab.
    var showsGroupsAsOneItem: Bool {
        rules.tabGroupIsOneTabBarItem && layout.hasGroups && !isSidebarVisible
    }

    /// The tab that the group of the tab of `screen` shows: its selected tab, the one it showed last, or its
    /// first tab shown, as the tab bar router keeps them; `screen` for a tab in no group.
    func screenShownByGroup(of screen: Screen) -> Screen? {
        guard let group = layout.group(of: screen) else { return screen }
        if let receiver {
            return receiver.tabShownByGroup(containing: screen)
        }
        if let selected = selectedViewController, group.screens.contains(where: { $0 === selected }) {
            return selected
        }
        return group.screens.first { !isHidden($0) }
    }

    /// Why the user cannot tap the tab of `screen`, at `index`, straight from the tab bar: it is a tab of a group
    /// that the tab bar shows as one item, and not the tab that item shows. `nil` when they can.
    func groupItemRefusal(tapping screen: Screen, at index: Int) -> String? {
        guard showsGroupsAsOneItem, let group = layout.group(of: screen), let shown = screenShownByGroup(of: screen), shown !== screen
        else { return nil }
        let item = viewControllers?.firstIndex { $0 === shown }.map { "\($0)" } ?? "?"
        return
            "simulateTabSelection: the tab at index \(index) is in the group \"\(group.title)\", which UIKit's tab bar shows as one item (on an iPhone, or an iPad without the sidebar); that item shows the group's selected tab, at index \(item): tap that one, or show the sidebar; nothing happened"
    }

    /// Why the user has no editor to hide or reorder tabs here, for `method`; `nil` where they have one: UIKit's
    /// sidebar (iOS 18), on an iPad or Mac Catalyst, with groups, in regular width.
    func customizingRefusal(_ method: String) -> String? {
        if !rules.offersTabCustomization {
            return
                "\(method): SwiftUI's tab view offers the user no editor to hide or reorder tabs (TiltUp binds no TabViewCustomization); nothing happened. An app's own editor calls TabBarRouter's hideTab(at:), showTab(at:) and moveTab(from:to:)"
        }
        if platform == .macOS {
            return "\(method): a native Mac offers the user no editor to hide or reorder tabs; nothing happened"
        }
        if !canShowSidebar {
            return
                "\(method): UIKit's editor of the tabs is in the sidebar of a tab bar with groups, in regular width (an iPad or Mac Catalyst, iOS 18); there is none here, so nothing happened"
        }
        if !isSidebarVisible {
            // UIKit's editor is the sidebar's Edit: with the sidebar hidden, the user shows it first.
            return
                "\(method): UIKit's editor of the tabs is in the sidebar, which is hidden: the user shows it first (the sidebar's button); nothing happened"
        }
        return nil
    }

    /// The tabs' screens the user sees: those not hidden, in order.
    var visibleTabScreens: [Screen] {
        (viewControllers ?? []).filter { !layout.hidden.contains(ObjectIdentifier($0)) }
    }

    /// The user's button that shows or hides the sidebar.
    func toggleSidebar(_ method: String) -> Bool {
        guard rules.reportsTabSidebarVisibility else {
            report(
                .gestureUnavailable,
                "\(method): SwiftUI does not expose its tab view's sidebar visibility, so TiltUp follows no toggle of it: no event, no change of isSidebarVisible"
            )
            return false
        }
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
        if let refusal = customizingRefusal(method) {
            report(.gestureUnavailable, refusal)
            return false
        }
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
        if let refusal = customizingRefusal(method) {
            report(.gestureUnavailable, refusal)
            return false
        }
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

    /// The tab cancelling search goes back to: the one selected before the search tab, or, if the user hid that
    /// one meanwhile (a hidden tab cannot be selected), the first tab shown that is not the search tab.
    var searchCancelTarget: Screen? {
        selectionBeforeSearch.flatMap {
            layout.hidden.contains(ObjectIdentifier($0))
                ? visibleTabScreens.first { layout.info[ObjectIdentifier($0)]?.isSearch != true } : $0
        }
    }

    /// The user cancels search on the search tab: on iOS 26, where selecting it activates search, the tab
    /// selected before it is selected again; the first tab shown, if the user hid that one meanwhile.
    func cancelSearch(_ method: String) -> Bool {
        guard let selected = selectedViewController, layout.info[ObjectIdentifier(selected)]?.isSearch == true else {
            report(.gestureUnavailable, "\(method): the selected tab is not the search tab; nothing happened")
            return false
        }
        guard searchActivatesAutomatically else {
            report(.gestureUnavailable, "\(method): search was cancelled; the search tab stays selected (it is not set to activate search)")
            return false
        }
        guard let previous = searchCancelTarget, let index = viewControllers?.firstIndex(where: { $0 === previous }) else {
            report(
                .gestureUnavailable, "\(method): search was cancelled; the search tab stays selected (no other tab is shown to go back to)")
            return false
        }
        let before = selectedIndex
        select(index: index, method)
        // Only a selection that changed is the user's: nothing is reported for one that did not.
        guard selectedIndex != before else { return false }
        receiver?.tabBarDidSelectByUser(previous, reselected: false)
        return true
    }
}
