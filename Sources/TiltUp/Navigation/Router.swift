#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

/// Pushes, pops, presents and dismisses screens, and runs the handlers that release coordinators.
///
/// A Router drives one navigation controller: a `UINavigationController` on iOS, a
/// ``HeadlessNavigationController`` in tests and on platforms without UIKit. Every screen pushed with a
/// pop handler has that handler run exactly once, when the screen leaves the stack by any path: a
/// Router call, the user's back swipe, a new stack set on the navigation controller, or the dismissal of
/// the modal the stack belongs to. Every modal presented with a dismiss handler has it run exactly once,
/// when the modal goes away, including when the user swipes the sheet down.
///
/// ```swift
/// let router = Router()
/// router.push(HomeController(), popHandler: { print("Home left the stack") })
/// router.presentModal(settingsRouter, dismissHandler: { print("Settings closed") })
/// ```
///
/// Misuse never crashes: each method documents what it does instead, and reports a
/// ``NavigationDiagnostic`` to ``diagnosticHandler``.
///
/// ## Transitions under way
///
/// A call made while a transition is under way waits until it ends, and then runs, in the order the
/// calls were made: while the user's back swipe or swipe-down has begun and is neither finished nor
/// cancelled, and, on iOS, while UIKit animates a push, pop, presentation or dismissal (UIKit would
/// otherwise refuse a presentation, or a dismissal of a modal it has not finished presenting, and never
/// run its completion). A call that waits returns `nil` or `[]` at once. Pop and dismiss handlers run
/// only when the change they belong to has happened: never for a swipe the user cancels.
///
/// While a ``RouteNavigator`` opens or restores a path, nothing is animated, whatever `animated` says:
/// each step has then happened before the next one is asked for.
@preconcurrency @MainActor
public final class Router {
    /// A pop or dismiss handler.
    public typealias Handler = @MainActor () -> Void

    /// The navigation controller this router drives.
    public let navigationController: NavigationController

    /// Receives every ``NavigationDiagnostic`` about this router; by default writes it to standard error.
    ///
    /// Modal routers made by ``Coordinator/init(parent:modal:)`` start with their parent's handler.
    public var diagnosticHandler: @MainActor (NavigationDiagnostic) -> Void = { NavigationDiagnostic.log($0) }

    /// The router that presents this one modally, if any.
    public internal(set) weak var presentingRouter: Router?

    /// The router presented modally by this one, if any.
    public var presentedRouter: Router? { modal?.router }

    /// UIKit's delegate objects, kept alive for as long as the router lives.
    var platformHooks: AnyObject?

    /// The stack as the router last saw it: one entry for each stay of a screen, holding its pop handlers.
    private var stack: [StackEntry]
    private var stackMembers: Set<ObjectIdentifier>
    /// The handlers given with a push or a new root, until the navigation controller has accepted it.
    private var pendingHandlers: (screen: Screen, actions: [Handler])?
    private var modal: Modal?
    /// The observers, and the events not yet delivered to them; see `endChange()`.
    private let events = EventQueue<RouterEvent>()
    /// How many changes are being handled (nested when a handler navigates); events wait for zero.
    private var changeDepth = 0
    /// The top screen observers were last told of. Held strongly (it is on the stack, which holds it
    /// anyway): a weak reference would give every top screen a side table and slow all its retains.
    private var lastTop: Screen?
    private var lastPresented: Screen?
    private let reportsChanges: Bool
    /// A number no other Router of the process has, for what must tell routers apart after they are gone.
    let serialNumber: Int
    private static var lastSerialNumber = 0
    /// Calls made while a transition was under way, to run when it ends.
    private var waitingCalls: [@MainActor () -> Void] = []
    private var isWaitingForTransition = false
    private var isRunningWaitingCalls = false

    private struct Modal {
        let screen: Screen
        let router: Router?
        let actions: [Handler]
        var isConfirmed: Bool
        /// UIKit's delegate objects for this modal, kept alive while it is up.
        var platformHooks: AnyObject?
        /// The route this modal shows, when it was presented for one (``RouteHandling``).
        var tag: RouteTag?
    }

    /// Creates a router with a new, empty navigation controller.
    public convenience init() {
        self.init(navigationController: Platform.makeNavigationController())
    }

