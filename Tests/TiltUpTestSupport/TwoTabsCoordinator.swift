import TiltUp

/// A tab bar of two tabs, "first" and "second", each a ``TabCoordinator`` on a router of the tab bar's kind.
@MainActor
public final class TwoTabsCoordinator: TabBarCoordinator {
    public override func makeTabs() -> [TabBarRouter.Tab] {
        ["first", "second"].map { name in
            TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: name))
        }
    }
}

/// A tab's coordinator: it pushes one ``TestScreen`` named after the tab, retaining itself with it.
@MainActor
public final class TabCoordinator: Coordinator {
    /// The tab's name, and its screen's.
    public let name: String

    /// A coordinator for the tab `name`, on `router`.
    public init(parent: any Coordinating, router: Router, name: String) {
        self.name = name
        super.init(parent: parent, router: router)
    }

    public override func start() {
        router.push(TestScreen(name), retaining: self, animated: false)
    }
}
