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

/// Deep links and saved navigation go through the columns in order, sidebar first, in either width.
@MainActor
@Suite struct SplitRouteTests {
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aLinkOpensTheSidebarThenTheDetailAndItsScreens(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let app = NotesApp(frontEnd, in: sizeClass)
        let opening = app.navigator.open([.folders, .settings, .note(2), .info])

        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.folders, .settings, .note(2), .info])
        #expect(app.detail?.id == 2)
        if sizeClass == .compact {
            #expect(app.collapsedNames == ["folders", "settings", "note 2", "info 2"])
        }
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aLinkToAnotherNoteReplacesTheDetailAndOneToTheSidebarClearsIt(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.navigator.open([.folders, .settings, .note(1), .info])

        app.navigator.open([.folders, .settings, .note(2)])
        #expect(app.journal.runs == ["pop info 1", "pop note 1"])
        #expect(app.navigator.currentPath == [.folders, .settings, .note(2)])

        app.navigator.open([.folders])
        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop note 2", "pop settings"])
        #expect(app.navigator.currentPath == [.folders])
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.journal.liveCoordinatorCount == 2, "the split and the folders")
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aSnapshotTakenInOneWidthRestoresInTheOther(_ frontEnd: TestFrontEnd, _ taken: SizeClass) throws {
        let app = NotesApp(frontEnd, in: taken)
        app.navigator.open([.folders, .settings, .note(3), .info])
        let snapshot = app.navigator.capture()
        #expect(snapshot == NavigationSnapshot(foreground: [.folders, .settings, .note(3), .info]))

        let restored = NotesApp(frontEnd, in: taken == .regular ? .compact : .regular)
        restored.navigator.restore(try NavigationSnapshot.read(restorationData: snapshot.restorationData()).snapshot)

        #expect(restored.navigator.currentPath == snapshot.foreground)
        #expect(restored.detail?.router.viewControllers.count == 2)
        restored.navigationController.simulateSizeClassChange(to: taken)
        #expect(restored.navigator.capture() == snapshot, "the path is the same in either width")
    }

    @Test(arguments: [SizeClass.regular, .compact])
    func aGuardedStepInTheDetailWaitsForItsFlowThenOpensInEitherWidth(_ sizeClass: SizeClass) throws {
        let app = NotesApp(in: sizeClass)
        app.journal.infoLocked = true
        let opening = app.navigator.open([.folders, .note(1), .info])
        #expect(opening.isPending)
        #expect(app.navigator.currentPath == [.folders, .note(1)])

        app.navigationController.simulateSizeClassChange(to: sizeClass == .regular ? .compact : .regular)
        app.journal.infoLocked = false
        try #require(app.journal.waitingFlows.first).succeed()

        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.folders, .note(1), .info])
    }

    @Test func theUsersBackPastTheDetailInCompactWidthShortensThePath() {
        let app = NotesApp(in: .compact)
        app.navigator.open([.folders, .note(1), .info])
        app.splitViewController.simulateBackSwipe()
        #expect(app.navigator.currentPath == [.folders, .note(1)])
        app.splitViewController.simulateBackSwipe()
        #expect(app.navigator.currentPath == [.folders])
        app.navigator.open([.folders, .note(1)])
        #expect(app.navigator.currentPath == [.folders, .note(1)])
    }
}

/// A journal records the columns shown and cleared and the window's width, and replays them headless.
@MainActor
@Suite struct SplitJournalTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aSessionOfColumnsWidthsAndBacksReplaysTheSame(_ frontEnd: TestFrontEnd) {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        recorded.splitViewController.simulateBackSwipe()
        recorded.splitViewController.simulateBackSwipe()
        recorded.navigationController.simulateSizeClassChange(to: .regular)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let changes = recording.entries.map { "\($0.change)" }
        #expect(changes.contains("showed the detail column"))
        #expect(changes.contains("cleared the detail column"))
        #expect(changes.filter { $0.hasPrefix("width became") } == ["width became compact", "width became regular"])
        #expect(recording.entries.map(\.cause).contains(.sizeClassChange(to: .compact)))

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(app.navigator.currentPath == [.folders])
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(!app.splitRouter.isCollapsed)
    }
}

