#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// The columns of a split view on a path: each column a step of its own (when it has a route) followed by the
// routed screens of its stack, sidebar first. A step shown on a column's own stack keeps the columns beside
// it; a coordinator shown in a column clears the columns after it (SplitRouter.show), so that a path saved
// after any taps reopens. A modal a column presents comes right after that column's steps: it covers the
// columns after it (the split view, on iOS and a Mac, presents over the whole window), which are the path's no
// more and are saved beside it (RouteNavigator.capture), and its route goes back to that column's coordinator.

extension RouteStep {
    /// The columns of `split`, sidebar first, each as a step (when it has a route) with its own routed stays;
    /// when one of them presents a modal with a route, the columns up to it and then that modal, where the path
    /// goes on: returns the router the modal shows. The columns after it, which it covers, are told to `covered`,
    /// with the path through every column and where the modal's step is. A modal without a route ends the path
    /// after every column, which it covers but which reopen without it. Without `includingModal`, every column and no modal.
    static func appendColumns(
        of split: SplitRouter, to nodes: inout [RouteNode], includingModal: Bool = true,
        covered: (_ columnsPath: [RouteNode], _ modalStep: Int) -> Void = { _, _ in }
    ) -> Router? {
        var presenter: (router: Router, stepsEnd: Int)?
        for column in split.columns {
            // A column shown without a route (a sidebar of sections, say) is no step; its routed screens are.
            if let route = column.route {
                nodes.append(RouteNode(tag: RouteTag(route: route, coordinator: column.coordinator), place: .column(split, column.column)))
            }
            appendSteps(of: column.router, to: &nodes, stackOnly: true)
            if column.router.routeState.presentsModal, presenter == nil {
                presenter = (column.router, nodes.count)
            }
        }
        guard includingModal, let presenter, let modal = presenter.router.routeState.modal, let tag = modal.tag else { return nil }
        if presenter.stepsEnd < nodes.count {
            covered(nodes, presenter.stepsEnd)
            nodes.removeSubrange(presenter.stepsEnd...)
        }
        nodes.append(RouteNode(tag: tag, place: .modal(presentedBy: presenter.router)))
        return modal.router
    }

    /// Clears the columns of a split view on `path` that come after the steps kept, detail first: a path
    /// kept up to the sidebar leaves no detail of another path. With no column kept, every column after the
    /// sidebar goes; the sidebar is the split's own. Two splits keep their columns: one whose column's modal is
    /// among the steps kept (the columns it covers are kept with it, as its save keeps them), and one the path
    /// leaves, shown on a stack none of the kept steps leads into (a tab not selected any more keeps its columns,
    /// as a plain stack of that tab keeps its screens). `kept` are the routers the kept steps lead into.
    static func clearColumns(after prefix: ArraySlice<RouteNode>, in path: [RouteNode], kept: [Router]) {
        var splits: [(SplitRouter, kept: SplitColumn?)] = []
        for node in path {
            guard case .column(let split, _) = node.place, !splits.contains(where: { $0.0 === split }) else { continue }
            let presentsKeptModal = prefix.contains { node in
                guard case .modal(let presenter) = node.place else { return false }
                return split.columns.contains { $0.router === presenter }
            }
            if presentsKeptModal { continue }
            if let host = split.presenter, !kept.contains(where: { $0 === host }) { continue }
            // A column kept: its step, or, for a column without a route, one of its routed screens.
            let keptColumns = prefix.compactMap { node -> SplitColumn? in
                switch node.place {
                case .column(let keptSplit, let column): keptSplit === split ? column : nil
                case .stay(let router, _): split.columns.first { $0.router === router }?.column
                case .modal, .tab: nil
                }
            }
            splits.append((split, keptColumns.max()))
        }
        for (split, kept) in splits {
            for column in split.columns.map(\.column).reversed() where column > (kept ?? .sidebar) {
                split.clear(column)
            }
        }
    }

