import Testing
import TiltUp
import TiltUpTestSupport

/// Attacks on the headless model of a Mac user (RunningOnAMac.md, NavigationPlatform): what a user reading the
/// docs expects of the Back button, Escape, the platform following into what the window shows, a Mac's width,
/// and a journal recorded or replayed on a Mac. Each test is a rule the docs state; those that pass pin it.
@MainActor
@Suite struct MacPlatformAttackTests {
    nonisolated static let macs: [NavigationPlatform] = [.macCatalyst, .macOS]

    func shop(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        return app
    }

    func notes(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> NotesApp {
        let app = NotesApp(frontEnd)
        app.navigationController.platform = platform
        return app
    }

    func tab(_ app: ShopApp) -> HeadlessNavigationController {
        app.tabRouter(0).headless
    }

    /// Presents a modal of two screens ("settings", "account") from the first tab, in `style`.
    @discardableResult
    func presentSheet(
        in app: ShopApp, _ frontEnd: TestFrontEnd, style: ModalPresentationStyle = .pageSheet, animated: Bool = false,
        name: String = "sheet"
    ) -> Router {
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen("settings"), animated: false, popHandler: app.journal.popHandler("settings"))
        sheet.push(TestScreen("account"), animated: false, popHandler: app.journal.popHandler("account"))
        app.tabRouter(0).presentModal(sheet, animated: animated, presentationStyle: style, dismissHandler: app.journal.dismissHandler(name))
        return sheet
    }

