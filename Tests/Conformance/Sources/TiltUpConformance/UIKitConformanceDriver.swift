#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// UIKit's front end as a ``ConformanceDriver``, in a window of a test host on a simulator or a Mac: the Router
/// drives `UINavigationController`s, the user's gestures reach UIKit through its own mechanism, and what UIKit
/// then shows is read back from its controllers.
///
/// A unit test reaches few of the user's gestures: the Back button (its action, the animated pop), a tap on a
/// tab bar item (the control UIKit drew for it, sent its touch), the app's own interaction controller driving
/// a custom transition (what the app's gesture recognizer does with the user's finger), the window's width (its
/// own, a Mac's window resized, or on an iPad compact width as a trait override: ``UIKitWidth``) and the window
/// closing. Every other gesture is listed as
/// not covered here, and made by the conformance UI tests with a finger: the edge swipe, the swipe-down, a drag
/// between detents, a tap outside a popover or behind a sheet, Escape, the sidebar's button and editor, search.
@MainActor
public final class UIKitConformanceDriver: ConformanceDriver {
    /// "UIKit".
    public let name = "UIKit"
    /// UIKit's.
    public let rules = ConformanceRules.uiKit
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    /// The window the scenarios run in.
    public let window: UIWindow
    /// The window's root, whose only child is the navigation controller.
    private let container: UIViewController
    /// The navigation controller's width.
    private let width: UIKitWidth
    /// What the last reading back could not read.
    public private(set) var notReadBack: [ConformanceReading] = []

    /// A window of its own: an iPhone's size with animations off in a unit test; the whole scene, animated,
    /// in the conformance host app (`hosted`), where a UI test's finger makes the gestures.
    public init(hosted: Bool = false) {
        let navigationController = UINavigationController()
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let container = UIViewController()
        self.container = container
        window = UIKitGestures.makeWindow(showing: navigationController, in: container, hosted: hosted)
        width = UIKitWidth(of: navigationController, in: container)
    }

    /// Runs a scenario of UIKit's rules and this device's platform, at the width it starts at where the window
    /// can have it.
    public func prepare(for scenario: ConformanceScenario) -> String? {
        guard scenario.holds(under: .uiKit) else { return "it holds under SwiftUI's rules only" }
        if let mismatch = UIKitGestures.platformMismatch(scenario) { return mismatch }
        return width.give(scenario.startingWidth)
    }

    /// What the widths given rest on: on an iPad, compact width as a trait override.
    public var guesses: [String] { width.guesses }

    /// A Router on a new `UINavigationController`.
    public func makeModalRouter() -> Router {
        Router()
    }

    /// Makes `gesture` through UIKit's own mechanism; returns false for the gestures a unit test cannot make.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        switch gesture {
        case .back:
            if context.presenter == nil, let split = context.splitRouter?.splitViewController, split.isCollapsed {
                UIKitGestures.collapsedBack(in: split)
            } else {
                UIKitGestures.tapBack(of: context.top.navigationController)
            }
            return true
        case .width(let sizeClass):
            return width.give(sizeClass) == nil
        case .closeWindow:
            appCoordinator.close()
            return true
        case .selectTab(let index):
            guard let tabBarRouter = context.tabBarRouter else { return false }
            guard tabBarRouter.tabs.indices.contains(index) else { return true }  // no tab there to tap
            return UIKitGestures.tapTab(titled: tabBarRouter.tabs[index].title ?? "", in: tabBarRouter.tabBarController)
        case .interactiveDismissal:
            guard beginInteractiveDismissal(in: context) else { return false }
            await UIKitGestures.endInteractiveDismissal(finished: true, with: context.transitions)
            return true
        case .begin(.interactiveDismissal):
            return beginInteractiveDismissal(in: context)
        case .finish, .cancel:
            guard context.transitions.userIsInteracting else { return false }
            await UIKitGestures.endInteractiveDismissal(finished: gesture == .finish, with: context.transitions)
            return true
        case .backBehindSheet, .backSwipe, .swipeDown, .escape, .tapOutside, .dragSheet, .begin, .toggleSidebar, .hideTab,
            .showTab, .moveTab, .cancelSearch:
            return false
        }
    }

    /// Begins the user's interactive dismissal where the app's own interaction controller drives it: the top
    /// screen's custom transition, or the modal's. Returns false for a zoom's, which only a finger drives, or
    /// where the app gave no interaction controller (the app has no gesture of its own to begin then).
    private func beginInteractiveDismissal(in context: ConformanceContext) -> Bool {
        let stack = context.top.navigationController
        if stack.viewControllers.count > 1, let top = stack.topViewController {
            guard Self.drivesItsOwnInteraction(context.top.transition(of: top)) else { return false }
            UIKitGestures.beginInteractiveDismissal(popping: stack, dismissing: nil, with: context.transitions)
        } else if let presenter = context.presenter, let presented = presenter.navigationController.presentedViewController {
            guard Self.drivesItsOwnInteraction(presenter.transition(of: presented)) else { return false }
            UIKitGestures.beginInteractiveDismissal(popping: nil, dismissing: presented, with: context.transitions)
        } else {
            return false
        }
        return true
    }

    /// Whether the app's own interaction controller drives `transition`'s dismissal: a custom one with one.
    static func drivesItsOwnInteraction(_ transition: ScreenTransition) -> Bool {
        transition.style == .custom && transition.isInteractivelyDismissible
    }

    /// Waits, at most two seconds each, until a resized window has its width and no controller of the window
    /// is in a transition.
    public func settle() async {
        await width.settle()
        await UIKitGestures.settle(window)
    }

    /// The sheet as UIKit holds it.
    public func sheet(presentedBy presenter: Router) -> ConformanceSheet? {
        presenter.navigationController.presentedViewController.flatMap(UIKitReadBack.sheet(of:))
    }

    /// The tab bar as UIKit shows it.
    public func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        let (tabBar, unread) = UIKitReadBack.tabBar(tabBarRouter.tabBarController)
        notReadBack = unread
        return tabBar
    }
}
#endif