@MainActor
@Suite struct SplitColumnGestureTests {
    @Test(arguments: TestFrontEnd.allCases)
    func inCompactWidthOnlyTheColumnOnTopCanBeSwipedBack(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        app.sidebar?.showRoute(.settings)
        let note = app.showNote(1, pushingInfo: true)
        let sidebar = try #require(app.sidebar)

        #expect(sidebar.router.headless.simulateBackSwipe() == nil, "the sidebar is under the detail")
        #expect(note.router.headless.simulateBackSwipe() != nil)
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(sidebar.router.headless.simulateBackSwipe() != nil, "side by side, each column has its Back")

        #expect(app.journal.runs == ["pop info 1", "pop settings"])
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTapInTheSidebarGoesOnWithinItAndKeepsTheDetail(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.showNote(1, pushingInfo: true)
        app.sidebar?.showRoute(.settings)
        #expect(app.navigator.currentPath == [.folders, .settings, .note(1), .info])
        #expect(app.journal.runs.isEmpty)
    }

    @Test func theTestAppCoordinatorTakesTheWidthAndSwipesWhatTheUserSees() throws {
        let appCoordinator = TestAppCoordinator()
        let journal = ShopJournal()
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: journal, showsContentColumn: false)
        appCoordinator.start(coordinator: split)
        let note = NoteCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), id: 1, journal: journal)
        split.splitRouter.show(note, in: .detail)
        #expect(appCoordinator.horizontalSizeClass == .compact)
        #expect(appCoordinator.splitRouter === split.splitRouter)
        #expect(appCoordinator.visibleNavigationController === note.router.navigationController)

        appCoordinator.simulateBackSwipe()  // compact: the split's Back closes the detail
        #expect(journal.runs == ["pop note 1"])
        appCoordinator.simulateSizeClassChange(to: .regular)
        #expect(appCoordinator.splitViewController?.isCollapsed == false)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func swiftUIsWritesOfTheCollapsedPathPopAndCloseColumnsAsTheBackDoes() throws {
        let app = NotesApp(.swiftUI, in: .compact)
        app.navigator.open([.folders, .settings, .note(1), .info])
        let split = app.splitViewController
        let journal = NavigationJournal(navigator: app.navigator)
        func path() -> [Screen] { Array(split.collapsedViewControllers.dropFirst()) }

        split.writeCollapsedPath(path().reversed())  // no path SwiftUI writes: refused
        #expect(app.journal.diagnostics.map(\.kind) == [.unexpectedPathWrite])
        split.writeCollapsedPath(Array(path().dropLast()))
        #expect(app.journal.runs == ["pop info 1"])
        split.writeCollapsedPath(path())  // the same path again
        split.writeCollapsedPath(Array(path().dropLast(2)))  // the back button's menu: the note and the settings
        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop settings"])
        #expect(app.navigator.currentPath == [.folders])
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(journal.entries.map(\.cause).contains(.backMenu(count: 2)))
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalOverTheWholeSplitViewHoldsItsBackToo(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        app.showNote(1)
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)

        #expect(app.splitViewController.simulateBackSwipe() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func aTapInASidebarWithoutARouteKeepsTheDetailToo() throws {
        let app = NotesApp()
        let folders = FoldersCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), journal: app.journal)
        app.splitRouter.show(folders, in: .sidebar)  // no route: no step of the path
        app.showNote(1)

        folders.showRoute(.settings)

        #expect(app.navigator.currentPath == [.settings, .note(1)])
        #expect(app.journal.runs == ["pop folders"], "only the sidebar it replaced")
    }
}
