import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A split view's columns, each with its own router and coordinator; collapsing and expanding end nothing;
/// the user's Back in compact width pops the top column, then closes the detail; every handler runs once.
@MainActor
@Suite struct SplitRouterTests {
    @Test(arguments: TestFrontEnd.allCases)
    func eachColumnHasItsOwnRouterAndCoordinatorRetainedWhileItIsShown(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)

        #expect(app.appCoordinator.router.viewControllers.first === app.splitRouter.splitViewController)
        #expect(app.splitRouter.columns.map(\.column) == [.sidebar, .detail])
        #expect(sidebar.router !== note.router)
        #expect(app.splitViewController.viewController(for: .sidebar) === sidebar.router.navigationController)
        #expect(app.splitViewController.viewController(for: .detail) === note.router.navigationController)
        #expect(app.appCoordinator.containsCoordinator(sidebar) && app.appCoordinator.containsCoordinator(note))
        #expect(!app.splitRouter.isCollapsed)
        #expect(app.events == [.columnShown(.detail)])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func showingAnotherNoteEndsTheDetailBeforeItWithItsHandlersOnceAndReleasesIt(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let app = NotesApp(frontEnd, in: sizeClass)
        app.showNote(1, pushingInfo: true)
        weak let first = app.detail

        app.showNote(2)

        #expect(app.journal.runs == ["pop info 1", "pop note 1"])
        #expect(first == nil)
        #expect(app.detail?.id == 2)
        #expect(app.events == [.columnShown(.detail), .columnShown(.detail)])
        if sizeClass == .compact {
            #expect(app.collapsedNames == ["folders", "note 2"], "the new note is on top")
        }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func collapsingAndExpandingPopNothingAndReleaseNothing(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.sidebar?.showSettings()
        app.showNote(1, pushingInfo: true)

        for sizeClass: SizeClass in [.compact, .regular, .compact, .compact, .regular] {
            app.navigationController.simulateSizeClassChange(to: sizeClass)
        }

        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.liveCoordinatorCount == 3, "the split, the folders and the note")
        #expect(app.events == [.columnShown(.detail), .collapsed, .expanded, .collapsed, .expanded])
        #expect(app.detail?.router.viewControllers.count == 2)
        #expect(app.sidebar?.router.viewControllers.count == 2)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func inCompactWidthBackPopsTheDetailThenClosesItThenPopsTheSidebar(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        app.sidebar?.showSettings()
        app.showNote(1, pushingInfo: true)
        weak let note = app.detail
        #expect(app.splitRouter.isCollapsed)
        #expect(app.collapsedNames == ["folders", "settings", "note 1", "info 1"])

