#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// One step of the current navigation that shows a route: where it is, and who handles the next one.
@MainActor
struct RouteNode {
    enum Place {
        /// A stay on a router's stack, by its number.
        case stay(Router, Int)
        /// The modal a router presents.
        case modal(presentedBy: Router)
        /// The selected tab of a tab bar.
        case tab(TabBarRouter, Int)
        /// A column of a split view.
        case column(SplitRouter, SplitColumn)
    }

    let tag: RouteTag
    let place: Place

    var route: AnyHashable { tag.route }

    /// Whether this step shows `route`: it is its route, or it is a tab of a group whose route it is (a group's
    /// route selects its selected tab, which the path shows by its own route), or a tab its tab bar coordinator
    /// selected for that route, while it stays selected (the tab keeps its own route, which the path shows).
    func shows(_ route: AnyHashable) -> Bool {
        if self.route == route {
            return true
        }
        guard case .tab(let tabBar, let index) = place else { return false }
        return tabBar.group(ofTabAt: index)?.route == route || tabBar.linkRoute(ofTabAt: index) == route
    }
}

/// The platform-neutral workings of routes, shared by ``RouteNavigator`` and ``RouteHandling/showRoute(_:)``.
@MainActor
enum RouteStep {
    // MARK: Reading the navigation

    /// The steps shown now, from `root` to the screen the user sees: the routed screens above the root
    /// of each stack, then, if the router presents a modal, that modal (a modal without a route ends the
    /// path: what it covers is shown, but nothing above it is part of the path), or else, if a tab bar
    /// is on top of the stack, its selected tab and that tab's own steps.
    /// Calls `tabWithoutRoute` with the selected tab the path would go on into, when it has no route.
    static func currentPath(from root: Router, tabWithoutRoute: (TabBarRouter.Tab) -> Void = { _ in }) -> [RouteNode] {
        var nodes: [RouteNode] = []
        appendSteps(of: root, to: &nodes, tabWithoutRoute: tabWithoutRoute)
        return nodes
    }

    /// The routed stays, modals and tabs of `router`, and of the routers they lead to; calls `covered`
    /// with each tab bar that a modal covers, and the number of steps before it, and `coveredColumns` with the
    /// path through every column of each split view whose columns a column's modal covers, and the number of
    /// that modal's step. With `stackOnly`, only the routed stays of `router` itself, and, with `throughColumns`,
    /// the columns of a split view on top of its stack, each with its routed stays, and no modal.
    static func appendSteps(
        of router: Router, to nodes: inout [RouteNode], stackOnly: Bool = false, throughColumns: Bool = false,
        covered: (TabBarRouter, Int) -> Void = { _, _ in },
        coveredColumns: ([RouteNode], Int) -> Void = { _, _ in }, tabWithoutRoute: (TabBarRouter.Tab) -> Void = { _ in }
    ) {
        var next: Router? = router
        while let current = next {
            next = nil
            let state = current.routeState
            for entry in state.entries.dropFirst() {
                if let tag = entry.tag {
                    nodes.append(RouteNode(tag: tag, place: .stay(current, entry.stay)))
                }
            }
            if stackOnly {
                if throughColumns, !state.presentsModal, let split = state.entries.last.flatMap({ SplitRegistry.router(of: $0.screen) }) {
                    _ = appendColumns(of: split, to: &nodes, includingModal: false)
                }
                return
            }
            let tabBar = state.entries.last.flatMap { TabBarRegistry.router(of: $0.screen) }
            if !state.presentsModal, let split = state.entries.last.flatMap({ SplitRegistry.router(of: $0.screen) }) {
                next = appendColumns(of: split, to: &nodes, covered: coveredColumns)
                continue
            }
            if state.presentsModal {
                if let tabBar {
                    covered(tabBar, nodes.count)
                }
                if let modal = state.modal, let tag = modal.tag {
                    nodes.append(RouteNode(tag: tag, place: .modal(presentedBy: current)))
                    next = modal.router
                }
            } else if let tabBar, let index = tabBar.selectedIndex {
                let tab = tabBar.tabs[index]
                guard let route = tab.route else {
                    tabWithoutRoute(tab)
                    return
                }
                nodes.append(RouteNode(tag: RouteTag(route: route, coordinator: tab.coordinator), place: .tab(tabBar, index)))
                next = tab.router
            }
        }
    }

