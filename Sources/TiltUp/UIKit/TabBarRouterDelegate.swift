#if canImport(UIKit)
import UIKit

/// The tab bar controller's delegate while a ``TabBarRouter`` drives it: tells the router of the user's
/// taps, and forwards every delegate call to the app's own `UITabBarControllerDelegate`.
///
/// UIKit contract relied on: `tabBarController(_:didSelect:)` is called after each of the user's taps,
/// also on the tab that was selected already (in which case UIKit pops that tab's navigation controller
/// to its root, and the tab's Router runs the pop handlers from its own delegate), and not for a
/// selection made in code. The tab bar controller holds its delegate weakly: the TabBarRouter keeps this
/// object alive.
@MainActor
final class TabBarRouterDelegate: ForwardingDelegate, UITabBarControllerDelegate {
    private weak var tabBarRouter: TabBarRouter?
    private var selectedBeforeTap: UIViewController?
    /// The front end, which knows the tabs shown as `UITab`s (iOS 18).
    let frontEnd: UIKitTabBarFrontEnd
    /// The sidebar's delegate the app had set (iOS 18), told in turn of what this one hears.
    weak var appSidebarDelegate: AnyObject?

    init(tabBarRouter: TabBarRouter, frontEnd: UIKitTabBarFrontEnd) {
        self.tabBarRouter = tabBarRouter
        self.frontEnd = frontEnd
        super.init()
        standInFront(of: tabBarRouter.tabBarController, delegate: \.delegate)
        observeSidebar()
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let appDelegate = forwardee as? any UITabBarControllerDelegate
        let should = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        if should {
            selectedBeforeTap = tabBarController.selectedViewController
            if viewController === tabBarController.selectedViewController, let stack = viewController as? UINavigationController,
                stack.viewControllers.count > 1,
                let index = tabBarRouter?.indexOfTab(showing: viewController)
            {
                // UIKit pops the selected tab's stack to its root on its own, and the tab's Router finds that
                // change once the pop's transition ends: the journal records it as this tap.
                tabBarRouter?.routerOfTab(showing: stack)?.journalLink.userCauseOfNextTransition = .tabTap(index: index)
            }
        }
        return should
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let tabBarRouter, frontEnd.tabsLayout == nil {
            // The router's index: UIKit's plain tab bar does not list the tabs the user hid.
            let index = tabBarRouter.indexOfTab(showing: viewController) ?? tabBarController.selectedIndex
            let reselected = selectedBeforeTap === viewController
            if let stack = viewController as? UINavigationController, stack.viewControllers.count > 1 {
                // UIKit did not pop this time: no change is this tap's.
                tabBarRouter.routerOfTab(showing: stack)?.journalLink.userCauseOfNextTransition = nil
            }
            tabBarRouter.asUserGesture(.tabTap(index: index)) { tabBarRouter.userDidSelect(viewController, reselected: reselected) }
        }
        selectedBeforeTap = nil
        (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(tabBarController, didSelect: viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        // The user reordered the tabs with the More tab's Edit: the router follows the new order.
        if changed {
            tabBarRouter?.tabBarDidChange()
        }
        (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(
            tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }
}

// iOS 18's tabs: the user's selection of a group's tab, the tabs they hid or reordered, the sidebar shown
// or hidden. Compiled with an SDK of iOS 18 or later (SwiftUI 6 is its marker).
extension TabBarRouterDelegate {
    /// Becomes the sidebar's delegate, where there is one.
    func observeSidebar() {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macCatalyst 18.0, *) {
            let sidebar = tabBarRouter?.tabBarController.sidebar
            appSidebarDelegate = sidebar?.delegate
            sidebar?.delegate = self
        }
        #endif
    }
}

#if canImport(SwiftUI, _version: 6.0)
@available(iOS 18.0, macCatalyst 18.0, *)
extension TabBarRouterDelegate: UITabBarController.Sidebar.Delegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        if let tabBarRouter, !tabBarRouter.isChanging, frontEnd.tabsLayout != nil, let screen = frontEnd.screen(of: selectedTab) {
            frontEnd.showInGroup(screen)
            let index = tabBarRouter.indexOfTab(showing: screen) ?? 0
            tabBarRouter.asUserGesture(.tabTap(index: index)) {
                tabBarRouter.userDidSelect(screen, reselected: selectedTab === previousTab)
            }
        }
        (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(
            tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
    }

    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        if let tabBarRouter {
            for tab in tabs {
                guard let screen = frontEnd.screensByTabIdentifier[tab.identifier], let index = tabBarRouter.indexOfTab(showing: screen)
                else {
                    continue
                }
                tabBarRouter.asUserGesture(.tabHiding(index: index, hidden: tab.isHidden)) {
                    tabBarRouter.tabBarDidCustomize(hidden: tab.isHidden, screen: screen)
                }
            }
        }
        (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(tabBarController, visibilityDidChangeFor: tabs)
    }

    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        // The user reordered a group's tabs: the router follows the order the front end reads.
        tabBarRouter?.tabBarDidChange()
        (forwardee as? any UITabBarControllerDelegate)?.tabBarController?(tabBarController, displayOrderDidChangeFor: group)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {
        (appSidebarDelegate as? any UITabBarController.Sidebar.Delegate)?.tabBarController?(
            tabBarController, sidebarVisibilityWillChange: sidebar, animator: animator)
        // Read once the change is made: `isHidden` may still say the old state while it is about to change.
        animator.addCompletion { [weak self, weak sidebar] in
            guard let tabBarRouter = self?.tabBarRouter, let sidebar else { return }
            let visible = !sidebar.isHidden
            tabBarRouter.asUserGesture(.sidebarToggle) { tabBarRouter.tabBarSidebarDidChange(visible: visible) }
        }
    }
}
#endif

#endif