        app.splitViewController.simulateBackSwipe()
        #expect(app.journal.runs == ["pop info 1"])
        app.splitViewController.simulateBackSwipe()
        #expect(app.journal.runs == ["pop info 1", "pop note 1"])
        #expect(note == nil, "the detail's coordinator is released")
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.events.last == .columnCleared(.detail))
        app.splitViewController.simulateBackSwipe()
        #expect(app.collapsedNames == ["folders"])
        #expect(app.splitViewController.simulateBackSwipe() == nil)

        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop settings"])
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func inRegularWidthEachColumnHasItsOwnBackAndTheSplitsIsRefused(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1, pushingInfo: true)

        #expect(app.splitViewController.simulateBackSwipe() == nil)
        note.router.headless.simulateBackSwipe()

        #expect(app.journal.runs == ["pop info 1"])
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.detail === note)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalFromAColumnCoversTheSplitAndItsBackIsRefused(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        let note = app.showNote(1)
        note.router.presentModal(TestScreen("share"), animated: false, presentationStyle: .pageSheet)

        #expect(app.splitViewController.simulateBackSwipe() == nil)
        app.navigationController.simulateSizeClassChange(to: .regular)

        #expect(app.journal.runs.isEmpty)
        #expect(note.router.navigationController.presentedViewController != nil, "a change of size class dismisses nothing")
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theSplitLeavingItsStackEndsEveryColumnDetailFirst(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.sidebar?.showSettings()
        app.showNote(1, pushingInfo: true)

        app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)

        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop settings", "pop folders"])
        #expect(app.journal.liveCoordinatorCount == 1, "only the split coordinator, which the test app holds")
        #expect(app.appCoordinator.retainedCoordinators.isEmpty)
    }

    @Test func aContentColumnNeedsAThreeColumnSplit() {
        let app = NotesApp()
        let note = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal)
        app.splitRouter.show(note, in: .content)
        #expect(app.splitRouter.column(.content) == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.splitColumnUnavailable])

        let threeColumns = NotesApp(showsContentColumn: true)
        let list = NoteCoordinator(
            parent: threeColumns.split, router: threeColumns.splitRouter.makeColumnRouter(), id: 7, journal: threeColumns.journal)
        threeColumns.splitRouter.show(list, in: .content)
        threeColumns.showNote(1)
        threeColumns.navigationController.simulateSizeClassChange(to: .compact)
        #expect(threeColumns.collapsedNames == ["folders", "note 7", "note 1"])
        threeColumns.splitViewController.simulateBackSwipe()
        threeColumns.splitViewController.simulateBackSwipe()
        #expect(threeColumns.journal.runs == ["pop note 1", "pop note 7"])
        #expect(threeColumns.splitRouter.columns.map(\.column) == [.sidebar])
    }

    @Test func aCoordinatorAlreadyInAColumnIsNotShownInAnotherAndNothingLeaks() throws {
        let app = NotesApp(showsContentColumn: true)
        let note = app.showNote(1)
        app.splitRouter.show(note, in: .content)
        #expect(app.splitRouter.column(.content) == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.duplicateScreens])

        weak var stranger: NoteCoordinator?
        do {
            let made = NoteCoordinator(parent: app.split, router: note.router, id: 2, journal: app.journal)
            stranger = made
            app.splitRouter.show(made, in: .content)
        }
        #expect(stranger == nil, "refused, and not retained")
        #expect(app.detail === note)
    }

    @Test func aColumnSetOnTheControllerDirectlyEndsTheCoordinatorThatWasThere() {
        let app = NotesApp()
        app.showNote(1)
        app.splitViewController.setViewController(HeadlessNavigationController(rootViewController: TestScreen("stranger")), for: .detail)

        #expect(app.journal.runs == ["pop note 1"])
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.events.last == .columnCleared(.detail))
    }

    @Test func clearingTheDetailEndsItAndAnEmptyColumnChangesNothing() {
        let app = NotesApp(in: .compact)
        app.showNote(1, pushingInfo: true)
        app.splitRouter.clear(.detail)
        app.splitRouter.clear(.detail)
        #expect(app.journal.runs == ["pop info 1", "pop note 1"])
        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail)])
        #expect(app.journal.diagnostics.isEmpty)
    }
}

@MainActor
@Suite struct SplitDescriptionTests {
    @Test func theDescriptionListsTheColumnsSideBySideOrCollapsed() {
        let app = NotesApp()
        app.showNote(1, pushingInfo: true)
        let wide = app.appCoordinator.router.navigationDescription
        #expect(
            wide == """
                HeadlessNavigationController · ◀ this router
                  1. HeadlessSplitViewController · retains NotesSplitCoordinator · columns side by side (regular width)
                    sidebar · route .folders · FoldersCoordinator
                      1. TestScreen "folders" · retains FoldersCoordinator
                    detail · route .note(1) · NoteCoordinator
                      1. TestScreen "note 1" · retains NoteCoordinator
                      2. TestScreen "info 1" · route .info · retains NoteCoordinator
                """)
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(app.detail?.router.navigationDescription.contains("collapsed into one stack (compact width)") == true)
        #expect(app.detail?.router.navigationDescription.contains("detail · route .note(1) · NoteCoordinator · ◀ this router") == true)
    }

    @Test func theDiagramHangsTheColumnsSideBySideFromTheSplitView() {
        let app = NotesApp()
        app.showNote(1)
        let diagram = app.appCoordinator.router.navigationDiagram
        #expect(
            diagram == """
                flowchart TD
                    n0["HeadlessNavigationController"]
                    n1["1. HeadlessSplitViewController · retains NotesSplitCoordinator · columns side by side (regular width)"]
                    n0 --> n1
                    n2["sidebar · route .folders · FoldersCoordinator"]
                    n1 --> n2
                    n3["1. TestScreen #quot;folders#quot; · retains FoldersCoordinator"]
                    n2 --> n3
                    n4["detail · route .note(1) · NoteCoordinator"]
                    n1 --> n4
                    n5["1. TestScreen #quot;note 1#quot; · retains NoteCoordinator"]
                    n4 --> n5
                """)
    }
}
