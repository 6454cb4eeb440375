// The one place where TiltUp's navigation differs between platforms with UIKit and without it, and
// between Apple's systems and Linux. Everything else in the package is written against these names.

import Foundation

#if canImport(UIKit)
import UIKit

/// A screen that a ``Router`` can show: `UIViewController` where UIKit exists, any object elsewhere.
public typealias Screen = UIViewController

/// The navigation controller a ``Router`` drives: `UINavigationController` where UIKit exists,
/// ``HeadlessNavigationController`` elsewhere.
public typealias NavigationController = UINavigationController

/// How a modal is presented: `UIModalPresentationStyle` where UIKit exists.
public typealias ModalPresentationStyle = UIModalPresentationStyle

/// The tab bar controller a ``TabBarRouter`` drives: `UITabBarController` where UIKit exists,
/// ``HeadlessTabBarController`` elsewhere.
public typealias TabBarController = UITabBarController

@MainActor
enum Platform {
    /// A new, empty navigation controller, for a Router made without one.
    static func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    /// Connects `tabBarRouter` to the changes of its tab bar controller that it did not make itself.
    ///
    /// UIKit calls `tabBarController(_:didSelect:)` for each of the user's taps, also on the tab that is
    /// selected already, and pops that tab's navigation controller to its root itself.
    static func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        if let headless = tabBarRouter.tabBarController as? HeadlessTabBarController {
            headless.core.receiver = tabBarRouter
            return nil
        }
        return TabBarRouterDelegate(tabBarRouter: tabBarRouter)
    }

    /// A new tab bar controller, for a TabBarRouter made without one.
    static func makeTabBarController() -> TabBarController {
        UITabBarController()
    }

    /// A new, empty navigation controller for a tab of `tabBarController`: of the tab bar's own front end.
    static func makeNavigationController(for tabBarController: TabBarController) -> NavigationController {
        guard let headless = tabBarController as? HeadlessTabBarController else { return UINavigationController() }
        return headless.core.rules == .swiftUI
            ? NavigationStackController(waitingForOnDismiss: headless.core.stacksWaitForOnDismiss) : HeadlessNavigationController()
    }

    /// Hides or shows the bar of the navigation controller a tab bar is shown in, so that only each
    /// tab's own bar is seen. (SwiftUI's `RouterView` hides it itself over a tab bar.)
    static func setNavigationBarHidden(_ hidden: Bool, of navigationController: NavigationController) {
        guard !(navigationController is HeadlessNavigationController) else { return }
        navigationController.setNavigationBarHidden(hidden, animated: false)
    }

    /// Whether `screen` refuses the user's swipe-down (UIKit's `isModalInPresentation`).
    static func isModalInPresentation(_ screen: Screen) -> Bool {
        screen.isModalInPresentation
    }

    /// The style `screen` is presented with: its `modalPresentationStyle`.
    static func presentationStyle(of screen: Screen) -> ModalPresentationStyle? {
        screen.modalPresentationStyle
    }

    /// What names `screen` for a reader, besides its type: its title.
    static func title(of screen: Screen) -> String? {
        screen.title ?? screen.navigationItem.title
    }

    /// The controller presenting `screen`, if it is presented. (UIKit: also when one of its ancestors is.)
    static func presenter(of screen: Screen) -> Screen? {
        screen.presentingViewController
    }

    /// Whether `controller` is among the modals `screen` presents, directly or in turn.
    static func presents(_ screen: Screen, inTurn controller: NavigationController) -> Bool {
        var next = screen.presentedViewController
        while let presented = next {
            if presented === controller { return true }
            next = presented.presentedViewController
        }
        return false
    }
}

#else

/// A screen that a ``Router`` can show: `UIViewController` where UIKit exists, any object elsewhere.
public typealias Screen = AnyObject

/// The navigation controller a ``Router`` drives: `UINavigationController` where UIKit exists,
/// ``HeadlessNavigationController`` elsewhere.
public typealias NavigationController = HeadlessNavigationController

/// The tab bar controller a ``TabBarRouter`` drives: `UITabBarController` where UIKit exists,
/// ``HeadlessTabBarController`` elsewhere.
public typealias TabBarController = HeadlessTabBarController

/// The screen that hosts a view: TiltUp's `UIHostingController` subclass where UIKit exists,
/// ``HeadlessHostingController`` elsewhere.
public typealias HostingController<Content: HostableView> = HeadlessHostingController<Content>

@MainActor
enum Platform {
    static func makeNavigationController() -> NavigationController {
        HeadlessNavigationController()
    }

    static func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        tabBarRouter.tabBarController.core.receiver = tabBarRouter
        return nil
    }

    static func makeTabBarController() -> TabBarController {
        HeadlessTabBarController()
    }

    static func makeNavigationController(for tabBarController: TabBarController) -> NavigationController {
        tabBarController.core.rules == .swiftUI
            ? NavigationStackController(waitingForOnDismiss: tabBarController.core.stacksWaitForOnDismiss) : HeadlessNavigationController()
    }

    static func setNavigationBarHidden(_ hidden: Bool, of navigationController: NavigationController) {}

    static func isModalInPresentation(_ screen: Screen) -> Bool {
        (screen as? HeadlessNavigationController)?.isModalInPresentation ?? false
    }

    static func presentationStyle(of screen: Screen) -> ModalPresentationStyle? {
        (screen as? HeadlessNavigationController)?.modalPresentationStyle
    }

    static func title(of screen: Screen) -> String? {
        (screen as? any CustomStringConvertible)?.description
    }

    static func presenter(of screen: Screen) -> Screen? {
        (screen as? HeadlessNavigationController)?.presentingViewController
    }

    static func presents(_ screen: Screen, inTurn controller: NavigationController) -> Bool {
        (screen as? HeadlessNavigationController)?.core.presentsInTurn(controller) ?? false
    }
}

#endif

extension Platform {
    /// Nanoseconds since an arbitrary moment, on the monotonic clock Dispatch's uptime reads (it stops
    /// while the device sleeps): read directly, as a journal reads it for each entry.
    nonisolated static func uptimeNanoseconds() -> UInt64 {
        #if canImport(Darwin)
        clock_gettime_nsec_np(CLOCK_UPTIME_RAW)
        #else
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
        #endif
    }
}
