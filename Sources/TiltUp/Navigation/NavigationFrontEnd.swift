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
    /// The headless controller this front end drives, on which the user's gestures can be done (a journal's
    /// replay); `nil` for UIKit's.
    var headlessController: HeadlessNavigationController? { get }
    /// The horizontal size class of the window the navigation controller is in, when known.
    var horizontalSizeClass: SizeClass? { get }
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
    /// A new split view controller of this front end, to show on the stack: two columns, or three.
    func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController
    /// Prepares `screen` to be presented with `style` by `router`; returns what must live as long as the modal.
    func prepareToPresent(_ screen: Screen, style: ModalPresentationStyle, for router: Router) -> AnyObject?
    /// Gives the sheet `screen` is about to be presented as the heights it can rest at, the one it first
    /// rests at, its grabber and its undimmed detents; `nil` (the system's `.large` alone) for a modal
    /// presented without detents.
    func prepareSheet(_ screen: Screen, sheet: SheetSettings?)
    /// Gives the popover `screen` is about to be presented as the anchor it points at; `nil` for a modal
    /// presented without one (a popover then points at the middle of the presenting screen).
    func preparePopover(_ screen: Screen, anchor: PopoverAnchor?)
    /// Gives `screen`, about to be pushed or presented, the transition it arrives and leaves with; the
    /// standard one takes away what an earlier one set.
    func prepareTransition(_ transition: ScreenTransition, for screen: Screen)
    /// The detent the presented sheet `screen` rests at now; `nil` when the front end cannot say (UIKit's
    /// smallest detent has no identifier).
    func selectedDetent(ofSheet screen: Screen) -> SheetDetent?
    /// Moves the presented sheet `screen` to `detent`, as the app asks.
    func selectDetent(_ detent: SheetDetent, ofSheet screen: Screen)
    /// Hides or shows the navigation bar while a tab bar is the stack's root, so that only each tab's own
    /// bar is seen. (SwiftUI's `RouterView` hides it itself over a tab bar; a headless stack has none.)
    func setNavigationBarHidden(_ hidden: Bool)
    /// Why this front end cannot present `screen`, a navigation controller of another front end; `nil` if it can.
    func refusalToPresent(_ screen: Screen) -> String?
}

/// The kinds of navigation controller a Router drives, one for each front end.
enum FrontEndKind {
    /// UIKit's `UINavigationController`.
    case uiKit
    /// A ``HeadlessNavigationController``.
    case headless
    /// A ``NavigationStackController``, shown by SwiftUI's own navigation.
    case swiftUIStack

    /// The kind's name, in a refusal's message.
    var name: String {
        switch self {
        case .uiKit: "UIKit navigation controller"
        case .headless: "headless navigation controller"
        case .swiftUIStack: "SwiftUI stack (NavigationStackController)"
        }
    }
}

// The one place that tells navigation controllers apart by their class.
extension Platform {
    /// The front end that shows `navigationController`.
    static func frontEnd(for navigationController: NavigationController) -> any NavigationFrontEnd {
        if let stack = swiftUIStack(navigationController) {
            return SwiftUIStackFrontEnd(stack)
        }
        #if canImport(UIKit)
        if let headless = headless(navigationController) {
            return HeadlessFrontEnd(headless)
        }
        return UIKitFrontEnd(navigationController)
        #else
        return HeadlessFrontEnd(navigationController)
        #endif
    }

    /// `screen` as a headless navigation controller (a SwiftUI stack included), if it is one: how the
    /// headless model reaches the controllers it presents, and a tab's stack.
    static func headless(_ screen: Screen?) -> HeadlessNavigationController? {
        screen as? HeadlessNavigationController
    }

    /// `screen` as a stack of SwiftUI's own navigation, if it is one: what `RouterView` renders itself.
    static func swiftUIStack(_ screen: Screen?) -> NavigationStackController? {
        screen as? NavigationStackController
    }

    /// The kind of navigation controller `screen` is, if it is one.
    static func frontEndKind(of screen: Screen) -> FrontEndKind? {
        if swiftUIStack(screen) != nil { return .swiftUIStack }
        if headless(screen) != nil { return .headless }
        #if canImport(UIKit)
        if screen is UINavigationController { return .uiKit }
        #endif
        return nil
    }
}
