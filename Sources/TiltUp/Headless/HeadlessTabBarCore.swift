#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// What a ``HeadlessTabBarController`` tells the ``TabBarRouter`` that drives it.
@MainActor
protocol TabBarChangeReceiver: AnyObject {
    /// The tabs or the selection changed, by a call on the controller or by the user's tap.
    func tabBarDidChange()
    /// The user tapped the tab showing `screen`; `reselected` when it was the selected tab already.
    func tabBarDidSelectByUser(_ screen: Screen, reselected: Bool)
    /// The controller was misused and did nothing.
    func tabBarDidReport(_ diagnostic: NavigationDiagnostic)
    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result
    /// Whether a modal presented over the whole tab bar covers it, so that the user cannot tap it.
    var tabBarIsCovered: Bool { get }
    /// The user showed or hid the sidebar.
    func tabBarSidebarDidChange(visible: Bool)
    /// The user hid, or showed again, the tab of `screen`.
    func tabBarDidCustomize(hidden: Bool, screen: Screen)
    /// The tab that the group of the tab of `screen` shows: its selected tab, the one it showed last, or its
    /// first tab shown; `nil` when every tab of the group is hidden.
    func tabShownByGroup(containing screen: Screen) -> Screen?
}

/// The state and rules of a ``HeadlessTabBarController``, shared by its platform-neutral form and by the
/// `UITabBarController` subclass of the same name where UIKit exists.
@MainActor
final class HeadlessTabBarCore {
    weak var receiver: (any TabBarChangeReceiver)?
    /// Whose rules this core follows: SwiftUI's `TabView` does not pop a tab to its root when it is tapped again.
    var rules = FrontEndRules.uiKit
    /// SwiftUI: whether the tabs' stacks wait for a modal's `onDismiss`, as the stack that shows the tab bar does.
    var stacksWaitForOnDismiss = false
    /// The views that render this state (SwiftUI's `RouterView`), told of each change.
    let watchers = ChangeWatchers()

    /// The groups, labels and roles of the tabs, and the tabs the user hid.
    var layout = TabLayout()
    /// Whether the user showed (`true`) or hid (`false`) the sidebar; `nil` until they did (an iPad starts
    /// with the tab bar, a Mac with the sidebar).
    var sidebarShown: Bool?
    /// Whether selecting the search tab activates search, so that cancelling it selects the tab before (iOS 26).
    var searchActivatesAutomatically = false
    /// How the tab bar shrinks as the user scrolls (iOS 26).
    var minimizeBehavior = TabBarRouter.MinimizeBehavior.automatic
    /// The screen shown above the tabs (iOS 26), if any.
    var bottomAccessory: Screen?
    /// The tab selected before the search tab, while it is selected.
    weak var selectionBeforeSearch: Screen?

    /// The tabs' screens, in order; `nil` until tabs are set, as UIKit's property.
    private(set) var viewControllers: [Screen]?
    /// The stack this tab bar is the root of, if any: its size class is the tab bar's.
    weak var containingStack: HeadlessNavigationCore?

    /// The horizontal size class the tab bar and its tabs have: that of the stack that shows it.
    var horizontalSizeClass: SizeClass {
        guard platform.canBeCompact else { return .regular }
        return containingStack?.horizontalSizeClass ?? platform.defaultSizeClass
    }

    /// The platform set on the tab bar, when it is the window's root.
    var platformOverride: NavigationPlatform?

    /// The platform the tab bar is modelled on: the window's, that of the stack that shows it, or the one set
    /// on it at the window's root; iOS when none says.
    var platform: NavigationPlatform { containingStack?.platform ?? platformOverride ?? .iOS }
    /// The index of the selected tab; 0 when there is none, as in UIKit.
    private(set) var selectedIndex = 0

    /// The cores of the tabs' headless navigation controllers, in order.
    var tabCores: [HeadlessNavigationCore] {
        (viewControllers ?? []).compactMap { Platform.headless($0)?.core }
    }

