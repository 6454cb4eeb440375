#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

extension TabBarRouter {
    /// A group of tabs: a section of the sidebar an iPad shows (iOS 18).
    ///
    /// A group of tabs: a section of the sidebar an iPad shows (iOS 18: UIKit's `UITabGroup`, SwiftUI's
    /// `TabSection`), each of its tabs with its own stack, coordinator and route.
    ///
    /// ```swift
    /// tabBarRouter.setItems([
    ///     .tab(TabBarRouter.Tab(home, route: AppRoute.home, title: "Home", systemImage: "house")),
    ///     .group(TabBarRouter.TabGroup("Library", systemImage: "books.vertical", tabs: [
    ///         TabBarRouter.Tab(albums, route: AppRoute.albums, title: "Albums"),
    ///         TabBarRouter.Tab(artists, route: AppRoute.artists, title: "Artists"),
    ///     ])),
    /// ])
    /// ```
    ///
    /// A group is no tab of its own: ``TabBarRouter/tabs`` lists its tabs in its place, and selecting, deep
    /// links and saved navigation go to a group's tab as to any other.
    public struct TabGroup {
        /// The group's title: the sidebar's section header.
        public let title: String
        /// The name of the SF Symbol shown with the title, if any.
        public let systemImage: String?
        /// What names the group in the user's customizations (the order they gave its tabs) and saved navigation.
        ///
        /// The one given, else the description of its route, else its title, which a translation changes: a group
        /// that allows reordering with neither is reported (``NavigationDiagnostic/Kind/tabWithoutRoute``).
        public let identifier: String
        /// Whether ``identifier`` was given or comes from the route: something that names the group across launches.
        let hasStableIdentifier: Bool
        /// The route that stands for the group in deep links.
        ///
        /// The route that stands for the group in deep links: a path of it selects the group's selected tab (the
        /// one it showed last, from another tab too), else its first tab shown, and goes on in it; the path then
        /// shows that tab by its own route. A path into a group's tab names the tab.
        public let route: AnyHashable?
        /// Whether the user may reorder the group's tabs in the sidebar.
        public let allowsReordering: Bool
        /// The group's tabs, in order.
        public let tabs: [Tab]

        /// Describes a group of `tabs`.
        ///
        /// ```swift
        /// let library = TabBarRouter.TabGroup("Library", systemImage: "books.vertical", allowsReordering: true, tabs: [albumsTab, artistsTab])
        /// ```
        ///
        /// - Parameters:
        ///   - title: the section header.
        ///   - systemImage: the SF Symbol shown with it.
        ///   - identifier: the group's name in saved customizations; when `nil`, the description of its route,
        ///     else its title.
        ///   - route: the route that selects the group's selected tab, else its first tab shown.
        ///   - allowsReordering: whether the user may reorder the group's tabs.
        ///   - tabs: the group's tabs, each with its own coordinator.
        public init(
            _ title: String, systemImage: String? = nil, identifier: String? = nil, route: AnyHashable? = nil,
            allowsReordering: Bool = false, tabs: [Tab]
        ) {
            self.title = title
            self.systemImage = systemImage
            self.identifier = identifier ?? route.map { "\($0)" } ?? title
            hasStableIdentifier = identifier != nil || route != nil
            self.route = route
            self.allowsReordering = allowsReordering
            self.tabs = tabs
        }
    }

    /// One place in the tab bar: a tab, or a group of tabs.
    public enum Item {
        /// A tab at the top level.
        case tab(Tab)
        /// A group of tabs.
        case group(TabGroup)

        /// The tabs of this place, in order.
        public var tabs: [Tab] {
            switch self {
            case .tab(let tab): [tab]
            case .group(let group): group.tabs
            }
        }
    }

    /// Shows `items`, tabs and groups of tabs, in order: ``setTabs(_:selectedIndex:animated:)`` with the
    /// groups' tabs in their places, and the groups kept for the sidebar.
    ///
    /// ```swift
    /// tabBarRouter.setItems([.tab(homeTab), .group(library)], selectedIndex: 1)  // Library's first tab
    /// ```
    ///
    /// - Parameters:
    ///   - items: the tabs and groups, in order.
    ///   - selectedIndex: the index in ``tabs`` (groups' tabs counted one by one) of the tab to select.
    ///   - animated: whether the change is animated.
    public func setItems(_ items: [Item], selectedIndex: Int? = nil, animated: Bool = false) {
        let groups = items.compactMap { item -> TabGroup? in
            if case .group(let group) = item { return group }
            return nil
        }
        pendingGroups = groups
        setTabs(items.flatMap(\.tabs), selectedIndex: selectedIndex, animated: animated)
    }

