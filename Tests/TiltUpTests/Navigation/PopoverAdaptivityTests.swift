import Testing
import TiltUp
import TiltUpTestSupport

/// A popover is a popover in regular width, closed by a tap outside it, and a sheet in compact width,
/// swiped down; a change of size class adapts it and dismisses nothing. Each close runs its handlers once.
@MainActor
@Suite struct PopoverAdaptivityTests {
    /// The shop app with a popover of two screens presented from its first tab, in `sizeClass`.
    private func appWithPopover(_ frontEnd: TestFrontEnd, in sizeClass: SizeClass) -> (ShopApp, Router) {
        let app = ShopApp(frontEnd)
        app.navigationController.simulateSizeClassChange(to: sizeClass)
        let popover = Router(navigationController: frontEnd.makeModalNavigationController())
        popover.push(TestScreen("filters"), animated: false, popHandler: app.journal.popHandler("filters"))
        popover.push(TestScreen("filter"), animated: false, popHandler: app.journal.popHandler("filter"))
        app.tabRouter(0).presentModal(
            popover, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("popover"))
        return (app, popover)
    }

    private func tab(_ app: ShopApp) -> HeadlessNavigationController {
        app.tabRouter(0).headless
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverInRegularWidthClosesOnATapOutsideWithItsHandlersOnce(_ frontEnd: TestFrontEnd) {
        let (app, popover) = appWithPopover(frontEnd, in: .regular)
        #expect(tab(app).horizontalSizeClass == .regular, "a tab takes the window's size class")

        #expect(tab(app).simulateSwipeDown() == nil, "a popover has no swipe-down")
        #expect(app.tabRouter(0).presentedRouter === popover)
        #expect(tab(app).simulateTapOutside() === popover.navigationController)
        app.settle()
        #expect(tab(app).simulateTapOutside() == nil)

        #expect(app.journal.runs == ["pop filter", "pop filters", "dismiss popover"])
        #expect(app.tabRouter(0).presentedRouter == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverInCompactWidthIsASheetTheUserSwipesDown(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithPopover(frontEnd, in: .compact)

        #expect(tab(app).simulateTapOutside() == nil, "in compact width the popover is a sheet, whose background does nothing")
        #expect(app.journal.runs.isEmpty)
        #expect(tab(app).simulateSwipeDown() != nil)
        app.settle()

        #expect(app.journal.runs == ["pop filter", "pop filters", "dismiss popover"])
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.compact, .regular])
    func aSizeClassChangeAdaptsThePopoverUpAndDismissesNothing(_ frontEnd: TestFrontEnd, _ start: SizeClass) {
        let (app, popover) = appWithPopover(frontEnd, in: start)
        let other: SizeClass = start == .compact ? .regular : .compact

        app.navigationController.simulateSizeClassChange(to: other)
        app.navigationController.simulateSizeClassChange(to: start)
        app.navigationController.simulateSizeClassChange(to: other)

        #expect(app.journal.runs.isEmpty, "nothing popped or dismissed")
        #expect(app.tabRouter(0).presentedRouter === popover)
        #expect(popover.headless.horizontalSizeClass == other, "the modal follows its presenter")
        let closed = other == .regular ? tab(app).simulateTapOutside() : tab(app).simulateSwipeDown()
        app.settle()
        #expect(closed === popover.navigationController)
        #expect(app.journal.runs == ["pop filter", "pop filters", "dismiss popover"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTapOutsideASheetOrACoverDoesNothing(_ frontEnd: TestFrontEnd) {
        for style: ModalPresentationStyle in [.pageSheet, .formSheet, .fullScreen, .overFullScreen] {
            let app = ShopApp(frontEnd)
            app.navigationController.simulateSizeClassChange(to: .regular)
            app.tabRouter(0).presentModal(
                TestScreen("modal"), animated: false, presentationStyle: style, dismissHandler: app.journal.dismissHandler("modal"))

            #expect(tab(app).simulateTapOutside() == nil, "\(style.rawValue)")
            #expect(app.journal.runs.isEmpty)
            #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        }
    }

    @Test func aPopoverWithIsModalInPresentationStaysOnATapOutside() {
        let app = ShopApp()
        app.navigationController.simulateSizeClassChange(to: .regular)
        let popover = HeadlessNavigationController(rootViewController: TestScreen("confirm"))
        popover.isModalInPresentation = true
        app.tabRouter(0).presentModal(
            popover, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("confirm"))

        #expect(tab(app).simulateTapOutside() == nil)
        #expect(app.journal.runs.isEmpty)
        app.tabRouter(0).dismissModal(animated: false)
        #expect(app.journal.runs == ["dismiss confirm"])
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.compact, .regular])
    func aJournalRecordsTheUsersCloseAsTheirDismissalAndAReplayClosesItTheSameWay(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let (recorded, _) = appWithPopover(frontEnd, in: sizeClass)
        let journal = NavigationJournal(navigator: recorded.navigator)
        _ = sizeClass == .regular ? tab(recorded).simulateTapOutside() : tab(recorded).simulateSwipeDown()
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [sizeClass == .regular ? .tapOutside : .swipeDown])

        let (app, _) = appWithPopover(frontEnd, in: sizeClass)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil)
        #expect(app.journal.runs == ["pop filter", "pop filters", "dismiss popover"])
        #expect(app.journal.diagnostics.isEmpty, "the replay closed the popover the way the user can")
    }

    @Test func theSizeClassIsCompactUntilSetAndFollowsTheWindowUnlessSetOnAController() {
        let app = ShopApp()
        #expect(app.navigationController.horizontalSizeClass == .compact)
        #expect(tab(app).horizontalSizeClass == .compact)

        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(tab(app).horizontalSizeClass == .regular)
        #expect(app.tabRouter(1).headless.horizontalSizeClass == .regular)

        tab(app).simulateSizeClassChange(to: .compact)  // a narrower part of the window
        #expect(tab(app).horizontalSizeClass == .compact)
        #expect(app.tabRouter(1).headless.horizontalSizeClass == .regular)
    }
}
