import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A home screen's coordinator at the root of the test's window.
@MainActor
private final class MacHomeCoordinator: Coordinator {
    override func start() {
        router.push(TestScreen("home"), retaining: self, animated: false)
    }
}

/// A modal coordinator: its own router, presented by its parent's in `style`, counting its dismissals.
@MainActor
private final class MacSheetCoordinator: Coordinator {
    let style: ModalPresentationStyle
    let name: String
    var dismissed: @MainActor () -> Void = {}

    init(parent: any Coordinating, name: String, style: ModalPresentationStyle) {
        self.style = style
        self.name = name
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.push(TestScreen(name), animated: false)
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: style) { [dismissed] in dismissed() }
    }
}

/// A split view with a sidebar; the detail is shown by the test.
@MainActor
private final class MacSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "sidebar"), in: .sidebar)]
    }
}

/// Attacks on TestAppCoordinator's Mac gestures (TestAppCoordinator+Platform.swift, RunningOnAMac.md): the Back
/// button, the back swipe and Escape on what the user sees, in split views, tab bars and modals, and the
/// coordinators they release.
@MainActor
@Suite(.detectsMemoryLeaks) struct MacAppHelperAttackTests {
    let appCoordinator = TestAppCoordinator()

    /// Starts a split view showing a sidebar and a detail of two screens ("detail", "info"), on `platform`.
    private func startSplit(on platform: NavigationPlatform, in sizeClass: SizeClass? = nil) throws -> SplitRouter {
        appCoordinator.platform = platform
        if let sizeClass {
            appCoordinator.simulateSizeClassChange(to: sizeClass)
        }
        let split = MacSplitCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
        let splitRouter = try #require(appCoordinator.splitRouter)
        splitRouter.show(TabCoordinator(parent: split, router: splitRouter.makeColumnRouter(), name: "detail"), in: .detail)
        try #require(splitRouter.column(.detail)).router.push(TestScreen("info"), animated: false)
        return splitRouter
    }