    /// What did ``unwindAfterLastStep(of:toShow:)`` for the coordinator of a column of `split`.
    static func unwindAfterLastStep(
        ofColumnCoordinator coordinator: any Coordinating, in split: SplitRouter, toShow route: AnyHashable, root: Router
    ) -> StepsAfterCaller {
        let router = coordinator.router
        var full: [RouteNode] = []
        var coveredPaths: [[RouteNode]] = []
        appendSteps(of: root, to: &full, coveredColumns: { path, _ in coveredPaths.append(path) })
        // The path through every column of the split: the one a column's modal covers, or else the path up to
        // that modal (the columns are all before it), or the whole path.
        let isOwnModal = { (node: RouteNode) -> Bool in
            guard case .modal(let presenter) = node.place else { return false }
            return split.columns.contains { $0.router === presenter }
        }
        let columnsPath =
            coveredPaths.first { path in path.contains { if case .column(let s, _) = $0.place { s === split } else { false } } }
            ?? Array(full.prefix { !isOwnModal($0) })
        let path = ownColumnsPath(of: coordinator, in: columnsPath)
        guard let last = path.lastIndex(where: { $0.tag.coordinator === coordinator }) else { return .notOnPath }
        let kept = last + 1
        guard kept < path.count else {
            // Nothing follows within the coordinator's column: the next column's step, when it shows the route
            // already, is the row tapped a second time (the notebook whose notes the content column lists); so is
            // the modal its own column presents, when it shows it.
            if kept < columnsPath.count, columnsPath[kept].shows(route) {
                return .shownAlready
            }
            if let modal = full.first(where: isOwnModal), case .modal(let presenter) = modal.place, presenter === router,
                modal.shows(route)
            {
                return .shownAlready
            }
            return .unwound
        }
        if path[kept].shows(route) {
            return .shownAlready
        }
        // Screens of the column's own stack follow the step (another coordinator's, pushed above it): they go,
        // and so does the modal the column presents, which follows them; another column's modal stays up.
        if router.routeState.presentsModal {
            router.dismissModal(animated: false)
        }
        if case .stay(let stayRouter, let stay) = path[last].place, stayRouter === router {
            if let screen = router.screen(ofStay: stay), router.routeState.entries.last?.screen !== screen {
                router.popToViewController(screen, animated: false)
            }
        } else if router.routeState.entries.count > 1 {
            router.popToRoot(animated: false)
        }
        return routerInTransition(from: root) == nil ? .unwound : .going(root: root)
    }

    /// `path` up to the next column of a split view after `coordinator`'s column, when it shows one: a step
    /// shown from a column goes on within that column, and the columns beside it stay (a push in the sidebar
    /// keeps the detail).
    static func ownColumnsPath(of coordinator: any Coordinating, in path: [RouteNode]) -> [RouteNode] {
        guard let split = coordinator.router.splitRouter,
            let own = split.columns.first(where: { $0.router === coordinator.router })?.column
        else { return path }
        let laterRouters = split.columns.filter { $0.column > own }.map(\.router)
        // The first step of a later column: its own step, or, for a column without a route, its first routed screen.
        let end = path.firstIndex { node in
            switch node.place {
            case .column(let s, let column): s === split && column > own
            case .stay(let router, _), .modal(presentedBy: let router): laterRouters.contains { $0 === router }
            case .tab: false
            }
        }
        return end.map { Array(path[..<$0]) } ?? path
    }

    /// Whether the step after the first `count` steps of `path`, handled by `handler`, keeps the columns of the
    /// split view after `handler`'s column: `handler` is a column's coordinator, and nothing of that column's
    /// stack follows those steps (its modal may: it goes, and the columns it covered are shown again). A step
    /// that pops the column's stack clears the columns after it, which followed from a screen that leaves.
    static func keepsLaterColumns(of handler: any Coordinating, after count: Int, in path: [RouteNode]) -> Bool {
        let router = handler.router
        guard let split = router.splitRouter, split.columns.contains(where: { $0.router === router }) else { return false }
        let own = ownColumnsPath(of: handler, in: path)
        guard count <= own.count else { return false }
        return !own[count...].contains { node in
            if case .stay(let stayRouter, _) = node.place { stayRouter === router } else { false }
        }
    }

    /// How many times each column of the split view `anchor` is a column of, or that is on top of its stack
    /// (`top`), has been shown or emptied: what a step's decision is compared with. (Not the coordinators'
    /// identities: a coordinator released by the decision may leave its address to the one it shows.)
    static func splitColumnChanges(near anchor: Router, top: Screen?) -> [SplitColumn: Int] {
        (anchor.splitRouter ?? top.flatMap(SplitRegistry.router(of:)))?.columnChanges ?? [:]
    }

    /// The column of `split` a step showed: for a step handed off, the column whose coordinator it was handed
    /// to; for a step shown by its handler, the first column the decision showed. Never the column of the
    /// handler's own router (`anchor`), whose route is a step of its own: a sidebar that shows a note in the
    /// detail keeps its route.
    static func shownColumn(
        of split: SplitRouter, continuing: any Coordinating, handedOff: Bool, anchor: Router, before: [SplitColumn: Int]
    ) -> SplitColumn? {
        let others = split.columns.filter { $0.router !== anchor }
        if handedOff {
            return others.first { $0.coordinator === continuing }?.column
        }
        return others.first { split.columnChanges[$0.column] != before[$0.column] }?.column
    }
}
