import Foundation
import Testing
import TiltUp
import TiltUpTest

// The snippets of the TabBars, DeepLinks and SavingNavigation articles, compiled and run: one small
// app with Home and Orders tabs, an order and its receipt, and a settings sheet.

#if canImport(UIKit)
import UIKit
typealias ArticleScreen = UIViewController
#else
class ArticleScreen {
    // Written out: under default main-actor isolation (Xcode 26 app targets) an implicit one would be
    // nonisolated, and the subclasses' main-actor initializers could not override it.
    init() {}
}
#endif

final class HomeController: ArticleScreen {}
final class OrdersController: ArticleScreen {}
final class ReceiptController: ArticleScreen {}
final class SettingsController: ArticleScreen {}
final class OrderController: ArticleScreen {
    let id: Int

    init(id: Int) {
        self.id = id
        #if canImport(UIKit)
        super.init(nibName: nil, bundle: nil)
        #else
        super.init()
        #endif
    }

    #if canImport(UIKit)
    required init?(coder: NSCoder) { nil }
    #endif
}

// docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
enum AppRoute: Hashable, Codable {
    case home
    case orders
    case order(id: Int)
    case receipt
    case settings
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/TabBars.md
final class MainTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [TabBarRouter.Tab] {
        [
            TabBarRouter.Tab(HomeCoordinator(parent: self, router: tabBarRouter.makeTabRouter()), route: AppRoute.home),
            TabBarRouter.Tab(OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter()), route: AppRoute.orders),
        ]
    }

    /// Settings cover the whole tab bar: they are presented with this coordinator's router.
    func showSettings() {
        SettingsCoordinator(parent: self, modal: true).start()
    }
}

final class HomeCoordinator: Coordinator {
    override func start() {
        router.push(HomeController(), retaining: self)
    }
}
// docs-twin-end

final class OrdersCoordinator: Coordinator {
    override func start() {
        router.push(OrdersController(), retaining: self)
    }
}