    /// The tabs and groups shown, in order; a tab in no group is a ``Item/tab(_:)``.
    ///
    /// ```swift
    /// tabBarRouter.items.count  // 2: Home, and the Library group
    /// ```
    public var items: [Item] {
        var result: [Item] = []
        var placed: Set<Int> = []
        let shown = groups
        for tab in tabs {
            guard let position = shown.firstIndex(where: { group in group.tabs.contains { $0.coordinator === tab.coordinator } }) else {
                result.append(.tab(tab))
                continue
            }
            if placed.insert(position).inserted {
                result.append(.group(shown[position]))
            }
        }
        return result
    }

    /// The groups shown, in order, each with the tabs it has now.
    public var groups: [TabGroup] {
        let current = tabs
        return ownGroups.compactMap { group in
            let members = current.filter { tab in group.tabs.contains { $0.coordinator === tab.coordinator } }
            guard !members.isEmpty else { return nil }
            return TabGroup(
                group.title, systemImage: group.systemImage, identifier: group.identifier, route: group.route,
                allowsReordering: group.allowsReordering, tabs: members)
        }
    }

    /// The group the tab at `index` is in; `nil` for a tab at the top level, or no tab.
    ///
    /// - Parameter index: an index in ``tabs``.
    /// - Returns: the group.
    public func group(ofTabAt index: Int) -> TabGroup? {
        let current = tabs
        guard current.indices.contains(index) else { return nil }
        let coordinator = current[index].coordinator
        return groups.first { group in group.tabs.contains { $0.coordinator === coordinator } }
    }

    /// The tab `group` shows: its selected tab; from another tab, the one it showed last; else its first tab
    /// shown. `nil` when the user hid every tab of it.
    ///
    /// What a link to the group's route selects, and, where a group is one item of the tab bar, what that item
    /// shows (UIKit's `UITabGroup` keeps the child it showed).
    func tabShown(by group: TabGroup) -> Tab? {
        let shown = group.tabs.filter { !isHidden($0) }
        if let selected = selectedTab, let tab = shown.first(where: { $0.coordinator === selected.coordinator }) {
            return tab
        }
        if let last = lastSelectedInGroup[group.identifier], let tab = shown.first(where: { ObjectIdentifier($0.coordinator) == last }) {
            return tab
        }
        return shown.first
    }

    /// Notes the selected tab as its group's selected tab, which the group shows again when selected from another tab.
    func noteGroupSelection() {
        guard let index = selectedIndex, let group = group(ofTabAt: index) else { return }
        lastSelectedInGroup[group.identifier] = ObjectIdentifier(ownTabs[index].coordinator)
    }

    /// Reports what the user may customize that nothing stable names: a tab that allows hiding, or is in a group
    /// that allows reordering, with neither an identifier nor a route (its coordinator's type names it, which
    /// another tab may share), and a group that allows reordering with neither (its title names it, which a
    /// translation changes).
    func reportUnstableIdentifiers(of tabs: [Tab]) {
        let reorderable = ownGroups.filter(\.allowsReordering)
        for group in reorderable where !group.hasStableIdentifier {
            report(
                .tabWithoutRoute,
                "setItems: the group \"\(group.title)\" allows reordering but has neither an identifier nor a route, so its title names the order the user gave it, in saved navigation too, and a translation changes it; give it an identifier or a route"
            )
        }
        for tab in tabs where !tab.hasStableIdentifier {
            let moved = reorderable.contains { group in group.tabs.contains { $0.coordinator === tab.coordinator } }
            guard tab.allowsHiding || moved else { continue }
            report(
                .tabWithoutRoute,
                "setTabs: the tab \"\(tab.title ?? "\(type(of: tab.coordinator))")\" may be \(tab.allowsHiding ? "hidden" : "moved") by the user but has neither an identifier nor a route, so its coordinator's type names it (\(tab.identifier)\(tab.identifier == tab.requestedIdentifier ? "" : ", by its place after another tab of that type")) in the user's customizations and saved navigation; give it an identifier or a route"
            )
        }
    }

