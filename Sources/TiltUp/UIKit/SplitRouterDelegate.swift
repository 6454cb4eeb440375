#if canImport(UIKit)
import UIKit

/// The split view controller's delegate a ``SplitRouter`` sets on iOS: tells it when UIKit has collapsed
/// and expanded the columns, and marks the time between, when UIKit moves stacks that nobody closed.
///
/// UIKit's order is not documented; this reads it as: collapse, `topColumnForCollapsingToProposedTopColumn`
/// then `splitViewControllerDidCollapse`; expand, `displayModeForExpandingToProposedDisplayMode` then
/// `splitViewControllerDidExpand`.
@MainActor
final class SplitRouterDelegate: NSObject, UISplitViewControllerDelegate {
    private weak var frontEnd: UIKitSplitFrontEnd?
    private weak var splitRouter: SplitRouter?

    init(frontEnd: UIKitSplitFrontEnd, splitRouter: SplitRouter) {
        self.frontEnd = frontEnd
        self.splitRouter = splitRouter
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        frontEnd?.isAdapting = true
        return proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        frontEnd?.isAdapting = false
        frontEnd?.seenNested = []
        splitRouter?.windowWidthDidChange(collapsed: true)
        frontEnd?.columnStackDidChange()
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        frontEnd?.isAdapting = true
        return proposedDisplayMode
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        if column == .primary {
            frontEnd?.sidebarDidChange(hidden: true)
        }
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        if column == .primary {
            frontEnd?.sidebarDidChange(hidden: false)
        }
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        frontEnd?.isAdapting = false
        frontEnd?.seenNested = []
        splitRouter?.windowWidthDidChange(collapsed: false)
    }
}

#endif
