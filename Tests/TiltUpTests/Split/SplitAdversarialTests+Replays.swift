import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// MARK: - More

extension SplitAdversarialTests {
    /// A Back begun in the sidebar side by side (settings above the folders), the window narrowed meanwhile, then
    /// finished: the sidebar is under the detail now, so the swipe is cancelled ("a column's own swipe whose
    /// column is no longer the one on top"), and a faithful recording of it replays the same.
    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func aColumnsBackBegunSideBySideAndFinishedAfterTheWindowNarrowedReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .settings, .note(1)], from: .url)
        let swipe = try #require(recorded.sidebar?.router.headless.beginBackSwipe())
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        #expect(swipe.finish() == nil)
        #expect(recorded.journal.runs.isEmpty)
        #expect(recorded.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(app.journal.runs.isEmpty)
    }

    /// A handler of the detail, ending as the app clears the content column, opens a link to another notebook's note:
    /// no note is left beside an empty content column, and what is saved reopens.
    @Test func aLinkOpenedByAHandlerWhileTheContentIsClearedLeavesNoOrphanDetail() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field")])
        let content = try #require(app.content)
        let note = AdversaryCoordinator(parent: content, router: app.splitRouter.makeColumnRouter(), name: "draft", journal: app.journal)
        note.onPop = { [navigator = app.navigator] in
            navigator.open([.notebooks, .notebook("birds"), .note(5)], from: .notification)
        }
        app.splitRouter.show(note, in: .detail)

        app.splitRouter.clear(.content)

        if app.splitRouter.column(.content) == nil {
            #expect(app.splitRouter.column(.detail) == nil, "a detail beside no content: \(app.navigator.currentPath)")
        }
        #expect(!app.journal.runs.contains("pop birds"), "the notebook the link showed is not ended at once: \(app.journal.runs)")
        let restored = NotebooksApp()
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath, "what is saved reopens")
    }

    /// The same link, opened by the handler of a detail the app replaces: the handler's change wins.
    @Test func aLinkOpenedByAHandlerWhileTheDetailIsReplacedWins() throws {
        let app = NotesApp()
        let note = AdversaryCoordinator(
            parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "draft", journal: app.journal)
        note.onPop = { [navigator = app.navigator] in
            navigator.open([.folders, .note(5)], from: .notification)
        }
        app.splitRouter.show(note, in: .detail)

        app.showNote(2)

        #expect(app.detail?.id == 5)
        #expect(app.navigator.currentPath == [.folders, .note(5)])
        #expect(app.appCoordinator.retainedCoordinators.count == 3, "the split, the folders and note 5")
        #expect(app.journal.liveCoordinatorCount == 4, "the split, the folders, note 5, and the draft the test holds")
    }
}

/// One thing done to the notebooks app, with the split's Back step by step.
enum SplitAdversarialStep: CustomStringConvertible {
    case tap(SplitTap)
    /// The split's Back begun, to be finished or cancelled.
    case beginBack, finish, cancel

    static func random(using generator: inout SplitMix64) -> SplitAdversarialStep {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: .beginBack
        case 2: .finish
        case 3: .cancel
        default: .tap(SplitTap.random(using: &generator))
        }
    }

    var description: String {
        switch self {
        case .tap(let tap): "\(tap)"
        case .beginBack: "begin the back"
        case .finish: "finish the gesture"
        case .cancel: "cancel the gesture"
        }
    }
}

// MARK: - WaitingLink

extension SplitAdversarialTests {
    /// A link arrives while the user's Back is under way in the detail and waits for it; the app then clears the
    /// content column (the notebook was deleted): no note is left beside an empty content column, and what is saved
    /// reopens. (clear: "Empties `column`, and the columns after it"; "what the app saves after any taps … reopens".)
    @Test(arguments: [SizeClass.compact, .regular])
    func aLinkWaitingForTheUsersBackThenAClearOfTheContentLeavesNoOrphanDetail(_ sizeClass: SizeClass) throws {
        let app = NotebooksApp(.uiKit, in: sizeClass)
        app.navigator.open([.notebooks, .notebook("birds"), .note(6), .info])
        let swipe: HeadlessNavigationController.InteractiveGesture
        if sizeClass == .compact {
            app.splitViewController.simulateBackSwipe()  // the info goes
            swipe = try #require(app.splitViewController.beginBackSwipe())  // closing the detail
        } else {
            swipe = try #require(app.detail?.router.headless.beginBackSwipe())  // the info's back swipe
        }
        app.navigator.open([.notebooks, .notebook("birds"), .note(5)], from: .notification)

        app.splitRouter.clear(.content)

        #expect(swipe.state != .underWay)
        if app.splitRouter.column(.content) == nil {
            #expect(app.splitRouter.column(.detail) == nil, "a detail beside no content: \(app.navigator.currentPath)")
        }
        let restored = NotebooksApp(.uiKit, in: sizeClass)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath, "what is saved reopens")
    }
}

