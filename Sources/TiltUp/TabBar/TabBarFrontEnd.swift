#if canImport(UIKit)
// `NavigationController` and `TabBarController` alias UIKit's types here (Platform.swift).
import UIKit
#endif

/// What a ``TabBarRouter`` asks of the front end that shows its tabs: the seam between it and the tab bar
/// controller it drives, as ``NavigationFrontEnd`` is the Router's.
///
/// Two front ends implement it:
/// - `UIKitTabBarFrontEnd`: a `UITabBarController` on iOS, whose delegate tells the router of the user's taps.
/// - `HeadlessTabBarFrontEnd`: a ``HeadlessTabBarController``, under UIKit's rules or SwiftUI's (a `TabView`
///   that `RouterView` draws), which tells the router of each change as it happens.
@MainActor
protocol TabBarFrontEnd: AnyObject {
    /// Connects `tabBarRouter` to the changes it does not make itself; returns what must live as long as it.
    func connect(_ tabBarRouter: TabBarRouter) -> AnyObject?
    /// A new, empty navigation controller for a tab, of the kind this tab bar's tabs use.
    func makeNavigationController() -> NavigationController
    /// The tabs' screens in the controller's order, each group's tabs in its place; `nil` before any are set.
    var tabScreens: [Screen]? { get }
    /// The screen of the selected tab (a tab of a group, not the group).
    var selectedTabScreen: Screen? { get }
    /// Shows `screens` as the tabs, arranged as `layout` says (groups, labels, roles, tabs hidden).
    func setTabScreens(_ screens: [Screen], layout: TabLayout, animated: Bool)
    /// Selects the tab showing `screen`, in code (no delegate call, no event of the user's).
    func selectTabScreen(_ screen: Screen)
    /// Whether the tabs show as a sidebar now.
    var isSidebarVisible: Bool { get }
    /// Whether selecting the search tab activates search (iOS 26).
    var searchActivatesAutomatically: Bool { get set }
    /// How the tab bar shrinks as the user scrolls (iOS 26).
    var minimizeBehavior: TabBarRouter.MinimizeBehavior { get set }
    /// Shows `screen` above the tabs (iOS 26's bottom accessory), or none.
    func showBottomAccessory(_ screen: Screen?)
    /// Whether an accessory shown is drawn: iOS and Mac Catalyst 26 or later; not on a native Mac.
    var drawsBottomAccessory: Bool { get }
}

extension Platform {
    /// The front end that shows `tabBarController`.
    static func tabBarFrontEnd(for tabBarController: TabBarController) -> any TabBarFrontEnd {
        #if canImport(UIKit)
        if let headless = headlessTabBar(tabBarController) {
            return HeadlessTabBarFrontEnd(headless)
        }
        return UIKitTabBarFrontEnd(tabBarController)
        #else
        return HeadlessTabBarFrontEnd(tabBarController)
        #endif
    }

    /// `controller` as a headless tab bar controller, if it is one (UIKit's are not).
    static func headlessTabBar(_ controller: AnyObject?) -> HeadlessTabBarController? {
        controller as? HeadlessTabBarController
    }
}
