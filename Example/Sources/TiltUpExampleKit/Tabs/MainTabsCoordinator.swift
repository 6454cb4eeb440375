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

    public init(
        appCoordinator: any AppCoordinating, name: String, factory: ExampleScreenFactory, service: OrderService, grouped: Bool = false
    ) {
        self.name = name
        self.factory = factory
        self.service = service
        self.grouped = grouped
        super.init(appCoordinator: appCoordinator)
    }

    /// Whether the Orders tab is in the Shop group: a tab bar that becomes a sidebar on an iPad (iOS 18).
    public private(set) var grouped = false

    /// The tabs, Orders in the Shop group when ``grouped``.
    public override func makeItems() -> [TabBarRouter.Item] {
        let tabs = makeTabs()
        guard grouped, tabs.count == 2 else { return tabs.map(TabBarRouter.Item.tab) }
        return [.tab(tabs[0]), .group(TabBarRouter.TabGroup("Shop", systemImage: "bag", tabs: [tabs[1]]))]
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
