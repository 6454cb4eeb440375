#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

/// Pushes, pops, presents and dismisses screens, and runs the handlers that release coordinators.
///
/// A Router drives one navigation controller: a `UINavigationController` on iOS, a
/// ``NavigationStackController`` when SwiftUI's `NavigationStack` shows it (`RouterView`), and a
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
/// A modal presented while a pushed screen is on top belongs to that screen's coordinator: when the screen
/// leaves the stack, by any path, the modal is dismissed first (its dismiss handlers, and those of what it
/// presents, innermost first), then the screen's pop handler runs. A modal presented over the root, or on
/// an empty stack, stays when pushed screens leave.
///
/// ## Transitions under way
///
/// A call made while a transition is under way waits until it ends, and then runs, in the order the
/// calls were made: while the user's back swipe or swipe-down has begun and is neither finished nor
/// cancelled, and, on iOS, while UIKit animates a push, pop, presentation or dismissal (UIKit would
/// otherwise refuse a presentation, or a dismissal of a modal it has not finished presenting, and never
/// run its completion). A call that waits returns `nil` or `[]` at once. Pop and dismiss handlers run
/// only when the change they belong to has happened: never for a swipe the user cancels. When the router
/// ends first (the modal or tab that shows its stack goes away), the calls waiting on it are dropped,
/// each reported as ``NavigationDiagnostic/Kind/callDroppedWithRouter``, and the handlers given with them
/// run: nothing is pushed later on a stack nothing shows.
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
    public internal(set) weak var presentingRouter: Router? {
        didSet { journalLink.foundAt = -1 }
    }

    /// The router presented modally by this one, if any.
    public var presentedRouter: Router? { modal?.router }

    /// The horizontal size class of the window this router's navigation controller is in, when known.
    ///
    /// Compact for an iPhone or Slide Over, regular for an iPad; `nil` while UIKit does not know it yet
    /// (before the window shows).
    ///
    /// ```swift
    /// let sidebar = appCoordinator.router.horizontalSizeClass == .regular
    /// ```
    public var horizontalSizeClass: SizeClass? { frontEnd.horizontalSizeClass }

    /// What the front end connected (UIKit's navigation delegate), kept alive for as long as the router lives.
    var frontEndDelegate: AnyObject?
    /// The front end that shows this router's navigation: UIKit's, headless, or SwiftUI's stack.
    let frontEnd: any NavigationFrontEnd

    // The state below is internal, not private, for the extensions that work on it, one concern each. In
    // Navigation/: Router+Showing (the public verbs and the pushes they share), Router+Synchronizing (keeping
    // up with the controller), Router+Transitions (calls that wait), Router+Modals (presenting and ending
    // modals), Router+OneModal (one modal at a time in a window), Router+Retaining (coordinators kept with
    // screens), Router+OnScreen (whether a presented router is shown), Router+Diagnostics (how it reports),
    // Router+NavigationState, Router+Description and Router+Diagram (what it shows, in words and pictures).
    // Elsewhere: Routing/Router+Routes (what routes read and mark), Journal/Router+Recording (the journal),
    // Hosting/Router+Hosting (SwiftUI screens), and TiltUp 5's spellings in Deprecated/ and UIKit/.

    /// The stack as the router last saw it: one entry for each stay of a screen, holding its pop handlers.
    var stack: [StackEntry]
    var stackMembers: Set<ObjectIdentifier>
    /// The handlers given with a push or a new root, until the navigation controller has accepted it.
    var pendingHandlers: (screen: Screen, handlers: [Handler])?
    var modal: Modal?
    /// The observers, and the events not yet delivered to them; see `endChange()`.
    let eventQueue = EventQueue<RouterEvent>()
    /// How many changes are being handled (nested when a handler navigates); events wait for zero.
    var changeDepth = 0
    /// The top screen observers were last told of. Held strongly (it is on the stack, which holds it
    /// anyway): a weak reference would give every top screen a side table and slow all its retains.
    var lastTop: Screen?
    var lastPresented: Screen?
    /// Whether each change happens before the call that makes it returns.
    ///
    /// True for a headless controller and SwiftUI's stack; UIKit's changes come later, after its transitions.
    /// TiltUpTest's waiting helpers wait only where they come later.
    @_spi(TiltUpTest)
    public let reportsChangesSynchronously: Bool
    /// A number no other Router of the process has, for what must tell routers apart after they are gone.
    let serialNumber: Int
    private static var lastSerialNumber = 0
    /// The transitions the screens on the stack were pushed with, when not the standard one, by screen.
    var screenTransitions: [ObjectIdentifier: ScreenTransition] = [:]
    /// The coordinators retained with the screens this router shows (Router+Retaining).
    var retained = Retentions()
    /// Whether an app coordinator with this router has started its first coordinator.
    var appHasStarted = false
    /// The calls waiting for a transition to end (Router+Transitions).
    var transitions = TransitionQueue()
    /// What decides whether this router is on screen, and when that is checked (Router+OnScreen).
    var onScreenCheck = OnScreenCheck()
    /// This router's link to the journal that records it, if any (Journal/Router+Recording).
    var journalLink = JournalLink()
    /// The tab bar router whose tab this router shows, if any: the journal is found through it.
    weak var tabBarRouter: TabBarRouter? {
        didSet { journalLink.foundAt = -1 }
    }
    /// The split router whose column this router shows, if any: a column's coordinator shows another
    /// column's with it (the sidebar's, a detail).
    ///
    /// ```swift
    /// router.splitRouter?.show(NoteCoordinator(parent: self, router: split.makeColumnRouter()), in: .detail)
    /// ```
    public internal(set) weak var splitRouter: SplitRouter? {
        didSet { journalLink.foundAt = -1 }
    }

    /// The router whose stack shows the tab bar or split view this router is a tab or column of, if any.
    var containerPresenter: Router? {
        tabBarRouter?.presenter ?? splitRouter?.presenter
    }

    /// The modal this router presents: its screen, its router if it has one, and its dismiss handlers.
    struct Modal {
        let screen: Screen
        let router: Router?
        /// The style it was presented with.
        let style: ModalPresentationStyle
        let handlers: [Handler]
        var isConfirmed: Bool
        /// UIKit's presentation delegate for this modal, kept alive while it is up.
        var presentationDelegate: AnyObject?
        /// The route this modal shows, when it was presented for one (``RouteHandling``).
        var tag: RouteTag?
        /// The stay of the pushed screen on top when it was presented: its coordinator presented it, and it
        /// goes when that screen leaves. `nil` when only the root, or nothing, was on the stack.
        var presentedOverStay: Int?
        /// The heights the sheet can rest at, smallest first; empty for a modal presented without detents.
        var detents: [SheetDetent] = []
        /// The largest detent at which the screen behind the sheet stays undimmed, if any.
        var largestUndimmedDetent: SheetDetent?
        /// The transition it was presented with.
        var transition: ScreenTransition = .standard
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
        frontEnd = Platform.frontEnd(for: navigationController)
        reportsChangesSynchronously = frontEnd.reportsChangesSynchronously
        frontEndDelegate = frontEnd.connect(self)
    }

    deinit {
        // A router keeps the routers it presents alive, each the next: released one level at a time.
        // (Routers live on the main actor; one released elsewhere is left to Swift.)
        guard isOnMainActorThread() else { return }
        MainActor.assumeIsolated {
            var chain = modal?.router
            modal = nil
            releaseOneAtATime(&chain, next: { $0.modal?.router }, detach: { $0.modal = nil })
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

    /// Empties the stack; every screen on it has its pop handler run, top first. An empty stack stays as it is.
    public func removeAll(animated: Bool = true) {
        let recording = beginRecording("removeAll")
        defer { endRecording(recording) }
        if waitsForTransition(.call("removeAll"), { self.removeAll(animated: animated) }) { return }
        synchronizeIfNeeded()
        guard !stack.isEmpty else { return }
        navigationController.setViewControllers([], animated: animates(animated))
        synchronizeIfNeeded()
    }

    // MARK: Popping

    /// Pops the top screen and returns it; its pop handler runs.
    ///
    /// While a transition is under way the pop waits for its end (see "Transitions under way" above).
    ///
    /// - Parameter animated: whether to animate the pop.
    /// - Returns: the popped screen; `nil` when the pop waits for a transition, or when only the root is on
    ///   the stack, or nothing (then ``NavigationDiagnostic/Kind/cannotPopRoot`` or
    ///   ``NavigationDiagnostic/Kind/stackIsEmpty`` is reported).
    @discardableResult
    public func pop(animated: Bool = true) -> Screen? {
        let recording = beginRecording("pop")
        defer { endRecording(recording) }
        if waitsForTransition(.call("pop"), { self.pop(animated: animated) }) { return nil }
        synchronizeIfNeeded()
        guard stack.count > 1 else {
            reportNothingToPop("pop")
            return nil
        }
        let popped = navigationController.popViewController(animated: animates(animated))
        synchronizeIfNeeded()
        return popped
    }

    /// Pops every screen above the root and returns them; their pop handlers run, top first.
    ///
    /// - Parameter animated: whether to animate the pop.
    /// - Returns: the popped screens, bottom first; `[]` on an empty stack, where nothing happens and
    ///   ``NavigationDiagnostic/Kind/stackIsEmpty`` is reported.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> [Screen] {
        let recording = beginRecording("popToRoot")
        defer { endRecording(recording) }
        if waitsForTransition(.call("popToRoot"), { self.popToRoot(animated: animated) }) { return [] }
        synchronizeIfNeeded()
        guard !stack.isEmpty else {
            reportNothingToPop("popToRoot")
            return []
        }
        let popped = navigationController.popToRootViewController(animated: animates(animated)) ?? []
        synchronizeIfNeeded()
        return popped
    }

    /// Pops the screens above `viewController` and returns them; their pop handlers run, top first.
    ///
    /// - Parameters:
    ///   - viewController: the screen to come back to. When it is not on the stack nothing is popped and
    ///     ``NavigationDiagnostic/Kind/screenNotOnStack`` is reported (UIKit itself would raise an exception).
    ///   - animated: whether to animate the pop.
    /// - Returns: the popped screens, bottom first; `[]` when nothing was popped.
    @discardableResult
    public func popToViewController(_ viewController: Screen, animated: Bool = true) -> [Screen] {
        let recording = beginRecording("popToViewController")
        defer { endRecording(recording) }
        if waitsForTransition(.call("popToViewController"), { self.popToViewController(viewController, animated: animated) }) {
            return []
        }
        synchronizeIfNeeded()
        guard stackMembers.contains(ObjectIdentifier(viewController)) else {
            report(.screenNotOnStack, "popToViewController: \(describe(viewController)) is not on the stack; nothing was popped")
            return []
        }
        let popped = navigationController.popToViewController(viewController, animated: animates(animated)) ?? []
        synchronizeIfNeeded()
        return popped
    }

    // MARK: Modals

    /// Dismisses the modal this router presents, then runs `dismissHandler`.
    ///
    /// As with UIKit's `dismiss(animated:completion:)`, a router that presents nothing but is itself
    /// presented dismisses itself, so a modal coordinator can call `router.dismissModal()` on its own
    /// router. When there is nothing to dismiss at all, ``NavigationDiagnostic/Kind/nothingToDismiss`` is
    /// reported and `dismissHandler` runs at once.
    ///
    /// Called while the modal is still being presented (UIKit has not run the presentation's completion),
    /// or while any other transition is under way, the dismissal waits and happens when the transition
    /// ends; then the modal's own dismiss handler and `dismissHandler` run, once each.
    ///
    /// ```swift
    /// router.dismissModal(dismissHandler: { [weak self] in self?.refresh() })
    /// ```
    ///
    /// - Parameters:
    ///   - animated: whether to animate the dismissal.
    ///   - dismissHandler: runs once, after the modal has gone and its own dismiss handler has run.
    public func dismissModal(animated: Bool = true, dismissHandler: Handler? = nil) {
        let recording = beginRecording("dismissModal")
        defer { endRecording(recording) }
        let waits = waitsForTransition(.dismissal(handlers: Self.handlers(dismissHandler))) {
            self.dismissModal(animated: animated, dismissHandler: dismissHandler)
        }
        if waits { return }
        synchronizeIfNeeded()
        guard modal != nil || navigationController.presentedViewController != nil else {
            if let presentingRouter {
                presentingRouter.dismissModal(animated: animated, dismissHandler: dismissHandler)
            } else {
                report(.nothingToDismiss, "dismissModal: nothing is presented; the dismiss handler ran at once")
                dismissHandler?()
            }
            return
        }
        navigationController.dismiss(animated: animates(animated)) { [weak self] in
            self?.synchronizeModal()
            dismissHandler?()
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
    /// let observation = router.observe { event in
    ///     if case .modalDismissed = event { refresh() }
    /// }
    /// ```
    ///
    /// - Parameter observer: called with each ``RouterEvent``, on the main actor.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Disposable {
        eventQueue.observers.add(observer)
    }
}
