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
    /// Whether ``start(restoring:)`` has run.
    public private(set) var isStarted = false
    /// The links that came before the launch, opened after it, in order.
    private var linksBeforeLaunch: [URL] = []
    /// The TiltUp release this example goes with, as the README's install lines name it (scripts/release.py
    /// checks that they agree).
    public static let tiltUpVersion = "6.0.0"

    /// Makes the app coordinator on `router`; nothing is shown until ``start()``.
    public init(router: Router = Router(), factory: ExampleScreenFactory, service: OrderService) {
        appCoordinator = AppCoordinator(router: router)
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        self.factory = factory
        self.service = service
    }

    /// Starts the window once: the sign-up form, the app's first coordinator (the tabs once it answers), then
    /// the navigation saved in the window, then the links that came with the launch.
    ///
    /// The links come last: the user asked for them last, so they are what the user sees. A link needs the
    /// user signed up, so it waits for the sign-up (``SignUpCoordinator`` asks for it first); so does the
    /// saved navigation, which the link replaces.
    ///
    /// - Parameter saved: what ``savedNavigation()`` returned when the window last went to the background.
    public func start(restoring saved: Data? = nil) {
        guard !isStarted else { return }
        isStarted = true
        Self.startSignUp(on: appCoordinator, factory: factory, service: service)
        if let saved {
            navigator.restore(restorationData: saved)
        }
        let links = linksBeforeLaunch
        linksBeforeLaunch = []
        for link in links {
            open(link)
        }
    }

    /// The window's navigation, to save when it goes to the background and restore at the next launch.
    public func savedNavigation() -> Data? {
        try? navigator.capture().restorationData()
    }

    /// The window closed: every screen leaves, each handler once, and every coordinator is released.
    public func close() {
        appCoordinator.close()
    }

    /// How a regular window (an iPad) shows the app's sections once signed in.
    public enum SectionsStyle: Sendable {
        /// A split view: a sidebar of sections beside the section shown (``MainSplitCoordinator``).
        case splitView
        /// iOS 18's tab bar that becomes a sidebar: the tabs, with the Shop group (``MainTabsCoordinator``).
        case tabSidebar

        /// The tab bar that becomes a sidebar where it exists (iOS 18 and later), the split view elsewhere.
        public static var platformDefault: SectionsStyle {
            #if os(iOS)
            if #available(iOS 18.0, *) { return .tabSidebar }
            #endif
            return .splitView
        }
    }

    /// Starts the sign-up form on `appCoordinator`; when its flow answers a name, the signed-in app replaces
    /// the form: in a regular window (an iPad) the sections as `sections` says, otherwise the Home and Orders tabs.
    ///
    /// - Returns: the sign-up form's coordinator, which the app coordinator retains while the form is up.
    @discardableResult
    public static func startSignUp(
        on appCoordinator: any AppCoordinating, factory: ExampleScreenFactory, service: OrderService,
        sections: SectionsStyle = .platformDefault
    ) -> SignUpCoordinator {
        let signUp = SignUpCoordinator(appCoordinator: appCoordinator, factory: factory)
        appCoordinator.start(coordinator: signUp) { [weak appCoordinator] name in
            guard let name, let appCoordinator else { return }
            if appCoordinator.router.horizontalSizeClass == .regular, sections == .splitView {
                MainSplitCoordinator(appCoordinator: appCoordinator, name: name, factory: factory, service: service).start()
            } else if appCoordinator.router.horizontalSizeClass == .regular {
                MainTabsCoordinator(appCoordinator: appCoordinator, name: name, factory: factory, service: service, grouped: true).start()
            } else {
                MainTabsCoordinator(appCoordinator: appCoordinator, name: name, factory: factory, service: service).start()
            }
        }
        return signUp
    }

    /// Opens a `tiltup://` link, or a universal link on `tiltup.example.com`; returns `false` when it is
    /// not one of the example's links or was refused (the navigator has said why).
    ///
    /// A link that comes before the launch is kept and opened once the window has started (after its
    /// saved navigation); one that comes while the user has not signed up yet waits for the sign-up
    /// (``SignUpCoordinator`` asks for it first), then opens.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard isStarted else {
            guard (try? ExampleRoute.urls.path(for: url).get()) != nil else { return false }
            linksBeforeLaunch.append(url)
            return true
        }
        let opening = navigator.open(url, using: ExampleRoute.urls)
        return opening.ending != .refused && (opening.isPending || !opening.shown.isEmpty)
    }

    /// The link of the screen the user sees, to share: opening it brings the same screen back.
    public var currentLink: URL? {
        try? ExampleRoute.urls.url(for: navigator.currentPath).get()
    }
}
