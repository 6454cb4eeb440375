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
    /// Whose rules the headless stacks follow.
    public let rules: Rules
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

    /// A stack under `rules`: under SwiftUI's, one whose dismissals last until SwiftUI's `onDismiss`, as
    /// `RouterView` makes them (``settle()`` calls it, as SwiftUI does once its animation is over).
    private static func makeStack(_ rules: Rules) -> HeadlessNavigationController {
        guard rules == .swiftUI else { return HeadlessNavigationController() }
        let stack = NavigationStackController()
        stack.waitsForOnDismiss = true
        return stack
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

    /// Makes `gesture` on the headless controllers, on what the user sees; every gesture is covered but those
    /// of a tab bar or split view the scenario did not put in the window, which no user can make.
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
        case .toggleSidebar:
            if let tabBar = context.tabBarRouter.map(headless) {
                tabBar.simulateSidebarToggle()
            } else if let split = context.splitRouter.map(headless) {
                split.simulateSidebarToggle()
            } else {
                return false  // no sidebar button anywhere: the scenario asks for what no front end has
            }
        case .selectTab, .hideTab, .showTab, .moveTab, .cancelSearch:
            guard let tabBar = context.tabBarRouter.map(headless) else { return false }  // no tab bar to touch
            perform(gesture, on: tabBar)
        }
        return true
    }

    /// Makes a gesture of the tab bar's on it.
    private func perform(_ gesture: ConformanceGesture, on tabBar: HeadlessTabBarController) {
        switch gesture {
        case .selectTab(let index): tabBar.simulateTabSelection(at: index)
        case .hideTab(let index): tabBar.simulateHidingTab(at: index)
        case .showTab(let index): tabBar.simulateShowingTab(at: index)
        case .moveTab(let from, let to): tabBar.simulateMovingTab(from: from, to: to)
        case .cancelSearch: tabBar.simulateSearchCancel()
        default: break
        }
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

    /// Ends what is still under way once the front end has settled: headless transitions end at once, but
    /// under SwiftUI's rules a dismissal lasts until its `onDismiss`, which SwiftUI calls once its animation is
    /// over; this calls it on every stack of the window that waits for one (a call that presents again may
    /// start another, so at most a few rounds).
    public func settle() async {
        for _ in 0..<8 {
            let waiting = Self.stacks(from: window).compactMap { stack -> (NavigationStackController, Screen)? in
                guard let swiftUI = stack as? NavigationStackController, let going = swiftUI.modalBeingDismissed else { return nil }
                return (swiftUI, going)
            }
            guard !waiting.isEmpty else { return }
            for (stack, going) in waiting {
                stack.sheetDidDismiss(going)
            }
        }
    }

    /// Every stack of the window's tree: `root`, the tabs and columns of a tab bar or split view on top of a
    /// stack, and the modals presented, in turn.
    private static func stacks(from root: HeadlessNavigationController) -> [HeadlessNavigationController] {
        var found: [HeadlessNavigationController] = []
        var pending = [root]
        while let stack = pending.popLast(), found.count < 256 {
            found.append(stack)
            if let top = stack.topViewController {
                let routers =
                    (TabBarRouter.router(driving: top)?.tabs.map(\.router) ?? [])
                    + (SplitRouter.router(driving: top)?.columns.map(\.router) ?? [])
                pending += routers.compactMap { Self.headlessStack($0.navigationController) }
            }
            if let presented = stack.presentedViewController.flatMap(Self.headlessStack) {
                pending.append(presented)
            }
        }
        return found
    }

    private static func headlessStack(_ screen: Screen) -> HeadlessNavigationController? {
        screen as? HeadlessNavigationController
    }

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
