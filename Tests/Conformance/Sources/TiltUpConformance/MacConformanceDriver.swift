#if os(macOS) && !canImport(UIKit)
import AppKit
import TiltUp

/// SwiftUI's front end on a native Mac as a ``ConformanceDriver``: `RouterView` of ``appCoordinator``'s Router in
/// the conformance host app's window (which sets the stacks' platform to macOS), every gesture the user's, made by
/// the UI test with the mouse or the keyboard (``RemoteConformanceDriver``).
///
/// No unit test makes a Mac user's gesture, so ``perform(_:in:)`` makes none: the window resized to an iPhone's
/// width or a wide one (SwiftUI then says what width it is), and its closing, are all it does. SwiftUI shows a
/// Mac's sheets and tabs with no controller to read back (a sheet there has no detents, and `TabView` tells
/// nothing of its sidebar, its hidden tabs or its selection but through TiltUp's own binding): the sheet and the
/// tab bar are not read back, rather than read from the Router, which would compare the model with itself. The
/// screens are read from AppKit's windows: the screen the window on top shows (an attached sheet, a popover's
/// window) must be the top of the stack on top (``AppKitReadBack``).
@MainActor
public final class MacConformanceDriver: ConformanceDriver {
    /// "SwiftUI on a Mac".
    public let name = "SwiftUI on a Mac"
    /// SwiftUI's.
    public let rules = ConformanceRules.swiftUI
    /// The sheet and every reading of the tab bar: a Mac's SwiftUI gives no way to read them.
    public let notReadBack = ConformanceReading.allCases
    /// The window's app coordinator, whose Router a `RouterView` shows.
    public let appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))

    /// A window's driver, its `RouterView` not shown yet.
    public init() {}

    /// Runs a scenario of SwiftUI's rules on a native Mac.
    public func prepare(for scenario: ConformanceScenario) -> String? {
        guard scenario.holds(under: .swiftUI) else { return "it holds under UIKit's rules only, and a native Mac has no UIKit" }
        guard scenario.platform == .macOS else { return "it models \(scenario.platform), and this is a native Mac" }
        return nil
    }

    /// A Router on a new ``NavigationStackController``.
    public func makeModalRouter() -> Router {
        Router(navigationController: NavigationStackController())
    }

    /// The window's closing, and its resizing to an iPhone's width (320 points) or a wide one. Every other
    /// gesture is the UI test's.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        switch gesture {
        case .closeWindow:
            appCoordinator.close()
            return true
        case .width(let sizeClass):
            guard let window = NSApplication.shared.keyWindow ?? NSApplication.shared.windows.first else { return false }
            window.setContentSize(NSSize(width: sizeClass == .compact ? 320 : 1000, height: window.frame.height))
            return true
        default:
            return false
        }
    }

    /// Gives SwiftUI a few turns of the run loop to render the model and end its animations.
    public func settle() async {
        try? await Task.sleep(nanoseconds: 400_000_000)
    }

    /// The screens AppKit shows for SwiftUI's stack on top, whose ``NavigationStackController`` is TiltUp's own:
    /// the stack where the window on top (the scenario's window, its attached sheet, a popover's window) shows
    /// its top screen, else what that window shows instead (``ConformanceShownScreens``): no screen where none
    /// shows.
    public func screens(shown stack: [String]) -> [String] {
        ConformanceShownScreens.screens(stack, shown: AppKitReadBack.screensOnTop())
    }

    /// Not read back: a Mac's sheet has no detents, and SwiftUI gives no controller to read it from.
    public func sheet(presentedBy presenter: Router) -> ConformanceSheet? {
        nil
    }

    /// Not read back: SwiftUI's `TabView` on a Mac gives no controller to read it from.
    public func tabBar(of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        ConformanceTabBar([], selected: nil)
    }
}
#endif
