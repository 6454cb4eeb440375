/// The base class of coordinators: it knows its app coordinator, its parent and its router.
///
/// A coordinator retains itself by showing its screen with a `retaining:` call; the app coordinator then
/// holds it exactly as long as that screen is up. One that shows a screen without it, and that nothing
/// else keeps, is released at once while its screen stays up: that is reported, when it goes, as
/// ``NavigationDiagnostic/Kind/coordinatorReleasedWhileShown``. (A coordinator that only decides which
/// flow to start, and starts one that retains itself, shows nothing of its own and is not reported.)
///
/// ```swift
/// final class ProfileCoordinator: Coordinator {
///     init(parent: any Coordinating) {
///         super.init(parent: parent, modal: false)
///     }
///
///     override func start() {
///         router.push(ProfileController(), retaining: self)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class Coordinator: Coordinating {
    /// The app coordinator that retains this coordinator while its screens are up; held weakly.
    public private(set) weak var appCoordinator: (any AppCoordinating)?
    /// The coordinator that started this one, if any; held weakly.
    public private(set) weak var parent: (any Coordinating)?
    /// The router this coordinator pushes and presents its screens with.
    public let router: Router
    /// Whether an app coordinator has retained it at least once.
    var wasRetained = false
    /// The newest stay on any stack when it was made: the screens it shows have later ones.
    private let newestStayWhenMade = StackEntry.newestStay

    /// Creates the app's first coordinator, which uses the app coordinator's router.
    public init(appCoordinator: any AppCoordinating) {
        self.appCoordinator = appCoordinator
        parent = nil
        router = appCoordinator.router
    }

    /// Creates a coordinator started by `parent`.
    ///
    /// - Parameters:
    ///   - parent: the coordinator that starts this one; held weakly.
    ///   - modal: `false` to share the parent's router; `true` for a new router, with an empty navigation
    ///     controller of the same kind as its parent's and its parent's diagnostic handler, ready to be
    ///     presented with ``Router/presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Router,_,_,_,_,_)``.
    public init(parent: any Coordinating, modal: Bool) {
        self.parent = parent
        appCoordinator = parent.appCoordinator
        if modal {
            let parentRouter = parent.router
            router = Router(navigationController: parentRouter.frontEnd.makeNavigationController())
            router.diagnosticHandler = parentRouter.diagnosticHandler
            router.onScreenCheck.modalOwnerName = "\(type(of: self))"
        } else {
            router = parent.router
        }
    }

    /// Creates a coordinator started by `parent` that shows its screens with `router`.
    ///
    /// For instance a tab's coordinator, with a router from ``TabBarRouter/makeTabRouter()``:
    ///
    /// ```swift
    /// let orders = OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter())
    /// ```
    ///
    /// - Parameters:
    ///   - parent: the coordinator that starts this one; held weakly.
    ///   - router: the router this coordinator shows its screens with.
    public init(parent: any Coordinating, router: Router) {
        self.parent = parent
        appCoordinator = parent.appCoordinator
        self.router = router
    }

    deinit {
        // Coordinators live on the main actor; one released elsewhere is not checked.
        guard isOnMainActorThread() else { return }
        MainActor.assumeIsolated {
            reportIfReleasedWhileShown()
        }
    }

    /// Reports a coordinator that nothing ever retained and that goes while a screen shown since it was
    /// made, and that no coordinator retains, is still on its router's stack, that router being on screen
    /// (the app's, or a presented one).
    private func reportIfReleasedWhileShown() {
        guard !wasRetained, router.presentingRouter != nil || router === appCoordinator?.router || parent?.router === router,
            let shown = router.topEntry, shown.stay > newestStayWhenMade,
            // A coordinator that only chose which flow to start (a tab bar's, which retains itself) left a
            // screen something retains: nothing is lost with it.
            router.coordinatorsRetained(for: shown.screen).isEmpty
        else { return }
        router.report(
            .coordinatorReleasedWhileShown,
            "\(type(of: self)) was released while \(describe(shown.screen)), shown since it was made, is still up: nothing retained it, so that screen's closures reach nothing. Show the screen with `retaining: self`",
            as: "Coordinator")
    }

    /// Called when the app coordinator lets go of this coordinator for the last time: no screen retains it.
    func retentionsEnded() {}

    /// Shows this coordinator's first screen; subclasses must override it.
    ///
    /// The base implementation shows nothing and reports ``NavigationDiagnostic/Kind/startNotOverridden``,
    /// naming the subclass, to the router's ``Router/diagnosticHandler``.
    open func start() {
        router.report(
            .startNotOverridden, "\(type(of: self)) does not override start(), so the base start() showed nothing", as: "Coordinator.start")
    }
}
