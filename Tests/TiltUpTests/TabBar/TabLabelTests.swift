import Testing
import TiltUp
import TiltUpTestSupport

/// Tabs carry their label (title and SF Symbol) through the API, on every front end.
@MainActor
@Suite struct TabLabelTests {
    final class LabelledTabsCoordinator: TabBarCoordinator {
        override func makeTabs() -> [TabBarRouter.Tab] {
            [
                TabBarRouter.Tab(
                    TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "home"), title: "Home", systemImage: "house"),
                TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "orders"), title: "Orders"),
                TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "plain")),
            ]
        }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func eachTabKeepsTheLabelItWasGivenThroughTheTabBarsChanges(frontEnd: TestFrontEnd) {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = LabelledTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)

        #expect(tabs.tabBarRouter.tabs.map(\.title) == ["Home", "Orders", nil])
        #expect(tabs.tabBarRouter.tabs.map(\.systemImage) == ["house", nil, nil])

        // Reordered, the tabs keep their labels.
        tabs.tabBarRouter.setTabs(tabs.tabBarRouter.tabs.reversed())
        #expect(tabs.tabBarRouter.tabs.map(\.title) == [nil, "Orders", "Home"])
    }
}
