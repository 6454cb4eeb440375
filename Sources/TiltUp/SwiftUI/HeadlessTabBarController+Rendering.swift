#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// What SwiftUI's rendering (`RouterView`) reads of a tab bar and tells it: the renderer reaches nothing else
// of the headless core.
extension HeadlessTabBarController {
    /// Whether SwiftUI draws this tab bar (a `TabView`), rather than showing it as a view controller.
    var isDrawnBySwiftUI: Bool { core.rules.tabBarIsDrawnBySwiftUI }

    /// Calls `onChange` after each change of the tabs or the selection, for as long as `renderer` lives.
    func addRenderer(_ renderer: AnyObject, onChange: @escaping @MainActor () -> Void) {
        core.watchers.add(renderer, onChange)
    }

    /// The tabs' screens, in order.
    var tabScreens: [Screen] { core.viewControllers ?? [] }

    /// The tabs' groups, labels and roles, and the tabs the user hid.
    var tabLayout: TabLayout { core.layout }

    /// The screen shown above the tabs (iOS 26), if any.
    var bottomAccessoryScreen: Screen? { core.bottomAccessory }

    /// How the tab bar shrinks as the user scrolls (iOS 26).
    var modelMinimizeBehavior: TabBarRouter.MinimizeBehavior { core.minimizeBehavior }

    /// The index of the selected tab.
    var selectedTabIndex: Int { core.selectedIndex }

    /// The user tapped the tab at `index`.
    func userDidTapTab(at index: Int) {
        core.tap(at: index)
    }
}
