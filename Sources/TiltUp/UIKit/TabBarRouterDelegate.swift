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

    init(tabBarRouter: TabBarRouter) {
        self.tabBarRouter = tabBarRouter
        super.init()
        standInFront(of: tabBarRouter.tabBarController, delegate: \.delegate)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let appDelegate = forwardee as? any UITabBarControllerDelegate
        let should = appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        if should {
            selectedBeforeTap = tabBarController.selectedViewController
            if viewController === tabBarController.selectedViewController, let stack = viewController as? UINavigationController,
                stack.viewControllers.count > 1,
                let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
            {
                // UIKit pops the selected tab's stack to its root on its own, and the tab's Router finds that
                // change once the pop's transition ends: the journal records it as this tap.
                tabBarRouter?.routerOfTab(showing: stack)?.journalLink.userCauseOfNextTransition = .tabTap(index: index)
            }
        }
        return should
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let tabBarRouter {
            let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? tabBarController.selectedIndex
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

#endif