    @Test func onANativeMacTheBackButtonInASplitSideBySidePopsTheDetailAndTheBackSwipeIsRefused() throws {
        let splitRouter = try startSplit(on: .macOS)
        #expect(!splitRouter.isCollapsed)
        let detail = try #require(splitRouter.column(.detail)).router

        #expect(appCoordinator.simulateBackSwipe() == nil)
        #expect(appCoordinator.beginBackSwipe() == nil)
        #expect(detail.viewControllers.count == 2)
        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "info")
        #expect(appCoordinator.simulateBackButton() == nil, "side by side, the detail's first screen has no Back")
        #expect(splitRouter.column(.detail) != nil)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable, .gestureUnavailable])
    }

    // Catches: TestAppCoordinator's Back side by side going to another column than the one on top (the detail,
    // or else the last one that shows something), or recorded without its column.
    @Test func sideBySideTheBackButtonGoesBackInTheColumnOnTopAndIsRecordedInThatColumn() throws {
        let splitRouter = try startSplit(on: .macOS)
        let sidebar = try #require(splitRouter.column(.sidebar)).router
        sidebar.push(TestScreen("settings"), animated: false)
        let navigator = RouteNavigator<String>(appCoordinator: appCoordinator)
        let journal = NavigationJournal(navigator: navigator)

        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "info", "the detail is on top")
        splitRouter.clear(.detail)
        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "settings", "then the sidebar is")

        let backs = journal.entries.filter(\.cause.isUserGesture).map(\.cause)
        #expect(backs == [.columnBack(.detail, count: 1), .columnBack(.sidebar, count: 1)])
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func onANarrowMacCatalystWindowTheBackButtonAndTheBackSwipeAreTheCollapsedSplitsBack() throws {
        let splitRouter = try startSplit(on: .macCatalyst, in: .compact)
        #expect(splitRouter.isCollapsed)

        #expect((appCoordinator.simulateBackSwipe() as? TestScreen)?.name == "info")
        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "detail", "from the detail's first screen, it closes")
        #expect(splitRouter.column(.detail) == nil, "the detail's coordinator is released; the leak check says whether it is freed")
        #expect(appCoordinator.simulateBackButton() == nil)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func onMacCatalystABegunBackSwipeInACollapsedSplitFinishesOnce() throws {
        let splitRouter = try startSplit(on: .macCatalyst, in: .compact)
        let swipe = try #require(appCoordinator.beginBackSwipe())
        #expect(appCoordinator.simulateBackButton() == nil, "a transition is under way")
        swipe.finish()
        swipe.finish()
        #expect(try #require(splitRouter.column(.detail)).router.viewControllers.count == 1)
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func escapeClosesASheetPresentedFromASplitColumnAndReleasesItsCoordinator(_ platform: NavigationPlatform) throws {
        let splitRouter = try startSplit(on: platform)
        let sidebar = try #require(splitRouter.column(.sidebar)).coordinator
        var dismissed = 0
        weak var weakSheet: MacSheetCoordinator?
        do {
            let sheet = MacSheetCoordinator(parent: sidebar, name: "filters", style: .formSheet)
            sheet.dismissed = { dismissed += 1 }
            sheet.start()
            weakSheet = sheet
        }
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "filters")

        #expect(appCoordinator.simulateSwipeDown() == nil)
        #expect(appCoordinator.simulateEscape() != nil)
        #expect(appCoordinator.simulateEscape() == nil)
        #expect(dismissed == 1)
        #expect(weakSheet == nil, "the sheet's coordinator is released and freed")
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "info")
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func inATabbedMacAppTheBackButtonPopsTheSelectedTabAndEscapeClosesItsSheet(_ platform: NavigationPlatform) throws {
        appCoordinator.platform = platform
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        tabBarRouter.selectTab(at: 1)
        let second = tabBarRouter.tabs[1].router
        var popped = 0
        second.push(TestScreen("more"), animated: false) { popped += 1 }
        #expect(try #require(appCoordinator.selectedTabNavigationController).platform == platform)
        #expect(try #require(appCoordinator.selectedTabNavigationController).horizontalSizeClass == .regular)

        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "more")
        #expect(popped == 1)
        var dismissed = 0
        let sheet = MacSheetCoordinator(parent: tabBarRouter.tabs[1].coordinator, name: "sheet", style: .pageSheet)
        sheet.dismissed = { dismissed += 1 }
        sheet.start()
        #expect(appCoordinator.simulateBackButton() == nil, "the sheet covers the tab")
        #expect(appCoordinator.simulateEscape() != nil)
        #expect(dismissed == 1)
        #expect(popped == 1)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func escapeOnAModalOfAModalClosesTheInnermostOneEachTime(_ platform: NavigationPlatform) throws {
        appCoordinator.platform = platform
        let home = MacHomeCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: home)
        var closed: [String] = []
        let outer = MacSheetCoordinator(parent: home, name: "outer", style: .pageSheet)
        outer.dismissed = { closed.append("outer") }
        outer.start()
        let inner = MacSheetCoordinator(parent: outer, name: "inner", style: .formSheet)
        inner.dismissed = { closed.append("inner") }
        inner.start()

        #expect(appCoordinator.simulateEscape() != nil)
        #expect(closed == ["inner"])
        #expect(appCoordinator.simulateEscape() != nil)
        #expect(closed == ["inner", "outer"])
        #expect(appCoordinator.simulateEscape() == nil)
        #expect(closed == ["inner", "outer"])
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "home")
    }

    @Test func aFullScreenModalIsASheetEscapeClosesOnANativeMacAndStaysOnMacCatalyst() throws {
        for platform in [NavigationPlatform.macOS, .macCatalyst] {
            let appCoordinator = TestAppCoordinator()
            appCoordinator.platform = platform
            let home = MacHomeCoordinator(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: home)
            var dismissed = 0
            let cover = MacSheetCoordinator(parent: home, name: "cover", style: .fullScreen)
            cover.dismissed = { dismissed += 1 }
            cover.start()

            appCoordinator.simulateEscape()
            #expect(dismissed == (platform == .macOS ? 1 : 0), "\(platform)")
            appCoordinator.close()
            #expect(dismissed == 1, "closing the window dismisses it once")
        }
    }

    @Test func theWindowsPlatformSetAfterTheAppStartedReachesWhatItAlreadyShows() throws {
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        tabBarRouter.tabs[0].router.push(TestScreen("more"), animated: false)
        appCoordinator.platform = .macOS

        #expect(appCoordinator.simulateBackSwipe() == nil)
        #expect(appCoordinator.simulateBackButton() != nil)
        #expect(try #require(appCoordinator.selectedTabNavigationController).horizontalSizeClass == .regular)
        appCoordinator.simulateSizeClassChange(to: .compact)
        #expect(appCoordinator.horizontalSizeClass == .regular)
    }

    @Test func theSidebarButtonHidesTheSplitsSidebarOnAMacEndingNothingAndIsRefusedUnderASheet() throws {
        let splitRouter = try startSplit(on: .macOS)
        weak let sidebar = splitRouter.column(.sidebar)?.coordinator
        #expect(appCoordinator.simulateSidebarToggle())
        #expect(splitRouter.isSidebarHidden)
        #expect(sidebar != nil, "hiding the sidebar ends nothing")
        #expect(appCoordinator.simulateSidebarToggle())
        #expect(!splitRouter.isSidebarHidden)

        try #require(splitRouter.column(.detail)).router.presentModal(TestScreen("sheet"), animated: false)
        #expect(!appCoordinator.simulateSidebarToggle())
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable])
        appCoordinator.simulateEscape()
    }

    @Test func theSidebarButtonWithNoSplitViewChangesNothing() {
        appCoordinator.platform = .macOS
        appCoordinator.router.push(TestScreen("home"), animated: false)
        #expect(!appCoordinator.simulateSidebarToggle())
    }
}
