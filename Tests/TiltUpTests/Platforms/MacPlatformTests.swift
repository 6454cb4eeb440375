import Testing
import TiltUp
import TiltUpTestSupport

/// A Mac user's navigation, modelled headless with the same handler-once guarantees: the Back button or ⌘[
/// (no back swipe on a native Mac), Escape for a sheet or a popover (no swipe-down on any Mac), a click outside a
/// popover, a window that is regular width (always, on a native Mac), and no full-screen cover on a native Mac.
/// Sources: `mac-and-ios18-navigation-behaviour.md` §1 and §2 (Apple's documentation of NavigationSplitView,
/// `interactiveDismissDisabled`, `fullScreenCover` and `horizontalSizeClass`; one report for Catalyst's
/// sheets).
@MainActor
@Suite struct MacPlatformTests {
    /// The shop app on `platform`, with two screens pushed on its first tab.
    private func app(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).push(TestScreen("order"), animated: false, popHandler: app.journal.popHandler("order"))
        app.tabRouter(0).push(TestScreen("item"), animated: false, popHandler: app.journal.popHandler("item"))
        return app
    }

    private func tab(_ app: ShopApp) -> HeadlessNavigationController {
        app.tabRouter(0).headless
    }

    /// Presents a sheet of two screens from the first tab, in `style`.
    @discardableResult
    private func presentSheet(in app: ShopApp, _ frontEnd: TestFrontEnd, style: ModalPresentationStyle = .pageSheet) -> Router {
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen("settings"), animated: false, popHandler: app.journal.popHandler("settings"))
        sheet.push(TestScreen("account"), animated: false, popHandler: app.journal.popHandler("account"))
        app.tabRouter(0).presentModal(sheet, animated: false, presentationStyle: style, dismissHandler: app.journal.dismissHandler("sheet"))
        return sheet
    }

    @Test func thePlatformIsIOSUntilATestSaysOtherwiseAndFollowsIntoTabsAndModals() {
        let app = ShopApp()
        #expect(app.navigationController.platform == .iOS)
        #if os(Linux)
        #expect(NavigationPlatform.current == .iOS, "Linux models an iPhone or an iPad")
        #endif
        app.navigationController.platform = .macCatalyst
        let sheet = presentSheet(in: app, .uiKit)
        #expect(tab(app).platform == .macCatalyst, "a tab follows the window")
        #expect(sheet.headless.platform == .macCatalyst, "a modal follows its presenter")
        #expect(tab(app).horizontalSizeClass == .regular, "a Mac's window is regular until made narrow")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aNativeMacHasNoBackSwipeAndItsBackButtonPopsWithTheHandlerOnce(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .macOS)

        #expect(tab(app).simulateBackSwipe() == nil)
        #expect(tab(app).beginBackSwipe() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        #expect(app.journal.diagnostics.first?.message.contains("no back swipe") == true)

        #expect(tab(app).simulateBackButton() != nil)
        #expect(tab(app).simulateBackButton() != nil)
        #expect(tab(app).simulateBackButton() == nil, "only the root is left")
        #expect(app.journal.runs == ["pop item", "pop order"])
        #expect(tab(app).viewControllers.count == 1)
    }

    @Test(arguments: [NavigationPlatform.iOS, .macCatalyst])
    func theBackButtonAndTheBackSwipeBothPopWhereThereIsASwipe(_ platform: NavigationPlatform) {
        let app = app(.uiKit, on: platform)
        #expect(tab(app).simulateBackSwipe() != nil)
        #expect(tab(app).simulateBackButton() != nil)
        #expect(app.journal.runs == ["pop item", "pop order"])
        #expect(app.journal.diagnostics.isEmpty)
        #expect(tab(app).callCounts.backSwipe == 2, "a Back button's tap counts as the swipe's pop does")
    }

    @Test(arguments: TestFrontEnd.allCases, [NavigationPlatform.macCatalyst, .macOS])
    func aMacHasNoSwipeDownAndEscapeClosesTheSheetWithItsHandlersOnce(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let app = app(frontEnd, on: platform)
        let sheet = presentSheet(in: app, frontEnd)

        #expect(tab(app).simulateSwipeDown() == nil)
        #expect(tab(app).beginSwipeDown() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        #expect(app.journal.diagnostics.first?.message.contains("no swipe-down") == true)

        #expect(tab(app).simulateEscape() === sheet.navigationController)
        app.settle()
        #expect(tab(app).simulateEscape() == nil, "nothing is presented any more")
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
        #expect(app.tabRouter(0).presentedRouter == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func escapeClosesNoSheetOnIOS(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .iOS)
        let sheet = presentSheet(in: app, frontEnd)

        #expect(tab(app).simulateEscape() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.tabRouter(0).presentedRouter === sheet)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.journal.diagnostics.first?.message.contains("Escape closes no sheet on iOS") == true)
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func escapeLeavesASheetWithIsModalInPresentation(_ platform: NavigationPlatform) {
        let app = app(.uiKit, on: platform)
        let sheet = HeadlessNavigationController(rootViewController: TestScreen("unsaved"))
        sheet.isModalInPresentation = true
        app.tabRouter(0).presentModal(
            sheet, animated: false, presentationStyle: .formSheet, dismissHandler: app.journal.dismissHandler("unsaved"))

        #expect(tab(app).simulateEscape() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.first?.message.contains("isModalInPresentation") == true)
    }

    @Test(arguments: TestFrontEnd.allCases, [NavigationPlatform.macCatalyst, .macOS])
    func aPopoverOnAMacClosesOnAClickOutsideOrEscapeWithItsHandlerOnce(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        for closesWithEscape in [false, true] {
            let app = app(frontEnd, on: platform)
            presentSheet(in: app, frontEnd, style: .popover)
            #expect(tab(app).horizontalSizeClass == .regular, "a popover is a popover on a Mac")

            let closed = closesWithEscape ? tab(app).simulateEscape() : tab(app).simulateTapOutside()
            app.settle()
            #expect(closed != nil)
            #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
            #expect(app.journal.diagnostics.isEmpty)
        }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aFullScreenModalIsASheetOnANativeMacWhichEscapeCloses(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .macOS)
        let sheet = presentSheet(in: app, frontEnd, style: .fullScreen)
        if let stack = tab(app) as? NavigationStackController {
            #expect(stack.presentedModalKind == .sheet, "SwiftUI has no fullScreenCover on macOS")
        }

        #expect(tab(app).simulateEscape() === sheet.navigationController)
        app.settle()
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss sheet"])
    }

    @Test func aFullScreenModalStaysOnEscapeOnMacCatalyst() {
        let app = app(.uiKit, on: .macCatalyst)
        let sheet = presentSheet(in: app, .uiKit, style: .fullScreen)

        #expect(tab(app).simulateEscape() == nil)
        #expect(app.tabRouter(0).presentedRouter === sheet)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aNativeMacWindowIsAlwaysRegularWidth(_ frontEnd: TestFrontEnd) {
        let app = app(frontEnd, on: .macOS)
        #expect(app.navigationController.horizontalSizeClass == .regular)

        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(app.navigationController.horizontalSizeClass == .regular)
        #expect(tab(app).horizontalSizeClass == .regular)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.journal.diagnostics.first?.message.contains("always regular width") == true)
    }

    @Test func aMacCatalystWindowIsRegularUntilMadeNarrow() {
        let app = app(.uiKit, on: .macCatalyst)
        #expect(app.navigationController.horizontalSizeClass == .regular)
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(tab(app).horizontalSizeClass == .compact, "the compact path stays reachable on Mac Catalyst")
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aSplitViewOnANativeMacNeverCollapses() {
        let split = HeadlessSplitViewController()
        let window = HeadlessNavigationController(rootViewController: split)
        #expect(split.isCollapsed, "an iPhone's window is compact")

        window.platform = .macOS
        #expect(!split.isCollapsed, "a Mac's window is regular: the columns stand side by side")
        window.simulateSizeClassChange(to: .compact)
        #expect(!split.isCollapsed)
    }

    @Test(arguments: TestFrontEnd.allCases, [NavigationPlatform.macCatalyst, .macOS])
    func aMacJournalOfTheBackButtonAndEscapeReplaysFaithfully(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws {
        func macApp() -> ShopApp {
            let app = ShopApp(frontEnd)
            app.navigationController.platform = platform
            return app
        }
        let recorded = macApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt], from: .url)
        #expect(recorded.tabRouter(1).headless.simulateBackButton() != nil)
        recorded.navigator.open([.orders, .order(1), .edit(1)], from: .url)
        let presenter = try #require(recorded.presenterOfTopModal)
        #expect(presenter.headless.simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.contains { $0.cause == .backSwipe })
        #expect(recording.entries.contains { $0.cause == .swipeDown })

        let app = macApp()
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil)
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
        #expect(app.journal.diagnostics.isEmpty, "the replay uses the Mac's Back and Escape, which a Mac has")
    }
}