    /// `tabs`, each named by an identifier of its own: a tab after another of the same identifier is named by its
    /// place among them (`"identifier#2"`), so that hiding one never hides another.
    static func uniquelyNamed(_ tabs: [Tab]) -> [Tab] {
        var taken = Set(tabs.map(\.requestedIdentifier))
        var occurrences: [String: Int] = [:]
        return tabs.map { tab in
            var tab = tab
            let occurrence = occurrences[tab.requestedIdentifier, default: 0] + 1
            occurrences[tab.requestedIdentifier] = occurrence
            tab.identifier = tab.requestedIdentifier
            if occurrence > 1 {
                var place = occurrence
                while !taken.insert("\(tab.requestedIdentifier)#\(place)").inserted {
                    place += 1
                }
                tab.identifier = "\(tab.requestedIdentifier)#\(place)"
            }
            return tab
        }
    }

    /// Reports tabs that allow hiding, or groups that allow reordering, that share an identifier: each tab after
    /// the first is named by its place (``Tab/identifier``), which changes when the app lists them in another
    /// order (two groups of one identifier are told apart by their places in the layout).
    func reportDuplicateIdentifiers(of tabs: [Tab]) {
        // Only where the user customizes: a tab that allows hiding, a group that allows reordering.
        // Those named by nothing stable are reported as such (reportUnstableIdentifiers).
        let tabs = tabs.filter(\.hasStableIdentifier)
        var seen: Set<String> = []
        let hideable = Set(tabs.filter(\.allowsHiding).map(\.requestedIdentifier))
        for identifier in tabs.map(\.requestedIdentifier) where !seen.insert(identifier).inserted && hideable.contains(identifier) {
            report(
                .duplicateScreens,
                "setTabs: two tabs have the identifier \"\(identifier)\": the later is named \"\(identifier)#2\" (#3, …) by its place, in the user's customizations and saved navigation, which another order of the tabs changes; give each its own identifier"
            )
        }
        var groupsSeen: Set<String> = []
        let stableGroups = ownGroups.filter(\.hasStableIdentifier)
        let reorderable = Set(stableGroups.filter(\.allowsReordering).map(\.identifier))
        for identifier in stableGroups.map(\.identifier) where !groupsSeen.insert(identifier).inserted && reorderable.contains(identifier) {
            report(
                .duplicateScreens,
                "setItems: two groups have the identifier \"\(identifier)\": the system's saved customizations cannot tell them apart; give each its own identifier"
            )
        }
    }

    /// The layout the front end gets with the tabs' screens: the groups, each tab's label and role, the
    /// tabs the user hid.
    func layout(of tabs: [Tab]) -> TabLayout {
        var layout = TabLayout()
        var identifiers: Set<String> = []
        for group in ownGroups {
            let screens = tabs.filter { tab in group.tabs.contains { $0.coordinator === tab.coordinator } }.map {
                $0.router.navigationController as Screen
            }
            guard !screens.isEmpty else { continue }
            // Unique in the layout, as UIKit's tab identifiers must be: a second group of one identifier is told
            // apart by its place.
            var identifier = group.identifier
            while !identifiers.insert(identifier).inserted {
                identifier += "#\(layout.groups.count)"
            }
            layout.groups.append(
                TabLayout.Group(
                    title: group.title, systemImage: group.systemImage, identifier: identifier,
                    allowsReordering: group.allowsReordering, screens: screens))
        }
        for tab in tabs {
            let screen = tab.router.navigationController
            layout.info[ObjectIdentifier(screen)] = TabLayout.TabInfo(
                title: tab.title, systemImage: tab.systemImage, identifier: tab.identifier, allowsHiding: tab.allowsHiding,
                isSearch: tab.role == .search)
        }
        layout.hidden = Set(
            tabs.filter { $0.allowsHiding && hiddenTabIdentifiers.contains($0.identifier) }.map {
                ObjectIdentifier($0.router.navigationController)
            })
        return layout
    }
}
