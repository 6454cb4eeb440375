@_spi(TiltUpTest) import TiltUp

/// The headless front end as a ``ConformanceDriver``: UIKit's rules (``HeadlessNavigationController``) or
/// SwiftUI's (``NavigationStackController``), on the scenario's platform, every gesture made as the headless
/// controllers make it, on what the user sees.
@MainActor
public final class HeadlessConformanceDriver: ConformanceDriver {
    /// Whose rules the headless stacks follow.
    public typealias Rules = ConformanceRules

    /// "headless, UIKit's rules" or "headless, SwiftUI's rules".
    public let name: String
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    private let rules: Rules
    private let window: HeadlessNavigationController
    /// The gesture the user has begun and not ended, if any.
    private var gesture: HeadlessNavigationController.InteractiveGesture?
    /// Under SwiftUI's rules, the gesture begun, which SwiftUI tells nothing of until it finishes.
    private var pendingUnderSwiftUI: ConformanceInteraction?

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

    /// Sets the window's platform and width; runs any scenario that holds under this driver's rules.
    public func prepare(for scenario: ConformanceScenario) -> String? {
        guard scenario.holds(under: rules) else { return "it holds under \(scenario.rules.map(\.description)) only" }
        window.platform = scenario.platform
        if let width = scenario.width, width != window.horizontalSizeClass {
            window.simulateSizeClassChange(to: width)
        }
        return nil
    }

    /// A Router on a new headless stack under the same rules.
    public func makeModalRouter() -> Router {
        Router(navigationController: Self.makeStack(rules))
    }

    /// Makes `gesture` on the headless controllers, on what the user sees; every gesture is covered.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        let (visible, presenter, _, _) = window.visibleStack()
        switch gesture {
        case .back:
            window.simulateVisibleBack()
        case .backBehindSheet:
            (context.presenter.map(headless) ?? visible).simulateBackButton()
        case .backSwipe:
            window.simulateVisibleBackSwipe()
        case .swipeDown:
            (presenter ?? window).simulateSwipeDown()
        case .escape:
            (presenter ?? window).simulateEscape()
        case .tapOutside:
            (presenter ?? window).simulateTapOutside()
        case .dragSheet(let detent):
            (presenter ?? window).simulateDetentChange(to: detent)
        case .interactiveDismissal:
            dismissalTarget(visible: visible, presenter: presenter).simulateInteractiveDismissal()
        case .begin(let interaction):
            begin(interaction, visible: visible, presenter: presenter)
        case .finish:
            end(finished: true, visible: visible, presenter: presenter)
        case .cancel:
            end(finished: false, visible: visible, presenter: presenter)
        case .width(let sizeClass):
            window.simulateSizeClassChange(to: sizeClass)
        case .closeWindow:
            appCoordinator.close()
        case .selectTab(let index):
            context.tabBarRouter.map(headless)?.simulateTabSelection(at: index)
        case .toggleSidebar:
            context.tabBarRouter.map(headless)?.simulateSidebarToggle()
        case .hideTab(let index):
            context.tabBarRouter.map(headless)?.simulateHidingTab(at: index)
        case .showTab(let index):
            context.tabBarRouter.map(headless)?.simulateShowingTab(at: index)
        case .moveTab(let from, let to):
            context.tabBarRouter.map(headless)?.simulateMovingTab(from: from, to: to)
        case .cancelSearch:
            context.tabBarRouter.map(headless)?.simulateSearchCancel()
        }
        return true
    }

    /// What the user's interactive dismissal acts on: the visible stack's top screen if it has one to go back
    /// from, else the modal it is (through its presenter).
    private func dismissalTarget(
        visible: HeadlessNavigationController, presenter: HeadlessNavigationController?
    ) -> HeadlessNavigationController {
        visible.viewControllers.count > 1 ? visible : presenter ?? visible
    }

    /// Begins `interaction`; under SwiftUI's rules, which tell nothing before the end, only notes it.
    private func begin(
        _ interaction: ConformanceInteraction, visible: HeadlessNavigationController, presenter: HeadlessNavigationController?
    ) {
        guard rules == .uiKit else {
            pendingUnderSwiftUI = interaction
            return
        }
        switch interaction {
        case .backSwipe:
            gesture = window.beginVisibleBack()
        case .swipeDown:
            gesture = (presenter ?? window).beginSwipeDown()
        case .interactiveDismissal:
            gesture = dismissalTarget(visible: visible, presenter: presenter).beginInteractiveDismissal()
        }
    }

    /// Ends the gesture under way: finished, or cancelled. Under SwiftUI's rules a finished gesture is its
    /// write, made whole now, and a cancelled one tells nothing.
    private func end(finished: Bool, visible: HeadlessNavigationController, presenter: HeadlessNavigationController?) {
        if rules == .swiftUI {
            guard finished, let pending = pendingUnderSwiftUI else {
                pendingUnderSwiftUI = nil
                return
            }
            pendingUnderSwiftUI = nil
            switch pending {
            case .backSwipe: window.simulateVisibleBackSwipe()
            case .swipeDown: (presenter ?? window).simulateSwipeDown()
            case .interactiveDismissal: dismissalTarget(visible: visible, presenter: presenter).simulateInteractiveDismissal()
            }
            return
        }
        guard let gesture else { return }
        self.gesture = nil
        if finished {
            gesture.finish()
        } else {
            gesture.cancel()
        }
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

    private func headless(_ router: TabBarRouter) -> HeadlessTabBarController {
        #if canImport(UIKit)
        router.tabBarController as! HeadlessTabBarController
        #else
        router.tabBarController
        #endif
    }
}
