import Foundation
import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// A note whose pop handler clears the content column beside it, as an app does that empties the notebook
/// when its last note goes.
@MainActor
final class NoteClearingItsNotebook: Coordinator {
    let journal: ShopJournal
    let id: Int

    init(parent: any Coordinating, router: Router, id: Int, journal: ShopJournal) {
        self.journal = journal
        self.id = id
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    override func start() {
        let journal = journal
        let id = id
        router.push(TestScreen("note \(id)"), retaining: self, animated: false) { [weak split = router.splitRouter] in
            journal.runs.append("pop note \(id)")
            split?.clear(.content)
        }
    }
}

/// One-line bugs of the split views, windows and replays that the rest of the suite let through, each pinned
/// by the rule it breaks.
@MainActor
@Suite struct SplitAndJournalRulesTests {
    // Catches: SplitRouter.clearColumn without `columnChanges[column] += 1`: the handler's clearing is overwritten.
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aColumnClearedByAHandlerOfTheColumnAfterItWinsOverTheColumnShownThere(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .notebook("field")])
        app.splitRouter.show(
            NoteClearingItsNotebook(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal), in: .detail
        )
        app.journal.diagnostics.removeAll()
        weak var birds: NotebookCoordinator?
        do {
            let made = NotebookCoordinator(
                parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "birds", journal: app.journal)
            birds = made
            app.splitRouter.show(made, in: .content)
        }

