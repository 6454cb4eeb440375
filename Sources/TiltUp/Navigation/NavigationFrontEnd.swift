#if canImport(UIKit)
// `Screen`, `NavigationController`, `TabBarController` and `ModalPresentationStyle` alias UIKit's types
// here (Platform.swift).
import UIKit
#endif

/// What a ``Router`` asks of the front end that shows its navigation, besides the members of UIKit's
/// navigation controller that every front end has (`viewControllers`, `pushViewController(_:animated:)`,
/// `present(_:animated:completion:)` and the rest): the seam between the Router and what it drives.
///
/// Three front ends implement it, and the Router's logic is written once against it:
/// - `UIKitFrontEnd`: a `UINavigationController` on iOS. UIKit changes the stack without the Router (the
///   back swipe), so the Router compares after each change, and waits for UIKit's transitions.
/// - `HeadlessFrontEnd`: a ``HeadlessNavigationController``, which tells the Router of each change as it
///   happens, on every platform.
/// - `SwiftUIStackFrontEnd`: a ``NavigationStackController``, the state SwiftUI's `NavigationStack`, sheets and
///   covers render; what SwiftUI writes through their bindings comes in as the user's changes.
@MainActor
protocol NavigationFrontEnd: AnyObject {
    /// Connects `router` to the changes it does not make itself; returns what must live as long as it.
    func connect(_ router: Router) -> AnyObject?
    /// Whether the Router learns of every change synchronously, or has to look after each call.
    var reportsChangesSynchronously: Bool { get }
    /// Whether a transition is under way: calls made meanwhile wait for its end.
    var isTransitioning: Bool { get }
    /// Whether the transition under way began as the user's gesture, which the user may still cancel.
    var isInteractivelyTransitioning: Bool { get }
    /// Calls `body` once the transition under way ends, unless the front end tells its Router itself.
    func whenTransitionEnds(_ body: @escaping @MainActor () -> Void)
    /// Ends the transition under way, for a Router that is ending.
    func endTransition()
    /// A new, empty navigation controller of this front end, for a modal Router.
    func makeNavigationController() -> NavigationController
    /// A new tab bar controller of this front end, to show on the stack.
    func makeTabBarController() -> TabBarController
    /// Prepares `screen` to be presented with `style` by `router`; returns what must live as long as the modal.
    func prepareToPresent(_ screen: Screen, style: ModalPresentationStyle, for router: Router) -> AnyObject?
    /// Why this front end cannot present `screen`, a navigation controller of another front end; `nil` if it can.
    func refusalToPresent(_ screen: Screen) -> String?
}

extension Platform {
    /// The front end that shows `navigationController`.
    static func frontEnd(for navigationController: NavigationController) -> any NavigationFrontEnd {
        if let stack = navigationController as? NavigationStackController {
            return SwiftUIStackFrontEnd(stack)
        }
        #if canImport(UIKit)
        if let headless = navigationController as? HeadlessNavigationController {
            return HeadlessFrontEnd(headless)
        }
        return UIKitFrontEnd(navigationController)
        #else
        return HeadlessFrontEnd(navigationController)
        #endif
    }

    /// What kind of front end shows `screen`, if it is a navigation controller, for a refusal's message.
    static func frontEndName(of screen: Screen) -> String? {
        if screen is NavigationStackController { return "SwiftUI stack (NavigationStackController)" }
        if screen is HeadlessNavigationController { return "headless navigation controller" }
        #if canImport(UIKit)
        if screen is UINavigationController { return "UIKit navigation controller" }
        #endif
        return nil
    }
}
