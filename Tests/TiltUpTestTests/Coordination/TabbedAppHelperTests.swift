import Testing
@_spi(TiltUpTest) import TiltUp
import TiltUpTest
import TiltUpTestSupport

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
        // A selection made on the controller in code is no TabBarEvent, but the selected tab changed.
        await waitForSelectedTabChange(in: tabBarRouter) {
            appCoordinator.tabBarController?.selectedIndex = 1
        }
        #expect(tabBarRouter.selectedIndex == 1)
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

    @Test func theVisibleScreenIsTheTopOfTheInnermostModalElseOfTheSelectedTab() throws {
        #expect(appCoordinator.visibleScreen == nil)
        let tabs = TwoTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        tabBarRouter.selectTab(at: 1)
        #expect(appCoordinator.visibleNavigationController === tabBarRouter.tabs[1].router.navigationController)
        #expect(appCoordinator.visibleScreen is TestScreen)

        // A modal presented from within the tab, with a router of its own.
        let modal = Router(rootViewController: OtherScreen())
        tabBarRouter.tabs[1].router.presentModal(modal, animated: false)
        #expect(appCoordinator.visibleNavigationController === modal.navigationController)
        assertType(of: appCoordinator.visibleScreen, is: OtherScreen.self)

        // A screen presented on its own over that modal's stack.
        let sheet = FakeScreen()
        modal.presentModal(sheet, animated: false)
        #expect(appCoordinator.visibleScreen === sheet)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aSwipeDownInATabbedAppDismissesTheSheetOverTheTabTheUserSees() throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        tabBarRouter.selectTab(at: 1)
        var dismissals = 0
        let sheet = Router(rootViewController: OtherScreen())
        tabBarRouter.tabs[1].router.presentModal(sheet, animated: false, presentationStyle: .pageSheet) { dismissals += 1 }

        #expect(appCoordinator.simulateSwipeDown() === sheet.navigationController)

        #expect(dismissals == 1)
        #expect(appCoordinator.visibleNavigationController === tabBarRouter.tabs[1].router.navigationController)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aSwipeDownDismissesOnlyTheInnermostSheetAndABackSwipePopsInTheVisibleStack() throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        var events: [String] = []
        let outer = Router(rootViewController: OtherScreen())
        appCoordinator.router.presentModal(outer, animated: false, presentationStyle: .pageSheet) { events.append("outer") }
        let inner = Router(rootViewController: FakeScreen())
        outer.presentModal(inner, animated: false, presentationStyle: .formSheet) { events.append("inner") }
        inner.push(OtherScreen(), animated: false) { events.append("popped in the inner sheet") }

        appCoordinator.simulateBackSwipe()
        appCoordinator.simulateSwipeDown()

        #expect(events == ["popped in the inner sheet", "inner"])
        #expect(appCoordinator.visibleNavigationController === outer.navigationController)
        #expect(tabBarRouter.tabs[0].router.viewControllers.count == 1, "the tab under the sheets kept its stack")
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aSwipeDownWithNothingPresentedOrABackSwipeOnARootSaysWhy() throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        #expect(appCoordinator.simulateSwipeDown() == nil)
        #expect(appCoordinator.simulateBackSwipe() == nil)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    // MARK: A sheet left up under another tab (issue 59, §3)

    /// A sheet presented from the first tab, resting at its largest undimmed detent, which leaves the tab bar
    /// usable: the user switched to the second tab under it.
    private func sheetLeftUnderTheSecondTab(_ dismissals: @escaping Router.Handler) throws -> (TabBarRouter, Router) {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        let sheet = Router(rootViewController: OtherScreen())
        tabBarRouter.tabs[0].router.presentSheet(
            sheet, animated: false, detents: [.medium, .large], selectedDetent: .medium, largestUndimmedDetent: .medium,
            dismissHandler: dismissals)
        try #require(appCoordinator.tabBarController).simulateTabSelection(at: 1)
        #expect(tabBarRouter.selectedIndex == 1, "the undimmed sheet leaves the tab bar usable")
        return (tabBarRouter, sheet)
    }

    @Test func theVisibleStackIsASheetLeftUpUnderAnotherTab() throws {
        let (_, sheet) = try sheetLeftUnderTheSecondTab {}
        #expect(appCoordinator.visibleNavigationController === sheet.navigationController)
        assertType(of: appCoordinator.visibleScreen, is: OtherScreen.self)
    }

    @Test func aSwipeDownReachesASheetLeftUpUnderAnotherTab() throws {
        var dismissals = 0
        let (tabBarRouter, sheet) = try sheetLeftUnderTheSecondTab { dismissals += 1 }
        #expect(appCoordinator.simulateSwipeDown() === sheet.navigationController)
        #expect(dismissals == 1)
        #expect(appCoordinator.visibleNavigationController === tabBarRouter.tabs[1].router.navigationController)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theBackGesturesReachASheetLeftUpUnderAnotherTab() throws {
        let (tabBarRouter, sheet) = try sheetLeftUnderTheSecondTab {}
        var pops: [String] = []
        sheet.push(FakeScreen(), animated: false) { pops.append("first") }
        sheet.push(FakeScreen(), animated: false) { pops.append("second") }
        sheet.push(FakeScreen(), animated: false) { pops.append("third") }
        appCoordinator.simulateBackSwipe()
        appCoordinator.simulateBackButton()
        try #require(appCoordinator.beginBackSwipe()).finish()
        #expect(pops == ["third", "second", "first"])
        #expect(sheet.viewControllers.count == 1)
        #expect(tabBarRouter.tabs[1].router.viewControllers.count == 1)
    }

    @Test func aMacsEscapeReachesASheetLeftUpUnderAnotherTab() throws {
        appCoordinator.platform = .macCatalyst
        var dismissals = 0
        _ = try sheetLeftUnderTheSecondTab { dismissals += 1 }
        #expect(appCoordinator.simulateSwipeDown() == nil, "a Mac has no swipe-down")
        #expect(appCoordinator.simulateEscape() != nil)
        #expect(dismissals == 1)
    }
}

