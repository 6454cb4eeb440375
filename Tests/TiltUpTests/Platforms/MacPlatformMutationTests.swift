import Testing
import TiltUpTestSupport

@testable import TiltUp

/// The Mac's rules that MacPlatformTests left unpinned, each found by a one-line change of the platform model
/// that no other test saw: the columns of a split view follow the window's platform, setting a native Mac
/// expands the window and says so (to the split view, the journal and SwiftUI's rendering), a regular width
/// is no misuse on a Mac, a window made narrow on iOS is regular once it is a native Mac's, and Escape waits
/// for a transition, leaves a covered modal, is counted, and on SwiftUI's stack is the whole dismissal. One
/// test holds a known issue: a native Mac's Back in a column side by side does not replay.
@MainActor
@Suite struct MacPlatformMutationTests {
    /// The shop app on `platform`, with two screens pushed on its first tab.
    private func app(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).push(TestScreen("order"), animated: false, popHandler: app.journal.popHandler("order"))
        return app
    }

    private func tab(_ app: ShopApp) -> HeadlessNavigationController {
        app.tabRouter(0).headless
    }

    /// Presents a sheet of one screen from the first tab, in `style`.
    @discardableResult
    private func presentSheet(
        in app: ShopApp, _ frontEnd: TestFrontEnd, named name: String = "sheet", style: ModalPresentationStyle = .pageSheet
    ) -> Router {
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen(name), animated: false)
        app.tabRouter(0).presentModal(sheet, animated: false, presentationStyle: style, dismissHandler: app.journal.dismissHandler(name))
        return sheet
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSplitViewsColumnsFollowTheWindowsPlatformSoANativeMacsColumnHasNoBackSwipe(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.navigationController.platform = .macOS
        let note = app.showNote(1, pushingInfo: true)
        let column = note.router.headless

        #expect(column.platform == .macOS)
        #expect(column.simulateBackSwipe() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(column.simulateBackButton() != nil)
        #expect(app.journal.runs == ["pop info 1"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func settingANativeMacOnANarrowWindowExpandsItsSplitViewAndTellsItsSplitRouter(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        #expect(app.splitRouter.isCollapsed)

        app.navigationController.platform = .macOS

        #expect(!app.splitRouter.isCollapsed)
        #expect(app.events == [.expanded], "the split router hears of the expansion, as of a change of width")
        #expect(app.journal.runs.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func settingANativeMacOnANarrowWindowRecordsTheWidthItMadeRegular(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(app.navigationController.horizontalSizeClass == .compact)

        app.navigationController.platform = .macOS

        #expect(journal.entries.map(\.change) == [.sizeClassChanged(to: .regular)])
        app.navigationController.platform = .macOS
        #expect(journal.entries.count == 1, "the same platform again changes no width")
    }

    @Test func settingThePlatformRedrawsSwiftUIsStackWhoseFullScreenModalBecomesASheetOnANativeMac() {
        let stack = NavigationStackController()
        let router = Router(navigationController: stack)
        router.push(TestScreen("home"), animated: false)
        router.presentModal(TestScreen("player"), animated: false, presentationStyle: .fullScreen)
        var redraws = 0
        let renderer = TestScreen("renderer")
        stack.addRenderer(renderer) { redraws += 1 }
        #expect(stack.presentedModal?.kind == .cover)

        stack.platform = .macOS

        #expect(redraws == 1, "RouterView redraws: the cover is now a sheet")
        #expect(stack.presentedModal?.kind == .sheet)
        withExtendedLifetime(renderer) {}
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aNativeMacWindowTakesRegularWidthWithoutADiagnostic(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .macOS)
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(app.navigationController.horizontalSizeClass == .regular)
        #expect(app.journal.diagnostics.isEmpty, "only compact width is refused on a native Mac")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aWindowMadeNarrowOnIOSIsRegularOnceItIsANativeMacs(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigationController.simulateSizeClassChange(to: .compact)

        app.navigationController.platform = .macOS
        #expect(app.navigationController.horizontalSizeClass == .regular)
        #expect(tab(app).horizontalSizeClass == .regular)

        app.navigationController.platform = .iOS
        #expect(tab(app).horizontalSizeClass == .compact, "the width set on the iPhone's window is back")
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func escapeDuringAnAnimatedPresentationIsRefusedAndTheSheetStays(_ platform: NavigationPlatform) {
        let app = app(.uiKit, on: platform)
        tab(app).holdsAnimatedPresentations = true
        app.tabRouter(0).presentModal(
            TestScreen("sheet"), animated: true, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sheet"))

        #expect(tab(app).simulateEscape() == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        tab(app).finishPresentationAnimation()

        #expect(app.journal.runs.isEmpty)
        #expect((tab(app).presentedViewController as? TestScreen)?.name == "sheet")
        #expect(app.journal.diagnostics.count == 1)
    }

    @Test(arguments: TestFrontEnd.allCases, [NavigationPlatform.macCatalyst, .macOS])
    func escapeClosesOnlyTheModalOnTopAndLeavesTheOneItCovers(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let app = app(frontEnd, on: platform)
        let sheet = presentSheet(in: app, frontEnd)
        sheet.presentModal(
            TestScreen("confirm"), animated: false, presentationStyle: .formSheet, dismissHandler: app.journal.dismissHandler("confirm"))

        #expect(tab(app).simulateEscape() == nil, "the user sees the confirmation, not the sheet under it")
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])

        #expect(sheet.headless.simulateEscape() != nil)
        app.settle()
        #expect(app.journal.runs == ["dismiss confirm"])
        #expect(app.tabRouter(0).presentedRouter === sheet)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func escapeIsCountedAsAnEscapeUnderUIKitsRulesAndAsTheSwipeDownSwiftUIWritesUnderItsOwn(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .macCatalyst)
        presentSheet(in: app, frontEnd)

        #expect(tab(app).simulateEscape() != nil)
        app.settle()

        #expect(tab(app).callCounts.escape == (frontEnd.isSwiftUI ? 0 : 1))
        #expect(tab(app).callCounts.swipeDown == (frontEnd.isSwiftUI ? 1 : 0))
        #expect(tab(app).callCounts.tapOutside == 0)
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func escapeOnSwiftUIsStackIsTheWholeDismissalItsOnDismissIncluded(_ platform: NavigationPlatform) throws {
        let app = app(.swiftUIWaitingForOnDismiss, on: platform)
        presentSheet(in: app, .swiftUIWaitingForOnDismiss)
        let stack = try #require(tab(app) as? NavigationStackController)

        #expect(stack.simulateEscape() != nil)

        #expect(stack.modalBeingDismissed == nil, "the test calls no onDismiss: simulateEscape() is the whole gesture")
        #expect(!stack.isTransitioning)
        #expect(app.journal.runs == ["dismiss sheet"])
        #expect(app.tabRouter(0).presentedRouter == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aNativeMacsBackInAColumnSideBySideReplaysAsTheBackButtonItWas(_ frontEnd: TestFrontEnd) throws {
        func macApp() -> NotesApp {
            let app = NotesApp(frontEnd)
            app.navigationController.platform = .macOS
            return app
        }
        let recorded = macApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        #expect(try #require(recorded.detail).router.headless.simulateBackButton() != nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.cause == .columnBack(.detail, count: 1))

        let app = macApp()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(app.journal.diagnostics.isEmpty)
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(app.navigator.currentPath == [.folders, .note(1)])
    }
}
