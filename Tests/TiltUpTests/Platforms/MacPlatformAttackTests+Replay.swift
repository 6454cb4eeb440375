import Testing
import TiltUp
import TiltUpTestSupport

/// Journals recorded on a Mac, and on an iPhone, replayed: the Back button, Escape, popovers, clicks outside and
/// refused gestures, on every front end. Any divergence of a faithful recording is a bug.
extension MacPlatformAttackTests {
    // MARK: Refused gestures in a journal, replayed

    @Test(arguments: TestFrontEnd.allCases)
    func aBackSwipeRefusedOnANativeMacIsReplayedAsARefusalNotAsTheBackButton(_ frontEnd: TestFrontEnd) throws {
        let recorded = shop(frontEnd, on: .macOS)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt], from: .url)
        #expect(recorded.tabRouter(1).headless.simulateBackSwipe() == nil, "a native Mac has no back swipe")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.cause == .backSwipe)
        #expect(recording.entries.last?.change == .unchanged)

        let app = shop(frontEnd, on: .macOS)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == recorded.journal.runs, "the refused swipe popped nothing when recorded")
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func aSwipeDownRefusedOnAMacIsReplayedAsARefusalNotAsEscape(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws {
        let recorded = shop(frontEnd, on: platform)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .edit(1)], from: .url)
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateSwipeDown() == nil, "a Mac has no swipe-down")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.cause == .swipeDown)
        #expect(recording.entries.last?.change == .unchanged)

        let app = shop(frontEnd, on: platform)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty, "the sheet stayed when recorded")
        #expect(app.presenterOfTopModal != nil)
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func aSwipeDownRefusedOnAMacPopoverIsReplayedAsARefusalThenEscapeAsEscape(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        func appWithPopover() -> ShopApp {
            let app = shop(frontEnd, on: platform)
            presentSheet(in: app, frontEnd, style: .popover, name: "popover")
            return app
        }
        let recorded = appWithPopover()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(tab(recorded).simulateSwipeDown() == nil)
        #expect(tab(recorded).simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = appWithPopover()
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss popover"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func anEscapeRefusedOnIOSIsReplayedAsARefusalNotAsASwipeDown(_ frontEnd: TestFrontEnd) throws {
        let recorded = shop(frontEnd, on: .iOS)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .edit(1)], from: .url)
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateEscape() == nil, "iOS closes no sheet with Escape")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.change == .unchanged)

        let app = shop(frontEnd, on: .iOS)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty, "the sheet stayed when recorded")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSizeClassChangeRefusedOnANativeMacReplaysAsARefusal(_ frontEnd: TestFrontEnd) {
        let recorded = shop(frontEnd, on: .macOS)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1)], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shop(frontEnd, on: .macOS)
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.navigationController.horizontalSizeClass == .regular)
    }

    // MARK: The Back button in a split view's column, replayed

    @Test(arguments: TestFrontEnd.allCases, macs)
    func theBackButtonInAColumnSideBySideOnAMacIsReplayedWithTheBackButton(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws
    {
        let recorded = notes(frontEnd, on: platform)
        #expect(!recorded.splitViewController.isCollapsed)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .settings, .note(1), .info], from: .url)
        #expect(try #require(recorded.sidebar).router.headless.simulateBackButton() != nil)
        #expect(try #require(recorded.detail).router.headless.simulateBackButton() != nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.suffix(2).map(\.cause) == [.columnBack(.sidebar, count: 1), .columnBack(.detail, count: 1)])

        let app = notes(frontEnd, on: platform)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop settings", "pop info 1"])
        #expect(app.navigator.currentPath == [.folders, .note(1)])
        #expect(app.journal.diagnostics.isEmpty, "the replay uses the Mac's Back, which a Mac has")
    }

    // MARK: Journals recorded on one platform, replayed on another

    @Test(arguments: TestFrontEnd.allCases)
    func escapeOnAPopoverShownAsASheetInANarrowMacCatalystWindowReplaysFaithfully(_ frontEnd: TestFrontEnd) {
        func narrowApp() -> ShopApp {
            let app = shop(frontEnd, on: .macCatalyst)
            app.navigationController.simulateSizeClassChange(to: .compact)
            presentSheet(in: app, frontEnd, style: .popover, name: "popover")
            return app
        }
        let recorded = narrowApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(tab(recorded).simulateTapOutside() == nil, "a sheet in compact width")
        #expect(tab(recorded).simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = narrowApp()
        let replay = app.navigator.replay(recording)
        app.settle()
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop account", "pop settings", "dismiss popover"])
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func aMacJournalOfPopoversModalsOfModalsAndTheBackButtonReplaysFaithfully(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform)
        throws
    {
        func macApp() -> ShopApp {
            let app = shop(frontEnd, on: platform)
            presentSheet(in: app, frontEnd, style: .popover, name: "popover")
            return app
        }
        let recorded = macApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(tab(recorded).simulateEscape() != nil, "Escape closes a popover on a Mac")
        recorded.settle()
        recorded.navigator.open([.orders, .order(1), .edit(1), .edit(2)], from: .url)
        recorded.topRouter.push(TestScreen("more"), animated: false, popHandler: recorded.journal.popHandler("more"))
        #expect(recorded.topRouter.headless.simulateBackButton() != nil)
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateEscape() != nil)
        recorded.settle()
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = macApp()
        let replay = app.navigator.replay(
            recording,
            redo: { group in
                // The app's own push of "more".
                guard group.first?.call == "push" else { return false }
                app.topRouter.push(TestScreen("more"), animated: false, popHandler: app.journal.popHandler("more"))
                return true
            })
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func anIPhonesJournalReplaysOnAMacWithTheMacsGestures(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws {
        let recorded = shop(frontEnd, on: .iOS)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt], from: .url)
        #expect(recorded.tabRouter(1).headless.simulateBackSwipe() != nil)
        recorded.navigator.open([.orders, .order(1), .edit(1)], from: .url)
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateSwipeDown() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shop(frontEnd, on: platform)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, macs)
    func aMacsJournalReplaysOnAnIPhoneWithTheIPhonesGestures(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws {
        let recorded = shop(frontEnd, on: platform)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt], from: .url)
        #expect(recorded.tabRouter(1).headless.simulateBackButton() != nil)
        recorded.navigator.open([.orders, .order(1), .edit(1)], from: .url)
        #expect(try #require(recorded.presenterOfTopModal).headless.simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shop(frontEnd, on: .iOS)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == recorded.journal.runs)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aFullScreenSheetClosedWithEscapeOnANativeMacDivergesOnAnIPhoneWithEveryHandlerOnce(_ frontEnd: TestFrontEnd) {
        func app(on platform: NavigationPlatform) -> ShopApp {
            let app = shop(frontEnd, on: platform)
            presentSheet(in: app, frontEnd, style: .fullScreen)
            return app
        }
        let recorded = app(on: .macOS)
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(tab(recorded).simulateEscape() != nil)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let iPhone = app(on: .iOS)
        let replay = iPhone.navigator.replay(recording)
        iPhone.settle()

        #expect(replay.divergence != nil, "an iPhone cannot swipe a full-screen modal down: the replay says so")
        #expect(iPhone.journal.runs.isEmpty)
        #expect(iPhone.tabRouter(0).presentedRouter != nil)
    }
}
