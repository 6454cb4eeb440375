#if canImport(UIKit)
import UIKit

/// A synchronous, window-free `UITabBarController` for tests: changes happen at once and nothing is drawn.
///
/// It keeps its own tabs and selection instead of UIKit's, so a ``TabBarRouter`` driving it behaves
/// exactly as it does on platforms without UIKit. ``simulateTabSelection(at:)`` stands for the user's tap.
///
/// ```swift
/// let tabBarRouter = TabBarRouter(tabBarController: HeadlessTabBarController())
/// ```
@preconcurrency @MainActor
public final class HeadlessTabBarController: UITabBarController {
    let core = HeadlessTabBarCore()

    /// The screens of the tabs, in order; `nil` until tabs are set.
    public override var viewControllers: [UIViewController]? {
        get { core.viewControllers }
        set { core.setViewControllers(newValue) }
    }

    /// Replaces the tabs at once; the selected screen stays selected if it is among the new ones.
    public override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        core.setViewControllers(viewControllers)
    }

    /// The index of the selected tab.
    public override var selectedIndex: Int {
        get { core.selectedIndex }
        set { core.select(index: newValue, "selectedIndex") }
    }

    /// The screen of the selected tab.
    public override var selectedViewController: UIViewController? {
        get { core.selectedViewController }
        set { newValue.map(core.select) }
    }
}

#endif
