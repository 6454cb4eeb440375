// The one place where TiltUp's navigation differs between platforms with UIKit and without it.
// Everything else in the package is written against these names.

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
    /// Connects `router` to the changes of its navigation controller that it did not make itself.
    static func connect(_ router: Router) -> AnyObject? {
        if let headless = router.navigationController as? HeadlessNavigationController {
            headless.core.connect(router)
            return nil
        }
        return RouterNavigationDelegate(router: router)
    }

    /// Whether the Router learns of every change synchronously, or has to look after each call.
    static func reportsChangesSynchronously(_ navigationController: NavigationController) -> Bool {
        navigationController is HeadlessNavigationController
    }

    /// A new, empty navigation controller, for a Router made without one.
    static func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    /// A new, empty navigation controller of the same kind as `navigationController`.
    static func makeNavigationController(like navigationController: NavigationController) -> NavigationController {
        navigationController is HeadlessNavigationController ? HeadlessNavigationController() : UINavigationController()
    }

    /// Whether a transition is under way: a user's gesture not yet finished or cancelled, or an animation
    /// UIKit has not finished.
    ///
    /// UIKit gives a view controller a `transitionCoordinator` for the length of every push, pop,
    /// presentation and dismissal it animates, including the interactive ones, and for the view controllers
    /// presenting or presented in it ("the transition coordinator … lasts for the duration of the
    /// transition animation"). During an interactive pop UIKit has already taken the top screen off
    /// `viewControllers`, and puts it back if the user cancels: a comparison made then would run a pop
    /// handler for a screen that may stay.
    static func isTransitioning(_ navigationController: NavigationController) -> Bool {
        if let headless = navigationController as? HeadlessNavigationController {
            return headless.core.isTransitioning
        }
        return navigationController.transitionCoordinator != nil
    }

    /// Whether the transition under way began as the user's gesture, which the user may still cancel.
    ///
    /// UIKit: `initiallyInteractive` "indicates whether the transition was initiated as an interactive
    /// transition. It never changes during the course of a transition", so it holds until the end, also
    /// after the user has let go and the transition finishes or cancels by itself.
    static func isInteractivelyTransitioning(_ navigationController: NavigationController) -> Bool {
        if let headless = navigationController as? HeadlessNavigationController {
            return headless.core.gesture != nil
        }
        return navigationController.transitionCoordinator?.initiallyInteractive == true
    }

    /// Calls `body` once the transition under way ends, whether it completed or was cancelled.
    ///
    /// The headless controller tells its Router itself. UIKit runs the completion block of
    /// `animate(alongsideTransition:completion:)` when the transition ends, cancelled or not.
    static func whenTransitionEnds(_ navigationController: NavigationController, _ body: @escaping @MainActor () -> Void) {
        guard !(navigationController is HeadlessNavigationController) else { return }
        guard let coordinator = navigationController.transitionCoordinator else {
            body()
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { body() }
        }
    }

    /// Ends the transition under way on the navigation controller of a Router that is ending.
    ///
    /// A headless controller cancels the user's gesture and finishes a held presentation at once. UIKit's
    /// transitions cannot be cut short (a dismissal asked for during one is refused): once it ends, the
    /// controller dismisses what it still presents and empties its stack, as its Router already has.
    static func endTransition(_ navigationController: NavigationController) {
        if let headless = navigationController as? HeadlessNavigationController {
            headless.core.endTransition()
            return
        }
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: nil) { [weak navigationController] _ in
            MainActor.assumeIsolated {
                guard let navigationController else { return }
                if navigationController.presentedViewController != nil {
                    navigationController.dismiss(animated: false)
                }
                if !navigationController.viewControllers.isEmpty {
                    navigationController.setViewControllers([], animated: false)
                }
            }
        }
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

    /// A new tab bar controller to show on the stack of `navigationController`: headless if it is.
    static func makeTabBarController(like navigationController: NavigationController) -> TabBarController {
        navigationController is HeadlessNavigationController ? HeadlessTabBarController() : UITabBarController()
    }

    /// A new, empty navigation controller for a tab of `tabBarController`: headless if it is.
    static func makeNavigationController(for tabBarController: TabBarController) -> NavigationController {
        tabBarController is HeadlessTabBarController ? HeadlessNavigationController() : UINavigationController()
    }

    /// Hides or shows the bar of the navigation controller a tab bar is shown in, so that only each
    /// tab's own bar is seen.
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

    /// Prepares `screen` to be presented by `router` with `style`; returns what must live as long as the modal.
    static func prepare(_ screen: Screen, presentationStyle style: ModalPresentationStyle, for router: Router) -> AnyObject? {
        screen.modalPresentationStyle = style
        guard router.platformHooks is RouterNavigationDelegate, let presentationController = screen.presentationController else {
            return nil
        }
        return RouterPresentationDelegate(router: router, presentationController: presentationController)
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
    static func connect(_ tabBarRouter: TabBarRouter) -> AnyObject? {
        tabBarRouter.tabBarController.core.receiver = tabBarRouter
        return nil
    }

    static func makeTabBarController() -> TabBarController {
        HeadlessTabBarController()
    }

    static func makeNavigationController(for tabBarController: TabBarController) -> NavigationController {
        HeadlessNavigationController()
    }

    static func makeTabBarController(like navigationController: NavigationController) -> TabBarController {
        HeadlessTabBarController()
    }

    static func setNavigationBarHidden(_ hidden: Bool, of navigationController: NavigationController) {}

    static func connect(_ router: Router) -> AnyObject? {
        router.navigationController.core.connect(router)
        return nil
    }

    static func reportsChangesSynchronously(_ navigationController: NavigationController) -> Bool {
        true
    }

    static func makeNavigationController() -> NavigationController {
        HeadlessNavigationController()
    }

    static func makeNavigationController(like navigationController: NavigationController) -> NavigationController {
        HeadlessNavigationController()
    }

    static func isTransitioning(_ navigationController: NavigationController) -> Bool {
        navigationController.core.isTransitioning
    }

    static func isInteractivelyTransitioning(_ navigationController: NavigationController) -> Bool {
        navigationController.core.gesture != nil
    }

    static func whenTransitionEnds(_ navigationController: NavigationController, _ body: @escaping @MainActor () -> Void) {}

    static func endTransition(_ navigationController: NavigationController) {
        navigationController.core.endTransition()
    }

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

    static func prepare(_ screen: Screen, presentationStyle style: ModalPresentationStyle, for router: Router) -> AnyObject? {
        if let navigationController = screen as? HeadlessNavigationController {
            navigationController.modalPresentationStyle = style
        } else {
            // Any object can be a screen here, with no style of its own: the presenter keeps it.
            router.navigationController.core.announce(style, for: screen)
        }
        return nil
    }
}

#endif
