#if canImport(UIKit)
import UIKit

// iOS 18's tabs: the tab bar as `UITab`s and `UITabGroup`s, which an iPad shows as a sidebar too. Compiled
// with an SDK of iOS 18 or later (SwiftUI 6 is its marker); with an older one, and below iOS 18, the tabs are
// `viewControllers`.
extension UIKitTabBarFrontEnd {
    /// The identifier of the tab showing `screen` in `layout`: its own (the system saves the user's
    /// customizations under it), with its place added only when another tab has it already.
    func tabIdentifier(of screen: Screen, at index: Int, in layout: TabLayout) -> String {
        let own = layout.info[ObjectIdentifier(screen)]?.identifier ?? "tab"
        return screensByTabIdentifier[own] == nil ? own : "\(own)#\(index)"
    }

    /// Shows `screens` as `UITab`s when `layout` has groups or a search tab and the system has them; returns
    /// whether it did.
    func showAsTabs(_ screens: [Screen], layout: TabLayout) -> Bool {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, macCatalyst 18.0, *),
            layout.hasGroups || layout.info.values.contains(where: \.isSearch)
        else { return false }
        var containers: [String: TabGroupContainerController] = [:]
        screensByTabIdentifier = [:]
        var tabs: [UITab] = []
        var placedGroups: Set<String> = []
        for (index, screen) in screens.enumerated() {
            if let group = layout.group(of: screen) {
                guard placedGroups.insert(group.identifier).inserted else { continue }
                let container = groupContainers[group.identifier] ?? TabGroupContainerController()
                containers[group.identifier] = container
                let children = group.screens.compactMap { member -> UITab? in
                    guard let position = screens.firstIndex(where: { $0 === member }) else { return nil }
                    return makeTab(for: member, at: position, in: layout)
                }
                let tabGroup = UITabGroup(
                    title: group.title, image: group.systemImage.flatMap { UIImage(systemName: $0) }, identifier: group.identifier,
                    children: children
                ) { _ in container }
                tabGroup.allowsReordering = group.allowsReordering
                tabs.append(tabGroup)
                // The tab it showed, while it is still one of the group's; else its first tab shown.
                if !group.screens.contains(where: { $0 === container.shown }),
                    let first = group.screens.first(where: { !layout.hidden.contains(ObjectIdentifier($0)) }) ?? group.screens.first
                {
                    container.show(first)
                }
            } else {
                tabs.append(makeTab(for: screen, at: index, in: layout))
            }
        }
        groupContainers = containers
        tabsLayout = (screens, layout)
        tabBarController.mode = layout.hasGroups ? .tabSidebar : .automatic
        tabBarController.tabs = tabs
        // After the tabs are added: the system applies the customizations it saved when a tab is added, and
        // what is set later wins, so the model's hidden tabs are what the user sees.
        for (identifier, screen) in screensByTabIdentifier {
            tabBarController.tab(forIdentifier: identifier)?.isHidden = layout.hidden.contains(ObjectIdentifier(screen))
        }
        // So is the model's order of each group's tabs (the user's, saved and restored, or the app's moveTab).
        for case let group as UITabGroup in tabs {
            group.displayOrderIdentifiers = group.children.map(\.identifier)
        }
        return true
        #else
        return false
        #endif
    }

    /// The tabs' screens in the order the user sees them, each group's tabs in its place.
    func shownTabScreens() -> [Screen] {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, macCatalyst 18.0, *), let screens = tabsLayout?.screens else { return tabsLayout?.screens ?? [] }
        var ordered: [Screen] = []
        func append(_ tab: UITab) {
            if let group = tab as? UITabGroup {
                let byIdentifier = Dictionary(group.children.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
                // The user's order, then the children it does not list (added since), in their own order.
                var order = group.displayOrderIdentifiers.filter { byIdentifier[$0] != nil }
                order += group.children.map(\.identifier).filter { !order.contains($0) }
                order.compactMap { byIdentifier[$0] }.forEach(append)
            } else if let screen = screensByTabIdentifier[tab.identifier] {
                ordered.append(screen)
            }
        }
        tabBarController.tabs.forEach(append)
        // A tab UIKit no longer lists keeps its place at the end until the router ends it.
        return ordered + screens.filter { screen in !ordered.contains { $0 === screen } }
        #else
        return tabsLayout?.screens ?? []
        #endif
    }

    /// The screen of the selected tab, a group's tab included.
    func selectedShownTabScreen() -> Screen? {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, macCatalyst 18.0, *), let selected = tabBarController.selectedTab else { return nil }
        return screen(of: selected)
        #else
        return nil
        #endif
    }

    /// Selects the tab showing `screen`; returns whether it is one of the `UITab`s.
    func selectShownTab(of screen: Screen) -> Bool {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, macCatalyst 18.0, *),
            let identifier = screensByTabIdentifier.first(where: { $0.value === screen })?.key,
            let tab = tabBarController.tab(forIdentifier: identifier)
        else { return false }
        tabBarController.selectedTab = tab
        showInGroup(screen)
        return true
        #else
        return false
        #endif
    }

    /// Shows `screen` in its group's view controller, when it is a group's tab: UIKit selected it there.
    func showInGroup(_ screen: Screen) {
        guard let layout = tabsLayout?.layout, let group = layout.group(of: screen) else { return }
        groupContainers[group.identifier]?.show(screen)
    }

    #if canImport(SwiftUI, _version: 6.0)
    /// The screen `tab` shows: a group's selected tab's, or the one its view controller shows, for a group
    /// selected as one item of the tab bar (an iPhone, or an iPad without the sidebar).
    @available(iOS 18.0, macCatalyst 18.0, *)
    func screen(of tab: UITab) -> Screen? {
        if let group = tab as? UITabGroup {
            return group.selectedChild.flatMap(screen(of:)) ?? groupContainers[group.identifier]?.shown
        }
        return screensByTabIdentifier[tab.identifier]
    }
    #endif

    /// Goes back from `UITab`s to the plain tab bar: no sidebar mode left behind.
    func leaveTabs() {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macCatalyst 18.0, *) {
            tabBarController.mode = .automatic
        }
        #endif
    }

    /// Whether the sidebar is shown.
    func sidebarIsShown() -> Bool {
        #if canImport(SwiftUI, _version: 6.0)
        guard #available(iOS 18.0, macCatalyst 18.0, *) else { return false }
        return tabBarController.mode == .tabSidebar && !tabBarController.sidebar.isHidden
            && tabBarController.traitCollection.horizontalSizeClass != .compact
        #else
        return false
        #endif
    }

    #if canImport(SwiftUI, _version: 6.0)
    /// The `UITab` of `screen`: a search tab, or a tab with its label, hidden as the user left it.
    @available(iOS 18.0, macCatalyst 18.0, *)
    private func makeTab(for screen: Screen, at index: Int, in layout: TabLayout) -> UITab {
        let info = layout.info[ObjectIdentifier(screen)]
        let identifier = tabIdentifier(of: screen, at: index, in: layout)
        let tab: UITab
        if info?.isSearch == true {
            let search = UISearchTab { _ in screen }
            #if canImport(SwiftUI, _version: 7.0)  // an SDK of iOS 26 or later
            if #available(iOS 26.0, macCatalyst 26.0, *) {
                search.automaticallyActivatesSearch = searchActivatesAutomatically
            }
            #endif
            tab = search
        } else {
            tab = UITab(
                title: info?.title ?? screen.tabBarItem.title ?? "",
                image: info?.systemImage.flatMap { UIImage(systemName: $0) } ?? screen.tabBarItem.image, identifier: identifier
            ) { _ in screen }
        }
        tab.allowsHiding = info?.allowsHiding ?? false
        screensByTabIdentifier[tab.identifier] = screen
        return tab
    }
    #endif
}

#endif
