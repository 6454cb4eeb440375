#if canImport(UIKit)
// `NavigationController` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// The front end of a TabBarRouter that drives a ``HeadlessTabBarController``: its core tells the router of
/// each change as it happens, and its rules say what kind of stack a tab has.
@MainActor
final class HeadlessTabBarFrontEnd: TabBarFrontEnd {
    let controller: HeadlessTabBarController

    init(_ controller: HeadlessTabBarController) {
        self.controller = controller
    }

    func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        controller.core.receiver = tabBarRouter
        return nil
    }

    func makeNavigationController() -> NavigationController {
        controller.core.rules.makeStack(controller.core.stacksWaitForOnDismiss)
    }

    var tabScreens: [Screen]? { controller.core.viewControllers }

    var selectedTabScreen: Screen? { controller.core.selectedViewController }

    func setTabScreens(_ screens: [Screen], layout: TabLayout, animated: Bool) {
        controller.core.layout = layout
        controller.core.setViewControllers(screens)
    }

    func selectTabScreen(_ screen: Screen) {
        controller.core.select(screen)
    }

    var isSidebarVisible: Bool { controller.core.isSidebarVisible }

    var minimizeBehavior: TabBarRouter.MinimizeBehavior {
        get { controller.core.minimizeBehavior }
        set {
            controller.core.minimizeBehavior = newValue
            controller.core.watchers.notify()
        }
    }

    func showBottomAccessory(_ screen: Screen?) {
        controller.core.bottomAccessory = screen
        controller.core.watchers.notify()
    }

    /// The model's answer, iOS 26's tab bar, but on a native Mac, which has no accessory; where SwiftUI draws the
    /// tab bar (`RouterView` in an app), also what the system it runs on draws.
    var drawsBottomAccessory: Bool {
        let core = controller.core
        guard core.platform != .macOS else { return false }
        guard core.rules.tabBarIsDrawnBySwiftUI else { return true }
        #if canImport(UIKit)
        #if canImport(SwiftUI, _version: 7.0)  // an SDK of iOS 26 or later
        if #available(iOS 26.0, macCatalyst 26.0, *) {
            return true
        }
        #endif
        return false
        #else
        return true
        #endif
    }

    var searchActivatesAutomatically: Bool {
        get { controller.core.searchActivatesAutomatically }
        set { controller.core.searchActivatesAutomatically = newValue }
    }
}