    /// Creates a router that drives `navigationController`.
    ///
    /// Screens already on its stack have no pop handlers. One navigation controller should have one router.
    public init(navigationController: NavigationController) {
        self.navigationController = navigationController
        Self.lastSerialNumber &+= 1
        serialNumber = Self.lastSerialNumber
        stack = navigationController.viewControllers.map { StackEntry($0) }
        stackMembers = Set(stack.map { ObjectIdentifier($0.screen) })
        lastTop = navigationController.topViewController
        lastPresented = navigationController.presentedViewController
        reportsChanges = Platform.reportsChangesSynchronously(navigationController)
        platformHooks = Platform.connect(self)
    }

    deinit {
        // A router keeps the routers it presents alive, each the next; released as they are, modals
        // nested thousands deep would be released one inside the other until the call stack ran out.
        // Take the chain apart one level at a time instead, as far as nothing else holds the next one.
        // (Routers live on the main actor; one released elsewhere is left to Swift.)
        guard isOnMainActorThread() else { return }
        MainActor.assumeIsolated {
            var next = modal?.router
            modal = nil
            while next != nil, isKnownUniquelyReferenced(&next) {
                let following = next?.modal?.router
                next?.modal = nil
                next = following
            }
        }
    }

    /// Creates a router with a new navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: Screen) {
        self.init(navigationController: NavigationController(rootViewController: rootViewController))
    }

    /// The screens on the stack, from the root to the top, as the router last saw them.
    public var viewControllers: [Screen] {
        synchronizeIfNeeded()
        return stack.map(\.screen)
    }

    // MARK: Pushing

    /// Pushes `viewController`; `popHandler` runs once when it leaves the stack, by any path.
    ///
    /// The push is animated only when the stack is not empty. Pushing a screen that is already on the
    /// stack does not move it: the diagnostic ``NavigationDiagnostic/Kind/screenAlreadyOnStack`` is
    /// reported, and `popHandler` runs when that screen leaves, after the handlers it already had.
    ///
    /// `popHandler` belongs to this stay of the screen on the stack: it is attached once the navigation
    /// controller has accepted the push, and runs when the screen leaves, by any path. If the screen is
    /// pushed again after it left, that is a new stay, with only the handlers given with the new push.
    /// If the navigation controller refuses the push (it has said why), `popHandler` runs at once.
    ///
    /// ```swift
    /// router.push(detailsController, popHandler: { [weak self] in self?.detailsClosed() })
    /// ```
    public func push(_ viewController: Screen, animated: Bool = true, popHandler: Handler? = nil) {
        push(viewController, animated: animated, actions: Self.actions(popHandler))
    }

    /// Replaces the whole stack with `viewController`; every screen that leaves has its pop handler run.
    ///
    /// If `viewController` was on the stack already, it keeps its handlers and `popHandler` is added to them.
    public func replaceRoot(with viewController: Screen, animated: Bool = true, popHandler: Handler? = nil) {
        replaceRoot(with: viewController, animated: animated, actions: Self.actions(popHandler))
    }

    /// Empties the stack; every screen on it has its pop handler run, top first. An empty stack stays as it is.
    public func removeAll(animated: Bool = true) {
        if waitsForTransition({ self.removeAll(animated: animated) }) { return }
        synchronizeIfNeeded()
        guard !stack.isEmpty else { return }
        navigationController.setViewControllers([], animated: Self.animates(animated))
        synchronizeIfNeeded()
    }

    // MARK: Popping

    /// Pops the top screen and returns it; its pop handler runs.
    ///
    /// When only the root is on the stack, or nothing, nothing is popped, `nil` is returned and
    /// ``NavigationDiagnostic/Kind/cannotPopRoot`` or ``NavigationDiagnostic/Kind/stackIsEmpty`` is reported.
    /// While a transition is under way the pop waits for its end (see "Transitions under way" above) and
    /// `nil` is returned at once.
    @discardableResult
    public func pop(animated: Bool = true) -> Screen? {
        if waitsForTransition({ self.pop(animated: animated) }) { return nil }
        synchronizeIfNeeded()
        guard stack.count > 1 else {
            reportNothingToPop("pop")
            return nil
        }
        let popped = navigationController.popViewController(animated: Self.animates(animated))
        synchronizeIfNeeded()
        return popped
    }

    /// Pops every screen above the root and returns them, bottom first; their pop handlers run, top first.
    ///
    /// On an empty stack nothing happens, `[]` is returned and ``NavigationDiagnostic/Kind/stackIsEmpty`` is reported.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> [Screen] {
        if waitsForTransition({ self.popToRoot(animated: animated) }) { return [] }
        synchronizeIfNeeded()
        guard !stack.isEmpty else {
            reportNothingToPop("popToRoot")
            return []
        }
        let popped = navigationController.popToRootViewController(animated: Self.animates(animated)) ?? []
        synchronizeIfNeeded()
        return popped
    }

    /// Pops the screens above `viewController` and returns them, bottom first; their pop handlers run, top first.
    ///
    /// When `viewController` is not on the stack nothing is popped, `[]` is returned and
    /// ``NavigationDiagnostic/Kind/screenNotOnStack`` is reported (UIKit itself would raise an exception).
    @discardableResult
    public func popToViewController(_ viewController: Screen, animated: Bool = true) -> [Screen] {
        if waitsForTransition({ self.popToViewController(viewController, animated: animated) }) { return [] }
        synchronizeIfNeeded()
        guard stackMembers.contains(ObjectIdentifier(viewController)) else {
            report(.screenNotOnStack, "popToViewController: \(describe(viewController)) is not on the stack; nothing was popped")
            return []
        }
        let popped = navigationController.popToViewController(viewController, animated: Self.animates(animated)) ?? []
        synchronizeIfNeeded()
        return popped
    }

    // MARK: Modals

    /// Presents `viewController` modally; `dismissHandler` runs once when it goes away, by any path.
    ///
    /// Only one modal can be up at a time. While one is, nothing more is presented:
    /// ``NavigationDiagnostic/Kind/modalAlreadyPresented`` is reported and `dismissHandler` runs at once,
    /// so that nothing waiting for it is left behind. Called while a transition is under way (the user's
    /// gesture, or on iOS an animation UIKit has not finished, such as a push), the presentation waits
    /// and happens when the transition ends, instead of being dropped by UIKit with its completion.
    ///
    /// ```swift
    /// router.presentModal(alertController, presentationStyle: .overFullScreen)
    /// ```
    public func presentModal(
        _ viewController: Screen,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        dismissHandler: Handler? = nil
    ) {
        presentModal(
            viewController, router: nil, animated: animated, presentationStyle: presentationStyle, actions: Self.actions(dismissHandler))
    }

    /// Presents the navigation controller of `router` modally, with its own stack and handlers.
    ///
    /// When the modal goes away, by any path, every modal it presents in turn goes with it, and then each
    /// level ends, innermost first: every screen on its router's stack has its pop handler run (top
    /// first), then its dismiss handler runs. A router whose modal went away has an empty stack, and so
    /// has its navigation controller: the two always agree, and the router can be pushed on and presented
    /// again. However deeply modals are nested, nothing recurses per level.
    ///
    /// If a modal is already up, nothing is presented, ``NavigationDiagnostic/Kind/modalAlreadyPresented``
    /// is reported and all those handlers run at once. If `router` is this router, is presented by another
    /// router, or presents this router in turn (presenting it would make a loop), ``NavigationDiagnostic/Kind/invalidModal``
    /// is reported, `dismissHandler` runs at once and nothing changes, `router`'s own stack included.
    ///
    /// ```swift
    /// let modalRouter = Router(rootViewController: PlanController())
    /// router.presentModal(modalRouter, presentationStyle: .pageSheet)
    /// ```
    public func presentModal(
        _ router: Router,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        dismissHandler: Handler? = nil
    ) {
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: presentationStyle,
            actions: Self.actions(dismissHandler))
    }

    /// Dismisses the modal this router presents, then runs `completion`.
    ///
    /// As with UIKit's `dismiss(animated:completion:)`, a router that presents nothing but is itself
    /// presented dismisses itself, so a modal coordinator can call `router.dismissModal()` on its own
    /// router. When there is nothing to dismiss at all, ``NavigationDiagnostic/Kind/nothingToDismiss`` is
    /// reported and `completion` runs at once.
    ///
    /// Called while the modal is still being presented (UIKit has not run the presentation's completion),
    /// or while any other transition is under way, the dismissal waits and happens when the transition
    /// ends; then the dismiss handler and `completion` run, once each.
    public func dismissModal(animated: Bool = true, completion: Handler? = nil) {
        if waitsForTransition({ self.dismissModal(animated: animated, completion: completion) }) { return }
        synchronizeIfNeeded()
        guard modal != nil || navigationController.presentedViewController != nil else {
            if let presentingRouter {
                presentingRouter.dismissModal(animated: animated, completion: completion)
            } else {
                report(.nothingToDismiss, "dismissModal: nothing is presented; the completion ran at once")
                completion?()
            }
            return
        }
        navigationController.dismiss(animated: Self.animates(animated)) { [weak self] in
            self?.synchronizeModal()
            completion?()
        }
    }

    // MARK: Observing

    /// Calls `observer` after every change of the top screen or of the presented modal.
    ///
    /// The observation lasts until the returned token is disposed of or released; once `dispose()` has
    /// returned, `observer` is never called again, not even for an event being delivered at that moment.
    /// Every observer hears every event once, in the order the changes happened, and only after the pop
    /// and dismiss handlers of that change have run. An observer that navigates does not disturb that
    /// order: the events of its change come after the event under way, for every observer.
    ///
    /// ```swift
    /// let observation = router.observeNavigation { event in
    ///     if case .modalDismissed = event { refresh() }
    /// }
    /// ```
    public func observeNavigation(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Disposable {
        events.observers.add(observer)
    }

    // MARK: Internals shared with the retaining variants

    func push(_ viewController: Screen, animated: Bool, actions: [Handler]) {
        if waitsForTransition({ self.push(viewController, animated: animated, actions: actions) }) { return }
        synchronizeIfNeeded()
        let id = ObjectIdentifier(viewController)
        if stackMembers.contains(id) {
            report(
                .screenAlreadyOnStack,
                "push: \(describe(viewController)) is already on the stack; it was not pushed again, and the handlers given with it will run when it leaves"
            )
            attach(actions, toStayOf: viewController)
            return
        }
        withPendingHandlers(actions, for: viewController) {
            navigationController.pushViewController(viewController, animated: Self.animates(animated) && !stack.isEmpty)
        }
    }

    func replaceRoot(with viewController: Screen, animated: Bool, actions: [Handler]) {
        if waitsForTransition({ self.replaceRoot(with: viewController, animated: animated, actions: actions) }) { return }
        synchronizeIfNeeded()
        withPendingHandlers(actions, for: viewController) {
            navigationController.setViewControllers([viewController], animated: Self.animates(animated))
        }
    }

    func presentModal(
        _ screen: Screen,
        router child: Router?,
        animated: Bool,
        presentationStyle: ModalPresentationStyle,
        actions: [Handler]
    ) {
        let waits = waitsForTransition {
            self.presentModal(screen, router: child, animated: animated, presentationStyle: presentationStyle, actions: actions)
        }
        if waits { return }
        synchronizeIfNeeded()
        if let refusal = refusalToPresent(screen, router: child) {
            report(refusal.kind, "presentModal: \(refusal.reason); \(describe(screen)) was not presented and its handlers ran at once")
            if refusal.kind == .modalAlreadyPresented {
                // Its screens will never be shown: they leave now, releasing what they retain.
                child?.end()
            }
            Self.run(actions)
            return
        }
        let hooks = Platform.prepare(screen, presentationStyle: presentationStyle, for: self)
        modal = Modal(screen: screen, router: child, actions: actions, isConfirmed: false, platformHooks: hooks)
        child?.presentingRouter = self
        navigationController.present(screen, animated: Self.animates(animated)) { [weak self] in
            self?.synchronizeModal()
        }
        if reportsChanges, modal?.screen === screen, modal?.isConfirmed == false {
            // The navigation controller refused the presentation, and said why: nothing is left waiting.
            let refused = modal
            modal = nil
            refused.map(finish)
        }
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        diagnosticHandler(NavigationDiagnostic(kind: kind, message: "Router." + message))
    }

    // MARK: Keeping up with the navigation controller

    /// Compares the whole stack and the presented modal with what the router last saw, and runs the
    /// handlers of whatever has left. Called on each change where the navigation controller does not
    /// report changes itself (UIKit's).
    ///
    /// Not while an interactive transition is under way: UIKit has then already taken the top screen off
    /// the stack, and puts it back if the user cancels. The comparison waits for the end.
    func synchronize() {
        if Platform.isInteractivelyTransitioning(navigationController) {
            waitForTransitionEnd()
            return
        }
        changeDepth += 1
        finishStackChange(leaving: compareWholeStack())
        synchronizeModal()
    }

    /// Whether a transition is under way, or calls are still waiting for one that has ended; if so,
    /// `call` is kept to run after them. (A call made by a waiting call as it runs runs at once.)
    private func waitsForTransition(_ call: @escaping @MainActor () -> Void) -> Bool {
        let queueIsBehind = !waitingCalls.isEmpty && !isRunningWaitingCalls
        guard Platform.isTransitioning(navigationController) || queueIsBehind else { return false }
        waitingCalls.append(call)
        waitForTransitionEnd()
        return true
    }

    /// Whether a transition is under way, or calls are still waiting for one that has ended.
    var isInTransition: Bool {
        Platform.isTransitioning(navigationController) || (!waitingCalls.isEmpty && !isRunningWaitingCalls)
    }

    /// Runs `call` once the transition under way has ended, after the calls already waiting for it; at
    /// once if there is none.
    func afterTransition(_ call: @escaping @MainActor () -> Void) {
        if !waitsForTransition(call) {
            call()
        }
    }

    private func waitForTransitionEnd() {
        guard !isWaitingForTransition else { return }
        isWaitingForTransition = true
        Platform.whenTransitionEnds(navigationController) { [weak self] in
            self?.transitionDidEnd()
        }
    }

    /// Catches up with what the transition changed (a headless controller has already reported it), then
    /// runs the calls that waited for it, in order, until one of them starts another transition.
    func transitionDidEnd() {
        isWaitingForTransition = false
        synchronizeIfNeeded()
        isRunningWaitingCalls = true
        defer { isRunningWaitingCalls = false }
        while !waitingCalls.isEmpty {
            if Platform.isTransitioning(navigationController) {
                waitForTransitionEnd()
                return
            }
            waitingCalls.removeFirst()()
        }
    }

    /// Notices a modal that has gone away, and reports presented and dismissed modals to observers.
    func synchronizeModal() {
        changeDepth += 1
        let presented = navigationController.presentedViewController
        var ended: Modal?
        if let current = modal {
            if current.screen === presented {
                modal?.isConfirmed = true
            } else if current.isConfirmed {
                modal = nil
                ended = current
            }
        }
        if presented !== lastPresented {
            let previous = lastPresented
            lastPresented = presented
            if let previous {
                events.append(.modalDismissed(previous))
            }
            if let presented {
                events.append(.modalPresented(presented))
            }
        }
        if let ended {
            finish(ended)
        }
        endChange()
    }

    private func synchronizeIfNeeded() {
        if !reportsChanges {
            synchronize()
        }
    }

    /// Runs `change`, a call to the navigation controller that puts `screen` on the stack, with `actions`
    /// waiting to join the screen's stay as soon as the controller has accepted it; if it never does,
    /// they run at once.
    private func withPendingHandlers(_ actions: [Handler], for screen: Screen, _ change: () -> Void) {
        pendingHandlers = actions.isEmpty ? nil : (screen, actions)
        change()
        synchronizeIfNeeded()
        if let refused = pendingHandlers {
            pendingHandlers = nil
            Self.run(refused.actions)
        }
    }

    /// Gives the pending handlers to the stay of their screen, once the stack holds it.
    private func adoptPendingHandlers() {
        guard let pending = pendingHandlers, attach(pending.actions, toStayOf: pending.screen) else { return }
        pendingHandlers = nil
    }

    /// Adds `actions` to the handlers of `screen`'s stay; returns whether the screen is on the stack.
    @discardableResult
    private func attach(_ actions: [Handler], toStayOf screen: Screen) -> Bool {
        // The top is looked at first: it is where a push puts its screen.
        let index = stack.last?.screen === screen ? stack.count - 1 : stack.lastIndex(where: { $0.screen === screen })
        guard let index else { return false }
        if stack[index].actions.isEmpty {
            stack[index].actions = actions
        } else {
            stack[index].actions += actions
        }
        return true
    }

    /// Ends this router's part: its modal is dismissed (innermost first) and every screen on its stack
    /// has its pop handler run, top first. Called when the modal this router's stack is shown in goes
    /// away, when it is refused, or when the tab it is shown in is removed.
    ///
    /// A transition under way on its navigation controller ends first: the user's gesture is cancelled
    /// and an animated presentation finished (headless), so that every handler runs once and the
    /// controller ends empty, as the router does. UIKit's cannot be cut short: the router ends at once
    /// and the controller follows when the transition ends (``Platform/endTransition(_:)``).
    func end() {
        Platform.endTransition(navigationController)
        if navigationController.presentedViewController != nil {
            // Its navigation controller presents too (a router not on screen): the whole chain goes, at once.
            navigationController.dismiss(animated: false, completion: nil)
            synchronizeIfNeeded()
        }
        if let current = modal {
            modal = nil
            finish(current)
        }
        leaveStack()
    }

    /// Empties the stack, the navigation controller's too, so that the two always agree: every screen
    /// leaves, top first, and its pop handlers run. (A screen a handler pushes meanwhile stays: it came
    /// after.)
    private func leaveStack() {
        guard !stack.isEmpty || !navigationController.viewControllers.isEmpty else { return }
        Platform.endTransition(navigationController)
        navigationController.setViewControllers([], animated: false)
        synchronizeIfNeeded()
        if !stack.isEmpty, Platform.isTransitioning(navigationController) {
            // UIKit, mid-transition: the comparison would wait for its end. The stays end now, so that no
            // handler waits for a screen that is going; what UIKit shows later gets no handler twice.
            changeDepth += 1
            let leaving = Array(stack.reversed())
            stack = []
            stackMembers = []
            finishStackChange(leaving: leaving)
        }
    }

    /// Ends `first` and, with it, the modals presented in turn above it, without recursion: all of them
    /// are unlinked at once, then each level ends, innermost first: the screens on its router's stack
    /// leave, top first, then its dismiss handlers run.
    private func finish(_ first: Modal) {
        var levels = [first]
        while let router = levels[levels.count - 1].router, let next = router.modal {
            router.modal = nil
            levels.append(next)
        }
        for level in levels.reversed() {
            if let router = level.router {
                router.presentingRouter = nil
                router.synchronizeModal()
                router.leaveStack()
                if let presentedMeanwhile = router.modal {
                    // A handler presented something on the router that is going away: it goes too.
                    router.modal = nil
                    router.finish(presentedMeanwhile)
                }
            }
            Self.run(level.actions)
        }
    }

    private func refusalToPresent(_ screen: Screen, router child: Router?) -> (kind: NavigationDiagnostic.Kind, reason: String)? {
        if child === self || screen === navigationController {
            return (.invalidModal, "a router cannot present itself")
        }
        if child?.presentingRouter != nil || Platform.presenter(of: screen) != nil {
            return (.invalidModal, "\(describe(screen)) is already presented elsewhere")
        }
        if Platform.presents(screen, inTurn: navigationController) {
            return (.invalidModal, "\(describe(screen)) presents this router, in turn, and presenting it would make a loop")
        }
        if let presented = modal?.screen ?? navigationController.presentedViewController {
            return (.modalAlreadyPresented, "\(describe(presented)) is already presented")
        }
        return nil
    }

    /// Brings the stack up to date with the navigation controller's by comparing the two; returns the
    /// stays that ended, top first. A screen still on the stack keeps its stay, wherever it moved.
    private func compareWholeStack() -> [StackEntry] {
        let current = navigationController.viewControllers
        var common = 0
        while common < min(stack.count, current.count), stack[common].screen === current[common] {
            common += 1
        }
        guard common < stack.count || common < current.count else {
            adoptPendingHandlers()
            return []
        }
        var previous: [ObjectIdentifier: StackEntry] = [:]
        for entry in stack[common...] {
            previous[ObjectIdentifier(entry.screen)] = entry
        }
        var updated = Array(stack[..<common])
        for screen in current[common...] {
            updated.append(previous.removeValue(forKey: ObjectIdentifier(screen)) ?? StackEntry(screen))
        }
        let leaving = stack[common...].reversed().filter { previous[ObjectIdentifier($0.screen)]?.stay == $0.stay }
        stack = updated
        stackMembers = Set(current.map { ObjectIdentifier($0) })
        adoptPendingHandlers()
        return leaving
    }

    /// Finishes a change of the stack that has been counted in `changeDepth`: notes a new top screen for
    /// the observers, runs the handlers of the stays that ended, top first, then lets the events go.
    private func finishStackChange(leaving: [StackEntry]) {
        let top = stack.last?.screen
        if top !== lastTop {
            lastTop = top
            events.append(.topViewControllerChanged(top))
        }
        for entry in leaving {
            Self.run(entry.actions)
        }
        endChange()
    }

    /// Ends a change counted in `changeDepth`; when it was the outermost, delivers the events.
    private func endChange() {
        changeDepth -= 1
        if changeDepth == 0 {
            // Only once every handler of the change has run: see `EventQueue`.
            events.deliver()
        }
    }

    private func reportNothingToPop(_ method: String) {
        if stack.isEmpty {
            report(.stackIsEmpty, "\(method): the stack is empty; nothing was popped")
        } else {
            report(.cannotPopRoot, "\(method): only the root screen is on the stack; nothing was popped")
        }
    }

    // MARK: Routes

    /// What deep links and saved navigation read of a router: its stays, root first, with their routes,
    /// and its modal.
    struct RouteState {
        let entries: [StackEntry]
        /// Whether the navigation controller presents anything, with a Router or without.
        let presentsModal: Bool
        /// The modal the router presented itself, if any: its route, and its router if it has one.
        let modal: (tag: RouteTag?, router: Router?)?
    }

    /// The router's ``RouteState``, after one look at the navigation controller.
    var routeState: RouteState {
        synchronizeIfNeeded()
        return RouteState(
            entries: stack, presentsModal: modal != nil || navigationController.presentedViewController != nil,
            modal: modal.map { ($0.tag, $0.router) })
    }

    /// Marks the stay on top of the stack as showing `tag`'s route.
    func tagTopStay(_ tag: RouteTag) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].tag = tag
    }

    /// Marks the modal this router presents as showing `tag`'s route.
    func tagModal(_ tag: RouteTag) {
        modal?.tag = tag
    }

    /// The stay on top of the stack, for ``NavigationState``.
    var topEntry: StackEntry? {
        synchronizeIfNeeded()
        return stack.last
    }

    /// The screen of `stay`, if that stay is still under way on this router's stack.
    func screen(ofStay stay: Int) -> Screen? {
        synchronizeIfNeeded()
        return stack.last(where: { $0.stay == stay })?.screen
    }

    /// How many route openings are under way (``RouteNavigator``): while one is, nothing animates, so
    /// that each step has happened, on UIKit too, before the next one is asked for.
    static var routeOpenings = 0

    /// Whether a change asked for with `animated` is animated: not while a route is being opened.
    static func animates(_ animated: Bool) -> Bool {
        animated && routeOpenings == 0
    }

    static func actions(_ handler: Handler?) -> [Handler] {
        handler.map { [$0] } ?? []
    }

    private static func run(_ actions: [Handler]) {
        for action in actions {
            action()
        }
    }
}

