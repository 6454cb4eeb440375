// The tabs the user hid and the order they gave a group's tabs: read, changed by an app's own editor, saved
// and restored. The user's own editor is the platform's (UIKit's sidebar on an iPad or Mac Catalyst, iOS 18),
// whose changes the front end reports (TabBarRouter+DirectChanges.swift).

extension TabBarRouter {
    /// Whether the user hid the tab at `index` while customizing the tab bar, or the app hid it (``hideTab(at:)``).
    ///
    /// A hidden tab keeps its stack and its coordinator; it is never selected, and saved navigation keeps it
    /// hidden (``NavigationSnapshot/hiddenTabs``).
    ///
    /// ```swift
    /// tabBarRouter.isTabHidden(at: 3)  // true once the user hid Radio
    /// ```
    ///
    /// - Parameter index: an index in ``tabs``.
    /// - Returns: whether it is hidden; `false` for no tab.
    public func isTabHidden(at index: Int) -> Bool {
        let current = tabs
        return current.indices.contains(index) && isHidden(current[index])
    }

    /// Hides the tab at `index`, as the user does in UIKit's sidebar editor: the call an app's own editor makes.
    ///
    /// For an editor of the app's own, where the platform offers the user none (SwiftUI's `TabView` under
    /// `RouterView`, a native Mac, an iPhone). The tab keeps its stack and coordinator, out of sight; if it was
    /// selected, the first tab shown is selected. It is the app's change, recorded by a journal as the app's
    /// (``NavigationCause/app``), reported as ``TabBarEvent/tabHidden(index:)`` and kept in saved navigation.
    ///
    /// ```swift
    /// tabBarRouter.hideTab(at: 3)  // the Radio tab, which allows hiding
    /// ```
    ///
    /// - Parameter index: an index in ``tabs``.
    /// - Returns: whether it was hidden; `false` for one hidden already, and, reported as
    ///   ``NavigationDiagnostic/Kind/tabNotFound``, for no tab at `index`, a tab that does not allow hiding
    ///   (``Tab/allowsHiding``), or the last tab shown.
    @discardableResult
    public func hideTab(at index: Int) -> Bool {
        let recording = beginRecording("hideTab")
        defer { recording?.end() }
        return setTabHidden(true, at: index, "hideTab")
    }

    /// Shows again the hidden tab at `index`: the call an app's own editor makes.
    ///
    /// ```swift
    /// tabBarRouter.showTab(at: 3)
    /// ```
    ///
    /// - Parameter index: an index in ``tabs``.
    /// - Returns: whether it was shown again; `false` for a tab that was not hidden, and, reported as
    ///   ``NavigationDiagnostic/Kind/tabNotFound``, for no tab at `index`.
    @discardableResult
    public func showTab(at index: Int) -> Bool {
        let recording = beginRecording("showTab")
        defer { recording?.end() }
        return setTabHidden(false, at: index, "showTab")
    }

    /// Moves the tab at `from` to `to`, within a group that allows reordering: the call an app's own editor makes.
    ///
    /// As the user's drag in UIKit's sidebar: ``tabs`` follow the new order, the selected tab stays selected, and
    /// ``TabBarEvent/tabsChanged(count:)`` is reported. Recorded by a journal as the app's move
    /// (``NavigationJournal/Change/tabMoved(from:to:)``), which a replay makes again; saved navigation keeps the
    /// order (``NavigationSnapshot/tabOrders``).
    ///
    /// ```swift
    /// tabBarRouter.moveTab(from: 2, to: 1)  // Artists before Albums
    /// ```
    ///
    /// - Parameters:
    ///   - from: the index of the tab to move.
    ///   - to: the index it goes to, in the same group.
    /// - Returns: whether it moved; `false` when `from` is `to`, and, reported as
    ///   ``NavigationDiagnostic/Kind/tabNotFound``, for no tab at either index, tabs in no group or in different
    ///   groups, or a group that does not allow reordering (``TabGroup/allowsReordering``).
    @discardableResult
    public func moveTab(from: Int, to: Int) -> Bool {
        let recording = beginRecording("moveTab")
        defer { recording?.end() }
        let current = tabs
        guard current.indices.contains(from), current.indices.contains(to) else {
            report(.tabNotFound, "moveTab: there is no tab at index \(from) or \(to); nothing moved")
            return false
        }
        guard let group = group(ofTabAt: from), group.allowsReordering,
            group.tabs.contains(where: { $0.coordinator === current[to].coordinator })
        else {
            report(.tabNotFound, "moveTab: tabs move only within a group that allows it (TabGroup's allowsReordering); nothing moved")
            return false
        }
        guard from != to else { return false }
        var reordered = current
        reordered.insert(reordered.remove(at: from), at: to)
        show(reordered)
        // Observers hear the tabs changed; a journal records which tab moved where, so that a replay moves it again.
        eventQueue.append(.tabsChanged(count: reordered.count))
        presenter?.journalCore?.record(.tabMoved(from: from, to: to))
        eventQueue.deliver()
        return true
    }

