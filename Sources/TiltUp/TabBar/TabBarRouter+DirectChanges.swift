#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// What the tab bar controller tells its router (TabBarChangeReceiver): changes made on the controller
// directly (tabs reordered, removed or put there by someone else), the user's taps and diagnostics.

extension TabBarRouter: TabBarChangeReceiver {
    func tabBarDidChange() {
        guard !isChanging else { return }
        // A change made on the controller directly: the tabs follow its order, tabs whose screen has gone
        // end, as with setTabs, and screens that are no tab are reported once.
        let before = ownTabs.map { ObjectIdentifier($0.coordinator) }
        let screens = frontEnd.tabScreens ?? []
        followControllersOrder()
        let removed = ownTabs.filter { tab in !screens.contains { $0 === tab.router.navigationController } }
        ownTabs.removeAll { tab in removed.contains { $0.coordinator === tab.coordinator } }
        var strangers: Set<ObjectIdentifier> = []
        for screen in screens where !ownTabs.contains(where: { $0.router.navigationController === screen }) {
            let id = ObjectIdentifier(screen)
            strangers.insert(id)
            if !reportedStrangers.contains(id) {
                report(
                    .tabNotFound,
                    "\(describe(screen)) was put on the tab bar controller directly; it is no tab of this router (no coordinator owns it): add tabs with setTabs"
                )
            }
        }
        reportedStrangers = strangers
        if ownTabs.map({ ObjectIdentifier($0.coordinator) }) != before {
            append(.tabsChanged(count: ownTabs.count))
        }
        // A selection made on the controller in code is seen (selectedIndex reads it) but, as UIKit's
        // delegate does not report it, it is no TabBarEvent; the user's taps are reported by tabBarDidSelectByUser.
        noteGroupSelection()
        for tab in removed {
            end(tab)
        }
        eventQueue.deliver()
    }

    func tabShownByGroup(containing screen: Screen) -> Screen? {
        guard let index = indexOfTab(showing: screen), let group = group(ofTabAt: index) else { return screen }
        return tabShown(by: group)?.router.navigationController
    }

    func tabBarDidSelectByUser(_ screen: Screen, reselected: Bool) {
        userDidSelect(screen, reselected: reselected)
    }

    func tabBarDidReport(_ diagnostic: NavigationDiagnostic) {
        report(diagnostic)
    }

    func tabBarSidebarDidChange(visible: Bool) {
        append(visible ? .sidebarShown : .sidebarHidden)
        eventQueue.deliver()
    }

    func tabBarDidCustomize(hidden: Bool, screen: Screen) {
        guard let index = indexOfTab(showing: screen) else { return }
        let identifier = ownTabs[index].identifier
        if hidden {
            hiddenTabIdentifiers.insert(identifier)
        } else {
            hiddenTabIdentifiers.remove(identifier)
        }
        append(hidden ? .tabHidden(index: index) : .tabShown(index: index))
        eventQueue.deliver()
    }

    var tabBarIsCovered: Bool {
        presenter.map { $0.routeState.presentsModal && !$0.presentedSheetIsUndimmed } ?? false
    }
}

extension TabBarRouter {
    /// Puts ``ownTabs`` in the order of the controller's screens, when someone else reordered them.
    func followControllersOrder() {
        guard let screens = frontEnd.tabScreens, !ownTabs.isEmpty else { return }
        var order = 0
        var inOrder = true
        for screen in screens where order < ownTabs.count {
            if ownTabs[order].router.navigationController === screen {
                order += 1
            } else if ownTabs.contains(where: { $0.router.navigationController === screen }) {
                inOrder = false
                break
            }
        }
        guard !inOrder else { return }
        let byScreen = Dictionary(
            ownTabs.map { (ObjectIdentifier($0.router.navigationController), $0) }, uniquingKeysWith: { first, _ in first })
        let reordered = screens.compactMap { byScreen[ObjectIdentifier($0)] }
        // Tabs whose screens are gone keep their place at the end until the controller's change ends them.
        ownTabs = reordered + ownTabs.filter { tab in !reordered.contains { $0.coordinator === tab.coordinator } }
    }
}
