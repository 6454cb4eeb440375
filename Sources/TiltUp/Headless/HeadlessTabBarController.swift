#if !canImport(UIKit)

/// A synchronous, window-free tab bar controller whose members mirror `UITabBarController`.
///
/// A ``TabBarRouter`` drives it exactly as it drives a `UITabBarController` on iOS. Every change happens
/// at once. ``simulateTabSelection(at:)`` stands for the user's tap on a tab.
///
/// ```swift
/// let tabBarController = HeadlessTabBarController()
/// tabBarController.setViewControllers([homeStack, ordersStack], animated: false)
/// tabBarController.simulateTabSelection(at: 1)
/// tabBarController.selectedIndex // 1
/// ```
@preconcurrency @MainActor
public final class HeadlessTabBarController {
    let core = HeadlessTabBarCore()

    /// Creates a tab bar controller with no tabs.
    public init() {}

    /// The screens of the tabs, in order; `nil` until tabs are set. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [Screen]? {
        get { core.viewControllers }
        set { core.setViewControllers(newValue) }
    }

    /// Replaces the tabs; the selected screen stays selected if it is among the new ones.
    ///
    /// As in UIKit, when the selected screen is gone, the tab at the same index is selected, or the first one
    /// if there is no such index. A screen listed twice keeps its first place only.
    ///
    /// - Parameters:
    ///   - viewControllers: the tabs' screens, in order; `nil` for none.
    ///   - animated: whether the change is animated (it completes at once all the same).
    public func setViewControllers(_ viewControllers: [Screen]?, animated: Bool) {
        core.setViewControllers(viewControllers)
    }

    /// The index of the selected tab; setting an index with no tab changes nothing and is reported.
    public var selectedIndex: Int {
        get { core.selectedIndex }
        set { core.select(index: newValue, "selectedIndex") }
    }

    /// The screen of the selected tab; setting a screen that is not a tab changes nothing and is reported.
    public var selectedViewController: Screen? {
        get { core.selectedViewController }
        set { newValue.map(core.select) }
    }
}

#endif
