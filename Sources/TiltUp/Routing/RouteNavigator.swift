/// Opens the app's routes from wherever the app is, and saves and restores its navigation as routes.
///
/// A path of routes is opened one step at a time from the root coordinator, each step handled by the
/// coordinator that showed the step before it (see ``RouteHandling``). The steps the app shows already,
/// from the start of the path, are kept as they are: their coordinators are not restarted. From the
/// first step that differs, whatever is in the way goes first (modals dismissed innermost first, the
/// stack popped), with every handler run once and released coordinators gone; then each remaining step
/// is shown by real coordinators, exactly as when the user taps through.
///
/// ```swift
/// let navigator = RouteNavigator<AppRoute>(root: tabsCoordinator)
/// navigator.open([.orders, .order(id: 42), .receipt])
/// navigator.currentPath // [.orders, .order(id: 42), .receipt]
/// ```
///
/// A step nobody handles changes nothing from there on and is reported as a ``NavigationDiagnostic`` to
/// the root router's ``Router/diagnosticHandler``.
///
/// Make one navigator at launch and keep it: ``isTransient`` and the paths that wait for a transition
/// belong to the instance. Made with ``init(appCoordinator:)``, it follows the app through sign-in and
/// sign-out, whichever coordinator shows the root screen then:
///
/// ```swift
/// let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)
/// ```
@preconcurrency @MainActor
public final class RouteNavigator<Route: Hashable> {
    /// The coordinator that handles the first step of every path: the one the navigator was made with,
    /// held weakly, or, made with ``init(appCoordinator:)``, the coordinator showing the root screen now.
    public var root: (any Coordinating)? {
        if let fixedRoot {
            return fixedRoot
        }
        let rootRouter = self.rootRouter
        return appCoordinator?.retainedCoordinators.first { $0.router === rootRouter }
    }
    private weak var fixedRoot: (any Coordinating)?
    private weak var appCoordinator: (any AppCoordinating)?
    private let rootRouter: Router
    /// Whether a path is being opened, and the paths asked for meanwhile or during a transition, to
    /// open in turn.
    private var isOpening = false
    private var waitingPaths: [(path: [Route], outcome: RouteOpening<Route>.Outcome)] = []
    /// Whether the waiting paths wait for a transition to end.
    private var waitsForTransition = false

    /// Whether a route stands for a transient screen, left out of ``capture()`` with every step after it
    /// (a confirmation, a one-time prompt): none by default.
    ///
    /// ```swift
    /// navigator.isTransient = { $0 == .paymentConfirmation }
    /// ```
    public var isTransient: @MainActor (Route) -> Bool = { _ in false }

    /// Creates a navigator whose paths start at `root`, a coordinator showing the root screen of its router.
    ///
    /// It holds `root` weakly: once that coordinator is gone (the user signed out, say), a path reports
    /// ``NavigationDiagnostic/Kind/routeNotHandled`` and changes nothing. ``init(appCoordinator:)``
    /// follows the coordinator that shows the root screen instead.
    public init(root: any Coordinating) {
        fixedRoot = root
        rootRouter = root.router
    }

    /// Creates a navigator whose paths start at whichever coordinator shows the root screen of
    /// `appCoordinator`'s router when a path is opened: the earliest retained of those that show their
    /// screens with that router (the tab bar coordinator once signed in, the welcome one before).
    ///
    /// Made once at launch, it keeps working across sign-in and sign-out. Holds `appCoordinator` weakly.
    public init(appCoordinator: any AppCoordinating) {
        self.appCoordinator = appCoordinator
        rootRouter = appCoordinator.router
    }

    /// The path shown now: the routes of the screens, tabs and modals from the root to what the user sees.
    ///
    /// Screens shown without a route are left out; a modal without one ends the path.
    public var currentPath: [Route] {
        var tabWithoutRoute: TabBarRouter.Tab?
        let nodes = RouteStep.currentPath(from: rootRouter) { tabWithoutRoute = $0 }
        let path = routes(of: nodes)
        if path.count == nodes.count, let tabWithoutRoute {
            reportTabWithoutRoute(tabWithoutRoute, "it has no route")
        }
        return path
    }

    /// The app's navigation as a tree to read, one line per level: what ``Router/navigationDescription``
    /// prints for the root router, with the route that marks each screen, tab and modal.
    ///
    /// ```swift
    /// print(navigator.navigationDescription)  // where did that link land?
    /// ```
    public var navigationDescription: String {
        rootRouter.navigationDescription(marking: nil)
    }

