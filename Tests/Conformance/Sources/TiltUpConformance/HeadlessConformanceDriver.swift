import TiltUp

/// The headless front end as a ``ConformanceDriver``: UIKit's rules (``HeadlessNavigationController``) or
/// SwiftUI's (``NavigationStackController``), every gesture made as the headless controllers make it.
@MainActor
public final class HeadlessConformanceDriver: ConformanceDriver {
    /// Whose rules the headless stacks follow.
    public enum Rules: String, Sendable, CaseIterable, CustomStringConvertible {
        /// UIKit's navigation controller's.
        case uiKit
        /// SwiftUI's own navigation's.
        case swiftUI

        /// The rules' name, as a test names its argument.
        public var description: String { rawValue }
    }

    /// "headless, UIKit's rules" or "headless, SwiftUI's rules".
    public let name: String
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    private let rules: Rules
    private let window: HeadlessNavigationController

    /// A window of headless stacks under `rules`.
    public init(_ rules: Rules) {
        self.rules = rules
        name = "headless, \(rules == .uiKit ? "UIKit's" : "SwiftUI's") rules"
        window = Self.makeStack(rules)
        appCoordinator = AppCoordinator(router: Router(navigationController: window))
    }

    private static func makeStack(_ rules: Rules) -> HeadlessNavigationController {
        rules == .uiKit ? HeadlessNavigationController() : NavigationStackController()
    }

    /// A Router on a new headless stack under the same rules.
    public func makeModalRouter() -> Router {
        Router(navigationController: Self.makeStack(rules))
    }

    /// Makes `gesture` on the headless controllers; every gesture is covered.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        let stack = headless(context.top)
        let presenting = context.presenter.map(headless) ?? window
        switch gesture {
        case .back:
            if context.presenter == nil, let split = context.splitRouter.map(headless), split.isCollapsed {
                split.simulateBackSwipe()  // the collapsed stack's Back
            } else {
                stack.simulateBackSwipe()
            }
        case .cancelledBackSwipe:
            // SwiftUI tells nothing of a gesture the user cancels: there is nothing to do under its rules.
            if rules == .uiKit {
                stack.beginBackSwipe()?.cancel()
            }
        case .swipeDown:
            presenting.simulateSwipeDown()
        case .tapOutside:
            presenting.simulateTapOutside()
        case .dragSheet(let detent):
            presenting.simulateDetentChange(to: detent)
        case .width(let sizeClass):
            window.simulateSizeClassChange(to: sizeClass)
        case .closeWindow:
            appCoordinator.close()
        case .selectTab(let index):
            context.tabBarRouter.map(headless)?.simulateTabSelection(at: index)
        }
        return true
    }

    /// Nothing to wait for: headless transitions end at once.
    public func settle() async {}

    private func headless(_ router: Router) -> HeadlessNavigationController {
        #if canImport(UIKit)
        router.navigationController as! HeadlessNavigationController
        #else
        router.navigationController
        #endif
    }

    private func headless(_ router: SplitRouter) -> HeadlessSplitViewController {
        #if canImport(UIKit)
        router.splitViewController as! HeadlessSplitViewController
        #else
        router.splitViewController
        #endif
    }

    private func headless(_ router: TabBarRouter) -> HeadlessTabBarController {
        #if canImport(UIKit)
        router.tabBarController as! HeadlessTabBarController
        #else
        router.tabBarController
        #endif
    }
}