    // MARK: Internals

    /// Whether `tab` is hidden: it allows hiding, and the user or the app hid it.
    func isHidden(_ tab: Tab) -> Bool {
        tab.allowsHiding && hiddenTabIdentifiers.contains(tab.identifier)
    }

    /// Hides or shows again the tab at `index`, for the app's editor, as `method`.
    private func setTabHidden(_ hidden: Bool, at index: Int, _ method: String) -> Bool {
        let current = tabs
        guard current.indices.contains(index) else {
            report(.tabNotFound, "\(method): there is no tab at index \(index); nothing changed")
            return false
        }
        let tab = current[index]
        guard isHidden(tab) != hidden else { return false }
        guard tab.allowsHiding else {
            report(
                .tabNotFound,
                "\(method): the tab at index \(index) does not allow hiding (TabBarRouter.Tab's allowsHiding); nothing changed")
            return false
        }
        if hidden, !current.contains(where: { $0.coordinator !== tab.coordinator && !isHidden($0) }) {
            report(.tabNotFound, "\(method): the tab at index \(index) is the last one shown; it stays")
            return false
        }
        let before = selectedIndex
        if hidden {
            hiddenTabIdentifiers.insert(tab.identifier)
        } else {
            hiddenTabIdentifiers.remove(tab.identifier)
        }
        show(current)
        noteSelection(changedFrom: before)
        append(hidden ? .tabHidden(index: index) : .tabShown(index: index))
        eventQueue.deliver()
        return true
    }

    /// Shows the first tab again when every tab is hidden (the app removed every tab shown, or its new tabs have
    /// the identifiers of tabs the user hid): a tab bar never has all its tabs hidden. Returns whether it did.
    func showFirstTabIfEveryTabIsHidden() -> Bool {
        guard let first = ownTabs.first, ownTabs.allSatisfy(isHidden) else { return false }
        hiddenTabIdentifiers.remove(first.identifier)
        report(
            .tabNotFound,
            "setTabs: every tab given is hidden (the user or the app hid them); the first, \"\(first.identifier)\", is shown again, as a tab bar always shows a tab"
        )
        return true
    }

    /// Gives the front end `tabs`, in that order, with their layout (the hidden ones out of sight), as this
    /// router's own change; a selected tab hidden leaves the first tab shown selected.
    func show(_ tabs: [Tab]) {
        ownTabs = tabs
        isChanging = true
        frontEnd.setTabScreens(tabs.map { $0.router.navigationController }, layout: layout(of: tabs), animated: false)
        selectFirstTabShownIfHiddenSelected()
        isChanging = false
    }

    /// Selects the first tab shown when the selected one is hidden: no path ends on a hidden tab.
    func selectFirstTabShownIfHiddenSelected() {
        let current = ownTabs
        guard let selected = selectedIndex, isHidden(current[selected]), let first = current.first(where: { !isHidden($0) }) else { return }
        frontEnd.selectTabScreen(first.router.navigationController)
    }

    // MARK: Saved navigation

    /// Whether `route` is the route of a tab the user hid, or of a group whose tabs they all hid.
    func hidesEveryTab(of route: AnyHashable) -> Bool {
        if let tab = tabs.first(where: { $0.route == route }) {
            return isHidden(tab)
        }
        guard let group = groups.first(where: { $0.route == route }) else { return false }
        return group.tabs.allSatisfy(isHidden)
    }

    /// Selects the first tab shown, as the app's selection.
    func selectFirstTabShown() {
        guard let index = tabs.firstIndex(where: { !isHidden($0) }) else { return }
        selectTab(at: index)
    }

