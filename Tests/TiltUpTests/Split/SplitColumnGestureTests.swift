import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

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