final class SettingsCoordinator: Coordinator {
    override func start() {
        router.push(SettingsController(), animated: false)
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
extension MainTabsCoordinator: RouteHandling {
    func handle(_ route: AppRoute) -> RouteDecision {
        guard route == .settings else { return .decline }
        return .handOff {
            let settings = SettingsCoordinator(parent: self, modal: true)
            settings.start()
            return settings
        }
    }
}

extension OrdersCoordinator: RouteHandling {
    func handle(_ route: AppRoute) -> RouteDecision {
        guard case .order(let id) = route else { return .decline }
        return .handOff {
            let order = OrderCoordinator(parent: self, id: id)
            order.start()
            return order
        }
    }
}

final class OrderCoordinator: Coordinator, RouteHandling {
    let id: Int

    init(parent: any Coordinating, id: Int) {
        self.id = id
        super.init(parent: parent, modal: false)
    }

    override func start() {
        router.push(OrderController(id: id), retaining: self)
    }

    func handle(_ route: AppRoute) -> RouteDecision {
        guard route == .receipt else { return .decline }
        return .show { self.router.push(ReceiptController(), retaining: self) }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
/// `myapp://orders/42/receipt` → `[.orders, .order(id: 42), .receipt]`
func path(for url: URL) -> [AppRoute]? {
    guard url.scheme == "myapp", let host = url.host else { return nil }
    var path: [AppRoute] = []
    switch host {
    case "home": path = [.home]
    case "orders": path = [.orders]
    case "settings": return [.settings]
    default: return nil
    }
    var rest = url.pathComponents.filter { $0 != "/" }[...]
    if let id = rest.first.flatMap({ Int($0) }) {
        path.append(.order(id: id))
        rest = rest.dropFirst()
    }
    if rest.first == "receipt" {
        path.append(.receipt)
        rest = rest.dropFirst()
    }
    return rest.isEmpty ? path : nil
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/SavingNavigation.md
@MainActor
func saveNavigation(of navigator: RouteNavigator<AppRoute>, to file: URL) throws {
    try JSONEncoder().encode(navigator.capture()).write(to: file)
}

@MainActor
func restoreNavigation(of navigator: RouteNavigator<AppRoute>, from file: URL) throws {
    let snapshot = try JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: Data(contentsOf: file))
    let opening = navigator.restore(snapshot)
    if !opening.isComplete {
        print("Not restored: \(opening.unresolved)")
    }
}
// docs-twin-end

@MainActor
@Suite struct AppScaleNavigationTwins {
    @Test func theTabBarsArticle() throws {
        // docs-twin: Sources/TiltUp/TiltUp.docc/TabBars.md
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarController = try #require(appCoordinator.tabBarController)
        #expect(appCoordinator.retainedCoordinators.count == 3)  // the tabs' and both tabs'

        tabBarController.simulateTabSelection(at: 1)
        #expect(appCoordinator.tabBarRouter?.selectedIndex == 1)
        #expect(appCoordinator.selectedTabNavigationController?.topViewController is OrdersController)
        // docs-twin-end
    }

    @Test func theTabBarsArticlesObservation() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        var selections: [Int] = []
        // docs-twin: Sources/TiltUp/TiltUp.docc/TabBars.md
        let observation = tabBarRouter.observeTabs { event in
            if case .tabSelected(let index) = event { selections.append(index) }
        }
        // docs-twin-end
        tabBarRouter.selectTab(at: 1)
        observation.dispose()
        #expect(selections == [1])
    }

    @Test func theDeepLinksArticle() throws {
        let appCoordinator = TestAppCoordinator()
        let mainTabsCoordinator = MainTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: mainTabsCoordinator)
        mainTabsCoordinator.showSettings()
        let url = try #require(URL(string: "myapp://orders/42/receipt"))
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)  // one for the app, made at launch
        if let path = path(for: url) {
            navigator.open(path)  // settings dismissed, Orders selected, order 42 and its receipt pushed
        }
        // docs-twin-end
        #expect(navigator.currentPath == [.orders, .order(id: 42), .receipt])
        #expect(appCoordinator.retainedCoordinators.count == 4)
        #expect(appCoordinator.diagnostics.isEmpty)
        #expect(path(for: try #require(URL(string: "myapp://orders/42/nothing"))) == nil)
    }

    @Test func theDeepLinksArticlesTest() {
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        let appCoordinator = TestAppCoordinator()
        let tabs = MainTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)

        navigator.open([.orders, .order(id: 42), .receipt])
        let order = appCoordinator.retainedCoordinators.last
        navigator.open([.orders, .order(id: 42)])  // keeps the order's coordinator, pops the receipt
        #expect(appCoordinator.retainedCoordinators.last === order)

        let opening = navigator.open([.home, .receipt])  // Home does not handle receipts
        #expect(opening.unresolved == [.receipt])
        #expect(appCoordinator.diagnostics.map(\.kind) == [.routeNotHandled])
        // docs-twin-end
    }

    @Test func theSavingNavigationArticle() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("saving-article-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        // docs-twin: Sources/TiltUp/TiltUp.docc/SavingNavigation.md
        let first = TestAppCoordinator()
        let firstNavigator = RouteNavigator<AppRoute>(appCoordinator: first)  // one for the app, made at launch
        first.start(coordinator: MainTabsCoordinator(appCoordinator: first))
        firstNavigator.open([.orders, .order(id: 7), .receipt])
        try saveNavigation(of: firstNavigator, to: file)

        // Next launch: a fresh app coordinator and navigator, the first coordinator started, then the navigation restored.
        let second = TestAppCoordinator()
        let secondNavigator = RouteNavigator<AppRoute>(appCoordinator: second)
        second.start(coordinator: MainTabsCoordinator(appCoordinator: second))
        try restoreNavigation(of: secondNavigator, from: file)
        #expect(secondNavigator.currentPath == [.orders, .order(id: 7), .receipt])
        #expect(second.retainedCoordinators.count == first.retainedCoordinators.count)
        // docs-twin-end
    }
}
