/// A coordinator that can show the app's routes: the steps of deep links and of saved navigation.
///
/// An app describes its destinations as values of a type it defines, usually an enum with associated
/// values, and a destination as a path of them from the root: `[.orders, .order(id: 42), .receipt]`.
/// A ``RouteNavigator`` opens such a path one step at a time, asking the coordinator that showed the step
/// before (the root coordinator for the first step) how it handles the next one. The coordinator answers
/// without navigating yet, and the navigator carries out the answer once whatever is in the way has gone:
///
/// ```swift
/// extension OrdersCoordinator: RouteHandling {
///     func handle(_ route: AppRoute) -> RouteDecision {
///         switch route {
///         case .order(let id):
///             // Hand the rest to a child it starts: the child shows the order and its steps.
///             return .handOff {
///                 let child = OrderCoordinator(parent: self, orderID: id)
///                 child.start()
///                 return child
///             }
///         case .help:
///             // Show it itself: the next steps come back to this coordinator.
///             return .show { self.router.push(HelpController(), retaining: self) }
///         default:
///             return .decline
///         }
///     }
/// }
/// ```
///
/// A step must show something the navigator can see: a screen pushed on the coordinator's router, a
/// modal presented by it, or, for a ``TabBarCoordinator``, a tab selected. The navigator marks it with
/// the route, so that it is part of ``RouteNavigator/currentPath`` and of a saved
/// ``NavigationSnapshot`` until it goes. The user's own taps become steps the same way with
/// ``showRoute(_:)``; screens shown without a route are left out of both.
@preconcurrency @MainActor
public protocol RouteHandling: Coordinating {
    /// The app's route type: `Hashable`, as ``RouteNavigator`` and ``showRoute(_:)`` need.
    ///
    /// The protocol itself does not require `Hashable`, so that a route type declared in an Xcode 26 app
    /// target (default main-actor isolation, where the compiler makes its `Hashable` conformance
    /// main-actor isolated) can be handled by a coordinator with nothing written out.
    associatedtype Route

    /// How this coordinator shows `route`, as the next step from its own screen.
    ///
    /// Decide without navigating: the navigator calls the closure of the decision only once what is in
    /// the way has been unwound, and not at all if the decision is ``RouteDecision/decline``.
    func handle(_ route: Route) -> RouteDecision
}

/// How a coordinator handles one step of a route: what ``RouteHandling/handle(_:)`` returns.
@preconcurrency @MainActor
public enum RouteDecision {
    /// The coordinator shows the step itself: `show` pushes or presents its screen, retaining the
    /// coordinator. The next step comes back to the same coordinator.
    case show(@MainActor () -> Void)
    /// A child coordinator shows the step: `start` makes and starts it, and returns it.
    ///
    /// The next step goes to that child. A ``TabBarCoordinator`` hands a step to a tab's coordinator after
    /// selecting it.
    case handOff(@MainActor () -> any Coordinating)
    // doc-example: override func handle(_ route: AppRoute) -> RouteDecision { EXAMPLE return .decline }
    /// The step needs something first (a signed-in user, an accepted agreement): `start` starts the flow that gets it.
    ///
    /// The flow, such as a sign-in coordinator presented modally, starts as if the user had tapped into it,
    /// and ends the ``RouteFlow`` it is given. When the flow succeeds the coordinator is asked again for the
    /// same step, and the path goes on; when it is cancelled the path stops there.
    ///
    /// ```swift
    /// guard session.isSignedIn else {
    ///     return .runFirst { flow in SignInCoordinator(parent: self, flow: flow).start() }
    /// }
    /// ```
    case runFirst(@MainActor (RouteFlow) -> Void)
    /// The coordinator does not handle the step; nothing changes.
    case decline
}

extension RouteDecision {
    /// Whether this is ``decline``.
    var declines: Bool {
        if case .decline = self { return true }
        return false
    }
}

