/// Owns the root router and retains each coordinator for as long as one of its screens is up.
///
/// Coordinators are retained by the Router's `retaining:` calls and released by their pop and dismiss
/// handlers. A coordinator that shows two screens is retained twice and released when both have left.
///
/// ```swift
/// let appCoordinator = AppCoordinator()
/// appCoordinator.start(coordinator: SignUpCoordinator(appCoordinator: appCoordinator))
/// appCoordinator.retainedCoordinators.count // 1, while the sign-up screen is up
/// ```
@preconcurrency @MainActor
public final class AppCoordinator: AppCoordinating {
    /// The router of the app's root navigation controller.
    public let router: Router

    struct Retention {
        let coordinator: any Coordinating
        let order: Int
        var count: Int
    }

    var retentions: [ObjectIdentifier: Retention] = [:]
    private var nextOrder = 0
    /// What ``start(coordinator:)`` does after the coordinator started: on iOS, shows the window.
    var afterStart: (@MainActor () -> Void)?

    /// Creates an app coordinator whose root navigation is driven by `router`.
    public init(router: Router = Router()) {
        self.router = router
    }

    /// Starts the app's first coordinator.
    ///
    /// A ``ResultCoordinator`` starts as a flow, as ``ResultCoordinator/run(then:)`` starts it; pass the code
    /// that uses its answer with ``AppCoordinating/start(coordinator:then:)``.
    public func start(coordinator: any Coordinating) {
        if let flow = coordinator as? any AppStartedFlow {
            flow.runAsFirstCoordinator()
        } else {
            coordinator.start()
        }
        afterStart?()
        // A link that came before (a cold launch from a URL) is opened now that the app has started.
        AppLaunchWatch.didStart(router)
    }

    /// The coordinators retained now, in the order they were first retained.
    public var retainedCoordinators: [any Coordinating] {
        retentions.values.sorted { $0.order < $1.order }.map(\.coordinator)
    }

    /// Retains `coordinator` once more.
    public func pushCoordinator(_ coordinator: any Coordinating) {
        (coordinator as? Coordinator)?.wasRetained = true
        let id = ObjectIdentifier(coordinator)
        if retentions[id] != nil {
            retentions[id]?.count += 1
        } else {
            retentions[id] = Retention(coordinator: coordinator, order: nextOrder, count: 1)
            nextOrder += 1
        }
    }

    /// Lets go of `coordinator` once; it is released when every ``pushCoordinator(_:)`` has been matched.
    ///
    /// Letting go of a coordinator that is not retained changes nothing and reports
    /// ``NavigationDiagnostic/Kind/coordinatorNotHeld`` to the router's diagnostic handler.
    public func popCoordinator(_ coordinator: any Coordinating) {
        let id = ObjectIdentifier(coordinator)
        guard let retention = retentions[id] else {
            router.report(
                .coordinatorNotHeld, "\(type(of: coordinator)) is not retained by the app coordinator; nothing changed",
                as: "AppCoordinator.popCoordinator")
            return
        }
        if retention.count > 1 {
            retentions[id]?.count -= 1
        } else {
            // Removed before it is released, so that its deinit sees a consistent app coordinator.
            let released = retentions.removeValue(forKey: id)
            (released?.coordinator as? Coordinator)?.retentionsEnded()
        }
    }

    /// Whether `coordinator` is retained.
    ///
    /// - Parameter coordinator: the coordinator to look for.
    /// - Returns: `true` while this app coordinator retains it.
    public func containsCoordinator(_ coordinator: any Coordinating) -> Bool {
        retentions[ObjectIdentifier(coordinator)] != nil
    }
}