        #expect(birds == nil, "never started, and released")
        #expect(app.splitRouter.column(.content) == nil, "the handler's clearing stands")
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.journal.runs == ["pop note 1", "pop field"])
        #expect(app.journal.diagnostics.map(\.kind) == [.columnChangedByHandler])
        #expect(app.events.suffix(2) == [.columnCleared(.detail), .columnCleared(.content)])
    }

    // Catches: splitDidChangeColumns appending `.columnCleared` after ending the column: observers end on "cleared".
    @Test(arguments: TestFrontEnd.allCases)
    func observersHearAColumnSetOnTheControllerDirectlyClearedBeforeWhatItsHandlersShowedThere(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.splitRouter.show(app.noteShowingAnEmptyState(1), in: .detail)

        app.splitViewController.setViewController(nil, for: .detail)

        #expect(app.journal.runs == ["start note 1", "pop note 1", "start empty"])
        #expect(app.detailName == "empty")
        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail), .columnShown(.detail)], "the last event says what is shown")
    }

    // Catches: SplitCoordinator.start sorting the columns detail first: the sidebar shown last clears them.
    @Test(arguments: TestFrontEnd.allCases)
    func aSplitCoordinatorShowsEveryColumnItMakesWhateverOrderItGivesThemIn(_ frontEnd: TestFrontEnd) {
        let navigationController = frontEnd.makeNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        var diagnostics: [NavigationDiagnostic] = []
        appCoordinator.router.diagnosticHandler = { diagnostics.append($0) }
        let split = DetailFirstSplitCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)

        #expect(split.splitRouter.columns.map(\.column) == [.sidebar, .content, .detail])
        #expect(split.splitRouter.columns.map { ($0.coordinator as? TabCoordinator)?.name } == ["folders", "notes", "placeholder"])
        #expect(diagnostics.isEmpty)
    }

    // Catches: SplitRouter.show of the coordinator there without `routesMayHaveChanged()`: the journal keeps a stale path.
    @Test(arguments: TestFrontEnd.allCases)
    func aRouteGivenToTheCoordinatorAColumnShowsAlreadyIsOnTheJournalsNextPath(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        let note = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal)
        app.splitRouter.show(note, in: .detail)  // no route yet
        #expect(journal.entries.last?.path == [.folders])

        app.splitRouter.show(note, in: .detail, route: NotesRoute.note(1))  // changes nothing but its route
        note.router.push(TestScreen("draft"), animated: false)

        #expect(app.navigator.currentPath == [.folders, .note(1)])
        let entry = try #require(journal.entries.last)
        #expect(entry.change == .pushed(screen: "TestScreen"), "\(entry.change)")
        #expect(entry.path == [.folders, .note(1)])
    }

    // Catches: RouteStep.shownColumn not leaving out the handler's own column: its route is overwritten.
    @Test(arguments: TestFrontEnd.allCases)
    func aStepTheSidebarAcceptsButShowsNothingStopsThePathAndLeavesTheSidebarsRoute(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.splitRouter.show(
            SettingsOffSidebarCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter()), in: .sidebar,
            route: NotesRoute.folders)

        let opening = app.navigator.open([.folders, .settings])

        #expect(!opening.isComplete)
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotShown])
        #expect(app.splitRouter.column(.sidebar)?.route == AnyHashable(NotesRoute.folders), "the sidebar keeps its own route")
        #expect(app.navigator.currentPath == [.folders])
    }

    // Catches: noteWidthOfContainedSplits not going into columns, or into modals.
    @Test(arguments: TestFrontEnd.allCases)
    func aSplitInAModalPresentedFromAColumnTellsCollapseAndExpandWithTheWindow(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        let modalRouter = Router(navigationController: frontEnd.makeModalNavigationController())
        let host = TabCoordinator(parent: note, router: modalRouter, name: "picker")
        let modalSplit = TabSplitCoordinator(parent: host)
        note.router.presentModal(modalRouter, retaining: host, animated: false)
        modalSplit.start()
        let split = modalSplit.splitRouter
        var events: [SplitEvent] = []
        let observation = split.observe { events.append($0) }
        defer { observation.dispose() }
        #expect(!split.isCollapsed)

        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(split.isCollapsed)
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(!split.isCollapsed)

        #expect(events == [.collapsed, .expanded])
    }

    // Catches: Router.columnCause ignoring `isCollapsed`.
    @Test(arguments: TestFrontEnd.allCases)
    func inCompactWidthTheUsersBackOnAColumnsStackIsABackSwipeNotAColumnsBack(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.folders, .note(1), .info], from: .url)

        try #require(app.detail).router.headless.simulateBackSwipe()

        #expect(app.journal.runs == ["pop info 1"])
        #expect(journal.entries.last?.cause == .backSwipe)
    }

    // Catches: A SwiftUI write recorded as `.swipeDown` whatever the modal (core's userDismissalCause, or writeDismissal(of:through:)).
    @Test(arguments: [SizeClass.regular, .compact], [false, true])
    func swiftUIsWriteThatClosesAPopoverIsATapOutsideInRegularWidthAndASwipeDownInCompact(_ sizeClass: SizeClass, throughItsBinding: Bool)
        throws
    {
        let app = NotesApp(.swiftUI, in: sizeClass)
        let note = app.showNote(1)
        let share = TestScreen("share")
        note.router.presentModal(share, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("share"))
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(note.router.navigationController as? NavigationStackController)

        if throughItsBinding {
            stack.writeDismissal(of: share, through: .popover)
        } else {
            stack.writeDismissal(of: share)
        }

        #expect(app.journal.runs == ["dismiss share"])
        #expect(journal.entries.map(\.cause) == [sizeClass == .regular ? .tapOutside : .swipeDown])
    }

    // Catches: Router.userDismissalCause (what UIKit's presentation delegate records) always `.swipeDown`, or blind to the width.
    @Test(arguments: [SizeClass.regular, .compact])
    func aRoutersDismissalByTheUserIsATapOutsideOnlyForAPopoverInRegularWidth(_ sizeClass: SizeClass) {
        let navigationController = HeadlessNavigationController()
        navigationController.simulateSizeClassChange(to: sizeClass)
        let router = Router(navigationController: navigationController)
        router.push(TestScreen("notes"), animated: false)
        router.presentModal(TestScreen("share"), animated: false, presentationStyle: .popover)
        #expect(router.userDismissalCause == (sizeClass == .regular ? .tapOutside : .swipeDown))
        router.dismissModal(animated: false)

        router.presentModal(TestScreen("compose"), animated: false, presentationStyle: .pageSheet)
        #expect(router.userDismissalCause == .swipeDown)
    }

    // Catches: Router.refusalToPresent without `modalUpBeside()`, or modalUpBeside not going into a split on top.
    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverRefusedBecauseAColumnPresentsIsRefusedByItsRouterWhichReleasesItsAnchorAtOnce(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        note.router.presentModal(TestScreen("share"), animated: false, presentationStyle: .pageSheet)
        weak var rootAnchor: AnchorObject?
        weak var sidebarAnchor: AnchorObject?
        do {
            let forRoot = AnchorObject()
            let forSidebar = AnchorObject()
            rootAnchor = forRoot
            sidebarAnchor = forSidebar
            app.appCoordinator.router.presentPopover(
                TestScreen("filters"), animated: false, anchor: .view(forRoot), dismissHandler: app.journal.dismissHandler("filters"))
            sidebar.router.presentPopover(
                TestScreen("sort"), animated: false, anchor: .barButtonItem(forSidebar), dismissHandler: app.journal.dismissHandler("sort"))
        }

        #expect(rootAnchor == nil, "a presentation refused keeps no anchor")
        #expect(sidebarAnchor == nil)
        #expect(app.journal.runs == ["dismiss filters", "dismiss sort"])
        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .modalAlreadyPresented])
        #expect(
            app.journal.diagnostics.allSatisfy { $0.message.contains("presentModal:") && $0.message.contains("handlers ran at once") },
            "refused by the Router, which knows the window's modal, before its navigation controller is asked")
    }

    // Catches: A cancelled column-closing gesture reattaching the first screen (`detachesScreen` ignoring `closingColumn`).
    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func theSplitsBackFromTheDetailsFirstScreenCancelledLeavesTheColumnsStackAsItWas(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let note = app.showNote(1)

        let swipe = try #require(app.splitViewController.beginBackSwipe())
        swipe.cancel()

        #expect(note.router.headless.viewControllers.count == 1, "the first screen never left, so it is not put back")
        #expect(app.collapsedNames == ["folders", "note 1"])
        #expect(app.splitViewController.simulateBackSwipe() != nil, "the next Back closes the detail")
        #expect(app.journal.runs == ["pop note 1"])
        #expect(app.splitRouter.column(.detail) == nil)
    }

    // Catches: beginVisibleBack taking the split's Back in regular width too.
    @Test func theTestAppCoordinatorBeginsABackSwipeInTheDetailSideBySideNotTheSplitsBack() throws {
        let appCoordinator = TestAppCoordinator()
        let journal = ShopJournal()
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: journal, showsContentColumn: false)
        appCoordinator.start(coordinator: split)
        appCoordinator.simulateSizeClassChange(to: .regular)
        let note = NoteCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), id: 1, journal: journal)
        split.splitRouter.show(note, in: .detail)
        note.showInfo()

        let swipe = try #require(appCoordinator.beginBackSwipe(), "side by side, the detail's own back swipe")
        swipe.finish()

        #expect(journal.runs == ["pop info 1"])
        #expect(split.splitRouter.column(.detail)?.coordinator === note)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    // Catches: `.tapOutside` left out of `isUserGesture`.
    @Test func theTapOutsideAPopoverAndABackInAColumnAreTheUsersGestures() {
        #expect(NavigationCause.tapOutside.isUserGesture)
        #expect(NavigationCause.columnBack(.sidebar, count: 1).isUserGesture)
        #expect(NavigationCause.columnBack(.detail, count: 3).isUserGesture)
    }

    // Catches: The check of a read journal accepting a column's Back of 0 screens.
    @Test func aJournalEntryOfABackOfNoScreensInAColumnIsSkippedWithTheReason() throws {
        let app = NotesApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.folders, .settings], from: .url)
        try #require(app.sidebar).router.headless.simulateBackSwipe()
        var document = try #require(try JSONSerialization.jsonObject(with: journal.jsonData()) as? [String: Any])
        var entries = try #require(document["entries"] as? [[String: Any]])
        let index = try #require(entries.lastIndex { ($0["cause"] as? [String: Any])?["columnBack"] != nil })
        var cause = try #require(entries[index]["cause"] as? [String: Any])
        var columnBack = try #require(cause["columnBack"] as? [String: Any])
        columnBack["count"] = 0
        cause["columnBack"] = columnBack
        entries[index]["cause"] = cause
        document["entries"] = entries

        let recording = try NavigationJournal<NotesRoute>.read(jsonData: JSONSerialization.data(withJSONObject: document))

        #expect(recording.entries.count == entries.count - 1)
        #expect(recording.skipped.count == 1)
        #expect(recording.skipped.contains { $0.contains("a Back of 0 screens in a column") })
    }

    // Catches: SplitRouter.show clearing the later columns with `delivering: true`: observers read a split mid-change.
    @Test(arguments: TestFrontEnd.allCases)
    func observersOfAColumnShownHearOfTheColumnsClearedAfterItOnceItIsShown(_ frontEnd: TestFrontEnd) {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(1)])
        var told: [SplitEvent] = []
        var contentWhenTold: [String?] = []
        let observation = app.splitRouter.observe { [unowned app] event in
            told.append(event)
            contentWhenTold.append(app.content?.name)
        }
        defer { observation.dispose() }

        app.sidebar?.showRoute(.notebook("birds"))

        #expect(told == [.columnCleared(.detail), .columnShown(.content)])
        #expect(contentWhenTold == ["birds", "birds"], "the split they read is the one after the change")
        #expect(app.events.suffix(2) == [.columnCleared(.detail), .columnShown(.content)])
    }

    // Catches: preparePopover keeping the anchor of a presentation that never happened while its screen lives.
    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverPresentedAgainWithoutAnAnchorHasNoneAfterItsAnchoredPresentationWasRefused(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        let alert = TestScreen("alert")
        note.router.navigationController.present(alert, animated: false, completion: nil)  // not through its Router
        let filters = TestScreen("filters")
        sidebar.router.presentPopover(
            filters, animated: false, anchor: .view(AnchorObject()), dismissHandler: app.journal.dismissHandler("filters"))
        #expect(sidebar.router.navigationController.presentedViewController == nil, "a window shows one modal at a time")
        #expect(app.journal.runs == ["dismiss filters"])
        note.router.navigationController.dismiss(animated: false, completion: nil)
        if let stack = note.router.navigationController as? NavigationStackController, let going = stack.modalBeingDismissed {
            stack.sheetDidDismiss(going)
        }

        sidebar.router.presentModal(filters, animated: false, presentationStyle: .popover)

        #expect(sidebar.router.navigationController.presentedViewController === filters)
        #expect(sidebar.router.headless.presentedPopoverAnchor == nil, "presented without an anchor, it points at none")
    }

    // Catches: The rule an interrupted column-closing gesture relies on (its column's Router ends and empties the stack).
    @Test(arguments: [TestFrontEnd.uiKit, .splitDetail])
    func anotherDetailShownWhileTheSplitsBackIsUnderWayCancelsItAndTheOldDetailLeavesOnce(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let first = app.showNote(1)
        let firstController = first.router.headless
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        let second = app.showNote(2)

        #expect(swipe.state == .cancelled)
        #expect(swipe.finish() == nil)
        #expect(app.journal.runs == ["pop note 1"])
        #expect(firstController.viewControllers.isEmpty, "the old detail's controller ends empty")
        #expect(app.detail === second)
        #expect(app.collapsedNames == ["folders", "note 2"])
        #expect(app.splitViewController.simulateBackSwipe() != nil)
        #expect(app.journal.runs == ["pop note 1", "pop note 2"])
    }
}

/// A split view whose columns are made detail first: the sidebar, shown first all the same, clears nothing.
@MainActor
final class DetailFirstSplitCoordinator: SplitCoordinator {
    init(appCoordinator: any AppCoordinating) {
        super.init(appCoordinator: appCoordinator, showsContentColumn: true)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "placeholder"), in: .detail),
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "folders"), in: .sidebar),
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "notes"), in: .content),
        ]
    }
}

/// A sidebar whose settings are switched off: it accepts their route and shows nothing.
@MainActor
final class SettingsOffSidebarCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.push(TestScreen("folders"), retaining: self, animated: false)
    }

    func handle(_ route: NotesRoute) -> RouteDecision {
        guard route == .settings else { return .decline }
        return .show {}
    }
}

/// A view or a bar button item a popover points at: any object stands for one headless.
final class AnchorObject {}
