import Testing
import TiltUpTestSupport

@testable import TiltUp

/// Steps shown from a column of a split view while a column's modal is up: the column that presents goes on
/// under its modal (a bare screen or a modal coordinator's), a column the modal covers goes on within its own
/// column as it would uncovered, and a column without a route of its own is kept, with its modal, by its
/// routed screens.
@MainActor
@Suite struct SplitColumnModalStepsTests {
    private static let everyShelf: [ShelfRoute] = [.shelves, .prefs, .shelf("a"), .book(1), .chapter(2)]

    // Catches: RouteStep.ownColumnsPath taking the column's own modal (a bare screen, its step the column
    // coordinator's) for the column's last step: nothing then follows it, and the tap shows the next column's
    // coordinator again, ending the one there (its handlers run) under the sheet.
    @Test(arguments: TestFrontEnd.allCases, [SplitColumn.sidebar, .content])
    func aSecondTapFromTheColumnThatPresentsOnWhatTheNextColumnShowsChangesNothing(_ frontEnd: TestFrontEnd, _ column: SplitColumn)
        throws
    {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(1), .info])
        let notebook = try #require(app.content)
        let note = try #require(app.detail)

        if column == .sidebar {
            #expect(app.sidebar?.showRoute(.sheet) == true)
        } else {
            #expect(notebook.showRoute(.sheet))
        }
        let screens = app.screens
        if column == .sidebar {
            #expect(app.sidebar?.showRoute(.notebook("field")) == true, "the notebook the content column shows already")
        } else {
            #expect(notebook.showRoute(.note(1)), "the note the detail shows already")
        }

        #expect(app.screens == screens)
        #expect(app.journal.runs.isEmpty, "\(app.journal.runs)")
        #expect(app.content === notebook)
        #expect(app.detail === note)
    }

    // Catches: the detail's own modal coordinator (its step handed to that coordinator) taken for what follows
    // the detail's last step: showRoute from the detail dismissed it, where a bare sheet stays up.
    @Test(arguments: TestFrontEnd.allCases)
    func showRouteFromTheDetailGoesOnUnderTheModalCoordinatorItPresents(_ frontEnd: TestFrontEnd) throws {
        let app = ShelvesApp(frontEnd)
        app.navigator.open(Self.everyShelf)
        let book = try #require(app.detail)
        #expect(book.showRoute(.panel(.sheet)))

        #expect(book.showRoute(.panel(.sheet)), "the sheet it presents already")
        #expect(book.showRoute(.chapter(3)))
        app.settle()

        #expect(app.screens == "sidebar: shelves, prefs | content: shelf a | detail: book 1, chapter 2, chapter 3 | [sheet of book 1]")
        #expect(app.journal.runs.isEmpty, "\(app.journal.runs)")
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics.map(\.message))")
        #expect(app.navigator.currentPath == Self.everyShelf + [.chapter(3), .panel(.sheet)])
    }

    // Catches: a covered column's coordinator with no step on the current path (showRoute then pushes on what
    // its column shows), and its unwinding dismissing the modal of the column that covers it: it goes on within
    // its own column as uncovered, the screen of another coordinator above its last step popped, the sheet left up.
    @Test(arguments: TestFrontEnd.allCases)
    func showRouteFromAColumnUnderAnotherColumnsModalUnwindsItsOwnColumnOnly(_ frontEnd: TestFrontEnd) throws {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(1)])
        let note = try #require(app.detail)
        // A child of the note shows a step of its own on the note's stack.
        let child = NotebookNoteCoordinator(parent: note, router: note.router, id: 9, journal: app.journal)
        note.router.push(TestScreen("more"), retaining: child, animated: false, popHandler: app.journal.popHandler("more"))
        note.router.tagTopStay(RouteTag(route: AnyHashable(NotebookRoute.note(9)), coordinator: child))
        #expect(app.sidebar?.showRoute(.sheet) == true)
        #expect(app.navigator.capture().background == [[.notebooks, .notebook("field"), .note(1), .note(9)]])

        #expect(note.showRoute(.info))
        app.settle()

        #expect(app.journal.runs == ["pop more"])
        #expect(app.names(in: .detail) == ["note 1", "info 1"])
        #expect(app.screens.hasSuffix(" | sheet notebooks over the sidebar"), "\(app.screens)")
        #expect(app.navigator.capture().background == [[.notebooks, .notebook("field"), .note(1), .info]])
    }

    // Catches: RouteStep.containers adding no router for the routed screen of a column without a route (the
    // link's unwinding then pops the column before it to its root and leaves the column's modal up), and
    // RouteStep.clearColumns keeping only columns with a step of their own (it cleared that column).
    @Test(arguments: TestFrontEnd.allCases)
    func aLinkLeavingTheModalOfAColumnWithoutARouteDismissesItAndKeepsTheColumns(_ frontEnd: TestFrontEnd) throws {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .settings])
        let sidebar = try #require(app.sidebar)
        let note = NotebookNoteCoordinator(parent: sidebar, router: app.splitRouter.makeColumnRouter(), id: 2, journal: app.journal)
        app.splitRouter.show(note, in: .content)  // no route: no step of its own
        #expect(note.showRoute(.info))
        #expect(note.showRoute(.sheet))
        #expect(app.navigator.currentPath == [.notebooks, .settings, .info, .sheet])

        let opening = app.navigator.open([.notebooks, .settings, .info])
        app.settle()

        #expect(opening.ending == .complete)
        #expect(app.journal.runs == ["dismiss sheet note 2"])
        #expect(app.names(in: .sidebar) == ["notebooks", "settings"])
        #expect(app.names(in: .content) == ["note 2", "info 2"])
        #expect(app.navigator.currentPath == [.notebooks, .settings, .info])
    }

    // Catches: showRoute from a column replacing (or emptying) the column that presents a modal, which ends that
    // column's coordinator and dismisses its modal with the user's work in it: refused, reported, nothing changed,
    // the coordinator the step made released.
    @Test(arguments: TestFrontEnd.allCases, [SplitColumn.content, .detail])
    func showRouteThatWouldReplaceTheColumnThatPresentsAModalIsRefusedAndTheModalStays(_ frontEnd: TestFrontEnd, _ presenting: SplitColumn)
        throws
    {
        let app = ShelvesApp(frontEnd)
        app.navigator.open(Self.everyShelf)
        let presenter = try #require(app.coordinator(of: presenting) as? any RouteHandling)
        #expect(Self.showRoute(.panel(.sheet), from: presenter))
        let panel = try #require(
            presenter.router.modal.flatMap { presenter.router.coordinatorsRetained(for: $0.screen).first as? PanelCoordinator })
        #expect(panel.showRoute(.page(1)))
        let screens = app.screens
        let path = app.navigator.currentPath
        let live = app.journal.liveCoordinatorCount

        let shown = presenting == .content ? app.sidebar?.showRoute(.shelf("b")) : app.content?.showRoute(.book(2))
        app.settle()

        #expect(shown == false)
        #expect(
            app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .routeNotShown], "\(app.journal.diagnostics.map(\.message))")
        #expect(app.screens == screens)
        #expect(app.navigator.currentPath == path)
        #expect(app.journal.runs.isEmpty, "\(app.journal.runs)")
        #expect(app.journal.liveCoordinatorCount == live, "the coordinator the refused step made is released")
    }

    private static func showRoute(_ route: ShelfRoute, from coordinator: any RouteHandling) -> Bool {
        (coordinator as? ShelfCoordinator)?.showRoute(route) ?? (coordinator as? BookCoordinator)?.showRoute(route) ?? false
    }

    // Catches: the replay of the user's refused `.backSwipe` under a column's modal telling the split's Back from
    // the modal's own by the modal's stack alone: a sheet at its root refuses its back swipe too, with another
    // reason; the split's diagnostic says whose it was, and the replay refuses it the same way.
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersRefusedBackOnTheSplitUnderAColumnsModalAtItsRootReplaysAsTheSameRefusal(_ frontEnd: TestFrontEnd) throws {
        func underTheSheet() -> ShelvesApp {
            let app = ShelvesApp(frontEnd)
            app.navigator.open(Self.everyShelf)
            #expect(app.content?.showRoute(.panel(.sheet)) == true)
            return app
        }
        let recorded = underTheSheet()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.splitViewController.simulateBackSwipe() == nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.backSwipe])

        let app = underTheSheet()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.replayed.flatMap(\.diagnostics).map(\.message) == recording.entries.flatMap(\.diagnostics).map(\.message))
        #expect(app.screens == recorded.screens)
    }
}
