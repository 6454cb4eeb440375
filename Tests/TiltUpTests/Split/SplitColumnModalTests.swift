import Foundation
import Testing
import TiltUpTestSupport

@testable import TiltUp

/// A modal presented from a column of a split view: on the path right after that column's steps, handled on the
/// way back by that column's coordinator, with the columns it covers saved beside it and reopened under it; a
/// link that keeps the columns a column's modal covered; and what `showRoute` does about another column's modal.
@MainActor
@Suite struct SplitColumnModalTests {
    /// The notebooks app showing settings in the sidebar, the notebook "field", and note 1 with its info.
    private func appShowingEveryColumn(_ frontEnd: TestFrontEnd = .uiKit, in width: SizeClass = .regular) -> NotebooksApp {
        let app = NotebooksApp(frontEnd, in: width)
        app.navigator.open([.notebooks, .settings, .notebook("field"), .note(1), .info])
        return app
    }

    /// Asks `column`'s coordinator for the sheet, as the user's tap on its share button does.
    @discardableResult
    private func presentSheet(from column: SplitColumn, in app: NotebooksApp) -> Bool {
        switch column {
        case .sidebar: app.sidebar?.showRoute(.sheet) ?? false
        case .content: app.content?.showRoute(.sheet) ?? false
        case .detail: app.detail?.showRoute(.sheet) ?? false
        }
    }

    private static let everyColumn: [NotebookRoute] = [.notebooks, .settings, .notebook("field"), .note(1), .info]

    /// The path to a sheet `column` presents over the app of ``appShowingEveryColumn(_:in:)``.
    private static func pathToSheet(over column: SplitColumn) -> [NotebookRoute] {
        switch column {
        case .sidebar: [.notebooks, .settings, .sheet]
        case .content: [.notebooks, .settings, .notebook("field"), .sheet]
        case .detail: everyColumn + [.sheet]
        }
    }

    private static let screensUnderASheet = "sidebar: notebooks, settings | content: field | detail: note 1, info 1"

    // Catches: RouteStep.appendColumns putting a column's modal after the last column's steps (its route then
    // goes to the detail's coordinator on the way back, which presents it over the detail, or declines it).
    @Test(arguments: TestFrontEnd.allCases, [SplitColumn.sidebar, .content, .detail])
    func aModalFromAColumnIsOnThePathRightAfterThatColumnsSteps(_ frontEnd: TestFrontEnd, _ column: SplitColumn) {
        let app = appShowingEveryColumn(frontEnd)

        #expect(presentSheet(from: column, in: app))

        #expect(app.navigator.currentPath == Self.pathToSheet(over: column))
        #expect(app.screens == Self.screensUnderASheet + " | sheet \(Self.sheetName(column)) over the \(column)")
        #expect(app.journal.diagnostics.isEmpty)
    }

    // Catches: the columns a column's modal covers left out of the save (they would not reopen), or saved in the
    // foreground after the modal (the modal's route handed to the last column's coordinator at restore).
    @Test(arguments: TestFrontEnd.allCases, [SplitColumn.sidebar, .content, .detail])
    func whatTheAppSavesWithAModalFromAColumnReopensTheSameScreensInEitherWidth(_ frontEnd: TestFrontEnd, _ column: SplitColumn) throws {
        let app = appShowingEveryColumn(frontEnd)
        presentSheet(from: column, in: app)

        let snapshot = app.navigator.capture()

        #expect(snapshot.foreground == Self.pathToSheet(over: column))
        #expect(snapshot.background == (column == .detail ? [] : [Self.everyColumn]))
        for width in [SizeClass.regular, .compact] {
            let reopened = NotebooksApp(frontEnd, in: width)
            let read = try NavigationSnapshot<NotebookRoute>.read(restorationData: snapshot.restorationData())
            let opening = reopened.navigator.restore(read.snapshot)
            #expect(opening.ending == .complete)
            #expect(reopened.screens == app.screens, "reopened \(width)")
            #expect(reopened.navigator.currentPath == app.navigator.currentPath)
            #expect(reopened.journal.diagnostics.isEmpty, "\(reopened.journal.diagnostics.map(\.message))")
            #expect(reopened.journal.runs.isEmpty, "nothing shown at restore leaves")
        }
    }