// MARK: - The split's Back and replays

extension SplitAdversarialTests {
    /// "On a split view under UIKit's rules: begin, finish, cancel"; a column shown meanwhile is not closed by the
    /// gesture that began on the one before it.
    @Test func theSplitsBackBegunBeforeAnotherDetailWasShownDoesNotCloseTheNewDetail() throws {
        let app = NotesApp(.uiKit, in: .compact)
        app.showNote(1)
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        let second = app.showNote(2)
        swipe.finish()

        #expect(app.detail === second, "the new detail stays")
        #expect(app.journal.runs == ["pop note 1"])
    }

    /// A faithful recording of the split's Back begun in compact width, the window widened meanwhile, then
    /// finished, replays the same.
    @Test func theSplitsBackBegunInCompactAndFinishedAfterTheWindowWidenedReplaysTheSame() throws {
        let recorded = NotesApp(.uiKit, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        let swipe = try #require(recorded.splitViewController.beginBackSwipe())
        recorded.navigationController.simulateSizeClassChange(to: .regular)
        swipe.finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(.uiKit, in: .compact)
        let replay = app.navigator.replay(recording)

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
    }

    /// A recording of the split's Back begun and cancelled, then begun and finished, replays the same, with no
    /// stand-in.
    @Test func theSplitsBackBegunCancelledThenFinishedReplaysTheSameWithNoStandIn() throws {
        let recorded = NotesApp(.uiKit, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        try #require(recorded.splitViewController.beginBackSwipe()).cancel()
        try #require(recorded.splitViewController.beginBackSwipe()).finish()
        try #require(recorded.splitViewController.beginBackSwipe()).cancel()
        try #require(recorded.splitViewController.beginBackSwipe()).finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(.uiKit, in: .compact)
        let replay = app.navigator.replay(recording)

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(replay.standIns.isEmpty)
        #expect(app.journal.runs == recorded.journal.runs)
    }

    // MARK: Replays of columns

    /// "The user's Back in a column of a split view shown side by side is recorded with its column and done again
    /// there": a Back in a tab of a tab bar shown in the sidebar.
    @Test func aBackInATabOfTheSidebarSideBySideReplaysThere() throws {
        func makeApp() throws -> (AppCoordinator, RouteNavigator<NotesRoute>, Router, ShopJournal) {
            let navigationController = HeadlessNavigationController()
            navigationController.simulateSizeClassChange(to: .regular)
            let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
            let split = TabsInSidebarSplitCoordinator(appCoordinator: appCoordinator)
            let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: split)
            let journal = ShopJournal()
            split.splitRouter.show(
                NoteCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), id: 1, journal: journal), in: .detail,
                route: NotesRoute.note(1))
            let sidebar = try #require(split.splitRouter.column(.sidebar)?.coordinator as? TabsSidebarCoordinator)
            let tab = try #require(sidebar.tabs?.tabBarRouter.tabs.first?.router)
            tab.push(TestScreen("shelf"), animated: false, popHandler: journal.popHandler("shelf"))
            return (appCoordinator, navigator, tab, journal)
        }
        let (recordedApp, recordedNavigator, recordedTab, recordedJournal) = try makeApp()
        let journal = NavigationJournal(navigator: recordedNavigator)
        recordedTab.headless.simulateBackSwipe()
        #expect(recordedJournal.runs == ["pop shelf"])
        let recording = NavigationJournal.Recording(entries: journal.entries)
        _ = recordedApp