    /// The router each of `prefix`'s steps leads into, root first: where the next step is shown. A routed screen
    /// of a column shown without a route (no step of its own) leads into that column's router.
    static func containers(of prefix: ArraySlice<RouteNode>, root: Router) -> [Router] {
        var routers = [root]
        for node in prefix {
            switch node.place {
            case .stay(let router, _):
                if routers.last !== router, router.splitRouter?.columns.contains(where: { $0.router === router }) == true {
                    routers.append(router)
                }
            case .tab(let tabBar, let index): routers.append(tabBar.tabs[index].router)
            case .modal(let presenter): presenter.presentedRouter.map { routers.append($0) }
            case .column(let split, let column): split.column(column).map { routers.append($0.router) }
            }
        }
        return routers
    }

    // MARK: Deciding

    /// What `handler` decided for `route` (`nil` when it handles no routes of that type), or, for a
    /// ``TabBarCoordinator`` that had none, the default decision for a tab's route (a tab bar coordinator's own
    /// decline is honoured); for a ``SplitCoordinator``, the default for a column's route when it declined or had none.
    static func decision(_ decided: RouteDecision?, of handler: any Coordinating, for route: AnyHashable) -> RouteDecision? {
        if let decided, !decided.declines {
            return decided
        }
        if decided == nil, let tabs = handler as? TabBarCoordinator, let tabDecision = tabs.tabDecision(for: route) {
            return tabDecision
        }
        if let split = handler as? SplitCoordinator, let columnDecision = split.columnDecision(for: route) {
            return columnDecision
        }
        return decided
    }

    // MARK: Transitions

    /// A router, among those a route can reach from `root` (its modals, in turn, and every tab of a tab
    /// bar on top of their stacks), that is in a transition or has calls waiting for one: a step shown now
    /// would wait on it, so the step waits instead.
    static func routerInTransition(from root: Router) -> Router? {
        var next = [root]
        var seen: Set<ObjectIdentifier> = []
        while let router = next.popLast() {
            guard seen.insert(ObjectIdentifier(router)).inserted else { continue }
            if router.isInTransition {
                return router
            }
            if let presented = router.presentedRouter {
                next.append(presented)
            }
            if let top = router.topEntry?.screen, let tabBar = TabBarRegistry.router(of: top) {
                next.append(contentsOf: tabBar.tabs.map(\.router))
            }
            if let top = router.topEntry?.screen, let split = SplitRegistry.router(of: top) {
                next.append(contentsOf: split.columns.map(\.router))
            }
        }
        return nil
    }

    /// Runs `body` once no router reachable from `root` is in a transition: at once if none is, else
    /// after the transitions under way have ended, in turn.
    static func whenNoTransition(from root: Router, _ body: @escaping @MainActor () -> Void) {
        guard let busy = routerInTransition(from: root) else {
            body()
            return
        }
        busy.afterTransition { [weak root] in
            guard let root else { return }
            whenNoTransition(from: root, body)
        }
    }

    // MARK: Changing it

    /// Takes away whatever follows the first `count` steps of `path`, the current path: every modal
    /// on the way that is not one of those steps is dismissed, innermost first, and the stack the kept
    /// steps end in is popped to the last of them (or to its root). Stacks of tabs that are not
    /// selected stay as they are, and so does the stack of the tab the path leaves, the columns of a split view
    /// on it included. The columns of split views after the kept steps go (``clearColumns(after:in:kept:)``)
    /// unless a column's modal among them is kept, or with `keepingLaterColumns` (a step handled by a column's
    /// coordinator, after which nothing of its column's stack follows): then only the modals in the way go.
    static func unwind(_ path: [RouteNode], keeping count: Int, root: Router, keepingLaterColumns: Bool = false) {
        dismissModalsOfUnselectedTabs(along: path)
        let prefix = path[..<count]
        let kept = containers(of: prefix, root: root)
        var keptModals: Set<ObjectIdentifier> = []
        for node in prefix {
            if case .modal(let presenter) = node.place {
                keptModals.insert(ObjectIdentifier(presenter))
            }
        }
        for router in containers(of: path[...], root: root).reversed()
        where router.routeState.presentsModal && !keptModals.contains(ObjectIdentifier(router)) {
            router.dismissModal(animated: false)
        }
        if !keepingLaterColumns {
            clearColumns(after: prefix, in: path, kept: kept)
        }
        guard let anchor = kept.last else { return }
        let entries = anchor.routeState.entries
        if let last = prefix.last, case .stay(let router, let stay) = last.place, router === anchor {
            if let screen = anchor.screen(ofStay: stay), entries.last?.screen !== screen {
                anchor.popToViewController(screen, animated: false)
            }
        } else if entries.count > 1 {
            anchor.popToRoot(animated: false)
        }
    }