    /// Shows `path`, unwinding whatever is in the way, and returns what it showed.
    ///
    /// A path already shown in full changes nothing. One that shares its first steps with what is shown
    /// keeps them, and their coordinators. A step that the coordinator it comes to declines (or that is
    /// not a ``RouteHandling`` coordinator of this route type) changes nothing from there on and reports
    /// ``NavigationDiagnostic/Kind/routeNotHandled``; a step accepted but not shown reports
    /// ``NavigationDiagnostic/Kind/routeNotShown``. Either way the steps before it stay shown, and the
    /// result says which steps were not.
    ///
    /// While the path is opened nothing animates, whatever the coordinators ask for: on iOS each step
    /// has then happened before the next one is asked for.
    ///
    /// A path asked for while a transition is under way on a router the path goes through (the user's
    /// back swipe or swipe-down has begun and not ended; on iOS, also an animated push, pop, presentation
    /// or dismissal UIKit has not finished) waits for its end, then is opened, shown and marked. So does
    /// a path asked for while another one is being opened (by a handler or an observer that runs
    /// meanwhile): it is opened right after it. Paths that wait are opened in the order they were asked
    /// for. Such a call returns at once a ``RouteOpening`` that ``RouteOpening/isPending``; the same
    /// value reports what was shown once the path has been opened. Nothing of a waiting path is shown
    /// before then, and a step that cannot be shown then shows nothing later.
    @discardableResult
    public func open(_ path: [Route]) -> RouteOpening<Route> {
        guard isOpening || !waitingPaths.isEmpty || RouteStep.routerInTransition(from: rootRouter) != nil else {
            isOpening = true
            let opening = openNow(path)
            isOpening = false
            openWaitingPaths()
            return opening
        }
        let outcome = RouteOpening<Route>.Outcome(waitingFor: path)
        waitingPaths.append((path, outcome))
        openWaitingPaths()
        return RouteOpening(outcome)
    }

    /// Opens the paths that wait, in turn, as long as no transition is under way; then waits for its end.
    private func openWaitingPaths() {
        guard !isOpening, !waitsForTransition else { return }
        isOpening = true
        defer { isOpening = false }
        while let next = waitingPaths.first {
            guard RouteStep.routerInTransition(from: rootRouter) == nil else {
                waitsForTransition = true
                RouteStep.whenNoTransition(from: rootRouter) { [weak self] in
                    self?.waitsForTransition = false
                    self?.openWaitingPaths()
                }
                return
            }
            waitingPaths.removeFirst()
            next.outcome.settle(openNow(next.path))
        }
    }

    @discardableResult
    private func openNow(_ path: [Route]) -> RouteOpening<Route> {
        Router.routeOpenings += 1
        defer { Router.routeOpenings -= 1 }
        var index = 0
        var current = RouteStep.currentPath(from: rootRouter)
        while index < path.count {
            let step = AnyHashable(path[index])
            if index < current.count, current[index].route == step {
                index += 1
                continue
            }
            guard show(path[index], after: index, of: current) else {
                return RouteOpening(shown: Array(path[..<index]), unresolved: Array(path[index...]))
            }
            current = RouteStep.currentPath(from: rootRouter)
            guard index < current.count, current[index].route == step else {
                report(.routeNotShown, "the route \(path[index]) was shown but something else covers it; the route stops there")
                return RouteOpening(shown: Array(path[..<index]), unresolved: Array(path[index...]))
            }
            index += 1
        }
        if current.count > path.count {
            RouteStep.unwind(current, keeping: path.count, root: rootRouter)
        } else {
            RouteStep.dismissModalsOfUnselectedTabs(along: current)
        }
        return RouteOpening(shown: path, unresolved: [])
    }

