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
    /// The coordinator that handles the first step of every path.
    ///
    /// It is the one the navigator was made with, held weakly, or, made with ``init(appCoordinator:)``, the
    /// coordinator showing the root screen now.
    public var root: (any Coordinating)? {
        if let fixedRoot {
            return fixedRoot
        }
        let rootRouter = self.rootRouter
        return appCoordinator?.retainedCoordinators.first { $0.router === rootRouter }
    }
    weak var fixedRoot: (any Coordinating)?
    weak var appCoordinator: (any AppCoordinating)?
    let rootRouter: Router
    /// Whether a path is being opened, and the paths asked for meanwhile or during a transition, to
    /// open in turn.
    var isOpening = false
    var waitingPaths: [WaitingPath] = []
    /// Whether the waiting paths wait for a transition to end.
    var waitsForTransition = false
    /// The path kept until the app's first coordinator has started: only the last one asked for.
    var earlyPath: WaitingPath?
    /// The path whose step waits for the flow it needs first, and that flow; a later path replaces it.
    var guarded: GuardedPath?
    /// The flows that steps need first, to start once the path that needs them has been opened.
    var flowsToStart: [@MainActor () -> Void] = []
    /// The tabs reported as having no route of this navigator's type, by coordinator.
    var tabsReportedWithoutRoute: Set<ObjectIdentifier> = []
    /// The journal that records this navigator, if any.
    var journal: JournalHooks<Route>?

    /// A path that waits to be opened, with the opening that reports it.
    struct WaitingPath {
        let path: [Route]
        let outcome: RouteOpening<Route>.Outcome
        /// The step whose flow has just succeeded: asking for the flow again there stops the path.
        var retriedStep: Int?
        /// Where the path comes from: what a journal records as the cause of the changes it makes once it goes on.
        var origin = RouteOrigin.app
    }

    /// A path one of whose steps waits for the flow it needs first.
    struct GuardedPath {
        var path: WaitingPath
        /// The step that needs the flow; `nil` for a path that replaced the one that did.
        let step: Int?
        /// The flow's number among the navigators' flows (the navigator does not hold the flow itself).
        let flowNumber: Int
        /// The flow, in words, for a diagnostic: who asked for it, before which route.
        let flowName: String
    }

    /// Whether a route stands for a transient screen, left out of ``capture()`` with every step after it
    /// (a confirmation, a one-time prompt): none by default.
    ///
    /// ```swift
    /// navigator.isTransient = { $0 == .paymentConfirmation }
    /// ```
    public var isTransient: @MainActor (Route) -> Bool = { _ in false }

    /// Whether a route can be reached only from inside the app (a payment confirmation, an admin screen).
    ///
    /// A path from outside (a URL, a notification, restored state; see ``RouteOrigin``) that reaches one is
    /// refused, and nothing of it is shown. None by default.
    ///
    /// ```swift
    /// navigator.isInternalOnly = { $0 == .paymentConfirmation }
    /// ```
    public var isInternalOnly: @MainActor (Route) -> Bool = { _ in false }

    /// The most steps a path may have; a longer one is refused, whatever its origin. 100 by default.
    public var maximumPathLength = 100

    /// The most paths opened in a row while paths were opened; the rest are refused, so that a loop ends.
    ///
    /// Handlers or observers that keep asking for more paths while paths are opened stop here. 100 by default.
    public var maximumChainedOpenings = 100

    /// Creates a navigator whose paths start at `root`, a coordinator showing the root screen of its router.
    ///
    /// It holds `root` weakly: once that coordinator is gone (the user signed out, say), a path reports
    /// ``NavigationDiagnostic/Kind/routeNotHandled`` and changes nothing. ``init(appCoordinator:)``
    /// follows the coordinator that shows the root screen instead.
    public init(root: any Coordinating) {
        fixedRoot = root
        rootRouter = root.router
    }

    /// Creates a navigator whose paths start at whichever coordinator shows the root screen when a path is opened.
    ///
    /// That is the earliest retained of those that show their screens with `appCoordinator`'s router (the tab
    /// bar coordinator once signed in, the welcome one before). Made once at launch, it keeps working across
    /// sign-in and sign-out. Holds `appCoordinator` weakly.
    ///
    /// - Parameter appCoordinator: the app's app coordinator.
    public init(appCoordinator: any AppCoordinating) {
        self.appCoordinator = appCoordinator
        rootRouter = appCoordinator.router
    }

    /// Shows `path`, unwinding whatever is in the way, and returns what it showed.
    ///
    /// A path already shown in full changes nothing; one that shares its first steps with what is shown keeps
    /// them, and their coordinators. While it is opened nothing animates. Some paths wait (behind a transition,
    /// another path, the app's first coordinator, or the flow a step needs first), and the call returns at once
    /// a ``RouteOpening`` that ``RouteOpening/isPending``. The whole contract is in
    /// <doc:DeepLinks#Opening-a-path>, <doc:DeepLinks#Guarded-routes-sign-in-first-then-continue> and
    /// <doc:DeepLinks#Links-from-outside-the-app>.
    ///
    /// ```swift
    /// navigator.open([.orders, .order(id: 42), .receipt])
    /// ```
    ///
    /// - Parameters:
    ///   - path: the routes to show, from the root.
    ///   - origin: where the path comes from. One from outside the app (``RouteOrigin/url``,
    ///     ``RouteOrigin/notification``, ``RouteOrigin/restoration``) that reaches a route marked
    ///     ``isInternalOnly`` is refused, and so is any path longer than ``maximumPathLength``: nothing of it
    ///     is shown, and ``NavigationDiagnostic/Kind/routeRefused`` is reported.
    /// - Returns: what was shown, which steps were not, and how the opening ended (``RouteOpening/ending``):
    ///   complete, stopped at a step not handled or not shown (reported as
    ///   ``NavigationDiagnostic/Kind/routeNotHandled`` or ``NavigationDiagnostic/Kind/routeNotShown``),
    ///   cancelled, refused or replaced.
    @discardableResult
    public func open(_ path: [Route], from origin: RouteOrigin = .app) -> RouteOpening<Route> {
        guard let journal else { return openUnrecorded(path, from: origin) }
        return journal.core.recording(.link(origin: origin), call: "open") {
            let opening = openUnrecorded(path, from: origin)
            journal.opened(path, origin, opening.ending)
            return opening
        }
    }

    private func openUnrecorded(_ path: [Route], from origin: RouteOrigin) -> RouteOpening<Route> {
        if let refusal = refusal(of: path, from: origin) {
            report(.routeRefused, refusal)
            return RouteOpening(shown: [], unresolved: path, ending: .refused)
        }
        if awaitsFirstCoordinator {
            return keepUntilLaunch(path, from: origin)
        }
        if guarded != nil {
            return replaceGuardedPath(with: path, from: origin)
        }
        guard isOpening || !waitingPaths.isEmpty || RouteStep.routerInTransition(from: rootRouter) != nil else {
            isOpening = true
            let opening = openNow(path, outcome: nil, origin: origin)
            isOpening = false
            openWaitingPaths()
            return opening
        }
        let outcome = RouteOpening<Route>.Outcome(waitingFor: path)
        enqueue(WaitingPath(path: path, outcome: outcome, origin: origin))
        return RouteOpening(outcome)
    }

    /// Opens `waiting` after the paths that wait already, as soon as it can be.
    func enqueue(_ waiting: WaitingPath) {
        waitingPaths.append(waiting)
        openWaitingPaths()
    }

    /// Opens the paths that wait, in turn, as long as no transition is under way; then waits for its end.
    /// Then starts the flows that steps of them need first.
    func openWaitingPaths() {
        guard !isOpening, !waitsForTransition else { return }
        isOpening = true
        var opened = 0
        while let next = waitingPaths.first {
            guard RouteStep.routerInTransition(from: rootRouter) == nil else {
                waitsForTransition = true
                RouteStep.whenNoTransition(from: rootRouter) { [weak self] in
                    self?.waitsForTransition = false
                    self?.openWaitingPaths()
                }
                break
            }
            waitingPaths.removeFirst()
            if guarded != nil {
                // A path before it stopped at a step that waits for its flow: this one replaces it, as a
                // path asked for now would.
                replaceGuardedPath(with: next)
                continue
            }
            opened += 1
            guard opened <= maximumChainedOpenings else {
                report(
                    .routeRefused,
                    "the path \(next.path) was refused: \(opened - 1) paths were opened in a row, each asked for while the one before was opened (a loop?)"
                )
                next.outcome.settle(shown: [], unresolved: next.path, ending: .refused)
                journal?.ended(next.path, .refused)
                continue
            }
            let opening = goOn(with: next)
            if !opening.isPending {
                next.outcome.settle(opening)
                if let ending = opening.ending {
                    journal?.ended(next.path, ending)
                }
            }
        }
        isOpening = false
        startFlows()
    }

    /// Goes on with `waiting`, a path that waited: as an action of its own for a journal, caused by the
    /// path's origin, even when it goes on at the end of the user's gesture it waited for.
    private func goOn(with waiting: WaitingPath) -> RouteOpening<Route> {
        let open = { self.openNow(waiting.path, outcome: waiting.outcome, retriedStep: waiting.retriedStep, origin: waiting.origin) }
        guard let journal else { return open() }
        return journal.core.recordingOwnAction(.link(origin: waiting.origin), call: "open", open)
    }

    /// Shows `path` now. A step that needs a flow first leaves the opening pending, reporting to
    /// `outcome` (a new one if `nil`), and queues the flow to start. A step whose unwinding started a
    /// transition (a sheet SwiftUI takes away until its `onDismiss`) leaves the opening pending too: the
    /// path goes on, first among those that wait, once the transition has ended.
    func openNow(
        _ path: [Route], outcome: RouteOpening<Route>.Outcome?, retriedStep: Int? = nil, origin: RouteOrigin = .app
    ) -> RouteOpening<Route> {
        Router.openingRoute(from: rootRouter) { openNowUnanimated(path, outcome: outcome, retriedStep: retriedStep, origin: origin) }
    }

    /// ``openNow(_:outcome:retriedStep:origin:)``, with nothing animated in the tree.
    private func openNowUnanimated(
        _ path: [Route], outcome: RouteOpening<Route>.Outcome?, retriedStep: Int?, origin: RouteOrigin
    ) -> RouteOpening<Route> {
        var index = 0
        var current = RouteStep.currentPath(from: rootRouter)
        func stopped() -> RouteOpening<Route> {
            RouteOpening(shown: Array(path[..<index]), unresolved: Array(path[index...]), ending: .stopped)
        }
        while index < path.count {
            let step = AnyHashable(path[index])
            if index < current.count, current[index].shows(step) {
                index += 1
                continue
            }
            switch show(path[index], after: index, of: current) {
            case .notShown:
                return stopped()
            case .waitsForTransition:
                let waiting = WaitingPath(path: path, outcome: outcome ?? .init(waitingFor: path), retriedStep: retriedStep, origin: origin)
                waiting.outcome.progress(shown: Array(path[..<index]), unresolved: Array(path[index...]))
                waitingPaths.insert(waiting, at: 0)
                return RouteOpening(waiting.outcome)
            case .needsFlow(let start, let askedBy):
                guard index != retriedStep else {
                    report(
                        .routeNotShown,
                        "the route \(path[index]) asked for its flow again right after that flow succeeded; the route stops there")
                    return stopped()
                }
                return waitForFlow(
                    start, askedBy: askedBy, at: index, of: WaitingPath(path: path, outcome: outcome ?? .init(waitingFor: path)))
            case .shown:
                break
            }
            current = RouteStep.currentPath(from: rootRouter)
            guard index < current.count, current[index].shows(step) else {
                report(.routeNotShown, "the route \(path[index]) was shown but something else covers it; the route stops there")
                return stopped()
            }
            index += 1
        }
        if current.count > path.count {
            RouteStep.unwind(current, keeping: path.count, root: rootRouter)
        } else {
            RouteStep.dismissModalsOfUnselectedTabs(along: current)
        }
        return RouteOpening(shown: path, unresolved: [], ending: .complete)
    }

    // MARK: Internals

    /// What showing one step came to.
    enum StepResult {
        case shown
        case notShown
        /// What was in the way of the step is going (a transition under way): the step waits for its end.
        case waitsForTransition
        /// The step needs a flow first: this starts it; the coordinator that asked for it, by type.
        case needsFlow(@MainActor (RouteFlow) -> Void, askedBy: String)
    }

    /// Shows one step after the first `count` steps of `current`: asks the coordinator of the last of
    /// them, unwinds what follows them if it accepts, and carries out its decision (a declined step
    /// changes nothing and is reported).
    private func show(_ route: Route, after count: Int, of current: [RouteNode]) -> StepResult {
        let handler: (any Coordinating)? = count == 0 ? root : current[count - 1].tag.coordinator
        guard let handler else {
            report(.routeNotHandled, "the coordinator that would handle the route \(route) has been released; nothing changed")
            return .notShown
        }
        guard let decision = RouteStep.decision(Self.decision(of: handler, for: route), of: handler, for: AnyHashable(route)) else {
            report(
                .routeNotHandled, "\(type(of: handler)) does not handle routes of type \(Route.self); the route \(route) changed nothing")
            return .notShown
        }
        if !decision.declines {
            let keepsColumns = RouteStep.keepsLaterColumns(of: handler, after: count, in: current)
            RouteStep.unwind(current, keeping: count, root: rootRouter, keepingLaterColumns: keepsColumns)
            if RouteStep.routerInTransition(from: rootRouter) != nil {
                // What was in the way is still going (SwiftUI animates a sheet away until its onDismiss): a step
                // shown now would wait on it without its route. The path goes on once it has gone.
                return .waitsForTransition
            }
            if keepsColumns {
                // A column's modal gone, the columns it covered are the path again: one may show the step already.
                let now = RouteStep.currentPath(from: rootRouter)
                if count < now.count, now[count].route == AnyHashable(route) {
                    return .shown
                }
            }
        }
        if case .runFirst(let start) = decision {
            return .needsFlow(start, askedBy: "\(type(of: handler))")
        }
        let shown = RouteStep.perform(
            decision, route: AnyHashable(route), from: handler, reportingTo: rootRouter, as: "RouteNavigator.open")
        return shown ? .shown : .notShown
    }

    private static func decision(of handler: any Coordinating, for route: Route) -> RouteDecision? {
        guard let handler = handler as? any RouteHandling else { return nil }
        return ask(handler, route)
    }

    private static func ask<Handler: RouteHandling>(_ handler: Handler, _ route: Route) -> RouteDecision? {
        guard let route = route as? Handler.Route else { return nil }
        return handler.handle(route)
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        RouteStep.report(kind, message, to: rootRouter, as: "RouteNavigator.open")
    }
}