extension RouteHandling where Route: Hashable {
    /// Shows `route` as the next step from this coordinator's screen, as a deep link would, marked with the route.
    ///
    /// It is the way for the user's taps to make screens that are saved and restored. As a link from the
    /// coordinator's step would: when the step after the coordinator's last step on the path shows `route`
    /// already, nothing changes (a second tap on the same row pushes nothing); when something else follows
    /// that step (a tap on a screen the user has left covered), it is unwound first, with every handler run
    /// once, and the step is shown in its place. In a split view, a column's steps are followed by the next
    /// column's, which stand beside them: a tap that goes on within the coordinator's column keeps the
    /// columns beside it; one whose route the next column shows already changes nothing; and a coordinator
    /// the step shows in another column clears the columns after that one first (``SplitRouter/show(_:)``).
    /// Beside a column's modal, a column goes on as without it (<doc:IPadMacAndWindows#A-modal-from-a-column>).
    /// A coordinator with no step on the path (it showed its screens without routes) shows the step on its
    /// router as it is. A step that needs a flow first (``RouteDecision/runFirst(_:)``) starts that flow; when
    /// the flow succeeds the route is asked for again, as the user's tap would. During a transition on this
    /// coordinator's router, its modals or its tabs, the coordinator decides at once and an accepted step is
    /// shown and marked as soon as the transition has ended (see <doc:DeepLinks#Opening-a-path>).
    ///
    /// ```swift
    /// func didSelect(order: Order) {
    ///     showRoute(.order(id: order.id))
    /// }
    /// ```
    ///
    /// - Parameter route: the step to show.
    /// - Returns: whether the step is shown (already, now, or once a transition ends); `false` for a declined
    ///   route (``NavigationDiagnostic/Kind/routeNotHandled``, nothing changes), one that waits for its flow,
    ///   or one accepted that showed nothing (``NavigationDiagnostic/Kind/routeNotShown``).
    @discardableResult
    public func showRoute(_ route: Route) -> Bool {
        showRoute(route, as: AnyHashable(route))
    }
}

extension RouteHandling {
    /// ``showRoute(_:)`` for `route`, which is `hashable` (a route type needs not say it is `Hashable` for a
    /// `NavigationLink(value:)` to reach its coordinator).
    func showRoute(_ route: Route, as hashable: AnyHashable) -> Bool {
        let decision = RouteStep.decision(handle(route), of: self, for: hashable) ?? .decline
        if case .runFirst(let start) = decision {
            RouteStep.runFirst(start, reportingTo: router) { [weak self] in
                _ = self?.showRoute(route, as: hashable)
            }
            return false
        }
        // Where a transition would hold the step: this coordinator's router and what it shows, or, when the
        // unwinding started one above them, the whole tree.
        var busy = router
        if !decision.declines {
            switch RouteStep.unwindAfterLastStep(of: self, toShow: hashable) {
            case .shownAlready: return true
            case .unwound, .notOnPath: break
            case .going(let root): busy = root
            }
        }
        guard !decision.declines, RouteStep.routerInTransition(from: busy) != nil else {
            return perform(decision, showing: route, as: hashable)
        }
        RouteStep.whenNoTransition(from: busy) {
            // The coordinator's screens may have gone meanwhile (its column replaced, its modal dismissed):
            // nothing shows its router any more, and a step shown there would keep it for ever.
            guard let root = self.appCoordinator?.router, WindowClosing.routers(reachableFrom: root).contains(where: { $0 === self.router })
            else {
                RouteStep.report(
                    .callDroppedWithRouter,
                    "the route \(route) waited for a transition, and \(type(of: self))'s screens went away first; it was not shown",
                    to: self.router, as: "showRoute")
                return
            }
            _ = self.perform(decision, showing: route, as: hashable)
        }
        return true
    }

    /// Performs the step as one action for a journal, so that the screen it shows is recorded with the route that marks it.
    private func perform(_ decision: RouteDecision, showing route: Route, as hashable: AnyHashable) -> Bool {
        let recording = router.beginRecording("showRoute")
        defer { router.endRecording(recording) }
        // A step from a column goes on beside a column's modal: it neither replaces nor empties the column that presents it.
        let router = self.router
        let split = router.splitRouter.flatMap { split in split.columns.contains { $0.router === router } ? split : nil }
        let keptModals = split?.keepsColumnModals
        split?.keepsColumnModals = true
        defer { keptModals.map { split?.keepsColumnModals = $0 } }
        return RouteStep.perform(decision, route: hashable, from: self, reportingTo: router, as: "showRoute")
    }
}
