#if canImport(UIKit)
// `TabBarController` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// A coordinator that shows a tab bar, each tab with its own router and child coordinator.
///
/// It shares its parent's router (the app coordinator's, for the app's first coordinator): ``start()``
/// puts the tab bar controller in place of that router's whole stack, retaining this coordinator for as
/// long as the tab bar is there, and then shows the tabs ``makeTabs()`` returns. A modal presented with
/// ``Coordinator/router`` covers the whole tab bar; one presented with a tab's router comes from within
/// that tab. When the tab bar leaves its stack, every tab ends: its stack is popped, with the pop
/// handlers run, and its coordinator is released.
///
/// ```swift
/// final class MainTabsCoordinator: TabBarCoordinator {
///     override func makeTabs() -> [TabBarRouter.Tab] {
///         [
///             TabBarRouter.Tab(HomeCoordinator(parent: self, router: tabBarRouter.makeTabRouter()), route: AppRoute.home),
///             TabBarRouter.Tab(OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter()), route: AppRoute.orders),
///         ]
///     }
/// }
/// ```
///
/// On iOS the tab bar controller is the root screen of the app's root navigation controller, whose
/// navigation bar ``start()`` hides, so that each tab shows its own.
///
/// A tab's route (``TabBarRouter/Tab/route``) is the step that stands for the tab in deep links and
/// saved navigation. A ``RouteNavigator`` handles it by default: it selects the tab and hands the next
/// steps to the tab's coordinator. A tab bar coordinator that conforms to ``RouteHandling`` (for a modal
/// over the whole tab bar, say) decides every route of its route type, the tabs' too: its decision is used,
/// ``RouteDecision/decline`` included, and ``tabRouteDecision(for:)`` gives it the default for the routes it
/// leaves to the tabs.
@preconcurrency @MainActor
open class TabBarCoordinator: Coordinator {
    /// The router of the tab bar this coordinator shows.
    public let tabBarRouter: TabBarRouter

    /// Creates the app's first coordinator, showing its tab bar with the app coordinator's router.
    ///
    /// - Parameters:
    ///   - appCoordinator: the app's app coordinator.
    ///   - tabBarController: the tab bar controller to drive; by default a new one, headless when the app
    ///     coordinator's navigation controller is.
    public init(appCoordinator: any AppCoordinating, tabBarController: TabBarController? = nil) {
        tabBarRouter = Self.makeTabBarRouter(tabBarController, like: appCoordinator.router)
        super.init(appCoordinator: appCoordinator)
    }

    /// Creates a tab bar coordinator started by `parent`, showing its tab bar with `parent`'s router.
    ///
    /// - Parameters:
    ///   - parent: the coordinator that starts it; held weakly.
    ///   - tabBarController: the tab bar controller to drive; by default a new one of the kind of `parent`'s.
    public init(parent: any Coordinating, tabBarController: TabBarController? = nil) {
        tabBarRouter = Self.makeTabBarRouter(tabBarController, like: parent.router)
        super.init(parent: parent, modal: false)
    }

    /// The tabs ``start()`` shows; subclasses override it.
    ///
    /// - Returns: the tabs, in order; the base implementation returns none.
    open func makeTabs() -> [TabBarRouter.Tab] {
        []
    }

    /// The tabs and groups of tabs that ``start()`` shows.
    ///
    /// The tabs and groups of tabs ``start()`` shows; by default ``makeTabs()``, each a tab of its own.
    /// Subclasses override it to group tabs (a sidebar's sections on iPad, iOS 18).
    ///
    /// ```swift
    /// override func makeItems() -> [TabBarRouter.Item] {
    ///     [.tab(homeTab), .group(TabBarRouter.TabGroup("Library", tabs: [albumsTab, artistsTab]))]
    /// }
    /// ```
    ///
    /// - Returns: the tabs and groups, in order.
    open func makeItems() -> [TabBarRouter.Item] {
        makeTabs().map(TabBarRouter.Item.tab)
    }