    // Catches: a column's modal left out of the save (transient) leaving a foreground that ends at its column,
    // whose restore then clears the columns it covered.
    @Test(arguments: [SplitColumn.sidebar, .content])
    func aTransientModalFromAColumnLeavesEveryColumnInTheSave(_ column: SplitColumn) {
        let app = appShowingEveryColumn()
        app.navigator.isTransient = { $0 == .sheet }
        presentSheet(from: column, in: app)

        let snapshot = app.navigator.capture()

        #expect(snapshot.foreground == Self.everyColumn)
        #expect(snapshot.background.isEmpty)
        let reopened = NotebooksApp()
        #expect(reopened.navigator.restore(snapshot).ending == .complete)
        #expect(reopened.screens == Self.screensUnderASheet)
    }

    // Catches: a modal without a route ending the path at its column (the columns it covers would not reopen).
    @Test func aModalWithoutARouteFromAColumnLeavesEveryColumnOnThePath() {
        let app = appShowingEveryColumn()
        app.content?.router.presentModal(TestScreen("unrouted"), animated: false, presentationStyle: .pageSheet)

        #expect(app.navigator.currentPath == Self.everyColumn)
        #expect(app.navigator.capture().foreground == Self.everyColumn)
        #expect(app.navigator.capture().background.isEmpty)
    }

    // Catches: a step after a column's steps clearing the columns after it before it is shown (the link to the
    // content's sheet would close the note beside it), and the note shown again after the sheet goes (the
    // columns a column's modal covered are checked again before the step is shown).
    @Test(arguments: TestFrontEnd.allCases)
    func aLinkToAColumnsModalKeepsTheColumnsItCoversAndALinkBackFindsThemShown(_ frontEnd: TestFrontEnd) {
        let app = appShowingEveryColumn(frontEnd)
        let note = app.detail

        #expect(app.navigator.open(Self.pathToSheet(over: .content)).ending == .complete)
        #expect(app.screens == Self.screensUnderASheet + " | sheet field over the content")
        #expect(app.journal.runs.isEmpty)

        let back = app.navigator.open(Self.everyColumn)
        app.settle()  // under RouterView the sheet goes at its onDismiss, and the link waits for it
        #expect(back.ending == .complete)
        #expect(app.screens == Self.screensUnderASheet)
        #expect(app.journal.runs == ["dismiss sheet field"], "the note and its info, covered, are shown already")
        #expect(app.detail === note)
    }

    // Catches: a link whose step pops a column's stack keeping the columns after it, which followed from the
    // screen that left.
    @Test func aLinkThatPopsAColumnsStackClearsTheColumnsAfterItDetailFirst() {
        let app = appShowingEveryColumn()

        #expect(app.navigator.open([.notebooks, .sheet]).ending == .complete)

        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop field", "pop settings"])
        #expect(app.screens == "sidebar: notebooks | content:  | detail:  | sheet notebooks over the sidebar")
        #expect(app.journal.liveCoordinatorCount == 2)
    }

    // Catches: a link to the sidebar's modal leaving another column's modal up (the sidebar's then refused), or
    // clearing the columns that modal covered.
    @Test(arguments: TestFrontEnd.allCases)
    func aLinkToAnotherColumnsModalDismissesTheOneUpAndKeepsTheColumns(_ frontEnd: TestFrontEnd) {
        let app = NotebooksApp(frontEnd)
        app.navigator.open([.notebooks, .notebook("field"), .note(1), .sheet])

        let opening = app.navigator.open([.notebooks, .sheet])
        app.settle()

        #expect(opening.ending == .complete)
        #expect(app.journal.runs == ["dismiss sheet note 1"])
        #expect(app.screens == "sidebar: notebooks | content: field | detail: note 1 | sheet notebooks over the sidebar")
        #expect(app.journal.diagnostics.isEmpty)
    }

