import Testing
import TiltUp
import TiltUpTestSupport

/// The user's taps in a three-column split view (``RouteHandling/showRoute(_:)`` from a column): a step on a
/// column's own stack keeps the columns beside it; a coordinator shown in a column clears the columns after it;
/// a second tap on what the next column shows changes nothing; what is saved after the taps reopens.
@MainActor
@Suite struct SplitTapTests {
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aSecondTapOnTheNotebookTheContentColumnShowsChangesNothing(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .notebook("field"), .note(3), .info])
        let content = try #require(app.content)
        let detail = try #require(app.detail)

        #expect(app.sidebar?.showRoute(.notebook("field")) == true)

        #expect(app.content === content, "the notebook is not rebuilt")
        #expect(app.detail === detail)
        #expect(app.journal.runs.isEmpty)
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field"), .note(3), .info])
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aSecondTapOnTheNoteTheDetailShowsChangesNothing(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .notebook("field"), .note(3), .info])
        let detail = try #require(app.detail)

        #expect(app.content?.showRoute(.note(3)) == true)

        #expect(app.detail === detail, "the note is not rebuilt")
        #expect(app.names(in: .detail) == ["note 3", "info 3"], "its info stays")
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aTapThatShowsAnotherNotebookClearsTheNoteBesideItFirstAndWhatIsSavedReopens(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass)
        throws
    {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .notebook("field"), .note(3), .info])

        #expect(app.sidebar?.showRoute(.notebook("birds")) == true)

        #expect(app.journal.runs == ["pop info 3", "pop note 3", "pop field"], "the detail first, then the notebook it replaced")
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.navigator.currentPath == [.notebooks, .notebook("birds")])
        #expect(app.events == [.columnShown(.content), .columnShown(.detail), .columnCleared(.detail), .columnShown(.content)])
        let restored = NotebooksApp(frontEnd, in: sizeClass == .regular ? .compact : .regular)
        let opening = restored.navigator.restore(app.navigator.capture())
        #expect(opening.isComplete)
        #expect(restored.navigator.currentPath == app.navigator.currentPath)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPushInTheSidebarKeepsTheColumnsBesideItAndWhatIsSavedReopens(_ frontEnd: TestFrontEnd) {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(3)])

        #expect(app.sidebar?.showRoute(.settings) == true)

        #expect(app.journal.runs.isEmpty)
        #expect(app.navigator.currentPath == [.notebooks, .settings, .notebook("field"), .note(3)])
        let restored = NotebooksApp(frontEnd, in: .compact)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTapOnAnotherNoteReplacesOnlyTheDetail(_ frontEnd: TestFrontEnd) throws {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(3), .info])
        let content = try #require(app.content)

        #expect(app.content?.showRoute(.note(2)) == true)

        #expect(app.content === content)
        #expect(app.journal.runs == ["pop info 3", "pop note 3"])
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field"), .note(2)])
    }

    @Test func clearingTheContentColumnClearsTheDetailAfterItFirst() {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("birds"), .note(5), .info])

        app.splitRouter.clear(.content)

        #expect(app.journal.runs == ["pop info 5", "pop note 5", "pop birds"])
        #expect(app.splitRouter.columns.map(\.column) == [.sidebar])
        #expect(app.events.suffix(2) == [.columnCleared(.detail), .columnCleared(.content)])
        #expect(app.journal.liveCoordinatorCount == 2, "the split and the notebooks")
    }

    @Test func showingANotebookInTheContentColumnEndsTheNoteOfTheOneItReplaces() {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("birds"), .note(5)])
        let notebooks = app.sidebar!

        app.splitRouter.show(
            NotebookCoordinator(parent: notebooks, router: app.splitRouter.makeColumnRouter(), name: "field", journal: app.journal),
            in: .content, route: NotebookRoute.notebook("field"))

        #expect(app.journal.runs == ["pop note 5", "pop birds"])
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field")])
    }
}