    /// Replaces the router's stack with the tab bar, retaining this coordinator while it is there, and
    /// shows the tabs of ``makeTabs()``, starting each tab's coordinator.
    ///
    /// On iOS the router's navigation bar is hidden while the tab bar is there, so that each tab shows
    /// its own. When the tab bar leaves, every tab ends and the bar comes back.
    open override func start() {
        let frontEnd = router.frontEnd
        frontEnd.setNavigationBarHidden(true)
        router.replaceRoot(
            with: tabBarRouter.tabBarController, retaining: self,
            popHandler: { [tabBarRouter] in
                tabBarRouter.removeAllTabs()
                frontEnd.setNavigationBarHidden(false)
            })
        tabBarRouter.setItems(makeItems())
    }

    /// The default decision for a tab's or a group's route: select its tab and hand it the next steps; else decline.
    ///
    /// For a tab's route, the tab is selected and the steps after it go to the tab's coordinator; for a group's,
    /// the same with the group's selected tab. What a tab bar coordinator that conforms to ``RouteHandling`` returns for the routes it leaves to its
    /// tabs. A tab the user hid is never shown by a link or a restore: its route is declined, reported as
    /// ``NavigationDiagnostic/Kind/tabNotFound``, and so is a group's whose tabs are all hidden.
    ///
    /// ```swift
    /// final class ShopTabsCoordinator: TabBarCoordinator, RouteHandling {
    ///     func handle(_ route: AppRoute) -> RouteDecision {
    ///         guard route == .settings else { return tabRouteDecision(for: route) }
    ///         return .show { SettingsCoordinator(parent: self, modal: true).start() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter route: a route of the app's route type.
    /// - Returns: the decision that selects its tab, or ``RouteDecision/decline``.
    public func tabRouteDecision(for route: AnyHashable) -> RouteDecision {
        tabDecision(for: route) ?? .decline
    }

    /// The default decision for a step that is one of the tabs' or groups' routes (``tabRouteDecision(for:)``);
    /// `nil` when no tab or group has that route.
    func tabDecision(for route: AnyHashable) -> RouteDecision? {
        let tabBarRouter = self.tabBarRouter
        let tab: TabBarRouter.Tab?
        if let own = tabBarRouter.tabs.first(where: { $0.route == route }) {
            tab = own
        } else if let group = tabBarRouter.groups.first(where: { $0.route == route }) {
            tab = tabBarRouter.tabShown(by: group)
        } else {
            return nil
        }
        // A tab the user hid, or a group whose tabs they all hid: no link shows it (RouteStep says why).
        guard let tab, !tabBarRouter.isHidden(tab) else { return .decline }
        let coordinator = tab.coordinator
        return .handOff {
            tabBarRouter.selectTab(of: coordinator)
            return coordinator
        }
    }

    /// Why a link or a restore did not show `route`, when it names a tab the user hid, or a group whose tabs
    /// they all hid; `nil` otherwise.
    func hiddenTabRefusal(for route: AnyHashable) -> String? {
        let tabBarRouter = self.tabBarRouter
        if let tab = tabBarRouter.tabs.first(where: { $0.route == route }), tabBarRouter.isHidden(tab) {
            return
                "the tab of the route \(route.base) is hidden (the user hid it): a link or a restore never shows a tab the user hid; nothing changed"
        }
        if let group = tabBarRouter.groups.first(where: { $0.route == route }), tabBarRouter.tabShown(by: group) == nil {
            return
                "every tab of the group \"\(group.title)\", the route \(route.base), is hidden (the user hid them): a link or a restore never shows a tab the user hid; nothing changed"
        }
        return nil
    }

    private static func makeTabBarRouter(_ tabBarController: TabBarController?, like router: Router) -> TabBarRouter {
        let tabBarRouter = TabBarRouter(
            tabBarController: tabBarController ?? router.frontEnd.makeTabBarController())
        tabBarRouter.diagnosticHandler = router.diagnosticHandler
        tabBarRouter.presenter = router
        return tabBarRouter
    }
}
