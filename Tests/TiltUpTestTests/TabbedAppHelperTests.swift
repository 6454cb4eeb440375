import Testing
import TiltUp
import TiltUpTest

/// Two tabs, each a coordinator pushing a `FakeScreen` on its own router.
@MainActor
private final class TwoTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [TabBarRouter.Tab] {
        (0..<2).map { _ in TabBarRouter.Tab(FakeCoordinator(parent: self, router: tabBarRouter.makeTabRouter())) }
    }
}

@MainActor
@Suite struct TabbedAppHelperTests: WaitableCoordinatorTest {
    let appCoordinator = TestAppCoordinator()

    @Test func theTestAppCoordinatorFindsTheTabBarItsCoordinatorShows() throws {
        #expect(appCoordinator.tabBarRouter == nil)
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        let tabBarController = try #require(appCoordinator.tabBarController)
        #expect(tabBarRouter.tabs.count == 2)
        #expect(appCoordinator.retainedCoordinators.count == 3)

        tabBarController.simulateTabSelection(at: 1)
        let selected = try #require(appCoordinator.selectedTabNavigationController)
        #expect(selected === tabBarRouter.tabs[1].router.navigationController)
        selected.simulateBackSwipe()
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func waitForSelectedTabChangePassesWhenTheWorkSelectsATab() async throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        await waitForSelectedTabChange(in: tabBarRouter) {
            tabBarRouter.selectTab(at: 1)
        }
        await waitForSelectedTabChange(in: tabBarRouter) {
            appCoordinator.tabBarController?.simulateTabSelection(at: 0)
        }
        #expect(tabBarRouter.selectedIndex == 0)
    }

    @Test func waitForSelectedTabChangeFailsAtTheCallersLineWhenNoTabIsSelected() throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        let line = #line + 2
        withKnownIssue {
            waitForSelectedTabChange(in: tabBarRouter) { tabBarRouter.selectTab(at: 0) }
        } matching: {
            $0.isFailure("waitForSelectedTabChange failed: the selected tab did not change", at: line)
        }
    }
}
