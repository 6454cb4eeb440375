#if canImport(UIKit) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// SwiftUI's front end as a ``ConformanceDriver``: `RouterView` in a window of a test host on a simulator or a
/// Mac, the Router driving a ``NavigationStackController``, and the user's gestures arriving as SwiftUI
/// receives them.
///
/// SwiftUI's `NavigationStack`, sheets and `TabView` are drawn by UIKit's controllers on iOS, and SwiftUI
/// writes its bindings when those report the user's change: the driver makes each gesture a unit test can make
/// on the controller SwiftUI made (the Back button's pop of the navigation controller SwiftUI drew, a tap on
/// the tab bar item it drew), as ``UIKitConformanceDriver`` does, and reads back the sheet UIKit shows for it.
/// That SwiftUI's controllers are UIKit's is the suite's guess on top of each scenario's: where a run fails,
/// check it first. The other gestures are listed as not covered here, and made by the UI tests with a finger.
/// What SwiftUI gives no way to read (its sidebar, its accessory) is listed as not read back.
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIConformanceDriver: ConformanceDriver {
    /// "SwiftUI".
    public let name = "SwiftUI"
    /// SwiftUI's.
    public let rules = ConformanceRules.swiftUI
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    /// The window the scenarios run in.
    public let window: UIWindow
    private let container: UIViewController
    private let host: UIHostingController<RouterView>
    /// The hosting controller's width.
    private let width: UIKitWidth
    /// What the last reading back could not read.
    public private(set) var notReadBack: [ConformanceReading] = []

    /// A window of its own showing the app coordinator's `RouterView`: an iPhone's size with animations off in a
    /// unit test; the whole scene, animated, in the conformance host app (`hosted`).
    public init(hosted: Bool = false) {
        appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
        host = UIHostingController(rootView: RouterView(appCoordinator.router))
        let container = UIViewController()
        self.container = container
        window = UIKitGestures.makeWindow(showing: host, in: container, hosted: hosted)
        width = UIKitWidth(of: host, in: container)
    }

    /// Runs a scenario of SwiftUI's rules and this device's platform, at the width it starts at where the
    /// window can have it.
    public func prepare(for scenario: ConformanceScenario) -> String? {
        guard scenario.holds(under: .swiftUI) else { return "it holds under UIKit's rules only" }
        if let mismatch = UIKitGestures.platformMismatch(scenario) { return mismatch }
        return width.give(scenario.startingWidth)
    }

    /// What the widths given rest on: on an iPad, compact width as a trait override.
    public var guesses: [String] { width.guesses }

    /// A Router on a new ``NavigationStackController``.
    public func makeModalRouter() -> Router {
        Router(navigationController: NavigationStackController())
    }

    /// Makes `gesture` on the controllers SwiftUI drew; returns false for the gestures a unit test cannot make.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        let top = UIKitGestures.topPresented(in: window) ?? container
        switch gesture {
        case .back:
            // The stack on top: the last navigation controller SwiftUI drew with a screen to go back from.
            guard let stack = UIKitGestures.navigationControllers(in: top).last(where: { $0.viewControllers.count > 1 }) else {
                return true  // no Back button is shown: there is nothing to tap
            }
            UIKitGestures.tapBack(of: stack)
            return true
        case .width(let sizeClass):
            return width.give(sizeClass) == nil
        case .closeWindow:
            appCoordinator.close()
            return true
        case .selectTab(let index):
            guard let tabBarRouter = context.tabBarRouter, let tabs = UIKitGestures.tabBarController(in: top) else { return false }
            guard tabBarRouter.tabs.indices.contains(index) else { return true }  // no tab there to tap
            return UIKitGestures.tapTab(titled: tabBarRouter.tabs[index].title ?? "", in: tabs)
        case .backBehindSheet, .backSwipe, .swipeDown, .escape, .tapOutside, .dragSheet, .interactiveDismissal, .begin, .finish,
            .cancel, .toggleSidebar, .hideTab, .showTab, .moveTab, .cancelSearch:
            return false
        }
    }

    /// Waits for a resized window's width, gives SwiftUI a few turns to render the model, then waits, at most
    /// two seconds, for the transitions.
    public func settle() async {
        await width.settle()
        await UIKitGestures.settle(window, turns: 5)
    }

    /// The screens UIKit shows for SwiftUI's stack on top, whose ``NavigationStackController`` is TiltUp's own:
    /// the stack where the controller on top shows its top screen, else what it shows instead
    /// (``ConformanceShownScreens``).
    public func screens(shown stack: [String]) -> [String] {
        ConformanceShownScreens.screens(stack, shown: UIKitReadBack.screensShown(in: window))
    }

    /// The sheet UIKit shows for SwiftUI's: that of the controller on top, if it was presented.
    public func sheet(presentedBy presenter: Router) -> ConformanceSheet? {
        guard let top = UIKitGestures.topPresented(in: window), top !== container else { return nil }
        return UIKitReadBack.sheet(of: top)
    }

    /// The tab bar SwiftUI's `TabView` shows, read from the tab bar controller UIKit draws for it: its tabs, the
    /// one selected, those hidden. The sidebar is SwiftUI's own, which it tells TiltUp nothing of, and its
    /// accessory is not a tab bar controller's: neither is read back. Where no tab bar controller is found,
    /// nothing is.
    public func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        guard let tabs = UIKitGestures.tabBarController(in: container) else {
            notReadBack = ConformanceReading.allCases.filter { $0 != .sheet }
            return ConformanceTabBar([], selected: nil)
        }
        let (tabBar, unread) = UIKitReadBack.tabBar(tabs)
        notReadBack = ConformanceReading.allCases.filter { unread.contains($0) || $0 == .sidebar || $0 == .accessory }
        return tabBar
    }
}
#endif
