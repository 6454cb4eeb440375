#if canImport(UIKit)
import UIKit

/// The front end of a SplitRouter that drives a `UISplitViewController` of the column style (iOS 14+).
///
/// Each column is a navigation controller of its own, set with `setViewController(_:for:)`. In compact width
/// UIKit collapses the columns onto the primary navigation controller, nesting the others' navigation
/// controllers in its stack; the user's Back from the first screen of a nested one takes it off. This front
/// end notes each nested column it sees there while collapsed, and when one that was seen leaves while
/// UIKit is neither collapsing nor expanding, tells the router that the user closed it. A column never
/// seen nested is never closed so: it stays until the app replaces or clears it.
@MainActor
final class UIKitSplitFrontEnd: SplitFrontEnd {
    let splitViewController: UISplitViewController
    /// Whether UIKit is collapsing or expanding now, between its delegate's first and last call: what leaves
    /// the primary stack meanwhile is moved, not closed.
    var isAdapting = false
    /// The columns seen nested in the primary stack since the split last collapsed.
    var seenNested: Set<SplitColumn> = []
    private weak var splitRouter: SplitRouter?

    init(_ splitViewController: UISplitViewController) {
        self.splitViewController = splitViewController
    }

    func connect(_ splitRouter: SplitRouter) -> AnyObject? {
        self.splitRouter = splitRouter
        let delegate = SplitRouterDelegate(frontEnd: self, splitRouter: splitRouter)
        splitViewController.delegate = delegate
        return delegate
    }

    func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    func setColumn(_ screen: NavigationController?, for column: SplitColumn) {
        // UIKit pushes a controller set on a column that has one already, rather than replacing it (FB8640357):
        // the column is emptied first.
        if screen != nil, splitViewController.viewController(for: column.uiKit) != nil {
            splitViewController.setViewController(nil, for: column.uiKit)
        }
        splitViewController.setViewController(screen, for: column.uiKit)
        seenNested.remove(column)
    }

    func columnScreen(_ column: SplitColumn) -> Screen? {
        splitViewController.viewController(for: column.uiKit)
    }

    var isCollapsed: Bool { splitViewController.isCollapsed }

    var showsContentColumn: Bool { splitViewController.style == .tripleColumn }

    var headlessController: HeadlessSplitViewController? { nil }

    /// Whether the sidebar is hidden, as UIKit last told (`willHide`, `willShow` of the primary column) or the
    /// app last asked.
    private(set) var isSidebarHidden = false

    func setSidebarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isSidebarHidden else { return }
        if hidden {
            splitViewController.hide(.primary)
        } else {
            splitViewController.show(.primary)
        }
        sidebarDidChange(hidden: hidden)
    }

    /// UIKit hid or showed the primary column (the user's sidebar button, or the app's call): told once.
    func sidebarDidChange(hidden: Bool) {
        guard hidden != isSidebarHidden, !splitViewController.isCollapsed, !isAdapting else { return }
        isSidebarHidden = hidden
        splitRouter?.splitDidChangeSidebar(hidden: hidden)
    }

    func columnStackDidChange() {
        guard let splitRouter, splitViewController.isCollapsed, !isAdapting,
            let primary = splitRouter.column(.sidebar)?.router.navigationController
        else { return }
        let stack = primary.viewControllers
        for column in [SplitColumn.content, .detail] {
            guard let nested = splitRouter.column(column)?.router.navigationController else { continue }
            if stack.contains(where: { $0 === nested }) {
                seenNested.insert(column)
            } else if seenNested.remove(column) != nil {
                splitRouter.splitDidCloseColumnByUser(column)
            }
        }
    }
}

extension SplitColumn {
    /// UIKit's column of the same place.
    var uiKit: UISplitViewController.Column {
        switch self {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }
}

#endif