    var selectedViewController: Screen? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }

    /// Sets the tabs as UIKit does: the selected screen stays selected if it is still there; otherwise
    /// the screen at the same index is selected, else the first.
    func setViewControllers(_ screens: [Screen]?) {
        let previous = selectedViewController
        var seen: Set<ObjectIdentifier> = []
        let unique = screens?.filter { seen.insert(ObjectIdentifier($0)).inserted }
        if let screens, let unique, unique.count != screens.count {
            report(.duplicateScreens, "setViewControllers: the same screen appears more than once; only its first place is kept")
        }
        viewControllers = unique
        for screen in unique ?? [] {
            Platform.headless(screen)?.core.containingTabBar = self
        }
        if let previous, let index = unique?.firstIndex(where: { $0 === previous }) {
            selectedIndex = index
        } else if !(unique?.indices.contains(selectedIndex) ?? false) {
            selectedIndex = 0
        }
        if let selected = selectedViewController, isHidden(selected), let first = visibleTabScreens.first,
            let index = unique?.firstIndex(where: { $0 === first })
        {
            // UIKit's rule falls on a tab the user hid: as when the user hides the selected tab, the first tab
            // shown is selected. No path ends on a hidden tab.
            selectedIndex = index
        }
        watchers.notify()
        receiver?.tabBarDidChange()
    }

    func select(index: Int, _ method: String) {
        guard let viewControllers, viewControllers.indices.contains(index) else {
            report(.tabNotFound, "\(method): there is no tab at index \(index); the selection did not change")
            return
        }
        guard index != selectedIndex else { return }
        guard !isHidden(viewControllers[index]) else {
            report(
                .tabNotFound,
                "\(method): the tab at index \(index) is hidden (the user hid it while customizing the tab bar); a hidden tab is never selected, and the selection did not change"
            )
            return
        }
        noteSearchSelection(from: selectedIndex, to: index)
        selectedIndex = index
        watchers.notify()
        receiver?.tabBarDidChange()
    }

    /// Whether the tab of `screen` is hidden by the user's customization.
    func isHidden(_ screen: Screen) -> Bool {
        layout.hidden.contains(ObjectIdentifier(screen))
    }

    func select(_ screen: Screen) {
        guard let index = viewControllers?.firstIndex(where: { $0 === screen }) else {
            report(.tabNotFound, "selectedViewController: \(describe(screen)) is not one of the tabs; the selection did not change")
            return
        }
        select(index: index, "selectedViewController")
    }

    /// The user's tap on the tab at `index`: selects it, or, when it is selected already and is a
    /// headless navigation controller, pops it to its root, as UIKit does (SwiftUI's `TabView` does not).
    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let receiver else { return body() }
        return receiver.asUserGesture(cause, body)
    }

    func tap(at index: Int) {
        guard let receiver else { return performTap(at: index) }
        receiver.asUserGesture(.tabTap(index: index)) { performTap(at: index) }
    }

    private func performTap(at index: Int) {
        guard let viewControllers, viewControllers.indices.contains(index) else {
            report(.gestureUnavailable, "simulateTabSelection: there is no tab at index \(index); nothing happened")
            return
        }
        guard !isCovered("simulateTabSelection") else { return }
        if index == selectedIndex {
            if rules.reselectedTabPopsToRoot, let stack = Platform.headless(viewControllers[index]), stack.viewControllers.count > 1 {
                stack.popToRootViewController(animated: true)
            }
            receiver?.tabBarDidSelectByUser(viewControllers[index], reselected: true)
        } else {
            if layout.hidden.contains(ObjectIdentifier(viewControllers[index])) {
                report(
                    .gestureUnavailable,
                    "simulateTabSelection: the tab at index \(index) is hidden (the user's customization); nothing happened")
                return
            }
            if let refusal = groupItemRefusal(tapping: viewControllers[index], at: index) {
                report(.gestureUnavailable, refusal)
                return
            }
            noteSearchSelection(from: selectedIndex, to: index)
            selectedIndex = index
            watchers.notify()
            receiver?.tabBarDidChange()
            receiver?.tabBarDidSelectByUser(viewControllers[index], reselected: false)
        }
    }

    /// Whether a modal covers the tab bar, so that the user cannot reach it; reports it for `method`.
    ///
    /// As in UIKit, a modal presented from within a tab covers the whole tab bar, also once code has selected
    /// another tab; a sheet resting at or below its largest undimmed detent does not. So does one presented
    /// over the tab bar.
    func isCovered(_ method: String) -> Bool {
        if let presented = (viewControllers ?? []).lazy.compactMap({ Platform.headless($0)?.core.modalCoveringStack }).first {
            report(.gestureUnavailable, "\(method): \(describe(presented)) covers the tab bar; nothing happened")
            return true
        }
        if receiver?.tabBarIsCovered == true {
            report(.gestureUnavailable, "\(method): a modal presented over the tab bar covers it; nothing happened")
            return true
        }
        return false
    }

    /// Keeps the tab selected before the search tab, when the selection moves to it.
    private func noteSearchSelection(from old: Int, to new: Int) {
        guard let viewControllers, viewControllers.indices.contains(new) else { return }
        if layout.info[ObjectIdentifier(viewControllers[new])]?.isSearch == true {
            selectionBeforeSearch = viewControllers.indices.contains(old) ? viewControllers[old] : nil
        }
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        let diagnostic = NavigationDiagnostic(kind: kind, message: "HeadlessTabBarController." + message)
        if let receiver {
            receiver.tabBarDidReport(diagnostic)
        } else {
            NavigationDiagnostic.log(diagnostic)
        }
    }
}