        let (app, navigator, tab, appJournal) = try makeApp()
        let replay = navigator.replay(recording)

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(appJournal.runs == ["pop shelf"])
        #expect(tab.viewControllers.count == 1)
        _ = app
    }

    /// The user's interactive back swipe in the sidebar, side by side, begun then finished, is the sidebar's Back.
    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func anInteractiveBackInTheSidebarSideBySideReplaysThere(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .settings, .note(1)], from: .url)
        try #require(recorded.sidebar?.router.headless.beginBackSwipe()).finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.cause == .columnBack(.sidebar, count: 1))

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop settings"])
    }

    /// A tap outside a popover the sidebar presents, side by side, replays as that tap outside.
    @Test(arguments: TestFrontEnd.allCases)
    func aTapOutsideThePopoverOfTheSidebarReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
        func makeApp() throws -> NotesApp {
            let app = NotesApp(frontEnd)
            app.showNote(1)
            let sidebar = try #require(app.sidebar)
            sidebar.router.presentModal(
                TestScreen("sort"), animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("sort"))
            return app
        }
        let recorded = try makeApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.sidebar?.router.headless.simulateTapOutside() != nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.tapOutside])

        let app = try makeApp()
        let replay = app.navigator.replay(recording)
        if let stack = app.sidebar?.router.navigationController as? NavigationStackController, let going = stack.modalBeingDismissed {
            stack.sheetDidDismiss(going)
        }

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["dismiss sort"])
    }

    /// SwiftUI's back menu in a collapsed three-column split, back to the sidebar's root: both columns close, each
    /// handler once, detail first; the replay redoes it with no stand-in.
    @Test func swiftUIsBackMenuAcrossCollapsedColumnsClosesThemInOrderAndReplaysWithNoStandIn() throws {
        let recorded = NotebooksApp(.swiftUI, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.notebooks, .notebook("field"), .note(3), .info], from: .url)
        recorded.events = []

        recorded.splitViewController.writeCollapsedPath([])

        #expect(recorded.journal.runs == ["pop info 3", "pop note 3", "pop field"])
        #expect(recorded.events == [.columnCleared(.detail), .columnCleared(.content)])
        #expect(recorded.navigator.currentPath == [.notebooks])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotebooksApp(.swiftUI, in: .compact)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.standIns.isEmpty, "\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(app.journal.runs == recorded.journal.runs)
    }

    // MARK: Ring journals

    /// A ring journal whose window holds no width change, kept from the middle of the split's Back (which closes the
    /// detail only in compact width), then a link and another split's Back: the recording implies compact width.
    @Test(arguments: TestFrontEnd.allCases)
    func aRingJournalCutInsideTheSplitsBackReplaysInCompactWidth(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        recorded.splitViewController.simulateBackSwipe()
        recorded.navigator.open([.folders, .note(2)], from: .url)
        recorded.splitViewController.simulateBackSwipe()
        let entries = journal.entries
        // What a ring journal keeps once it has dropped the width change and the first entry of the split's Back.
        let cleared = try #require(entries.firstIndex { $0.change == .columnCleared(column: .detail) })
        let kept = Array(entries[(cleared + 1)...])
        let recording = NavigationJournal.Recording(entries: kept, droppedCount: cleared + 1)

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(kept.map(\.line).joined(separator: "\n"))")
        #expect(app.navigator.currentPath == [.folders])
    }

    // MARK: Hostile journals

    /// "Every value of a journal file is checked: an entry no app could have recorded … is skipped with why … No file
    /// can crash the app." A Back of 0 screens, one in a column the split lacks, and a huge back menu in a column.
    @Test(arguments: TestFrontEnd.allCases)
    func hostileColumnBacksAreSkippedOrStoodInForWithoutACrash(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .settings, .note(1), .info], from: .url)
        try #require(recorded.sidebar).router.headless.simulateBackSwipe()
        try #require(recorded.detail).router.headless.simulateBackSwipe()
        var json = try #require(String(data: try journal.jsonData(), encoding: .utf8))
        // The two column backs recorded: make the first one a Back of 0 screens, the second a Back in the content.
        let sidebarBack = #"{"columnBack":{"_0":"sidebar","count":1}}"#
        let detailBack = #"{"columnBack":{"_0":"detail","count":1}}"#
        try #require(json.contains(sidebarBack), "\(json)")
        try #require(json.contains(detailBack), "\(json)")
        json = json.replacingOccurrences(of: sidebarBack, with: #"{"columnBack":{"_0":"sidebar","count":0}}"#)
        json = json.replacingOccurrences(of: detailBack, with: #"{"columnBack":{"_0":"content","count":1000000}}"#)

        let recording = try NavigationJournal<NotesRoute>.read(jsonData: Data(json.utf8))
        #expect(recording.skipped.count == 1, "\(recording.skipped)")

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)
        #expect(replay.matchedCount <= recording.entries.count)
    }

    // MARK: SwiftUI's modifiers
}
