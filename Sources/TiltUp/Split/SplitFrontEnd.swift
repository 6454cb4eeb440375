#if canImport(UIKit)
// `Screen`, `NavigationController` and `SplitViewController` alias UIKit's types here (Platform.swift).
import UIKit
#endif

/// What a ``SplitRouter`` asks of the front end that shows its columns: the seam between it and the split
/// view controller it drives, as ``TabBarFrontEnd`` is a tab bar router's.
///
/// Two front ends implement it:
/// - `UIKitSplitFrontEnd`: a `UISplitViewController` of the column style on iOS, whose delegate tells the
///   router when it collapses and expands, and whose collapsed stack tells it of the user's Back.
/// - `HeadlessSplitFrontEnd`: a ``HeadlessSplitViewController``, under UIKit's rules or SwiftUI's (a
///   `NavigationSplitView` that `RouterView` draws), which tells the router of each change as it happens.
@MainActor
protocol SplitFrontEnd: AnyObject {
    /// Connects `splitRouter` to the changes it does not make itself; returns what must live as long as it.
    func connect(_ splitRouter: SplitRouter) -> AnyObject?
    /// A new, empty navigation controller for a column, of the kind this split's columns use.
    func makeNavigationController() -> NavigationController
    /// Shows `screen` in `column`; `nil` empties the column.
    func setColumn(_ screen: NavigationController?, for column: SplitColumn)
    /// The screen shown in `column` now, if any.
    func columnScreen(_ column: SplitColumn) -> Screen?
    /// Whether the columns are collapsed into one stack now.
    var isCollapsed: Bool { get }
    /// Whether the split view has a content column (UIKit's three-column style).
    var showsContentColumn: Bool { get }
    /// Whether the sidebar is hidden while the columns stand side by side.
    var isSidebarHidden: Bool { get }
    /// Hides or shows the sidebar, as the app asks; the router hears of a change through `splitDidChangeSidebar`.
    func setSidebarHidden(_ hidden: Bool, animated: Bool)
    /// A column's Router has seen its stack change (UIKit's, after comparing): in compact width, the user
    /// may have gone back past a column nested in the collapsed stack.
    func columnStackDidChange()
    /// The headless split this front end drives, if it is one.
    var headlessController: HeadlessSplitViewController? { get }
}

extension Platform {
    /// The front end that shows `splitViewController`.
    static func splitFrontEnd(for splitViewController: SplitViewController) -> any SplitFrontEnd {
        #if canImport(UIKit)
        if let headless = headlessSplit(splitViewController) {
            return HeadlessSplitFrontEnd(headless)
        }
        return UIKitSplitFrontEnd(splitViewController)
        #else
        return HeadlessSplitFrontEnd(splitViewController)
        #endif
    }

    /// `controller` as a headless split view controller, if it is one (UIKit's are not).
    static func headlessSplit(_ controller: AnyObject?) -> HeadlessSplitViewController? {
        controller as? HeadlessSplitViewController
    }
}