    /// The app's navigation now, as routes: the path to what the user sees, and the paths to the
    /// stacks of the tabs that are not selected.
    ///
    /// Screens shown without a route are left out, and so is each path from its first route that
    /// ``isTransient`` marks: the steps after it were shown from it.
    public func capture() -> NavigationSnapshot<Route> {
        var nodes: [RouteNode] = []
        var coveredTabBars: [(tabBar: TabBarRouter, position: Int)] = []
        var tabWithoutRoute: TabBarRouter.Tab?
        RouteStep.appendSteps(
            of: rootRouter, to: &nodes, covered: { coveredTabBars.append(($0, $1)) }, tabWithoutRoute: { tabWithoutRoute = $0 })
        let foreground = routes(of: nodes)
        if foreground.count == nodes.count, let tabWithoutRoute {
            reportTabWithoutRoute(tabWithoutRoute, "it has no route")
        }
        var background: [[Route]] = []
        /// The paths of the stacks of the tabs of `tabBar`, reached after the first `position` steps:
        /// those with screens of their own, and the selected one last if it is `covered` by a modal.
        func appendTabs(of tabBar: TabBarRouter, after position: Int, covered: Bool) {
            guard position <= foreground.count else { return }
            let before = Array(foreground[..<position])
            var selected: [Route]?
            for (index, tab) in tabBar.tabs.enumerated() {
                guard let route = tab.route?.base as? Route else { continue }
                var steps: [RouteNode] = []
                RouteStep.appendSteps(of: tab.router, to: &steps, stackOnly: index != tabBar.selectedIndex || covered)
                let path = before + [route] + routes(of: steps)
                if index == tabBar.selectedIndex {
                    selected = covered ? path : nil
                } else if path.count > position + 1 {
                    background.append(path)
                }
            }
            selected.map { background.append($0) }
        }
        for (position, node) in nodes.enumerated() where position < foreground.count {
            if case .tab(let tabBar, _) = node.place {
                appendTabs(of: tabBar, after: position, covered: false)
            }
        }
        for (tabBar, position) in coveredTabBars {
            appendTabs(of: tabBar, after: position, covered: true)
        }
        let lasting = { (path: [Route]) in Array(path.prefix { !self.isTransient($0) }) }
        let kept = background.map(lasting).filter { !$0.isEmpty }
        return NavigationSnapshot(background: kept, foreground: lasting(foreground))
    }

    /// Brings back `snapshot` by opening its paths: first each background path, then the foreground.
    ///
    /// Restored screens have live coordinators, handlers and retention exactly as if the user had
    /// navigated there. A path whose routes no longer resolve (an update removed a screen) is restored up
    /// to its longest valid prefix and the rest reported. Returns what was opened of the foreground.
    @discardableResult
    public func restore(_ snapshot: NavigationSnapshot<Route>) -> RouteOpening<Route> {
        for path in snapshot.background {
            open(path)
        }
        return open(snapshot.foreground)
    }

    // MARK: Internals

    /// Shows one step after the first `count` steps of `current`: asks the coordinator of the last of
    /// them, unwinds what follows them if it accepts, and carries out its decision (a declined step
    /// changes nothing and is reported).
    private func show(_ route: Route, after count: Int, of current: [RouteNode]) -> Bool {
        let handler: (any Coordinating)? = count == 0 ? root : current[count - 1].tag.coordinator
        guard let handler else {
            report(.routeNotHandled, "the coordinator that would handle the route \(route) has been released; nothing changed")
            return false
        }
        guard let decision = RouteStep.decision(Self.decision(of: handler, for: route), of: handler, for: AnyHashable(route)) else {
            report(
                .routeNotHandled, "\(type(of: handler)) does not handle routes of type \(Route.self); the route \(route) changed nothing")
            return false
        }
        if !decision.declines {
            RouteStep.unwind(current, keeping: count, root: rootRouter)
        }
        return RouteStep.perform(decision, route: AnyHashable(route), from: handler, reportingTo: rootRouter, as: "RouteNavigator.open")
    }

    private static func decision(of handler: any Coordinating, for route: Route) -> RouteDecision? {
        guard let handler = handler as? any RouteHandling else { return nil }
        return ask(handler, route)
    }

    private static func ask<Handler: RouteHandling>(_ handler: Handler, _ route: Route) -> RouteDecision? {
        guard let route = route as? Handler.Route else { return nil }
        return handler.handle(route)
    }

    /// The routes of `nodes`, up to the first one of another route type, or up to a selected tab that
    /// has no route: either is reported once per tab (``NavigationDiagnostic/Kind/tabWithoutRoute``).
    private func routes(of nodes: [RouteNode]) -> [Route] {
        var routes: [Route] = []
        for node in nodes {
            guard let route = node.route.base as? Route else {
                if case .tab(let tabBar, let index) = node.place {
                    reportTabWithoutRoute(tabBar.tabs[index], "its route \(node.route.base) is of type \(type(of: node.route.base))")
                }
                break
            }
            routes.append(route)
        }
        return routes
    }

    /// The tabs reported as having no route of this navigator's type, by coordinator.
    private var tabsReportedWithoutRoute: Set<ObjectIdentifier> = []

    private func reportTabWithoutRoute(_ tab: TabBarRouter.Tab, _ why: String) {
        guard tabsReportedWithoutRoute.insert(ObjectIdentifier(tab.coordinator)).inserted else { return }
        report(
            .tabWithoutRoute,
            "the selected tab of \(type(of: tab.coordinator)) has no route of type \(Route.self) (\(why)), so it and what it shows are left out of currentPath and capture(): give its TabBarRouter.Tab a route of type \(Route.self)"
        )
    }

    private func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        RouteStep.report(kind, message, to: rootRouter, as: "RouteNavigator.open")
    }
}
