#if canImport(UIKit)
import UIKit

/// The front end of a TabBarRouter that drives a `UITabBarController`: UIKit calls its delegate for each of
/// the user's taps, also on the tab that is selected already, and pops that tab's navigation controller
/// to its root itself.
@MainActor
final class UIKitTabBarFrontEnd: TabBarFrontEnd {
    func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        TabBarRouterDelegate(tabBarRouter: tabBarRouter)
    }

    func makeNavigationController() -> NavigationController {
        UINavigationController()
    }
}
#endif
