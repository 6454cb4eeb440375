/// The rules a headless core follows: UIKit's (``HeadlessNavigationController``) or SwiftUI's own
/// navigation's (``NavigationStackController``, rendered by `RouterView`).
///
/// A core reads what its rules say, never which rules they are, so that a front end with rules of its own
/// is one more value here. Two rules are the same when their navigation is.
struct FrontEndRules: Equatable, Sendable {
    /// Whose navigation these rules are, in a diagnostic: "UIKit's", "SwiftUI's".
    let navigation: String
    /// A navigation controller under these rules, in a diagnostic.
    let controller: String
    /// Whether the user's gestures arrive as writes of a binding once they are over (SwiftUI tells nothing
    /// before), rather than step by step as transitions the user may still cancel (UIKit).
    let gesturesArriveAsWrites: Bool
    /// Whether a modal's dismissal may last until its `onDismiss` (SwiftUI's sheets and covers), when the
    /// stack waits for it.
    let dismissalsWaitForOnDismiss: Bool
    /// Whether the user's tap on the selected tab pops that tab's stack to its root (UIKit's tab bar does;
    /// SwiftUI's `TabView` does not).
    let reselectedTabPopsToRoot: Bool
    /// Whether a tab bar under these rules is drawn by SwiftUI (a `TabView` in `RouterView`), rather than
    /// shown as a view controller.
    let tabBarIsDrawnBySwiftUI: Bool
    /// Whether a zoom asks its source's provider for the view it starts from and ends at (UIKit's
    /// `sourceViewProvider`), rather than finding the source by its identifier (SwiftUI's
    /// `matchedTransitionSource`, which asks the app nothing).
    let zoomAsksSourceProvider: Bool
    /// Whether the app's own animated transitions run (UIKit's animators); SwiftUI's navigation takes none,
    /// and shows the standard transition instead.
    let runsCustomTransitions: Bool
    /// Whether a group of tabs is one item of the tab bar, showing the group's selected tab (UIKit's `UITabGroup`
    /// on an iPhone, or an iPad without the sidebar), rather than each of its tabs an item (SwiftUI's `TabSection`).
    let tabGroupIsOneTabBarItem: Bool
    /// Whether the user has an editor to hide and reorder tabs where the platform offers one (UIKit's sidebar);
    /// TiltUp binds no `TabViewCustomization`, so SwiftUI's tab view offers none.
    let offersTabCustomization: Bool
    /// Whether the front end tells when the user shows or hides the tab bar's sidebar (UIKit's sidebar delegate);
    /// SwiftUI does not expose its sidebar's visibility.
    let reportsTabSidebarVisibility: Bool
    /// Makes an empty stack under these rules, for a tab: whether its dismissals wait for `onDismiss`.
    let makeStack: @MainActor @Sendable (_ waitingForOnDismiss: Bool) -> HeadlessNavigationController

    /// UIKit's navigation controller and tab bar controller.
    static let uiKit = FrontEndRules(
        navigation: "UIKit's", controller: "a UIKit navigation controller", gesturesArriveAsWrites: false,
        dismissalsWaitForOnDismiss: false, reselectedTabPopsToRoot: true, tabBarIsDrawnBySwiftUI: false,
        zoomAsksSourceProvider: true, runsCustomTransitions: true, tabGroupIsOneTabBarItem: true, offersTabCustomization: true,
        reportsTabSidebarVisibility: true, makeStack: { _ in HeadlessNavigationController() })

    /// SwiftUI's `NavigationStack`, sheets, covers and `TabView`.
    static let swiftUI = FrontEndRules(
        navigation: "SwiftUI's", controller: "a SwiftUI stack", gesturesArriveAsWrites: true, dismissalsWaitForOnDismiss: true,
        reselectedTabPopsToRoot: false, tabBarIsDrawnBySwiftUI: true, zoomAsksSourceProvider: false, runsCustomTransitions: false,
        tabGroupIsOneTabBarItem: false, offersTabCustomization: false, reportsTabSidebarVisibility: false,
        makeStack: { NavigationStackController(waitingForOnDismiss: $0) })

    static func == (lhs: FrontEndRules, rhs: FrontEndRules) -> Bool {
        lhs.navigation == rhs.navigation
    }
}