    // Catches: RouteStep.ownColumnsPath not ending at a later column's modal, and showRoute unwinding another
    // column's modal, routed or not: it is refused, and the modal up stays with its coordinator.
    @Test(arguments: TestFrontEnd.allCases, [false, true])
    func showRouteFromAColumnLeavesAnotherColumnsModalUpAndIsRefused(_ frontEnd: TestFrontEnd, routed: Bool) {
        let app = appShowingEveryColumn(frontEnd)
        if routed {
            presentSheet(from: .content, in: app)
        } else {
            app.content?.router.presentModal(TestScreen("sheet field"), animated: false, presentationStyle: .pageSheet)
        }
        let pathBefore = app.navigator.currentPath

        #expect(!presentSheet(from: .sidebar, in: app))
        #expect(!presentSheet(from: .detail, in: app))

        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .routeNotShown, .modalAlreadyPresented, .routeNotShown])
        #expect(app.journal.runs == ["dismiss sheet notebooks", "dismiss sheet note 1"], "the refused sheets' own handlers, at once")
        #expect(app.screens == Self.screensUnderASheet + " | sheet field over the content")
        #expect(app.navigator.currentPath == pathBefore)
    }

    // Catches: RouteStep.ownColumnsPath not ending at the modal of a later column that has no step of its own
    // (shown without a route): the content's showRoute would dismiss the detail's sheet.
    @Test func showRouteLeavesUpTheModalOfALaterColumnShownWithoutARoute() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field")])
        let content = try #require(app.content)
        let note = NotebookNoteCoordinator(parent: content, router: app.splitRouter.makeColumnRouter(), id: 2, journal: app.journal)
        app.splitRouter.show(note, in: .detail)  // no route: no step of its own
        #expect(note.showRoute(.sheet))
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field"), .sheet])

        #expect(!content.showRoute(.sheet))

        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .routeNotShown])
        #expect(app.screens == "sidebar: notebooks | content: field | detail: note 2 | sheet note 2 over the detail")
    }

    // Catches: showRoute from the column whose own modal is up not going on under it (its own steps stay).
    @Test func showRouteFromTheColumnThatPresentsGoesOnUnderItsModal() {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field"), .sheet])

        #expect(app.content?.showRoute(.note(2)) == true)

        #expect(app.screens == "sidebar: notebooks | content: field | detail: note 2 | sheet field over the content")
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field"), .sheet])
        #expect(app.navigator.capture().background == [[.notebooks, .notebook("field"), .note(2)]])
    }

    // Catches: a journal's paths or a replay disagreeing with where a column's modal is on the path: the link to
    // the content's sheet, the user's swipe-down of it, and a link back, replayed on a fresh app.
    @Test(arguments: TestFrontEnd.allCases)
    func aRecordingWithAColumnsModalReplaysWithoutDivergence(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotebooksApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.notebooks, .notebook("field"), .note(1)], from: .url)
        recorded.navigator.open([.notebooks, .notebook("field"), .sheet], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        #expect(try #require(recorded.content).router.headless.simulateSwipeDown() != nil)
        recorded.settle()
        recorded.navigator.open([.notebooks, .sheet], from: .url)
        recorded.settle()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.contains { $0.path == [.notebooks, .notebook("field"), .sheet] })

        let app = NotebooksApp(frontEnd)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.screens == recorded.screens)
        #expect(app.journal.runs == recorded.journal.runs)
    }

    // Catches: RouteNavigator.capture saving, for a column's modal left out (transient), the columns that a split
    // view inside that modal covers: a path through the modal left out, in place of the columns it covered.
    @Test(arguments: [false, true])
    func aSplitViewInAColumnsModalSavesItsCoveredColumnsOnlyWhereThatModalIsSaved(sheetIsTransient: Bool) throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field"), .note(1)])
        let content = try #require(app.content)
        // The content presents a split view of its own, whose sidebar presents a sheet over the note beside it.
        let modalRouter = Router(navigationController: HeadlessNavigationController())
        let host = TabCoordinator(parent: content, router: modalRouter, name: "picker")
        let innerSplit = TabSplitCoordinator(parent: host)
        content.router.presentModal(modalRouter, retaining: host, animated: false)
        content.router.tagModal(RouteTag(route: AnyHashable(NotebookRoute.sheet), coordinator: content))
        innerSplit.start()
        let inner = innerSplit.splitRouter
        inner.show(
            TabCoordinator(parent: innerSplit, router: inner.makeColumnRouter(), name: "note 9"), in: .detail, route: NotebookRoute.note(9))
        let innerSidebar = try #require(inner.column(.sidebar))
        innerSidebar.router.presentModal(TestScreen("inner sheet"), animated: false, presentationStyle: .pageSheet)
        innerSidebar.router.tagModal(RouteTag(route: AnyHashable(NotebookRoute.info), coordinator: innerSidebar.coordinator))
        #expect(app.navigator.currentPath == [.notebooks, .notebook("field"), .sheet, .info])
        app.navigator.isTransient = { sheetIsTransient && $0 == .sheet }

        let snapshot = app.navigator.capture()

        if sheetIsTransient {
            #expect(snapshot.foreground == [.notebooks, .notebook("field"), .note(1)])
            #expect(snapshot.background.isEmpty)
        } else {
            #expect(snapshot.foreground == [.notebooks, .notebook("field"), .sheet, .info])
            #expect(
                snapshot.background == [[.notebooks, .notebook("field"), .note(1)], [.notebooks, .notebook("field"), .sheet, .note(9)]])
        }
    }

    private static func sheetName(_ column: SplitColumn) -> String {
        switch column {
        case .sidebar: "notebooks"
        case .content: "field"
        case .detail: "note 1"
        }
    }
}
