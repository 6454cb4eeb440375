#if !canImport(UIKit)

/// A synchronous, window-free navigation controller whose members mirror `UINavigationController`.
///
/// ``Router`` drives it exactly as it drives a `UINavigationController` on iOS, so coordinators and
/// their tests read the same on every platform. Every change happens at once and every completion runs
/// before the call returns: a test needs no waiting. Two methods stand for what the user does without
/// going through a Router: ``simulateBackSwipe()`` and ``simulateSwipeDown()``, or, step by step,
/// ``beginBackSwipe()`` and ``beginSwipeDown()``.
///
/// ```swift
/// let navigationController = HeadlessNavigationController(rootViewController: home)
/// let router = Router(navigationController: navigationController)
/// router.push(details, popHandler: { print("details left") })
/// navigationController.simulateBackSwipe() // prints "details left"
/// ```
///
/// Misuse (popping the root, popping to a screen that is not on the stack, presenting over a modal)
/// changes nothing and is reported as a ``NavigationDiagnostic`` through the connected Router's
/// ``Router/diagnosticHandler``.
@preconcurrency @MainActor
public class HeadlessNavigationController {
    let core = HeadlessNavigationCore()
    /// The tab bar's label of this stack when it is a tab, as the TabBarRouter gave it: what SwiftUI's
    /// `TabView` shows where there is no `tabBarItem`.
    var tabLabel: (title: String?, systemImage: String?)?

    /// The style the presenter uses when this controller is presented modally.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// Whether this controller, presented as a sheet, refuses the user's swipe-down, as UIKit's
    /// `isModalInPresentation` does.
    public var isModalInPresentation = false

    /// Creates a navigation controller with an empty stack.
    public init() {
        core.owner = self
    }

    /// Creates a navigation controller whose stack holds `rootViewController` alone.
    public convenience init(rootViewController: Screen) {
        self.init()
        core.setInitialViewControllers([rootViewController])
    }

    /// The screens on the stack, from the root to the top; setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [Screen] {
        get { core.viewControllers }
        set { core.setViewControllers(newValue) }
    }

    /// The screen on top of the stack.
    public var topViewController: Screen? { core.topViewController }

    /// The screen shown: the presented modal if there is one, else the top of the stack.
    public var visibleViewController: Screen? { core.presentedViewController ?? core.topViewController }

    /// The modal this controller presents, if any.
    public var presentedViewController: Screen? { core.presentedViewController }

    /// The headless controller that presents this one, if any.
    public var presentingViewController: HeadlessNavigationController? { core.presentingController }

    /// Pushes `viewController` on top of the stack; a screen already on the stack is not pushed again.
    ///
    /// - Parameters:
    ///   - viewController: the screen to push.
    ///   - animated: whether the push is animated (it completes at once all the same).
    public func pushViewController(_ viewController: Screen, animated: Bool) {
        core.push(viewController, animated: animated)
    }

    /// Pops the top screen.
    ///
    /// - Parameter animated: whether the pop is animated (it completes at once all the same).
    /// - Returns: the popped screen; `nil`, with nothing changed, when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> Screen? {
        core.pop(animated: animated)
    }

    /// Pops every screen above the root.
    ///
    /// - Parameter animated: whether the pop is animated (it completes at once all the same).
    /// - Returns: the popped screens, bottom first; `nil` when the stack is empty.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [Screen]? {
        core.popToRoot(animated: animated)
    }

    /// Pops the screens above `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: the screen to come back to.
    ///   - animated: whether the pop is animated (it completes at once all the same).
    /// - Returns: the popped screens, bottom first; `nil` when `viewController` is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: Screen, animated: Bool) -> [Screen]? {
        core.pop(to: viewController, animated: animated)
    }

    /// Replaces the whole stack; a screen listed twice keeps its first place only.
    ///
    /// - Parameters:
    ///   - viewControllers: the new stack, from the root.
    ///   - animated: whether the change is animated (it completes at once all the same).
    public func setViewControllers(_ viewControllers: [Screen], animated: Bool) {
        core.setViewControllers(viewControllers)
    }

    /// Presents `viewController` modally and runs `completion` before returning.
    ///
    /// As in UIKit, a controller that already presents a modal presents nothing more, and does not run
    /// `completion`; nor does it present itself, a controller presented elsewhere, or one that presents it in
    /// turn (a loop): those are reported as ``NavigationDiagnostic/Kind/invalidModal``.
    ///
    /// - Parameters:
    ///   - viewController: the screen to present.
    ///   - animated: whether the presentation is animated; with ``holdsAnimatedPresentations`` set, an
    ///     animated presentation stays under way, its completion held, until ``finishPresentationAnimation()``.
    ///   - completion: runs once the modal is presented.
    public func present(_ viewController: Screen, animated: Bool, completion: (() -> Void)? = nil) {
        core.present(viewController, animated: animated, completion: completion)
    }

    /// Dismisses the presented modal, and every modal above it, then runs `completion`.
    ///
    /// All levels go at once, however many there are, with no recursion; a gesture under way on a controller
    /// that goes is cancelled. As in UIKit, a controller that presents nothing asks its presenter to dismiss it.
    ///
    /// - Parameters:
    ///   - animated: whether the dismissal is animated (it completes at once all the same).
    ///   - completion: runs once the modals have gone.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        core.dismiss(animated: animated, completion: completion)
    }
}

#endif