    /// The tab each group other than the selected tab's showed last, by group identifier, each tab by its
    /// identifier: only where it is not the group's first tab shown, which its route selects by default.
    var customizedGroupSelections: [String: String] {
        let selected = selectedTab.map { ObjectIdentifier($0.coordinator) }
        var selections: [String: String] = [:]
        for group in groups {
            guard !group.tabs.contains(where: { ObjectIdentifier($0.coordinator) == selected }),
                let last = lastSelectedInGroup[group.identifier],
                let tab = group.tabs.first(where: { ObjectIdentifier($0.coordinator) == last && !isHidden($0) }),
                tab.coordinator !== group.tabs.first(where: { !isHidden($0) })?.coordinator
            else { continue }
            selections[group.identifier] = tab.identifier
        }
        return selections
    }

    /// Gives each group the last tab `selections` saved for it, and the others none (their route selects their
    /// first tab shown); the foreground, opened next, selects its own tab, in its group.
    func restoreGroupSelections(_ selections: [String: String]) {
        for group in groups {
            lastSelectedInGroup[group.identifier] = selections[group.identifier].flatMap { identifier in
                group.tabs.first { $0.identifier == identifier }.map { ObjectIdentifier($0.coordinator) }
            }
        }
    }

    /// Hides the tabs whose identifiers are `identifiers`, and shows the others: what saved navigation restores.
    /// A tab that does not allow hiding stays shown, and so does the first tab when the save would hide them all.
    func restoreHiddenTabs(_ identifiers: Set<String>) {
        let current = tabs
        var hidden = Set(current.filter { $0.allowsHiding && identifiers.contains($0.identifier) }.map(\.identifier))
        if let first = current.first, current.allSatisfy({ hidden.contains($0.identifier) }) {
            // The user never hides the last tab shown: a save that hides them all leaves the first.
            hidden.remove(first.identifier)
        }
        let before = selectedIndex
        let hiddenBefore = current.map(isHidden)
        hiddenTabIdentifiers = hidden
        show(current)
        noteSelection(changedFrom: before)
        // Each tab the restore hides or shows again is reported, as the app's hideTab(at:) and showTab(at:) are.
        for (index, tab) in current.enumerated() where isHidden(tab) != hiddenBefore[index] {
            append(isHidden(tab) ? .tabHidden(index: index) : .tabShown(index: index))
        }
        eventQueue.deliver()
    }

    /// The order the user gave each group that allows reordering, by the group's identifier, its tabs named by
    /// their identifiers: only the groups whose order is no longer the app's.
    var customizedTabOrders: [String: [String]] {
        let current = tabs
        var orders: [String: [String]] = [:]
        for group in ownGroups where group.allowsReordering {
            let members = current.filter { tab in group.tabs.contains { $0.coordinator === tab.coordinator } }
            let appsOrder = group.tabs.filter { tab in members.contains { $0.coordinator === tab.coordinator } }
            if !members.elementsEqual(appsOrder, by: { $0.coordinator === $1.coordinator }) {
                orders[group.identifier] = members.map(\.identifier)
            }
        }
        return orders
    }

    /// Puts each group that allows reordering in the order `orders` saved for it: the tabs it names first, in
    /// its order, then the others in the app's; a group it names not, in the app's order. Identifiers that name
    /// no tab of the group are left out.
    func restoreTabOrders(_ orders: [String: [String]]) {
        let current = tabs
        var reordered = current
        for group in ownGroups where group.allowsReordering {
            let places = current.indices.filter { index in group.tabs.contains { $0.coordinator === current[index].coordinator } }
            // The group's tabs as the tab bar names them now (a duplicate identifier made unique), in the app's order.
            let appsOrder = group.tabs.compactMap { tab in
                places.first { current[$0].coordinator === tab.coordinator }.map { current[$0] }
            }
            var wanted: [Tab] = []
            for identifier in orders[group.identifier] ?? [] {
                if let tab = appsOrder.first(where: { $0.identifier == identifier }),
                    !wanted.contains(where: { $0.coordinator === tab.coordinator })
                {
                    wanted.append(tab)
                }
            }
            wanted += appsOrder.filter { tab in !wanted.contains { $0.coordinator === tab.coordinator } }
            for (place, tab) in zip(places, wanted) {
                reordered[place] = tab
            }
        }
        guard !reordered.elementsEqual(current, by: { $0.coordinator === $1.coordinator }) else { return }
        show(reordered)
        append(.tabsChanged(count: reordered.count))
        eventQueue.deliver()
    }
}