    /// What ``unwindAfterLastStep(of:toShow:)`` found after a coordinator's last step.
    enum StepsAfterCaller {
        /// The next step shows the route already.
        case shownAlready
        /// What followed the step (if anything) has been unwound.
        case unwound
        /// What followed the step is still going, in a transition from this root router: the step waits.
        ///
        /// A sheet SwiftUI takes away lasts until its `onDismiss`.
        case going(root: Router)
        /// The coordinator has no step on the current path.
        case notOnPath
    }

    /// For ``RouteHandling/showRoute(_:)``: finds `coordinator`'s last step on the current path, from the
    /// root of its router's tree; when the step after it shows `route` already, says so, and otherwise
    /// unwinds whatever follows that step, as a link from it would.
    ///
    /// A column's coordinator reads the path through every column of its split view, those a column's modal
    /// covers included, and goes on within its own column: a modal another column presents stays up, and so
    /// does its own column's modal unless a screen of its stack that the modal follows is unwound.
    static func unwindAfterLastStep(of coordinator: any Coordinating, toShow route: AnyHashable) -> StepsAfterCaller {
        let root = coordinator.router.outermostRouter
        if let split = coordinator.router.splitRouter, split.columns.contains(where: { $0.router === coordinator.router }) {
            return unwindAfterLastStep(ofColumnCoordinator: coordinator, in: split, toShow: route, root: root)
        }
        let full = currentPath(from: root)
        let kept: Int
        if let last = full.lastIndex(where: { $0.tag.coordinator === coordinator }) {
            kept = last + 1
        } else if let rootScreen = root.viewControllers.first,
            root.coordinatorsRetained(for: rootScreen).contains(where: { $0 === coordinator })
        {
            // The coordinator of the root screen (a tab bar's): its steps are the path's first.
            kept = 0
        } else {
            return .notOnPath
        }
        guard kept < full.count else { return .unwound }
        if full[kept].shows(route) {
            return .shownAlready
        }
        unwind(full, keeping: kept, root: root)
        return routerInTransition(from: root) == nil ? .unwound : .going(root: root)
    }

    /// Dismisses the modals that tabs not selected present, in each tab bar `path` goes through.
    ///
    /// On iOS a modal presented from within a tab covers the whole tab bar, whichever tab is selected:
    /// one left up when code selected another tab is in the way of every path, as a modal over the
    /// selected tab would be. (The user cannot leave a tab while its modal is up: only code does.)
    static func dismissModalsOfUnselectedTabs(along path: [RouteNode]) {
        for node in path {
            guard case .tab(let tabBar, let selected) = node.place else { continue }
            for (index, tab) in tabBar.tabs.enumerated() where index != selected && tab.router.routeState.presentsModal {
                tab.router.dismissModal(animated: false)
            }
        }
    }

