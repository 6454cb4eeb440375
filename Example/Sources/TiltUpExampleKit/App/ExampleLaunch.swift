import Foundation
import TiltUp

/// What the example app makes once at launch and keeps for its whole run: the app coordinator, the
/// route navigator, and the first coordinator, whichever front end shows them.
///
/// The scene-delegate entry point (`ExampleSceneDelegate`), the SwiftUI-lifecycle one
/// (`ExampleSwiftUIApp`) and the terminal app (`TerminalApp`) each keep one, outside any view, so that a view rebuilt by SwiftUI never
/// rebuilds the navigation; both pass the URLs the system opens to ``open(_:)``.
@MainActor
public final class ExampleLaunch {
    public let appCoordinator: AppCoordinator
    /// The app's one route navigator: it follows whichever coordinator shows the root screen.
    public let navigator: RouteNavigator<ExampleRoute>
    private let factory: ExampleScreenFactory
    private let service: OrderService

    /// Makes the app coordinator on `router`; nothing is shown until ``start()``.
    public init(router: Router = Router(), factory: ExampleScreenFactory, service: OrderService) {
        appCoordinator = AppCoordinator(router: router)
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        self.factory = factory
        self.service = service
    }

    /// Starts the sign-up form, the app's first coordinator.
    public func start() {
        appCoordinator.start(coordinator: SignUpCoordinator(appCoordinator: appCoordinator, factory: factory, service: service))
    }

    /// Opens a `tiltup://` link; returns `false` when it is not one of the example's links or nothing of
    /// it could be shown (the navigator has said why).
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let path = ExampleRoute.path(from: url) else { return false }
        return !navigator.open(path).shown.isEmpty
    }
}
