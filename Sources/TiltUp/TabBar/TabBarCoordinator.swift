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
/// over the whole tab bar, say) handles only its other routes; a decision it returns for a tab's route,
/// other than ``RouteDecision/decline``, is used instead of the default.
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

    /// The default decision for a step that is one of the tabs' routes: select that tab and hand the
    /// steps after it to the tab's coordinator; `nil` when no tab has that route.
    func tabDecision(for route: AnyHashable) -> RouteDecision? {
        guard let tab = tabBarRouter.tabs.first(where: { $0.route == route }) ?? tabBarRouter.tab(forGroupRoute: route) else { return nil }
        let coordinator = tab.coordinator
        return .handOff { [tabBarRouter] in
            tabBarRouter.selectTab(of: coordinator)
            return coordinator
        }
    }

    private static func makeTabBarRouter(_ tabBarController: TabBarController?, like router: Router) -> TabBarRouter {
        let tabBarRouter = TabBarRouter(
            tabBarController: tabBarController ?? router.frontEnd.makeTabBarController())
        tabBarRouter.diagnosticHandler = router.diagnosticHandler
        tabBarRouter.presenter = router
        return tabBarRouter
    }
}
