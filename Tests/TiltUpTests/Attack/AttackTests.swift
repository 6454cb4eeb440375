import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// Tests written to break issue 51's change: each one states a documented rule and tries to make it fail.

/// A coordinator that pushes one screen named `name`, retaining itself; its pop handler is `onPop`.
@MainActor
final class AttackPlainCoordinator: Coordinator {
    let name: String
    let journal: ShopJournal
    var onPop: (@MainActor () -> Void)?

    init(parent: any Coordinating, router: Router, name: String, journal: ShopJournal, onPop: (@MainActor () -> Void)? = nil) {
        self.name = name
        self.journal = journal
        self.onPop = onPop
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        journal.runs.append("start \(name)")
        let journal = journal
        let name = name
        router.push(TestScreen(name), retaining: self, animated: false) { [weak self] in
            journal.runs.append("pop \(name)")
            self?.onPop?()
        }
    }
}

/// A sidebar whose `.show` decision clears the detail before it shows the note there, without a route of its
/// own: the route is the step's, given by the navigator.
@MainActor
final class AttackClearingFoldersCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, router: Router, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(TestScreen("folders"), retaining: self, animated: false)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        guard case .note(let id) = route, let split = router.splitRouter else { return .decline }
        return .show {
            split.clear(.detail)
            split.show(NoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal), in: .detail)
        }
    }
}

/// A sidebar that shows a tab bar (two tabs) on its column's stack.
@MainActor
final class AttackTabsSidebarCoordinator: Coordinator, RouteHandling {
    private(set) var tabs: AttackSidebarTabs?

    override func start() {
        let tabs = AttackSidebarTabs(parent: self)
        self.tabs = tabs
        tabs.start()
    }

    func handle(_ route: NotesRoute) -> RouteDecision { .decline }
}

@MainActor
final class AttackSidebarTabs: TabBarCoordinator {
    override func makeTabs() -> [TabBarRouter.Tab] {
        ["library", "recent"].map { TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: $0)) }
    }
}

/// The notes app's split view with a sidebar of tabs.
@MainActor
final class AttackTabsSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(AttackTabsSidebarCoordinator(parent: self, router: splitRouter.makeColumnRouter()), in: .sidebar)]
    }
}

@MainActor
@Suite struct AttackTests {
    // MARK: SplitRouter.show / clear reentrancy

    /// SplitRouter.show: "A handler that shows or clears this column while the coordinator there ends wins: its change
    /// stands". Here the handler runs while the column after it is cleared (show clears the columns after it first).
    @Test func attackAHandlerThatShowsInTheColumnWhileTheColumnsAfterItAreClearedStands() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field")])
        let content = try #require(app.content)
        weak var placeholder: AttackPlainCoordinator?
        let detail = AttackPlainCoordinator(
            parent: content, router: app.splitRouter.makeColumnRouter(), name: "note", journal: app.journal)
        detail.onPop = { [weak split = app.splitRouter, weak content] in
            guard let split, let content else { return }
            let made = AttackPlainCoordinator(
                parent: content, router: split.makeColumnRouter(), name: "placeholder content", journal: app.journal)
            placeholder = made
            split.show(made, in: .content)
        }
        app.splitRouter.show(detail, in: .detail)
        app.journal.runs = []

        app.splitRouter.show(
            NotebookCoordinator(parent: app.sidebar!, router: app.splitRouter.makeColumnRouter(), name: "birds", journal: app.journal),
            in: .content, route: NotebookRoute.notebook("birds"))

