import Foundation
import TiltUp

// The app of the TabBars, DeepLinks and SavingNavigation articles' snippets: Home and Orders tabs, an
// order and its receipt, a settings sheet and a sign-in sheet. Compiled for iOS too (no test imports);
// AppScaleNavigationTwins.swift runs it.

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
final class SignInController: ArticleScreen {}
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
            TabBarRouter.Tab(
                HomeCoordinator(parent: self, router: tabBarRouter.makeTabRouter()),
                route: AppRoute.home, title: "Home", systemImage: "house"),
            TabBarRouter.Tab(
                OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter()),
                route: AppRoute.orders, title: "Orders", systemImage: "bag"),
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
        // The tabs' routes go to the tabs; the settings modal covers the whole tab bar.
        guard route == .settings else { return tabRouteDecision(for: route) }
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
        guard Session.shared.isSignedIn else {
            // Orders need a signed-in user: sign in first, then the path goes on from here.
            return .runFirst { flow in SignInCoordinator(parent: self, flow: flow).start() }
        }
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
extension AppRoute {
    /// `myapp://orders/42/receipt` ↔ `[.orders, .order(id: 42), .receipt]`, and the same path as a
    /// universal link, `https://example.com/orders/42/receipt`.
    @MainActor static let urls: RouteURLTable<AppRoute> = {
        var table = RouteURLTable<AppRoute>(scheme: "myapp", hosts: ["example.com"])
        table.add("home", .home)
        table.add("orders", .orders)
        table.add(":id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
        table.add("receipt", .receipt)
        table.add("settings", .settings)
        return table
    }()
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
@MainActor
final class Session {
    static let shared = Session()
    var isSignedIn = false
}

final class SignInCoordinator: Coordinator {
    let flow: RouteFlow

    init(parent: any Coordinating, flow: RouteFlow) {
        self.flow = flow
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.push(SignInController(), animated: false)
        // The flow ends when the sheet goes, whichever way it goes.
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet) { [flow] in
            Session.shared.isSignedIn ? flow.succeed() : flow.cancel()
        }
    }

    func signedIn() {
        Session.shared.isSignedIn = true
        router.dismissModal()
    }
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
    for step in snapshot.unreadableSteps {
        print("Saved by another version, left out: \(step)")
    }
    let opening = navigator.restore(snapshot)
    if !opening.isComplete {
        print("Not restored: \(opening.unresolved)")
    }
}
// docs-twin-end
