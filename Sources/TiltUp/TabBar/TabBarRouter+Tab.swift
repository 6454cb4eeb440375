extension TabBarRouter {
    /// One tab: the coordinator that owns it, whose router's navigation controller is the tab's screen.
    public struct Tab {
        /// The coordinator of the tab; its ``Coordinating/router`` drives the tab's navigation controller.
        public let coordinator: any Coordinating
        /// The route that stands for the tab in deep links and saved navigation, if any.
        public internal(set) var route: AnyHashable?
        /// The tab's title in the tab bar, if given here: UIKit's `tabBarItem` and SwiftUI's `tabItem` show it.
        public let title: String?
        /// The name of the SF Symbol the tab bar shows beside ``title``, if any.
        public let systemImage: String?
        /// What names the tab in the user's customizations (the tabs they hid or moved) and in saved navigation.
        ///
        /// The one given, else the description of its route (`String(describing:)`), which a translation does not
        /// change, unlike its title; with neither, its coordinator's type, and a tab the user may customize is then
        /// reported (``NavigationDiagnostic/Kind/tabWithoutRoute``). Unique in its tab bar: a tab listed after
        /// another of the same identifier is named `"identifier#2"` (`#3`, …) there, by its place, and the
        /// duplicate is reported (``NavigationDiagnostic/Kind/duplicateScreens``).
        public internal(set) var identifier: String
        /// The identifier the tab was described with, before its tab bar made it unique.
        let requestedIdentifier: String
        /// Whether ``identifier`` was given or comes from the route: something that names the tab across launches.
        let hasStableIdentifier: Bool
        /// The tab's role: ``Role/search`` for the search tab.
        public let role: Role?
        /// Whether the user may hide the tab when they customize the tab bar or the sidebar (iOS 18).
        public let allowsHiding: Bool

        /// A tab's role, which the system shows in its own way.
        public enum Role: Sendable, Equatable {
            /// The search tab: a magnifying glass at the tab bar's trailing end.
            ///
            /// The search tab (UIKit's `UISearchTab`, SwiftUI's `Tab(role: .search)`): a magnifying glass at the
            /// tab bar's trailing end; on iOS 26 it activates search when selected, and cancelling the search
            /// selects the tab selected before it again.
            case search
        }

        /// Describes a tab owned by `coordinator`, with the route that stands for it and its label, if any.
        ///
        /// ```swift
        /// let orders = OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter())
        /// let tab = TabBarRouter.Tab(orders, route: ShopRoute.orders, title: "Orders", systemImage: "bag")
        /// ```
        ///
        /// A tab given no title keeps what its navigation controller's `tabBarItem` says (UIKit), or its
        /// screen's title (SwiftUI's `TabView`).
        ///
        /// - Parameters:
        ///   - coordinator: the tab's coordinator, made with a router from ``TabBarRouter/makeTabRouter()``.
        ///   - route: the step that stands for the tab in deep links and saved navigation.
        ///   - title: the tab's title in the tab bar.
        ///   - systemImage: the name of the SF Symbol shown with the title.
        ///   - identifier: the tab's name in the user's customizations and saved navigation; by default the
        ///     description of its route, else its coordinator's type (never its title, which a translation changes).
        ///   - role: ``Role/search`` for the search tab.
        ///   - allowsHiding: whether the user may hide the tab when customizing (iOS 18).
        public init(
            _ coordinator: any Coordinating, route: AnyHashable? = nil, title: String? = nil, systemImage: String? = nil,
            identifier: String? = nil, role: Role? = nil, allowsHiding: Bool = false
        ) {
            self.coordinator = coordinator
            self.route = route
            self.title = title
            self.systemImage = systemImage
            self.identifier = identifier ?? route.map { "\($0)" } ?? "\(type(of: coordinator))"
            requestedIdentifier = self.identifier
            hasStableIdentifier = identifier != nil || route != nil
            self.role = role
            self.allowsHiding = allowsHiding
        }

        /// The router of the tab.
        @MainActor public var router: Router { coordinator.router }
    }
}
