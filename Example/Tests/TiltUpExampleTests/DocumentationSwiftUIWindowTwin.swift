import Foundation
import TiltUp

// The SwiftUI navigation article's window model, compiled on every platform and tested on Linux
// (StoreWindowTests).

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
@MainActor
final class StoreWindow {
    let appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
    lazy var navigator = RouteNavigator<StoreRoute>(appCoordinator: appCoordinator)
    private var isLaunched = false
    private var linkBeforeLaunch: URL?

    /// Starts the window once: the navigation saved in it first, then a link that came with the launch.
    func launch(restoring saved: Data?) {
        guard !isLaunched else { return }
        isLaunched = true
        appCoordinator.start(coordinator: StoreCoordinator(appCoordinator: appCoordinator))
        if let saved {
            navigator.restore(restorationData: saved)
        }
        if let link = linkBeforeLaunch {
            linkBeforeLaunch = nil
            navigator.open(link, using: StoreRoute.urls)
        }
    }

    func open(_ url: URL) {
        guard isLaunched else {
            linkBeforeLaunch = url
            return
        }
        navigator.open(url, using: StoreRoute.urls)
    }

    func savedNavigation() -> Data? {
        try? navigator.capture().restorationData()
    }

    func close() {
        appCoordinator.close()
    }
}
// docs-twin-end

/// The store's links: the details, pushed over the store, as many times as the path says.
extension StoreCoordinator: RouteHandling {
    func handle(_ route: StoreRoute) -> RouteDecision {
        route == .details ? .show { self.showDetails() } : .decline
    }
}
