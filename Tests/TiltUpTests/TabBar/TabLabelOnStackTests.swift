import Testing
import TiltUpTestSupport

@testable import TiltUp

/// Where there is no UIKit (a native Mac's `RouterView`, and Linux), a tab's label is kept on its stack, which is
/// what SwiftUI's `TabView` reads in place of a `tabBarItem`.
@MainActor
@Suite struct TabLabelOnStackTests {
    @Test(arguments: TestFrontEnd.allCases)
    func eachTabsStackCarriesTheLabelItsTabWasGivenForSwiftUIsTabView(frontEnd: TestFrontEnd) throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = TabLabelTests.LabelledTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let stacks = tabs.tabBarRouter.tabs.map { $0.coordinator.router.navigationController }

        #expect(stacks[0].tabLabel?.title == "Home")
        #expect(stacks[0].tabLabel?.systemImage == "house")
        #expect(stacks[1].tabLabel?.title == "Orders")
        #expect(stacks[1].tabLabel?.systemImage == nil)
        #expect(stacks[2].tabLabel == nil, "a tab given no label leaves its stack's alone")

        // Reordered, each stack keeps its own tab's label.
        tabs.tabBarRouter.setTabs(tabs.tabBarRouter.tabs.reversed())
        #expect(tabs.tabBarRouter.tabs.last?.coordinator.router.navigationController.tabLabel?.title == "Home")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabGivenANewLabelRelabelsItsStack(frontEnd: TestFrontEnd) {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = TabLabelTests.LabelledTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let home = tabs.tabBarRouter.tabs[0].coordinator

        tabs.tabBarRouter.setTabs([TabBarRouter.Tab(home, title: "Start", systemImage: "star")] + tabs.tabBarRouter.tabs.dropFirst())
        #expect(home.router.navigationController.tabLabel?.title == "Start")
        #expect(home.router.navigationController.tabLabel?.systemImage == "star")
    }
}