extension Router: NavigationChangeReceiver {
    func navigationStackDidChange(_ change: StackChange) {
        changeDepth += 1
        switch change {
        case .pushed(let screen):
            if navigationController.viewControllers.count == stack.count + 1,
                navigationController.topViewController === screen,
                stackMembers.insert(ObjectIdentifier(screen)).inserted
            {
                stack.append(StackEntry(screen))
                adoptPendingHandlers()
                finishStackChange(leaving: [])
            } else {
                finishStackChange(leaving: compareWholeStack())
            }
        case .popped(let screens):
            if screens.count <= stack.count,
                navigationController.viewControllers.count == stack.count - screens.count,
                zip(stack.suffix(screens.count), screens).allSatisfy({ $0.screen === $1 })
            {
                // Taken off one by one, top first: a slice kept across the removal would copy the stack.
                var leaving: [StackEntry] = []
                leaving.reserveCapacity(screens.count)
                for _ in screens {
                    let entry = stack.removeLast()
                    stackMembers.remove(ObjectIdentifier(entry.screen))
                    leaving.append(entry)
                }
                finishStackChange(leaving: leaving)
            } else {
                finishStackChange(leaving: compareWholeStack())
            }
        case .replaced:
            finishStackChange(leaving: compareWholeStack())
        }
    }

    func navigationModalDidChange() {
        synchronizeModal()
    }

    func navigationTransitionDidEnd() {
        transitionDidEnd()
    }

    func navigationControllerDidReport(_ diagnostic: NavigationDiagnostic) {
        diagnosticHandler(diagnostic)
    }
}
