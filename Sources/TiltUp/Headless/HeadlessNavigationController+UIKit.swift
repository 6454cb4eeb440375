#if canImport(UIKit)
import UIKit

/// A synchronous, window-free `UINavigationController` for tests: changes happen at once, completions
/// run before the call returns, and nothing is drawn.
///
/// It keeps its own stack and modal instead of UIKit's, so a ``Router`` driving it behaves exactly as it
/// does on platforms without UIKit. ``simulateBackSwipe()`` and ``simulateSwipeDown()`` stand for what the
/// user does without going through a Router.
///
/// ```swift
/// let router = Router(navigationController: HeadlessNavigationController())
/// ```
@preconcurrency @MainActor
public class HeadlessNavigationController: UINavigationController {
    let core = HeadlessNavigationCore()

    /// Creates a navigation controller with an empty stack.
    public init() {
        super.init(nibName: nil, bundle: nil)
        core.owner = self
    }

    /// Creates a navigation controller with an empty stack; the nib is not used.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        core.owner = self
    }

    /// Creates a navigation controller whose stack holds `rootViewController` alone.
    public override convenience init(rootViewController: UIViewController) {
        self.init()
        core.setInitialViewControllers([rootViewController])
    }

    /// Creates a navigation controller from an archive, with an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        core.owner = self
    }

    /// The screens on the stack, from the root to the top.
    public override var viewControllers: [UIViewController] {
        get { core.viewControllers }
        set { core.setViewControllers(newValue) }
    }

    /// The screen on top of the stack.
    public override var topViewController: UIViewController? { core.topViewController }

    /// The presented modal if there is one, else the top of the stack.
    public override var visibleViewController: UIViewController? {
        core.presentedViewController ?? core.topViewController
    }

    /// The modal this controller presents, if any.
    public override var presentedViewController: UIViewController? { core.presentedViewController }

    /// The headless controller that presents this one, if any.
    public override var presentingViewController: UIViewController? { core.presentingController }

    /// Pushes `viewController` at once; a screen already on the stack is not pushed again.
    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        core.push(viewController, animated: animated)
    }

    /// Pops the top screen at once; `nil` when only the root is left.
    @discardableResult
    public override func popViewController(animated: Bool) -> UIViewController? {
        core.pop(animated: animated)
    }

    /// Pops every screen above the root at once.
    @discardableResult
    public override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        core.popToRoot(animated: animated)
    }

    /// Pops the screens above `viewController` at once; `nil` when it is not on the stack.
    @discardableResult
    public override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        core.pop(to: viewController, animated: animated)
    }

    /// Replaces the whole stack at once.
    public override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        core.setViewControllers(viewControllers)
    }

    /// Presents `viewControllerToPresent` at once and runs `completion` before returning.
    public override func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        core.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the presented modal, and every modal above it, at once; then runs `completion`.
    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        core.dismiss(animated: flag, completion: completion)
    }
}

#endif
