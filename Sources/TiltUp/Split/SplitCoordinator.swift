#if canImport(UIKit)
// `SplitViewController` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// A coordinator that shows a split view, each column with its own router and child coordinator.
///
/// It shares its parent's router (the app coordinator's, for the app's first coordinator): ``start()`` puts
/// the split view controller in place of that router's whole stack, retaining this coordinator for as long
/// as the split view is there, and then shows the columns ``makeColumns()`` returns. The app shows another
/// item with ``SplitRouter/show(_:in:route:)``, which ends the detail there before. When the split view
/// leaves its stack, every column ends: its stack is popped, with the pop handlers run, and its coordinator
/// is released.
///
/// ```swift
/// final class ShopSplitCoordinator: SplitCoordinator {
///     override func makeColumns() -> [SplitRouter.Column] {
///         [SplitRouter.Column(SectionsCoordinator(parent: self, router: splitRouter.makeColumnRouter()), in: .sidebar)]
///     }
/// }
/// ```
///
/// On iOS the split view controller is the root screen of the app's root navigation controller, whose
/// navigation bar ``start()`` hides, so that each column shows its own.
///
/// A column's route (``SplitRouter/Column/route``) is the step that stands for its coordinator in deep links
/// and saved navigation: a path goes through the columns in order, sidebar first, each followed by the
/// routed screens of its stack. A ``RouteNavigator`` hands a column's route to that column's coordinator by
/// default; the sidebar's coordinator shows a detail for the step after it (with ``SplitRouter/show(_:in:route:)``
/// and the route, in a ``RouteDecision/handOff(_:)``). The path is the same in either width: a snapshot
/// taken wide restores narrow, and back.
@preconcurrency @MainActor
open class SplitCoordinator: Coordinator {
    /// The router of the split view this coordinator shows.
    public let splitRouter: SplitRouter

    /// Creates the app's first coordinator, showing its split view with the app coordinator's router.
    ///
    /// - Parameters:
    ///   - appCoordinator: the app's app coordinator.
    ///   - showsContentColumn: whether the split view has a content column between the sidebar and the detail.
    ///   - splitViewController: the split view controller to drive; by default a new one, headless when the
    ///     app coordinator's navigation controller is.
    public init(
        appCoordinator: any AppCoordinating, showsContentColumn: Bool = false, splitViewController: SplitViewController? = nil
    ) {
        splitRouter = Self.makeSplitRouter(splitViewController, showsContentColumn: showsContentColumn, like: appCoordinator.router)
        super.init(appCoordinator: appCoordinator)
    }

    /// Creates a split coordinator started by `parent`, showing its split view with `parent`'s router.
    ///
    /// - Parameters:
    ///   - parent: the coordinator that starts it; held weakly.
    ///   - showsContentColumn: whether the split view has a content column between the sidebar and the detail.
    ///   - splitViewController: the split view controller to drive; by default a new one of the kind of `parent`'s.
    public init(parent: any Coordinating, showsContentColumn: Bool = false, splitViewController: SplitViewController? = nil) {
        splitRouter = Self.makeSplitRouter(splitViewController, showsContentColumn: showsContentColumn, like: parent.router)
        super.init(parent: parent, modal: false)
    }

    /// The columns ``start()`` shows; subclasses override it.
    ///
    /// - Returns: the columns, each once; the base implementation returns none.
    open func makeColumns() -> [SplitRouter.Column] {
        []
    }

    /// Replaces the router's stack with the split view, retaining this coordinator while it is there, and
    /// shows the columns of ``makeColumns()``, starting each column's coordinator.
    open override func start() {
        let frontEnd = router.frontEnd
        frontEnd.setNavigationBarHidden(true)
        router.replaceRoot(
            with: splitRouter.splitViewController, retaining: self,
            popHandler: { [splitRouter] in
                splitRouter.removeAllColumns()
                frontEnd.setNavigationBarHidden(false)
            })
        // Sidebar first: a column shown clears the columns after it.
        for column in makeColumns().sorted(by: { $0.column < $1.column }) {
            splitRouter.show(column)
        }
    }

    /// The default decision for a step that is one of the columns' routes: hand the steps after it to the
    /// column's coordinator; `nil` when no column has that route.
    func columnDecision(for route: AnyHashable) -> RouteDecision? {
        guard let column = splitRouter.columns.first(where: { $0.route == route }) else { return nil }
        let coordinator = column.coordinator
        return .handOff { coordinator }
    }

    private static func makeSplitRouter(
        _ splitViewController: SplitViewController?, showsContentColumn: Bool, like router: Router
    ) -> SplitRouter {
        let splitRouter = SplitRouter(
            splitViewController: splitViewController ?? router.frontEnd.makeSplitViewController(showsContentColumn: showsContentColumn))
        splitRouter.diagnosticHandler = router.diagnosticHandler
        splitRouter.presenter = router
        return splitRouter
    }
}
