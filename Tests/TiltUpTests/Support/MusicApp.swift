import TiltUp
import TiltUpTestSupport

/// The routes of the music app: tabs, a group of tabs, and a screen in a tab.
enum MusicRoute: Hashable, Codable, Sendable {
    case home, library, albums, artists, radio, search
    case album(Int)
}

/// The music app: a tab bar whose Library group holds Albums and Artists (reorderable), a Radio tab the user
/// may hide, and a search tab; every tab a stack of its own, all headless.
@MainActor
final class MusicApp {
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let tabs: MusicTabsCoordinator
    let navigator: RouteNavigator<MusicRoute>
    var runs: [String] = []
    var diagnostics: [NavigationDiagnostic] = []

    init(_ frontEnd: TestFrontEnd = .uiKit, regular: Bool = true) {
        navigationController = frontEnd.makeNavigationController()
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        tabs = MusicTabsCoordinator(appCoordinator: appCoordinator)
        navigator = RouteNavigator(root: tabs)
        appCoordinator.router.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        tabs.tabBarRouter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        tabs.app = self
        appCoordinator.start(coordinator: tabs)
        if regular {
            navigationController.simulateSizeClassChange(to: .regular)
        }
    }

    var tabBarRouter: TabBarRouter { tabs.tabBarRouter }
    var tabBarController: HeadlessTabBarController {
        #if canImport(UIKit)
        tabBarRouter.tabBarController as! HeadlessTabBarController
        #else
        tabBarRouter.tabBarController
        #endif
    }
    var tabNames: [String] { tabBarRouter.tabs.map { ($0.coordinator as! MusicStackCoordinator).name } }
    func tabRouter(_ name: String) -> Router { tabBarRouter.tabs.first { ($0.coordinator as! MusicStackCoordinator).name == name }!.router }
}

@MainActor
final class MusicTabsCoordinator: TabBarCoordinator, RouteHandling {
    weak var app: MusicApp?

    private func tab(_ name: String, _ route: MusicRoute, role: TabBarRouter.Tab.Role? = nil, allowsHiding: Bool = false)
        -> TabBarRouter.Tab
    {
        let coordinator = MusicStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: name)
        coordinator.app = app
        return TabBarRouter.Tab(coordinator, route: route, title: name.capitalized, role: role, allowsHiding: allowsHiding)
    }

    override func makeItems() -> [TabBarRouter.Item] {
        [
            .tab(tab("home", .home)),
            .group(
                TabBarRouter.TabGroup(
                    "Library", systemImage: "books.vertical", route: MusicRoute.library, allowsReordering: true,
                    tabs: [tab("albums", .albums), tab("artists", .artists)])),
            .tab(tab("radio", .radio, allowsHiding: true)),
            .tab(tab("search", .search, role: .search)),
        ]
    }

    func handle(_ route: MusicRoute) -> RouteDecision { tabRouteDecision(for: route) }
}

@MainActor
final class MusicStackCoordinator: Coordinator, RouteHandling {
    let name: String
    weak var app: MusicApp?

    init(parent: any Coordinating, router: Router, name: String) {
        self.name = name
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(TestScreen(name), retaining: self, animated: false) { [weak self] in self?.app?.runs.append("pop \(self?.name ?? "")") }
    }

    func handle(_ route: MusicRoute) -> RouteDecision {
        guard case .album(let id) = route else { return .decline }
        return .show {
            self.router.push(TestScreen("album \(id)"), retaining: self, animated: false) { [weak self] in
                self?.app?.runs.append("pop album \(id)")
            }
        }
    }
}
