#if canImport(UIKit)
import UIKit

/// The front end of a TabBarRouter that drives a `UITabBarController`: UIKit calls its delegate for each of
/// the user's taps, also on the tab that is selected already, and pops that tab's navigation controller
/// to its root itself.
///
/// A tab bar with groups or a search tab is shown with iOS 18's `UITab`s (UIKitTabBarFrontEnd+Tabs.swift):
/// each group is a `UITabGroup` whose view controller shows its selected tab's navigation controller, and
/// the tab bar can become a sidebar (`mode = .tabSidebar`). Below iOS 18, and with no group, its tabs are
/// the `viewControllers`, a group's tabs each in its place.
@MainActor
final class UIKitTabBarFrontEnd: TabBarFrontEnd {
    let tabBarController: UITabBarController
    /// The tabs' screens in order, and their layout, when they are shown as `UITab`s; `nil` otherwise.
    var tabsLayout: (screens: [Screen], layout: TabLayout)?
    /// The view controller of each group shown as a `UITabGroup`, by the group's identifier.
    var groupContainers: [String: TabGroupContainerController] = [:]
    /// The screen of each `UITab`, by the tab's identifier.
    var screensByTabIdentifier: [String: Screen] = [:]
    /// The tabs' screens in order, hidden ones too, when they are the `viewControllers` (no `UITab`s).
    var plainScreens: [Screen] = []
    /// The tabs hidden from the `viewControllers`, by their screens' identity.
    var plainHidden: Set<ObjectIdentifier> = []
    var searchActivatesAutomatically = false
    var minimizeBehavior = TabBarRouter.MinimizeBehavior.automatic {
        didSet { applyMinimizeBehavior() }
    }
    /// The accessory's screen, a child of the tab bar controller while it is shown.
    var accessoryScreen: UIViewController?

    init(_ tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        TabBarRouterDelegate(tabBarRouter: tabBarRouter, frontEnd: self)
    }

    func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    var tabScreens: [Screen]? {
        guard tabsLayout != nil else { return plainTabScreens() }
        return shownTabScreens()
    }

    /// The tabs' screens as the `viewControllers` show them, in UIKit's order (the More tab's Edit reorders
    /// them), with the hidden ones, which UIKit does not list, in their places.
    private func plainTabScreens() -> [Screen]? {
        guard let listed = tabBarController.viewControllers else { return nil }
        guard !plainHidden.isEmpty else { return listed }
        var shown = listed.filter { screen in plainScreens.contains { $0 === screen } }.makeIterator()
        var screens: [Screen] = []
        for screen in plainScreens {
            if plainHidden.contains(ObjectIdentifier(screen)) {
                screens.append(screen)
            } else if let next = shown.next() {
                screens.append(next)
            }
        }
        // A screen put on the controller directly, which the router reports.
        return screens + listed.filter { screen in !plainScreens.contains { $0 === screen } }
    }

    var selectedTabScreen: Screen? {
        guard tabsLayout != nil else { return tabBarController.selectedViewController }
        return selectedShownTabScreen()
    }

    func setTabScreens(_ screens: [Screen], layout: TabLayout, animated: Bool) {
        if showAsTabs(screens, layout: layout) { return }
        if tabsLayout != nil {
            leaveTabs()
        }
        tabsLayout = nil
        groupContainers = [:]
        screensByTabIdentifier = [:]
        // A tab the user hid is left out of the tab bar: UIKit's plain tab bar has no hidden tabs of its own.
        plainScreens = screens
        plainHidden = layout.hidden.filter { hidden in screens.contains { ObjectIdentifier($0) == hidden } }
        tabBarController.setViewControllers(screens.filter { !plainHidden.contains(ObjectIdentifier($0)) }, animated: animated)
    }

    func selectTabScreen(_ screen: Screen) {
        if tabsLayout != nil, selectShownTab(of: screen) { return }
        tabBarController.selectedViewController = screen
    }

    var isSidebarVisible: Bool {
        tabsLayout != nil && sidebarIsShown()
    }
}

/// The view controller of a group of tabs shown as a `UITabGroup`: it shows the navigation controller of the
/// group's selected tab (UIKit swaps view controllers only for top-level tabs, and tells its delegate of a
/// group's tab selected).
@MainActor
final class TabGroupContainerController: UIViewController {
    private(set) var shown: UIViewController?

    /// Shows `screen`, a tab's navigation controller, in place of the one shown.
    func show(_ screen: UIViewController) {
        guard screen !== shown else { return }
        if let shown {
            shown.willMove(toParent: nil)
            shown.view.removeFromSuperview()
            shown.removeFromParent()
        }
        screen.parent.map { _ in
            screen.willMove(toParent: nil)
            screen.view.removeFromSuperview()
            screen.removeFromParent()
        }
        addChild(screen)
        screen.view.frame = view.bounds
        screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
        shown = screen
    }
}
#endif