    // MARK: Escape and the Back button during transitions

    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func escapeDuringABackSwipeBegunInTheSheetRunsEveryHandlerOnce(_ frontEnd: TestFrontEnd) throws {
        let app = shop(frontEnd, on: .macCatalyst)
        let sheet = presentSheet(in: app, frontEnd)
        let swipe = try #require(sheet.headless.beginBackSwipe(), "Mac Catalyst has a trackpad's back swipe")

        let closed = tab(app).simulateEscape()
        swipe.finish()
        if closed == nil {
            // Refused while the sheet's stack is in a transition: the swipe popped, and Escape closes it now.
            #expect(app.journal.runs == ["pop account"])
            #expect(tab(app).simulateEscape() != nil)
            #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
        } else {
            #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
        }
        #expect(app.tabRouter(0).presentedRouter == nil)
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func escapeDuringAnAnimatedPresentationIsRefusedAndWorksOnceItEnds(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let app = shop(frontEnd, on: platform)
        tab(app).holdsAnimatedPresentations = true
        presentSheet(in: app, frontEnd, animated: true)

        #expect(tab(app).simulateEscape() == nil, "another transition is under way")
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        tab(app).finishPresentationAnimation()
        #expect(tab(app).simulateEscape() != nil)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
        #expect(app.tabRouter(0).presentedRouter == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSwipeDownDuringAnAnimatedPresentationIsRefusedOnIOS(_ frontEnd: TestFrontEnd) {
        // The iPhone's twin of the Escape rule above, to tell a Mac bug from an older one.
        let app = shop(frontEnd, on: .iOS)
        tab(app).holdsAnimatedPresentations = true
        presentSheet(in: app, frontEnd, animated: true)

        #expect(tab(app).simulateSwipeDown() == nil, "another transition is under way")
        #expect(app.journal.runs.isEmpty)
        tab(app).finishPresentationAnimation()
        #expect(tab(app).simulateSwipeDown() != nil)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func theBackButtonDuringABegunBackSwipeIsRefusedAndTheSwipeFinishesOnce(_ frontEnd: TestFrontEnd) throws {
        let app = shop(frontEnd, on: .macCatalyst)
        app.tabRouter(0).push(TestScreen("order"), animated: false, popHandler: app.journal.popHandler("order"))
        app.tabRouter(0).push(TestScreen("item"), animated: false, popHandler: app.journal.popHandler("item"))
        let swipe = try #require(tab(app).beginBackSwipe())

        #expect(tab(app).simulateBackButton() == nil)
        swipe.finish()
        #expect(app.journal.runs == ["pop item"])
        #expect(tab(app).simulateBackButton() != nil)
        #expect(app.journal.runs == ["pop item", "pop order"])
    }

    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func aBackSwipeBegunOnMacCatalystThenThePlatformBecomingANativeMacRunsThePopHandlerAtMostOnce(_ frontEnd: TestFrontEnd) throws {
        let app = shop(frontEnd, on: .macCatalyst)
        app.tabRouter(0).push(TestScreen("item"), animated: false, popHandler: app.journal.popHandler("item"))
        let swipe = try #require(tab(app).beginBackSwipe())

        app.navigationController.platform = .macOS
        swipe.finish()
        swipe.finish()
        // Whether it finishes or is cancelled, no handler runs twice, and the Router and the stack agree.
        #expect(app.journal.runs == [] || app.journal.runs == ["pop item"])
        #expect(app.tabRouter(0).viewControllers.count == tab(app).viewControllers.count)
        if app.journal.runs.isEmpty {
            #expect(tab(app).simulateBackButton() != nil, "cancelled: the Back button pops it now")
        }
        #expect(app.journal.runs == ["pop item"])
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func escapeOnAModalOfAModalClosesOnlyTheOneOnTopAndReleasesItsCoordinator(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform)
        throws
    {
        let app = shop(frontEnd, on: platform)
        app.navigator.open([.orders, .order(1), .edit(1), .edit(2)], from: .url)
        let live = app.journal.liveCoordinatorCount

        #expect(app.tabRouter(1).headless.simulateEscape() == nil, "the outer sheet is covered")
        #expect(try #require(app.presenterOfTopModal).headless.simulateEscape() != nil)
        app.settle()
        #expect(app.journal.runs == ["dismiss edit 2"])
        #expect(app.journal.liveCoordinatorCount == live - 1)
        #expect(try #require(app.presenterOfTopModal).headless.simulateEscape() != nil)
        app.settle()
        #expect(app.tabRouter(1).headless.simulateEscape() == nil, "nothing is presented")
        #expect(app.journal.runs == ["dismiss edit 2", "dismiss edit 1"])
        #expect(app.journal.liveCoordinatorCount == live - 2)
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }

    @Test(arguments: macs)
    func escapeOnAStackThatWaitsForOnDismissRunsTheHandlerOnceWhateverOnDismissDoesAfter(_ platform: NavigationPlatform) throws {
        let app = shop(.swiftUIWaitingForOnDismiss, on: platform)
        let sheet = presentSheet(in: app, .swiftUIWaitingForOnDismiss)
        let stack = try #require(tab(app) as? NavigationStackController)

        #expect(stack.simulateEscape() === sheet.navigationController)
        #expect(stack.simulateEscape() == nil, "a second press: nothing is presented")
        // RouterView calls the sheet's onDismiss once it has gone.
        stack.sheetDidDismiss(sheet.navigationController)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
        #expect(stack.modalBeingDismissed == nil)
        presentSheet(in: app, .swiftUIWaitingForOnDismiss, name: "again")
        #expect(app.tabRouter(0).presentedRouter != nil, "a new sheet can be presented at once")
    }

    // MARK: Popovers, isModalInPresentation, full screen

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverOnANarrowMacCatalystWindowIsASheetThatEscapeClosesAndAClickOutsideDoesNot(_ frontEnd: TestFrontEnd) {
        let app = shop(frontEnd, on: .macCatalyst)
        app.navigationController.simulateSizeClassChange(to: .compact)
        presentSheet(in: app, frontEnd, style: .popover)

        #expect(tab(app).simulateTapOutside() == nil)
        #expect(tab(app).simulateSwipeDown() == nil)
        #expect(tab(app).simulateEscape() != nil)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverShownAsASheetOnAnIPhoneBecomesAPopoverWhenThePlatformBecomesANativeMac(_ frontEnd: TestFrontEnd) {
        let app = shop(frontEnd, on: .iOS)
        presentSheet(in: app, frontEnd, style: .popover)
        #expect(tab(app).simulateTapOutside() == nil, "a sheet in compact width")

        app.navigationController.platform = .macOS
        #expect(tab(app).horizontalSizeClass == .regular)
        #expect(app.tabRouter(0).presentedRouter != nil, "a change of width dismisses nothing")
        #expect(tab(app).simulateSwipeDown() == nil)
        #expect(tab(app).simulateTapOutside() != nil)
        app.settle()
        #expect(tab(app).simulateEscape() == nil)
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func aPopoverWithIsModalInPresentationStaysOnEscapeAndOnAClickOutside(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let app = shop(frontEnd, on: platform)
        let popover = frontEnd.makeModalNavigationController()
        popover.setViewControllers([TestScreen("unsaved")], animated: false)
        popover.isModalInPresentation = true
        app.tabRouter(0).presentModal(
            popover, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("p"))

        #expect(tab(app).simulateEscape() == nil)
        #expect(tab(app).simulateTapOutside() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test(
        arguments: TestFrontEnd.allCases,
        [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom])
    func onANativeMacEveryModalThatIsNoPopoverIsASheetEscapeCloses(_ frontEnd: TestFrontEnd, _ style: ModalPresentationStyle) {
        let app = shop(frontEnd, on: .macOS)
        presentSheet(in: app, frontEnd, style: style)
        if let stack = tab(app) as? NavigationStackController {
            #expect(stack.presentedModalKind == .sheet)
        }
        #expect(tab(app).simulateEscape() != nil)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    @Test(
        arguments: TestFrontEnd.allCases,
        [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom])
    func onMacCatalystAModalThatIsNoSheetStaysOnEscapeAndItsStackHasTheBackButton(
        _ frontEnd: TestFrontEnd, _ style: ModalPresentationStyle
    ) {
        let app = shop(frontEnd, on: .macCatalyst)
        let modal = presentSheet(in: app, frontEnd, style: style)
        #expect(tab(app).simulateEscape() == nil)
        #expect(modal.headless.simulateBackButton() != nil)
        #expect(app.journal.runs == ["pop account"])
    }

    @Test(arguments: [TestFrontEnd.swiftUI, .swiftUIWaitingForOnDismiss])
    func swiftUIsDismissalOfAFullScreenModalOnANativeMacComesThroughTheSheetsBinding(_ frontEnd: TestFrontEnd) throws {
        let app = shop(frontEnd, on: .macOS)
        let modal = presentSheet(in: app, frontEnd, style: .fullScreen)
        let stack = try #require(tab(app) as? NavigationStackController)
        #expect(stack.presentedModalKind == .sheet)

        stack.writeDismissal(of: modal.navigationController, through: .cover)  // no cover shows it on a Mac
        #expect(app.journal.runs.isEmpty)
        stack.writeDismissal(of: modal.navigationController, through: .sheet)
        stack.sheetDidDismiss(modal.navigationController, through: .sheet)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    // MARK: A native Mac's window is never compact

    @Test(arguments: TestFrontEnd.allCases)
    func noPathMakesANativeMacsWindowCompact(_ frontEnd: TestFrontEnd) {
        let app = shop(frontEnd, on: .macOS)
        let sheet = presentSheet(in: app, frontEnd)
        sheet.diagnosticHandler = { [journal = app.journal] in journal.diagnostics.append($0) }

        app.navigationController.simulateSizeClassChange(to: .compact)
        tab(app).simulateSizeClassChange(to: .compact)
        sheet.headless.simulateSizeClassChange(to: .compact)
        #expect(app.navigationController.horizontalSizeClass == .regular)
        #expect(tab(app).horizontalSizeClass == .regular)
        #expect(sheet.headless.horizontalSizeClass == .regular)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable, .gestureUnavailable])

        // A popover from the sheet is a popover.
        let popover = Router(navigationController: frontEnd.makeModalNavigationController())
        popover.push(TestScreen("filters"), animated: false)
        sheet.presentModal(popover, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("filters"))
        #expect(sheet.headless.simulateTapOutside() != nil)
        app.settle()
        #expect(app.journal.runs == ["dismiss filters"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aCompactWindowBecomesRegularWhenThePlatformBecomesANativeMac(_ frontEnd: TestFrontEnd) {
        for start in [NavigationPlatform.iOS, .macCatalyst] {
            let app = shop(frontEnd, on: start)
            app.navigationController.simulateSizeClassChange(to: .compact)
            let sheet = presentSheet(in: app, frontEnd)
            #expect(sheet.headless.horizontalSizeClass == .compact)

            app.navigationController.platform = .macOS
            #expect(app.navigationController.horizontalSizeClass == .regular)
            #expect(tab(app).horizontalSizeClass == .regular)
            #expect(sheet.headless.horizontalSizeClass == .regular)
        }
    }

    @Test func aSplitViewInAModalWithItsOwnCompactWidthExpandsAndSaysSoWhenTheWindowBecomesANativeMac() {
        let window = HeadlessNavigationController(rootViewController: TestScreen("root"))
        window.platform = .macCatalyst
        let root = Router(navigationController: window)
        let splitRouter = SplitRouter()
        var events: [SplitEvent] = []
        let observation = splitRouter.observe { events.append($0) }
        defer { observation.dispose() }
        let modal = Router(rootViewController: splitRouter.splitViewController)
        root.presentModal(modal, animated: false, presentationStyle: .pageSheet)
        modal.headless.simulateSizeClassChange(to: .compact)  // a narrow sheet on Mac Catalyst
        #expect(splitRouter.isCollapsed)

        window.platform = .macOS
        #expect(modal.headless.horizontalSizeClass == .regular)
        #expect(!splitRouter.isCollapsed)
        #expect(events == [.collapsed, .expanded], "the split router hears of each change of its collapse")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func settingOnATabOrAModalThePlatformItAlreadyHasLeavesItsWidthAlone(_ frontEnd: TestFrontEnd) {
        let app = shop(frontEnd, on: .iOS)
        app.navigationController.simulateSizeClassChange(to: .regular)  // an iPad
        let sheet = presentSheet(in: app, frontEnd, style: .popover)
        #expect(tab(app).horizontalSizeClass == .regular)
        #expect(sheet.headless.horizontalSizeClass == .regular)

        tab(app).platform = .iOS
        sheet.headless.platform = .iOS
        #expect(tab(app).horizontalSizeClass == .regular, "the tab is in the iPad's regular window still")
        #expect(sheet.headless.horizontalSizeClass == .regular)
        #expect(tab(app).simulateTapOutside() != nil, "the popover is a popover still")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theCallCountsTellTheBackButtonAsABackSwipeAndEscapeAsEscapeOrSwiftUIsDismissal(_ frontEnd: TestFrontEnd) {
        let app = shop(frontEnd, on: .macOS)
        app.tabRouter(0).push(TestScreen("order"), animated: false)
        #expect(tab(app).simulateBackButton() != nil)
        presentSheet(in: app, frontEnd)
        #expect(tab(app).simulateEscape() != nil)
        app.settle()

        #expect(tab(app).callCounts.backSwipe == 1)
        if frontEnd.isSwiftUI {
            #expect(tab(app).callCounts.swipeDown == 1)
            #expect(tab(app).callCounts.escape == 0)
        } else {
            #expect(tab(app).callCounts.escape == 1)
            #expect(tab(app).callCounts.swipeDown == 0)
        }
    }

    // MARK: The platform follows into what the window shows

    @Test(arguments: macs)
    func theColumnsOfASplitViewCreatedLaterFollowTheWindowsPlatform(_ platform: NavigationPlatform) throws {
        let app = notes(.uiKit, on: platform)
        let note = app.showNote(1, pushingInfo: true)
        #expect(note.router.headless.platform == platform)
        #expect(try #require(app.sidebar).router.headless.platform == platform)
        #expect(!app.splitViewController.isCollapsed)
        #expect(note.router.headless.simulateBackButton() != nil)
        let sheet = Router(navigationController: HeadlessNavigationController())
        sheet.push(TestScreen("share"), animated: false)
        note.router.presentModal(sheet, animated: false, presentationStyle: .formSheet, dismissHandler: app.journal.dismissHandler("share"))
        #expect(sheet.headless.platform == platform)
        #expect(note.router.headless.simulateSwipeDown() == nil)
        #expect(note.router.headless.simulateEscape() != nil)
        #expect(app.journal.runs == ["pop info 1", "dismiss share"])
    }

    @Test func aSplitViewAtTheWindowsRootFollowsThePlatformSetOnItsColumn() {
        // An iPad app whose window's root is a split view has no root stack: the only stacks a test can set
        // the platform on are the columns.
        let split = HeadlessSplitViewController()
        let sidebar = HeadlessNavigationController(rootViewController: TestScreen("folders"))
        let detail = HeadlessNavigationController(rootViewController: TestScreen("note"))
        split.setViewController(sidebar, for: .sidebar)
        split.setViewController(detail, for: .detail)
        detail.platform = .macOS

        #expect(detail.horizontalSizeClass == .regular)
        #expect(!split.isCollapsed, "a native Mac's window is regular: the columns stand side by side")
        #expect(split.horizontalSizeClass == detail.horizontalSizeClass, "one window, one width")
        #expect(sidebar.platform == .macOS, "the columns share one window")
    }

    @Test func aTabBarAtTheWindowsRootSharesThePlatformSetOnATab() {
        let tabBar = HeadlessTabBarController()
        let first = HeadlessNavigationController(rootViewController: TestScreen("first"))
        let second = HeadlessNavigationController(rootViewController: TestScreen("second"))
        tabBar.setViewControllers([first, second], animated: false)
        first.platform = .macOS

        #expect(second.platform == .macOS, "the tabs share one window")
        #expect(second.horizontalSizeClass == .regular)
    }
}
