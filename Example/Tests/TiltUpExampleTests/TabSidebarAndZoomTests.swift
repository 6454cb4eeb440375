import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The example on an iPad with iOS 18: the sections as a tab bar that becomes a sidebar, Orders in the Shop
/// group; and an order opened from the list with a zoom from its row.
@MainActor
@Suite struct TabSidebarAndZoomTests {
    let appCoordinator = TestAppCoordinator()

    /// Signs up as Lisa in a regular window whose sections are the tab bar that becomes a sidebar.
    private func signedIn() throws -> MainTabsCoordinator {
        appCoordinator.simulateSizeClassChange(to: .regular)
        let signUp = ExampleLaunch.startSignUp(
            on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService(), sections: .tabSidebar)
        signUp.signedUp(as: "Lisa")
        return try assertCast(appCoordinator.retainedCoordinators.first, as: MainTabsCoordinator.self)
    }

    @Test func anIPadShowsTheSectionsAsATabBarThatBecomesASidebarWithTheShopGroup() throws {
        let tabs = try signedIn()
        #expect(tabs.grouped)
        let tabBarRouter = try assertUnwrap(appCoordinator.tabBarRouter)
        #expect(tabBarRouter.groups.map(\.title) == ["Shop"])
        #expect(tabBarRouter.group(ofTabAt: 1)?.title == "Shop")
        #expect(!tabBarRouter.isSidebarVisible)
        #expect(appCoordinator.simulateSidebarToggle())
        #expect(tabBarRouter.isSidebarVisible)
        appCoordinator.tabBarController?.simulateTabSelection(at: 1)  // Orders, from the sidebar
        #expect(tabBarRouter.selectedTab?.coordinator is OrdersCoordinator)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theLinksGoThroughTheShopGroupToOrders() throws {
        _ = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        navigator.open([.orders, .order(2)])
        #expect(navigator.currentPath == [.orders, .order(2)])
    }

    @Test func anOrderZoomsOutOfItsRowAndTheUsersPinchBackPopsItOnce() throws {
        _ = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        navigator.open([.orders, .order(2)])
        let orders = try assertUnwrap(appCoordinator.tabBarRouter?.selectedTab)
        let order = try assertUnwrap(orders.router.viewControllers.last)
        #expect(orders.router.transition(of: order).style == .zoom)
        #expect(orders.router.transition(of: order).sourceID == AnyHashable(2))

        let stack = try assertCast(orders.router.navigationController as AnyObject, as: HeadlessNavigationController.self)
        let pinch = try assertUnwrap(stack.beginInteractiveDismissal())
        pinch.cancel()
        #expect(navigator.currentPath == [.orders, .order(2)])
        stack.beginInteractiveDismissal()?.finish()
        #expect(navigator.currentPath == [.orders])
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
