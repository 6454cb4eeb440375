import Testing
import TiltUp

/// The routes of the SwiftUI navigation article's catalog.
enum CatalogRoute: Hashable {
    case product(id: Int)
}

/// The catalog's list: any object is a screen here (the article's app pushes `CatalogView`).
final class CatalogScreen {}

/// A product's screen.
final class ProductScreen {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

@MainActor
@Suite struct SwiftUILinksTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
    final class CatalogCoordinator: Coordinator, RouteHandling {
        override func start() {
            router.push(CatalogScreen(), retaining: self)
        }

        func handle(_ route: CatalogRoute) -> RouteDecision {
            switch route {
            case .product(let id):
                return .show { self.router.push(ProductScreen(id: id), retaining: self) }
            }
        }
    }

    @Test func aProductLinkPushesTheProductMarkedWithItsRoute() {
        let stack = NavigationStackController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: stack))
        let catalog = CatalogCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: catalog)
        let navigator = RouteNavigator<CatalogRoute>(appCoordinator: appCoordinator)

        #expect(stack.writeLink(CatalogRoute.product(id: 2)))  // the user's tap on "Product 2"

        #expect(stack.path.count == 1)
        #expect(navigator.currentPath == [.product(id: 2)])
    }
    // docs-twin-end

    @Test func theProductScreensLinkIsSavedAndRestored() throws {
        let stack = NavigationStackController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: stack))
        appCoordinator.start(coordinator: CatalogCoordinator(appCoordinator: appCoordinator))
        let navigator = RouteNavigator<CatalogRoute>(appCoordinator: appCoordinator)
        stack.writeLink(CatalogRoute.product(id: 3))
        let snapshot = navigator.capture()

        let restoredStack = NavigationStackController()
        let restored = AppCoordinator(router: Router(navigationController: restoredStack))
        restored.start(coordinator: CatalogCoordinator(appCoordinator: restored))
        RouteNavigator<CatalogRoute>(appCoordinator: restored).restore(snapshot)
        #expect((restoredStack.path.last as? ProductScreen)?.id == 3)
    }
}
