import TiltUp

/// A front end a ``ConformanceScenario`` runs on: it makes the window and the modals' stacks, makes the user's
/// gestures through the front end's own mechanism, and reads back what the user sees.
///
/// A driver decides no rule of the platform: it makes the gesture as the user does (or as the platform
/// delivers it), and what the platform then does is what the run records. Where it cannot make a gesture,
/// ``perform(_:in:)`` returns false and the scenario is listed as not covered there.
@MainActor
public protocol ConformanceDriver: AnyObject {
    /// The front end's name, in a failure: "headless, UIKit's rules", "UIKit".
    var name: String { get }
    /// Whose rules the front end follows.
    var rules: ConformanceRules { get }
    /// The app coordinator of the window, whose Router's stack holds the screen "root".
    var appCoordinator: AppCoordinator { get }
    /// Gets the window ready for `scenario`, before anything is on it: its platform and its width. Returns why
    /// the scenario cannot run here (another platform's, another front end's rules), or `nil`.
    func prepare(for scenario: ConformanceScenario) -> String?
    /// A new Router for a modal stack, of this front end.
    func makeModalRouter() -> Router
    /// Does the user's `gesture` on what `context` names: the stack the user sees, the one presenting it, the
    /// tab bar or split view in the window. Returns false where this front end cannot make the gesture: the
    /// scenario is listed as not covered there, and stops.
    func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool
    /// Waits until no transition is under way (UIKit's animations, SwiftUI's `onDismiss`).
    func settle() async
    /// The sheet `presenter` presents, as the user sees it; `nil` when it presents none with detents.
    func sheet(presentedBy presenter: Router) -> ConformanceSheet?
    /// The tab bar `tabBarRouter` drives, as the user sees it.
    func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar
    /// The screens the user sees at the end, given `stack`, the names of the screens of the stack on top as its
    /// Router holds them (bottom first): where that stack is TiltUp's own (SwiftUI's ``NavigationStackController``),
    /// the front end's windows are read back, so that the comparison does not compare the model with itself.
    func screens(shown stack: [String]) -> [String]
    /// What the front end gave no way to read back in the run so far (read once it is over): the comparison
    /// leaves it out rather than compare the model with itself.
    var notReadBack: [ConformanceReading] { get }
    /// What the run rests on besides the scenario's guess (read once it is over): a width given by a trait
    /// override, say.
    var guesses: [String] { get }
}

extension ConformanceDriver {
    /// The sheet as the Router and its front end say: its detents, and the one its front end rests it at.
    public func sheet(presentedBy presenter: Router) -> ConformanceSheet? {
        guard let resting = presenter.presentedSheetDetent else { return nil }
        return ConformanceSheet(resting: resting.identifier, of: presenter.presentedSheetDetents.map(\.identifier))
    }

    /// The tab bar as its Router and front end say (``ConformanceTabBar/model(of:)``).
    public func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        ConformanceTabBar.model(of: tabBarRouter)
    }

    /// The stack's: its navigation controller is the front end's own (UIKit's), or the model is what it shows.
    public func screens(shown stack: [String]) -> [String] {
        stack
    }

    /// Everything read back: the headless model's own state is what it shows.
    public var notReadBack: [ConformanceReading] { [] }

    /// No guess besides the scenario's.
    public var guesses: [String] { [] }
}

extension ConformanceTabBar {
    /// The tab bar as `tabBarRouter` and its front end say: each tab named by its title, which a scenario's tab
    /// gets from its name.
    @MainActor public static func model(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        let tabs = tabBarRouter.tabs
        let names = tabs.map { $0.title ?? "?" }
        return ConformanceTabBar(
            names, selected: tabBarRouter.selectedIndex.flatMap { names.indices.contains($0) ? names[$0] : nil },
            hidden: names.indices.filter(tabBarRouter.isTabHidden(at:)).map { names[$0] }, sidebar: tabBarRouter.isSidebarVisible,
            accessory: (tabBarRouter.bottomAccessoryScreen as? ConformanceScreen)?.name)
    }
}

/// Where the user's gesture of a ``ConformanceScenario`` lands.
@MainActor
public struct ConformanceContext {
    /// The stack the user sees: a modal's, a tab's, a column's, or the window's.
    public let top: Router
    /// The stack presenting ``top``, if it is a modal.
    public let presenter: Router?
    /// The tab bar in the window, if the scenario put one there.
    public let tabBarRouter: TabBarRouter?
    /// The split view in the window, if the scenario put one there.
    public let splitRouter: SplitRouter?
    /// The run's transitions, whose interaction controller a driver drives for the user's gesture.
    public let transitions: ConformanceTransitionKit
}
