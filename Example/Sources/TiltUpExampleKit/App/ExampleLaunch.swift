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

    /// Starts the sign-up form, the app's first coordinator, and the tabs once it answers.
    public func start() {
        Self.startSignUp(on: appCoordinator, factory: factory, service: service)
    }

    /// Starts the sign-up form on `appCoordinator`; when its flow answers a name, the Home and Orders tabs
    /// replace the form.
    ///
    /// - Returns: the sign-up form's coordinator, which the app coordinator retains while the form is up.
    @discardableResult
    public static func startSignUp(on appCoordinator: any AppCoordinating, factory: ExampleScreenFactory, service: OrderService)
        -> SignUpCoordinator
    {
        let signUp = SignUpCoordinator(appCoordinator: appCoordinator, factory: factory)
        appCoordinator.start(coordinator: signUp) { [weak appCoordinator] name in
            guard let name, let appCoordinator else { return }
            MainTabsCoordinator(appCoordinator: appCoordinator, name: name, factory: factory, service: service).start()
        }
        return signUp
    }

    /// Opens a `tiltup://` link, or a universal link on `tiltup.example.com`; returns `false` when it is
    /// not one of the example's links or was refused (the navigator has said why).
    ///
    /// A link that comes before the sign-up form is up is kept and opened once it is; one that comes while
    /// the user has not signed up yet waits for the sign-up (``SignUpCoordinator`` asks for it first),
    /// then opens.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        let opening = navigator.open(url, using: ExampleRoute.urls)
        return opening.ending != .refused && (opening.isPending || !opening.shown.isEmpty)
    }

    /// The link of the screen the user sees, to share: opening it brings the same screen back.
    public var currentLink: URL? {
        try? ExampleRoute.urls.url(for: navigator.currentPath).get()
    }
}
