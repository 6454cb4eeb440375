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

/// The split view controller a ``SplitRouter`` drives: `UISplitViewController` where UIKit exists,
/// ``HeadlessSplitViewController`` elsewhere.
public typealias SplitViewController = UISplitViewController

@MainActor
enum Platform {
    /// A new split view controller, for a SplitRouter made without one: two columns, or three.
    static func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController {
        UISplitViewController(style: showsContentColumn ? .tripleColumn : .doubleColumn)
    }

    /// A new, empty navigation controller, for a Router made without one.
    static func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    /// A new tab bar controller, for a TabBarRouter made without one.
    static func makeTabBarController() -> TabBarController {
        UITabBarController()
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

    /// Labels a tab's navigation controller in the tab bar: its `tabBarItem`, which UIKit's tab bar and
    /// SwiftUI's `TabView` (under `RouterView`) both show.
    static func label(_ tab: NavigationController, title: String?, systemImage: String?) {
        tab.tabBarItem = UITabBarItem(title: title, image: systemImage.flatMap { UIImage(systemName: $0) }, selectedImage: nil)
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

/// The split view controller a ``SplitRouter`` drives: `UISplitViewController` where UIKit exists,
/// ``HeadlessSplitViewController`` elsewhere.
public typealias SplitViewController = HeadlessSplitViewController

/// The screen that hosts a view: TiltUp's `UIHostingController` subclass where UIKit exists,
/// ``HeadlessHostingController`` elsewhere.
public typealias HostingController<Content: HostableView> = HeadlessHostingController<Content>

@MainActor
enum Platform {
    static func makeNavigationController() -> NavigationController {
        HeadlessNavigationController()
    }

    static func makeTabBarController() -> TabBarController {
        HeadlessTabBarController()
    }

    static func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController {
        HeadlessSplitViewController(showsContentColumn: showsContentColumn)
    }

    static func isModalInPresentation(_ screen: Screen) -> Bool {
        headless(screen)?.isModalInPresentation ?? false
    }

    static func presentationStyle(of screen: Screen) -> ModalPresentationStyle? {
        headless(screen)?.modalPresentationStyle
    }

    static func title(of screen: Screen) -> String? {
        (screen as? any CustomStringConvertible)?.description
    }

    static func presenter(of screen: Screen) -> Screen? {
        headless(screen)?.presentingViewController
    }

    static func presents(_ screen: Screen, inTurn controller: NavigationController) -> Bool {
        headless(screen)?.core.presentsInTurn(controller) ?? false
    }

    /// Labels a tab's stack, for SwiftUI's `TabView` where there is no UIKit (a native Mac under `RouterView`);
    /// headless tabs have no tab bar to draw.
    static func label(_ tab: NavigationController, title: String?, systemImage: String?) {
        tab.tabLabel = (title, systemImage)
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