/// What the user sees under a sheet at an undimmed detent: the tab bar, which still takes their taps, so that a
/// replay does a recorded tap there (issue 59, §3).
@MainActor
@Suite struct VisibleTabBarUnderASheetTests {
    @Test func theTabBarUnderAnUndimmedSheetIsVisibleAndADimmedOneHidesIt() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        tabBarRouter.tabs[0].router.presentSheet(
            Router(rootViewController: OtherScreen()), animated: false, detents: [.medium, .large], selectedDetent: .medium,
            largestUndimmedDetent: .medium)
        #expect(appCoordinator.navigationController.visibleStack().tabBar === appCoordinator.tabBarController)
        let presenter = try #require(tabBarRouter.tabs[0].router.navigationController as AnyObject as? HeadlessNavigationController)
        #expect(presenter.simulateDetentChange(to: .large))
        #expect(appCoordinator.navigationController.visibleStack().tabBar == nil, "the dimmed sheet covers the tab bar")
    }

    @Test func underSwiftUIsRulesTheGesturesReachASheetLeftUpUnderAnotherTab() throws {
        let appCoordinator = TestAppCoordinator(navigationController: NavigationStackController())
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        let sheet = Router(navigationController: NavigationStackController())
        sheet.push(OtherScreen(), animated: false)
        var dismissals = 0
        tabBarRouter.tabs[0].router.presentSheet(
            sheet, animated: false, detents: [.medium, .large], selectedDetent: .medium, largestUndimmedDetent: .medium
        ) { dismissals += 1 }
        try #require(appCoordinator.tabBarController).simulateTabSelection(at: 1)
        #expect(tabBarRouter.selectedIndex == 1)
        #expect(appCoordinator.visibleNavigationController === sheet.navigationController)
        #expect(appCoordinator.simulateSwipeDown() != nil)
        #expect(dismissals == 1)
        #expect(appCoordinator.visibleNavigationController === tabBarRouter.tabs[1].router.navigationController)
    }
}
