#if canImport(UIKit)
// `Screen` and `NavigationController` alias UIKit's types here (Platform.swift).
import UIKit
#endif

/// The front end of a SplitRouter that drives a ``HeadlessSplitViewController``: its core tells the router
/// of each change as it happens, and its rules say what kind of stack a column has.
@MainActor
final class HeadlessSplitFrontEnd: SplitFrontEnd {
    let controller: HeadlessSplitViewController

    init(_ controller: HeadlessSplitViewController) {
        self.controller = controller
    }

    func connect(_ splitRouter: SplitRouter) -> AnyObject? {
        controller.core.receiver = splitRouter
        return nil
    }

    func makeNavigationController() -> NavigationController {
        controller.core.rules.makeStack(controller.core.stacksWaitForOnDismiss)
    }

    func setColumn(_ screen: NavigationController?, for column: SplitColumn) {
        controller.core.setViewController(screen, for: column)
    }

    func columnScreen(_ column: SplitColumn) -> Screen? {
        controller.core.viewController(for: column)
    }

    var isCollapsed: Bool { controller.core.isCollapsed }

    var showsContentColumn: Bool { controller.core.showsContentColumn }

    var isSidebarHidden: Bool { controller.core.isSidebarHidden }

    func setSidebarHidden(_ hidden: Bool, animated: Bool) {
        controller.core.setSidebarHidden(hidden)
    }

    /// The headless split tells of the user's Back itself.
    func columnStackDidChange() {}

    var headlessController: HeadlessSplitViewController? { controller }
}
