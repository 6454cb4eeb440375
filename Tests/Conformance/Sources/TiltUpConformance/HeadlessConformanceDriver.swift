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
    public func perform(_ gesture: ConformanceGesture, top: Router, presenter: Router?) async -> Bool {
        let stack = headless(top)
        let presenting = presenter.map(headless) ?? window
        switch gesture {
        case .back:
            stack.simulateBackSwipe()
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
}
