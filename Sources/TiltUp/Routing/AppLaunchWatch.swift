/// Calls what waits for an app's first coordinator to start: the paths a ``RouteNavigator`` keeps until
/// then. By the app coordinator's router, held weakly.
@MainActor
enum AppLaunchWatch {
    private struct Waiting {
        weak var router: Router?
        var calls: [@MainActor () -> Void]
    }

    private static var waiting: [ObjectIdentifier: Waiting] = [:]

    /// Whether the app coordinator whose router is `router` has started a coordinator.
    static func hasStarted(_ router: Router) -> Bool {
        router.appHasStarted
    }

    /// Calls `call` once the app coordinator whose router is `router` has started a coordinator.
    static func whenStarted(_ router: Router, _ call: @escaping @MainActor () -> Void) {
        waiting = waiting.filter { $0.value.router != nil }
        waiting[ObjectIdentifier(router), default: Waiting(router: router, calls: [])].calls.append(call)
    }

    /// The app coordinator whose router is `router` has started a coordinator.
    static func didStart(_ router: Router) {
        router.appHasStarted = true
        guard let entry = waiting.removeValue(forKey: ObjectIdentifier(router)), entry.router === router else { return }
        for call in entry.calls {
            call()
        }
    }
}