    /// Carries out `decision` of `handler` for `route`, and marks what it showed on `handler`'s router
    /// with the route; returns whether something was shown. Reports a declined route, or one that showed
    /// nothing, to `reporter`, as said by `method`.
    static func perform(
        _ decision: RouteDecision, route: AnyHashable, from handler: any Coordinating, reportingTo reporter: Router, as method: String
    ) -> Bool {
        guard nestedSteps < maximumNestedSteps else {
            report(
                .routeRefused,
                "the route \(route.base) was refused: \(maximumNestedSteps) steps were being shown one inside the other (a coordinator that hands the same step on forever?)",
                to: reporter, as: method)
            return false
        }
        nestedSteps += 1
        defer { nestedSteps -= 1 }
        let anchor = handler.router
        let before = anchor.routeState
        let columnsBefore = splitColumnChanges(near: anchor, top: before.entries.last?.screen)
        let continuing: any Coordinating
        switch decision {
        case .decline:
            if let tabs = handler as? TabBarCoordinator, let refusal = tabs.hiddenTabRefusal(for: route) {
                report(.tabNotFound, refusal, to: reporter, as: method)
            } else if let tabs = handler as? TabBarCoordinator, tabs.tabDecision(for: route) != nil {
                report(
                    .routeNotHandled,
                    "\(type(of: handler)) declined the route \(route.base), the route of one of its tabs; nothing changed (a tab bar coordinator returns tabRouteDecision(for:) for the routes it leaves to its tabs)",
                    to: reporter, as: method)
            } else {
                report(.routeNotHandled, "\(type(of: handler)) declined the route \(route.base); nothing changed", to: reporter, as: method)
            }
            return false
        case .runFirst:
            report(
                .routeNotShown, "\(type(of: handler)) asked for a flow first for the route \(route.base); nothing was shown yet",
                to: reporter, as: method)
            return false
        case .show(let show):
            show()
            continuing = handler
        case .handOff(let start):
            continuing = start()
        }
        let tag = RouteTag(route: route, coordinator: continuing)
        let after = anchor.routeState
        if before.modal == nil, after.modal != nil {
            anchor.tagModal(tag)
        } else if let top = after.entries.last, top.stay != before.entries.last?.stay, after.entries.count > 1 {
            anchor.tagTopStay(tag)
        } else if let top = after.entries.last?.screen, let tabBar = TabBarRegistry.router(of: top),
            let index = tabBar.selectedIndex, tabBar.tabs[index].coordinator === continuing
        {
            tabBar.setRoute(route, forTabAt: index)
        } else if let split = anchor.splitRouter ?? after.entries.last.flatMap({ SplitRegistry.router(of: $0.screen) }),
            let column = shownColumn(
                of: split, continuing: continuing, handedOff: continuing !== handler, anchor: anchor, before: columnsBefore)
        {
            split.setRoute(route, for: column)
        } else {
            report(
                .routeNotShown,
                "\(type(of: handler)) accepted the route \(route.base) but showed nothing on its router (a screen above the root, a modal, or a tab); the route stops there",
                to: reporter, as: method)
            return false
        }
        return true
    }

    /// How many steps are being shown one inside the other: a step whose coordinator's start shows a
    /// step, and so on. Past ``maximumNestedSteps`` a step is refused, so that a loop ends.
    private static var nestedSteps = 0
    static let maximumNestedSteps = 32

    /// Starts the flow a step needs first, for ``RouteHandling/showRoute(_:)``: `retry` asks for the
    /// step again once the flow has succeeded. A flow that succeeds while it starts, for a step that
    /// asks for it again, counts as nested, so that a loop ends.
    static func runFirst(_ start: @MainActor (RouteFlow) -> Void, reportingTo reporter: Router, retry: @escaping @MainActor () -> Void) {
        guard nestedSteps < maximumNestedSteps else {
            report(
                .routeRefused, "a flow was refused: \(maximumNestedSteps) steps were being shown one inside the other", to: reporter,
                as: "showRoute")
            return
        }
        nestedSteps += 1
        defer { nestedSteps -= 1 }
        start(
            RouteFlow { [weak reporter] ending in
                switch ending {
                case .succeeded: retry()
                case .cancelled: break
                case .released:
                    guard let reporter else { return }
                    report(
                        .flowReleasedUnanswered, "a flow was released without succeed() or cancel(); the route it was for was not shown",
                        to: reporter, as: "showRoute")
                }
            })
    }

    /// Reports a diagnostic about routes to `router`'s handler, naming `method`.
    static func report(_ kind: NavigationDiagnostic.Kind, _ message: String, to router: Router, as method: String) {
        router.report(kind, message, as: method)
    }
}
