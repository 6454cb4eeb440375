import TiltUp
import TiltUpTestSupport

/// The routes of an app whose orders need a signed-in user, with a payment screen internal to the app.
enum GuardedRoute: Hashable, Codable, Sendable {
    case orders
    case order(Int)
    case receipt, payment, loop
}

/// An app whose root shows orders; an order needs sign-in first, through a modal sign-in flow.
@MainActor
final class GuardedApp {
    let journal = ShopJournal()
    let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
    let navigator: RouteNavigator<GuardedRoute>
    var isSignedIn = false
    /// How many times the sign-in flow was started.
    var signInsStarted = 0
    /// Whether the sign-in coordinator ends its flow when its modal goes; when not, the flow is released
    /// unanswered with the coordinator.
    var signInEndsItsFlow = true

    init(start: Bool = true) {
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        if start {
            self.start()
        }
    }

    func start() {
        appCoordinator.start(coordinator: GuardedRootCoordinator(appCoordinator: appCoordinator, app: self))
    }

    var root: Router { appCoordinator.router }
    /// The sign-in flow up now, if any.
    var signIn: SignInFlowCoordinator? {
        appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? SignInFlowCoordinator }.first
    }

    func names(_ router: Router) -> [String] {
        router.viewControllers.compactMap { ($0 as? TestScreen)?.name }
    }
}

@MainActor
final class GuardedRootCoordinator: Coordinator, RouteHandling {
    unowned let app: GuardedApp

    init(appCoordinator: any AppCoordinating, app: GuardedApp) {
        self.app = app
        super.init(appCoordinator: appCoordinator)
    }

    override func start() {
        router.replaceRoot(with: TestScreen("home"), retaining: self, animated: false)
    }

    func handle(_ route: GuardedRoute) -> RouteDecision {
        switch route {
        case .orders, .payment:
            let name = route == .orders ? "orders" : "payment"
            return .show { self.router.push(TestScreen(name), retaining: self, popHandler: self.app.journal.popHandler(name)) }
        case .order(let id):
            guard app.isSignedIn else {
                return .runFirst { flow in
                    self.app.signInsStarted += 1
                    SignInFlowCoordinator(parent: self, app: self.app, flow: flow).start()
                }
            }
            return .handOff {
                let order = GuardedOrderCoordinator(parent: self, id: id, journal: self.app.journal)
                order.start()
                return order
            }
        case .loop:
            return .handOff {
                let loop = LoopCoordinator(parent: self)
                loop.start()
                return loop
            }
        case .receipt:
            return .decline
        }
    }
}

@MainActor
final class GuardedOrderCoordinator: Coordinator, RouteHandling {
    let id: Int
    let journal: ShopJournal

    init(parent: any Coordinating, id: Int, journal: ShopJournal) {
        self.id = id
        self.journal = journal
        super.init(parent: parent, modal: false)
    }

    override func start() {
        router.push(TestScreen("order \(id)"), retaining: self, popHandler: journal.popHandler("order \(id)"))
    }

    func handle(_ route: GuardedRoute) -> RouteDecision {
        guard route == .receipt else { return .decline }
        return .show { self.router.push(TestScreen("receipt"), retaining: self, popHandler: self.journal.popHandler("receipt")) }
    }
}

/// The sign-in flow: a sheet whose dismissal ends the flow, succeeded once the user has signed in.
@MainActor
final class SignInFlowCoordinator: Coordinator {
    unowned let app: GuardedApp
    let flow: RouteFlow

    init(parent: any Coordinating, app: GuardedApp, flow: RouteFlow) {
        self.app = app
        self.flow = flow
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.push(TestScreen("sign in"), animated: false)
        guard app.signInEndsItsFlow else {
            parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
            return
        }
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet) { [app, flow] in
            app.journal.runs.append("dismiss sign in")
            if app.isSignedIn { flow.succeed() } else { flow.cancel() }
        }
    }

    func signIn() {
        app.isSignedIn = true
        router.dismissModal()
    }
}

/// A coordinator that, once started, shows the same step again from itself, forever.
@MainActor
final class LoopCoordinator: Coordinator, RouteHandling {
    init(parent: any Coordinating) {
        super.init(parent: parent, modal: false)
    }

    override func start() {
        showRoute(.loop)
    }

    func handle(_ route: GuardedRoute) -> RouteDecision {
        .handOff {
            let next = LoopCoordinator(parent: self)
            next.start()
            return next
        }
    }
}
