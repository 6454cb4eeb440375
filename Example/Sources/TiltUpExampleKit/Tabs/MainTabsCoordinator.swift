import TiltUp

/// The signed-in app: Home and Orders tabs, in place of the sign-up form. Deep links start here: the
/// navigator selects a tab by its route, with no code here.
@MainActor
public final class MainTabsCoordinator: TabBarCoordinator {
    public let name: String
    private let factory: ExampleScreenFactory
    private let service: OrderService

    public init(parent: any Coordinating, name: String, factory: ExampleScreenFactory, service: OrderService) {
        self.name = name
        self.factory = factory
        self.service = service
        super.init(parent: parent)
    }

    public init(appCoordinator: any AppCoordinating, name: String, factory: ExampleScreenFactory, service: OrderService) {
        self.name = name
        self.factory = factory
        self.service = service
        super.init(appCoordinator: appCoordinator)
    }

    public override func makeTabs() -> [TabBarRouter.Tab] {
        [
            TabBarRouter.Tab(
                HomeCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: name, factory: factory, service: service),
                route: ExampleRoute.home, title: "Home", systemImage: "house"),
            TabBarRouter.Tab(
                OrdersCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), factory: factory, service: service),
                route: ExampleRoute.orders, title: "Orders", systemImage: "shippingbox"),
        ]
    }
}
