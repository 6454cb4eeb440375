import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// What the user sees in a split view, and their gestures there, reached through the test app coordinator.
@MainActor
@Suite(.detectsMemoryLeaks) struct SplitAppHelperTests {
    let appCoordinator = TestAppCoordinator()

    /// Starts a split view with a sidebar and a detail, in `sizeClass`.
    private func startSplit(in sizeClass: SizeClass) throws -> SplitRouter {
        appCoordinator.simulateSizeClassChange(to: sizeClass)
        let split = SidebarSplitCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
        let splitRouter = try #require(appCoordinator.splitRouter)
        splitRouter.show(TabCoordinator(parent: split, router: splitRouter.makeColumnRouter(), name: "detail"), in: .detail)
        return splitRouter
    }

    @Test func aPopoverFromASplitColumnIsWhatTheUserSeesAndATapOutsideClosesItInRegularWidth() throws {
        let splitRouter = try startSplit(in: .regular)
        let sidebar = try #require(splitRouter.column(.sidebar)?.router)
        var closed = 0
        let filters = FakeScreen()
        sidebar.presentModal(filters, animated: false, presentationStyle: .popover) { closed += 1 }
        #expect(appCoordinator.visibleScreen === filters)
        #expect(appCoordinator.visibleNavigationController === sidebar.navigationController)

        #expect(appCoordinator.simulateSwipeDown() == nil, "a popover is no sheet")
        #expect(appCoordinator.simulateTapOutside() === filters)
        #expect(closed == 1)
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "detail")
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func inCompactWidthAColumnsPopoverIsASheetThatTheSwipeDownClosesAndATapOutsideDoesNot() throws {
        let splitRouter = try startSplit(in: .compact)
        let detail = try #require(splitRouter.column(.detail)?.router)
        var closed = 0
        let filters = FakeScreen()
        detail.presentModal(filters, animated: false, presentationStyle: .popover) { closed += 1 }
        #expect(appCoordinator.visibleScreen === filters)

        #expect(appCoordinator.simulateTapOutside() == nil, "a sheet in compact width")
        #expect(closed == 0)
        #expect(appCoordinator.simulateSwipeDown() === filters)
        #expect(closed == 1)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aModalWithARouterPresentedFromAColumnIsWhatTheUserSeesInEitherWidth(_ sizeClass: SizeClass) throws {
        let splitRouter = try startSplit(in: sizeClass)
        let sidebar = try #require(splitRouter.column(.sidebar)?.router)
        var events: [String] = []
        let sheet = Router(rootViewController: TestScreen("settings"))
        sidebar.presentModal(sheet, animated: false, presentationStyle: .pageSheet) { events.append("dismissed") }
        sheet.push(TestScreen("about"), animated: false) { events.append("popped") }
        #expect(appCoordinator.visibleNavigationController === sheet.navigationController)
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "about")

        appCoordinator.simulateBackSwipe()
        appCoordinator.simulateSwipeDown()
        #expect(events == ["popped", "dismissed"])
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "detail")
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aTapOutsideWithNothingPresentedSaysWhy() throws {
        _ = try startSplit(in: .regular)
        #expect(appCoordinator.simulateTapOutside() == nil)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }
}