        #expect(app.journal.diagnostics.map(\.kind) == [.columnChangedByHandler])
        #expect(placeholder != nil, "the handler's change stands")
        #expect(app.splitRouter.column(.content)?.coordinator === placeholder, "the handler's change stands")
        #expect(
            !app.journal.runs.contains("pop placeholder content"), "the handler's coordinator is not ended at once: \(app.journal.runs)")
    }

    /// SplitRouter.clear: "What a handler shows in a column after it once `column` itself has ended stays". A
    /// handler of the content's coordinator shows an empty state in the detail as the notebook goes: it stands.
    @Test func attackAHandlerThatShowsADetailAsTheContentIsClearedWins() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks])
        let sidebar = try #require(app.sidebar)
        let notebook = AttackPlainCoordinator(
            parent: sidebar, router: app.splitRouter.makeColumnRouter(), name: "notebook", journal: app.journal)
        notebook.onPop = { [weak split = app.splitRouter, weak notebook] in
            guard let split, let notebook else { return }
            split.show(EmptyStateCoordinator(parent: notebook, router: split.makeColumnRouter(), journal: app.journal), in: .detail)
        }
        app.splitRouter.show(notebook, in: .content)

        app.splitRouter.clear(.content)

        #expect(app.splitRouter.columns.map(\.column) == [.sidebar, .detail], "the handler's change stands")
        #expect(app.splitRouter.column(.detail)?.coordinator is EmptyStateCoordinator)
    }

    /// SplitRouter.show: "Then the coordinator there ends: its modal is dismissed, every screen on its stack has its
    /// pop handler run, top first, and it is released." A pop handler of the ending detail that pushes a screen on its
    /// own router (a "saved" screen) leaves it on a stack no column shows, its coordinator retained for good.
    @Test(arguments: [false, true])
    func attackAPopHandlerThatPushesOnTheEndingColumnLeavesNoCoordinatorBehind(_ byClear: Bool) {
        let app = NotesApp()
        weak var first: AttackPlainCoordinator?
        do {
            let made = AttackPlainCoordinator(
                parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
            made.onPop = { [weak made] in
                guard let made else { return }
                made.router.push(TestScreen("saved"), retaining: made, animated: false)
            }
            first = made
            app.splitRouter.show(made, in: .detail)
        }

        if byClear {
            app.splitRouter.clear(.detail)
        } else {
            app.showNote(2)
        }

        #expect(first == nil, "the ended detail is released")
        #expect(!app.appCoordinator.retainedCoordinators.contains { $0 is AttackPlainCoordinator })
    }

    /// The same, with a pop handler that presents a modal on its own ending router ("discard the draft?").
    @Test(arguments: [false, true])
    func attackAPopHandlerThatPresentsOnTheEndingColumnLeavesNoModalNorCoordinatorBehind(_ byClear: Bool) {
        let app = NotesApp()
        weak var first: AttackPlainCoordinator?
        weak var firstRouter: Router?
        do {
            let made = AttackPlainCoordinator(
                parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
            made.onPop = { [weak made] in
                guard let made else { return }
                made.router.presentModal(TestScreen("discard?"), retaining: made, animated: false, presentationStyle: .formSheet)
            }
            first = made
            firstRouter = made.router
            app.splitRouter.show(made, in: .detail)
        }

        if byClear {
            app.splitRouter.clear(.detail)
        } else {
            app.showNote(2)
        }

        #expect(first == nil, "the ended detail is released")
        #expect(firstRouter?.navigationController.presentedViewController == nil, "no modal stays up whose column has gone")
    }

    /// "show called for the same coordinator twice": the old detail's handler shows the very coordinator being shown.
    @Test func attackTheOldDetailsHandlerShowingTheSameNewCoordinatorStartsItOnce() {
        let app = NotesApp()
        let second = AttackPlainCoordinator(
            parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 2", journal: app.journal)
        let first = AttackPlainCoordinator(
            parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
        first.onPop = { [weak split = app.splitRouter] in split?.show(second, in: .detail) }
        app.splitRouter.show(first, in: .detail)

        app.splitRouter.show(second, in: .detail)

        #expect(app.journal.runs == ["start note 1", "pop note 1", "start note 2"])
        #expect(app.splitRouter.column(.detail)?.coordinator === second)
        #expect(app.appCoordinator.retainedCoordinators.filter { $0 === second }.count == 1)
    }

    /// Clear from inside show: a coordinator that clears its own column as it starts (its note was deleted).
    @Test func attackACoordinatorThatClearsItsColumnAsItStartsIsReleasedAndTheEventsComeInOrder() {
        let app = NotesApp()
        weak var note: AttackSelfClearing?
        do {
            let made = AttackSelfClearing(parent: app.split, router: app.splitRouter.makeColumnRouter())
            note = made
            app.splitRouter.show(made, in: .detail)
        }

        #expect(note == nil)
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.splitViewController.viewController(for: .detail) == nil)
        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail)])
    }

    // MARK: The split's Back, step by step

    /// "On a split view under UIKit's rules: begin, finish, cancel"; a column shown meanwhile is not closed by the
    /// gesture that began on the one before it.
    @Test func attackTheSplitsBackBegunBeforeAnotherDetailWasShownDoesNotCloseTheNewDetail() throws {
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
    @Test func attackTheSplitsBackBegunInCompactAndFinishedAfterTheWindowWidenedReplaysTheSame() throws {
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
    @Test func attackTheSplitsBackBegunCancelledThenFinishedReplaysTheSameWithNoStandIn() throws {
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
    @Test func attackABackInATabOfTheSidebarSideBySideReplaysThere() throws {
        func makeApp() throws -> (AppCoordinator, RouteNavigator<NotesRoute>, Router, ShopJournal) {
            let navigationController = HeadlessNavigationController()
            navigationController.simulateSizeClassChange(to: .regular)
            let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
            let split = AttackTabsSplitCoordinator(appCoordinator: appCoordinator)
            let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: split)
            let journal = ShopJournal()
            split.splitRouter.show(
                NoteCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), id: 1, journal: journal), in: .detail,
                route: NotesRoute.note(1))
            let sidebar = try #require(split.splitRouter.column(.sidebar)?.coordinator as? AttackTabsSidebarCoordinator)
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
    func attackAnInteractiveBackInTheSidebarSideBySideReplaysThere(_ frontEnd: TestFrontEnd) throws {
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
    func attackATapOutsideThePopoverOfTheSidebarReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
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
    @Test func attackSwiftUIsBackMenuAcrossCollapsedColumnsClosesThemInOrderAndReplaysWithNoStandIn() throws {
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
    func attackARingJournalCutInsideTheSplitsBackReplaysInCompactWidth(_ frontEnd: TestFrontEnd) throws {
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
    func attackHostileColumnBacksAreSkippedOrStoodInForWithoutACrash(_ frontEnd: TestFrontEnd) throws {
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

    /// NavigationStackController.sheetDidDismiss(_:through:): "It is sheetDidDismiss(_:), for a modal of `kind`". The
    /// sheet modifier's onDismiss, arriving while the cover is being dismissed, does not end the cover's dismissal:
    /// a call waiting for the cover's onDismiss still waits.
    @Test func attackAnotherModifiersOnDismissDoesNotEndTheCoversDismissal() {
        let stack = NavigationStackController()
        stack.waitsForOnDismiss = true
        let router = Router(navigationController: stack)
        let recorder = Recorder()
        recorder.watch(router)
        router.replaceRoot(with: TestScreen("root"), animated: false)
        let cover = TestScreen("cover")
        router.presentModal(cover, animated: true, presentationStyle: .fullScreen, dismissHandler: recorder.handler("cover"))
        stack.writeDismissal(of: cover, through: .cover)
        #expect(stack.modalBeingDismissed === cover)
        router.push(TestScreen("next"), animated: false)

        stack.sheetDidDismiss(cover, through: .sheet)
        stack.sheetDidDismiss(cover, through: .popover)

        #expect(stack.modalBeingDismissed === cover, "only the cover's own onDismiss ends its dismissal")
        #expect(router.viewControllers.count == 1, "the push still waits for the cover's onDismiss")
        stack.sheetDidDismiss(cover, through: .cover)
        #expect(router.viewControllers.count == 2)
    }

    // MARK: Routes in columns

    /// A sidebar's `.show` decision that empties the detail before it shows the next note there: the step's route is
    /// the detail's, and the opening is complete (what the decision put there, by identity, not by address).
    @Test(arguments: TestFrontEnd.allCases)
    func attackAShowDecisionThatClearsTheDetailFirstStillGivesTheDetailItsRoute(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.splitRouter.show(
            AttackClearingFoldersCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), journal: app.journal),
            in: .sidebar, route: NotesRoute.folders)
        #expect(app.navigator.open([.folders, .note(1)]).isComplete)

        for id in 2...6 {
            let sidebar = try #require(app.splitRouter.column(.sidebar)?.coordinator as? AttackClearingFoldersCoordinator)
            #expect(sidebar.showRoute(.note(id)))
            #expect(app.navigator.currentPath == [.folders, .note(id)])
        }
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    // MARK: Popover anchors

    /// PopoverAnchor: "a presentation refused (a modal is up) … releases it at once". A modal presented on the root's
    /// navigation controller directly, and a column's popover refused because of it.
    @Test func attackAPopoverRefusedBecauseOfAModalBesideReleasesItsAnchor() throws {
        let app = NotesApp()
        let note = app.showNote(1)
        app.navigationController.present(TestScreen("direct"), animated: false, completion: nil)
        weak var released: AnyObject?
        var dismissed = 0
        do {
            let view = NSObject()
            released = view
            note.router.presentPopover(TestScreen("filters"), animated: false, anchor: .view(view)) { dismissed += 1 }
        }

        #expect(note.router.navigationController.presentedViewController == nil)
        #expect(dismissed == 1)
        #expect(released == nil, "the refused popover's anchor is released at once")
    }

    /// The anchor of a column's popover is kept across the window's width changes and released with the column.
    @Test(arguments: TestFrontEnd.allCases)
    func attackAColumnsPopoverKeepsItsAnchorAcrossWidthsAndReleasesItWithTheColumn(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        weak var released: AnyObject?
        do {
            let view = NSObject()
            released = view
            note.router.presentPopover(
                TestScreen("filters"), animated: false, anchor: .view(view), dismissHandler: app.journal.dismissHandler("filters"))
            app.navigationController.simulateSizeClassChange(to: .compact)
            app.navigationController.simulateSizeClassChange(to: .regular)
            #expect(note.router.headless.presentedPopoverAnchor == .view(view))
        }

        app.splitRouter.clear(.detail)
        if let stack = note.router.navigationController as? NavigationStackController, let going = stack.modalBeingDismissed {
            stack.sheetDidDismiss(going)
        }

        #expect(app.journal.runs == ["dismiss filters", "pop note 1"])
        #expect(released == nil)
    }

    // MARK: One modal per window

    /// A tab bar shown in the detail column: while one of its tabs presents, neither the sidebar nor the root presents.
    @Test(arguments: TestFrontEnd.allCases)
    func attackWhileATabInsideTheDetailPresentsNoOtherStackOfTheWindowPresents(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let detail = AttackTabsSidebarCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter())
        app.splitRouter.show(detail, in: .detail)
        let tabs = try #require(detail.tabs?.tabBarRouter.tabs)
        tabs[1].router.presentModal(TestScreen("tab's"), animated: false, presentationStyle: .pageSheet)

        var refused = 0
        try #require(app.sidebar).router.presentModal(TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet) {
            refused += 1
        }
        app.appCoordinator.router.presentModal(TestScreen("root's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }
        tabs[0].router.presentModal(TestScreen("other tab's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }

        #expect(refused == 3)
        #expect(app.sidebar?.router.navigationController.presentedViewController == nil)
        #expect(app.appCoordinator.router.navigationController.presentedViewController == nil)
        #expect(tabs[0].router.navigationController.presentedViewController == nil)
    }

    /// A split view inside a modal: while one column presents, another column does not.
    @Test(arguments: TestFrontEnd.allCases)
    func attackASplitInsideAModalShowsOneModalAtATime(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let modal = AttackModalSplitHost(parent: app.split, frontEnd: frontEnd)
        modal.start()
        let split = try #require(modal.split?.splitRouter)
        let sidebar = try #require(split.column(.sidebar)?.router)
        let detail = try #require(split.column(.detail)?.router)
        sidebar.presentModal(TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet)
        #expect(sidebar.navigationController.presentedViewController != nil)

        var refused = 0
        detail.presentModal(TestScreen("detail's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }
        modal.router.presentModal(TestScreen("modal's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }

        #expect(refused == 2)
        #expect(detail.navigationController.presentedViewController == nil)
    }
}

/// A coordinator that shows itself in the detail, then clears the detail as it starts (its note was deleted).
@MainActor
final class AttackSelfClearing: Coordinator {
    override func start() {
        router.push(TestScreen("deleted note"), retaining: self, animated: false)
        router.splitRouter?.clear(.detail)
    }
}

/// A modal coordinator whose router shows a split view of two columns.
@MainActor
final class AttackModalSplitHost: Coordinator {
    private(set) var split: AttackModalSplit?

    init(parent: any Coordinating, frontEnd: TestFrontEnd) {
        super.init(parent: parent, router: Router(navigationController: frontEnd.makeModalNavigationController()))
    }

    override func start() {
        let split = AttackModalSplit(parent: self)
        self.split = split
        split.start()
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: .fullScreen)
    }
}

@MainActor
final class AttackModalSplit: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "side"), in: .sidebar),
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "main"), in: .detail),
        ]
    }
}

// MARK: - SplitBack

extension AttackTests {
    /// The split's Back begun on the content column's first screen (no detail yet); the app shows a note in the
    /// detail meanwhile; the Back finishes: no detail is left beside a content column that was cleared, and what is
    /// saved reopens.
    @Test(arguments: [false, true])
    func attackTheSplitsBackClosingTheContentLeavesNoDetailShownMeanwhile(_ byLink: Bool) throws {
        let app = NotebooksApp(.uiKit, in: .compact)
        app.navigator.open([.notebooks, .notebook("field")])
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        if byLink {
            app.navigator.open([.notebooks, .notebook("field"), .note(3)], from: .url)
        } else {
            let content = try #require(app.content)
            app.splitRouter.show(
                NotebookNoteCoordinator(parent: content, router: app.splitRouter.makeColumnRouter(), id: 3, journal: app.journal),
                in: .detail, route: NotebookRoute.note(3))
        }
        swipe.finish()

        if app.splitRouter.column(.content) == nil {
            #expect(app.splitRouter.column(.detail) == nil, "a detail beside no content: \(app.navigator.currentPath)")
        }
        let restored = NotebooksApp(.uiKit, in: .compact)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath, "what is saved reopens")
    }

    /// "A modal from a column, or over the whole split view | It covers the split view: the Back waits". The split's
    /// Back begun before a modal came over the split does not close the detail under that modal.
    @Test func attackTheSplitsBackFinishedUnderAModalPresentedMeanwhileDoesNotCloseTheDetailUnderIt() throws {
        let app = NotesApp(.uiKit, in: .compact)
        let note = app.showNote(1)
        let swipe = try #require(app.splitViewController.beginBackSwipe())
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
        #expect(app.appCoordinator.router.navigationController.presentedViewController != nil)

        swipe.finish()

        #expect(app.detail === note, "the detail under the modal stays")
        #expect(app.journal.runs.isEmpty)
    }

    /// The same, recorded and replayed: a faithful recording replays the same.
    @Test func attackTheSplitsBackFinishedAfterAModalCameReplaysTheSame() throws {
        let recorded = NotesApp(.uiKit, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        let swipe = try #require(recorded.splitViewController.beginBackSwipe())
        recorded.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
        swipe.finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(.uiKit, in: .compact)
        let replay = app.navigator.replay(
            recording,
            redo: { group in
                guard group.first?.call == "presentModal" else { return false }
                app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
                return true
            })

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
    }

    /// While a column's modal is being dismissed under SwiftUI (until its onDismiss), another column's modal waits for
    /// it, as calls on its own stack do, rather than being refused.
    @Test func attackAnotherColumnsModalDuringASwiftUIDismissalIsNotLost() throws {
        let app = NotesApp(.swiftUIWaitingForOnDismiss)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        sidebar.router.presentModal(
            TestScreen("sort"), animated: true, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sort"))
        sidebar.router.dismissModal(animated: true)
        let sidebarStack = try #require(sidebar.router.navigationController as? NavigationStackController)
        #expect(sidebarStack.modalBeingDismissed != nil)

        note.router.presentModal(
            TestScreen("share"), animated: true, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("share"))
        if let going = sidebarStack.modalBeingDismissed {
            sidebarStack.sheetDidDismiss(going)
        }

        #expect(app.journal.runs == ["dismiss sort"], "\(app.journal.diagnostics)")
        #expect(note.router.navigationController.presentedViewController != nil)
    }
}

// MARK: - More

extension AttackTests {
    /// A Back begun in the sidebar side by side (settings above the folders), the window narrowed meanwhile, then
    /// finished: the sidebar is under the detail now, so the swipe is cancelled ("a column's own swipe whose
    /// column is no longer the one on top"), and a faithful recording of it replays the same.
    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func attackAColumnsBackBegunSideBySideAndFinishedAfterTheWindowNarrowedReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
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
    @Test func attackALinkOpenedByAHandlerWhileTheContentIsClearedLeavesNoOrphanDetail() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field")])
        let content = try #require(app.content)
        let note = AttackPlainCoordinator(parent: content, router: app.splitRouter.makeColumnRouter(), name: "draft", journal: app.journal)
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
    @Test func attackALinkOpenedByAHandlerWhileTheDetailIsReplacedWins() throws {
        let app = NotesApp()
        let note = AttackPlainCoordinator(
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
enum AttackFuzzStep: CustomStringConvertible {
    case width(SizeClass)
    case notebook(String)
    case settings
    case note(Int)
    case info, splitBack, beginBack, finish, cancel
    case columnBack(SplitColumn)
    case clearContent
    case open([NotebookRoute])

    static func random(using generator: inout SplitMix64) -> AttackFuzzStep {
        let notebooks = ["field", "birds"]
        switch Int.random(in: 0..<17, using: &generator) {
        case 0, 1: return .width(Bool.random(using: &generator) ? .regular : .compact)
        case 2: return .notebook(notebooks.randomElement(using: &generator)!)
        case 3: return .settings
        case 4, 5: return .note(Int.random(in: 1...6, using: &generator))
        case 6: return .info
        case 7: return .splitBack
        case 8, 9: return .beginBack
        case 10: return .finish
        case 11: return .cancel
        case 12: return .columnBack([SplitColumn.sidebar, .content, .detail].randomElement(using: &generator)!)
        case 13: return .clearContent
        default:
            let name = notebooks.randomElement(using: &generator)!
            let id = NotebooksApp.notebooks[name]!.randomElement(using: &generator)!
            return .open([.notebooks, .notebook(name), .note(id)])
        }
    }

    var description: String {
        switch self {
        case .width(let sizeClass): "\(sizeClass) width"
        case .notebook(let name): "tap notebook \(name)"
        case .settings: "tap settings"
        case .note(let id): "tap note \(id)"
        case .info: "tap info"
        case .splitBack: "split's back"
        case .beginBack: "begin the back"
        case .finish: "finish the gesture"
        case .cancel: "cancel the gesture"
        case .columnBack(let column): "back in the \(column)"
        case .clearContent: "clear content"
        case .open(let path): "open \(path)"
        }
    }
}

// MARK: - Fuzz

extension AttackTests {
    /// Runs `steps`; returns the first step after which a rule fails, and why.
    static var tapsWait = false

    static func run(_ steps: [AttackFuzzStep]) -> (Int, String)? {
        let app = NotebooksApp(.uiKit, in: .compact)
        var gesture: HeadlessNavigationController.InteractiveGesture?
        for (index, step) in steps.enumerated() {
            if gesture?.state == .underWay, tapsWait {
                switch step {
                case .notebook, .settings, .note, .info: continue
                default: break
                }
            }
            switch step {
            case .width(let sizeClass): app.navigationController.simulateSizeClassChange(to: sizeClass)
            case .notebook(let name): app.sidebar?.showRoute(.notebook(name))
            case .settings:
                guard app.sidebar?.router.viewControllers.count == 1 else { continue }
                app.sidebar?.showRoute(.settings)
            case .note(let id): app.content?.showRoute(.note(id))
            case .info:
                guard app.detail?.router.viewControllers.count == 1 else { continue }
                app.detail?.showRoute(.info)
            case .splitBack: app.splitViewController.simulateBackSwipe()
            case .beginBack:
                if gesture == nil || gesture?.state != .underWay {
                    gesture = app.splitViewController.beginBackSwipe()
                }
            case .finish: gesture?.finish()
            case .cancel: gesture?.cancel()
            case .columnBack(let column): app.splitRouter.column(column)?.router.headless.simulateBackSwipe()
            case .clearContent: app.splitRouter.clear(.content)
            case .open(let path): app.navigator.open(path)
            }
            if gesture?.state == .underWay { continue }
            let columns = app.splitRouter.columns.map(\.column)
            if columns.contains(.detail), !columns.contains(.content) {
                return (index, "\(step): a detail beside no content, \(app.navigator.currentPath)")
            }
            let live = 1 + columns.count
            if app.journal.liveCoordinatorCount != live || app.appCoordinator.retainedCoordinators.count != live {
                return (
                    index,
                    "\(step): \(app.journal.liveCoordinatorCount) alive, \(app.appCoordinator.retainedCoordinators.count) retained, \(live) shown"
                )
            }
            let reopened = NotebooksApp(.uiKit, in: .regular)
            let opening = reopened.navigator.restore(app.navigator.capture())
            if !opening.isComplete || reopened.navigator.currentPath != app.navigator.currentPath {
                return (index, "\(step): saved \(app.navigator.currentPath), reopened \(reopened.navigator.currentPath)")
            }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func attackRandomTapsWithTheSplitsBackStepByStepKeepTheRules(_ noTapsDuringGestures: Bool) {
        AttackTests.tapsWait = noTapsDuringGestures
        for seed in UInt64(1)...300 {
            var generator = SplitMix64(seed: seed)
            let steps = (0..<60).map { _ in AttackFuzzStep.random(using: &generator) }
            if let (index, _) = AttackTests.run(steps) {
                var shortest = Array(steps[...index])
                var shrunk = true
                while shrunk {
                    shrunk = false
                    for i in shortest.indices.reversed() {
                        var candidate = shortest
                        candidate.remove(at: i)
                        if let (end, _) = AttackTests.run(candidate) {
                            shortest = Array(candidate[...end])
                            shrunk = true
                            break
                        }
                    }
                }
                let problem = AttackTests.run(shortest)?.1 ?? ""
                Issue.record("seed \(seed), after \(shortest.map(\.description).joined(separator: ", ")): \(problem)")
                return
            }
        }
    }
}

// MARK: - GestureLeak

extension AttackTests {
    /// The split's Back begun on the detail's first screen; meanwhile a link to another notebook's note waits for it,
    /// and so does a push on the detail (its info); the user cancels. The link replaces the detail: the detail it
    /// ends is released, and no screen is left on its router. ("While it is under way, the column's Router calls
    /// wait"; show: the coordinator there "is released".)
    @Test(arguments: [false, true], [false, true])
    func attackCallsWaitingForACancelledSplitBackLeaveNoCoordinatorBehind(_ pushFirst: Bool, _ finish: Bool) throws {
        let app = NotebooksApp(.uiKit, in: .compact)
        app.navigator.open([.notebooks, .notebook("field"), .note(1), .info])
        app.splitViewController.simulateBackSwipe()  // the info goes: the note is the detail's first screen
        weak let first = app.detail
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        if pushFirst {
            first?.showRoute(.info)
        }
        app.navigator.open([.notebooks, .notebook("birds"), .note(5)], from: .notification)
        if !pushFirst {
            first?.showRoute(.info)
        }
        if finish {
            swipe.finish()
        } else {
            swipe.cancel()
        }

        #expect(first == nil, "the ended detail is released")
        #expect(
            app.appCoordinator.retainedCoordinators.count == app.splitRouter.columns.count + 1,
            "\(app.appCoordinator.retainedCoordinators.map { type(of: $0) })")
        #expect(app.journal.liveCoordinatorCount == app.splitRouter.columns.count + 1)
    }
}

// MARK: - WaitingLink

extension AttackTests {
    /// A link arrives while the user's Back is under way in the detail and waits for it; the app then clears the
    /// content column (the notebook was deleted): no note is left beside an empty content column, and what is saved
    /// reopens. (clear: "Empties `column`, and the columns after it"; "what the app saves after any taps … reopens".)
    @Test(arguments: [SizeClass.compact, .regular])
    func attackALinkWaitingForTheUsersBackThenAClearOfTheContentLeavesNoOrphanDetail(_ sizeClass: SizeClass) throws {
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

// MARK: - Held

extension AttackTests {
    /// A second tap on the notebook the content column lists, from a sidebar with its settings pushed, while the note
    /// has its info pushed: nothing changes, in either width.
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func attackASecondTapOnTheNotebookFromUnderTheSettingsChangesNothing(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .settings, .notebook("field"), .note(3), .info])
        let content = try #require(app.content)
        let detail = try #require(app.detail)

        #expect(app.sidebar?.showRoute(.notebook("field")) == true)
        #expect(app.content?.showRoute(.note(3)) == true)

        #expect(app.content === content)
        #expect(app.detail === detail)
        #expect(app.journal.runs.isEmpty)
        #expect(app.navigator.currentPath == [.notebooks, .settings, .notebook("field"), .note(3), .info])
    }

    /// SwiftUI's write through the popover's own binding, side by side, for a sidebar's popover: a tap outside,
    /// replayed the same.
    @Test(arguments: [TestFrontEnd.swiftUI, .swiftUIWaitingForOnDismiss])
    func attackSwiftUIsPopoverWriteInTheSidebarIsATapOutsideAndReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
        func makeApp() throws -> (NotesApp, NavigationStackController, TestScreen) {
            let app = NotesApp(frontEnd)
            app.showNote(1)
            let sidebar = try #require(app.sidebar)
            let sort = TestScreen("sort")
            sidebar.router.presentModal(
                sort, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("sort"))
            return (app, try #require(sidebar.router.navigationController as? NavigationStackController), sort)
        }
        let (recorded, stack, sort) = try makeApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        stack.writeDismissal(of: sort, through: .sheet)
        stack.writeDismissal(of: sort, through: .popover)
        if let going = stack.modalBeingDismissed { stack.sheetDidDismiss(going, through: .popover) }
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause).allSatisfy { $0 == .tapOutside })

        let (app, appStack, _) = try makeApp()
        let replay = app.navigator.replay(recording)
        if let going = appStack.modalBeingDismissed { appStack.sheetDidDismiss(going) }

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["dismiss sort"])
    }

    /// TestAppCoordinator's beginBackSwipe reaches the split view of a tab, collapsed: finishing it closes the detail.
    @Test func attackTheTestAppCoordinatorsBackSwipeReachesASplitInATab() throws {
        let appCoordinator = TestAppCoordinator()
        let tabs = SplitInATabCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let split = try #require(tabs.splitTab?.split.splitRouter)
        weak var note: TabCoordinator?
        do {
            let made = TabCoordinator(parent: split.column(.sidebar)!.coordinator, router: split.makeColumnRouter(), name: "note")
            note = made
            split.show(made, in: .detail)
        }

        let swipe = try #require(appCoordinator.beginBackSwipe())
        swipe.finish()

        #expect(split.column(.detail) == nil)
        #expect(note == nil)
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
