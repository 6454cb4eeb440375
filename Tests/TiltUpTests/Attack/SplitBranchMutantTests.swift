import Foundation
import Testing
import TiltUpTestSupport

@testable import TiltUp

/// Rules of the `split` branch (a column's modal on the path and in the save, links that keep the columns, the
/// split's refused Back side by side, `close()`) that its own tests left loose: each test here fails under a
/// one-line mutation of the library that the other tests let through.
@MainActor
@Suite struct SplitBranchMutantTests {
    private static let everyColumn: [NotebookRoute] = [.notebooks, .settings, .notebook("field"), .note(1), .info]

    /// The notebooks app showing settings in the sidebar, the notebook "field", and note 1 with its info.
    private func appShowingEveryColumn() -> NotebooksApp {
        let app = NotebooksApp()
        app.navigator.open(Self.everyColumn)
        return app
    }

    // MARK: The save

    // Catches: RouteNavigator.capture saving the path through every column, for a column's modal left out, without
    // cutting it at its own first transient step (only the modal's path was cut).
    @Test func aTransientModalFromAColumnSavesTheColumnsItCoversUpToTheirFirstTransientStep() {
        let app = appShowingEveryColumn()
        app.navigator.isTransient = { $0 == .sheet || $0 == .info }
        #expect(app.content?.showRoute(.sheet) == true)

        let snapshot = app.navigator.capture()

        #expect(snapshot.foreground == [.notebooks, .settings, .notebook("field"), .note(1)], "the info, transient, is left out too")
        #expect(snapshot.background.isEmpty)
    }

    // Catches: RouteNavigator.capture reading the sheet detents of the path through the modal left out, not of the
    // path saved in its place: the saved foreground's column step then carries the modal's detent.
    @Test(arguments: [false, true])
    func aSavesSheetDetentsAreThoseOfTheSheetsOnItsForeground(sheetIsTransient: Bool) throws {
        let app = appShowingEveryColumn()
        let content = try #require(app.content)
        content.router.presentSheet(TestScreen("sheet field"), retaining: content, animated: false, detents: [.medium, .large])
        content.router.tagModal(RouteTag(route: AnyHashable(NotebookRoute.sheet), coordinator: content))
        #expect(app.navigator.currentPath == [.notebooks, .settings, .notebook("field"), .sheet])
        app.navigator.isTransient = { sheetIsTransient && $0 == .sheet }

        let snapshot = app.navigator.capture()

        if sheetIsTransient {
            #expect(snapshot.foreground == Self.everyColumn)
            #expect(snapshot.sheetDetents.isEmpty, "no sheet on the path saved")
        } else {
            #expect(snapshot.foreground == [.notebooks, .settings, .notebook("field"), .sheet])
            #expect(snapshot.sheetDetents == [3: .medium])
        }
    }

    // MARK: The path

    // Catches: RouteStep.appendColumns going on into the stack of a column's modal that has no route (a modal
    // without a route ends the path, as it does outside a split view).
    @Test func aModalWithoutARouteFromAColumnEndsThePathWhateverItsOwnStackShows() throws {
        let app = appShowingEveryColumn()
        let content = try #require(app.content)
        let modal = Router(navigationController: HeadlessNavigationController())
        modal.push(TestScreen("picker"), animated: false)
        modal.push(TestScreen("picked"), animated: false)
        modal.tagTopStay(RouteTag(route: AnyHashable(NotebookRoute.info), coordinator: content))
        content.router.presentModal(modal, animated: false, presentationStyle: .pageSheet)
        #expect(content.router.presentedRouter === modal)

        #expect(app.navigator.currentPath == Self.everyColumn)
        #expect(app.navigator.capture().foreground == Self.everyColumn)
    }

    // MARK: Links

    // Catches: RouteStep.keepsLaterColumns counting only the stays of the column's own stack among the steps in the
    // way: a stay in the stack of that column's modal made the link clear the columns the modal covered and show
    // the note under it again.
    @Test func aLinkBackFromAColumnsModalWithAStackOfItsOwnFindsTheColumnsItCoveredShown() throws {
        let app = appShowingEveryColumn()
        let content = try #require(app.content)
        let note = app.detail
        let sheet = SheetStackCoordinator(parent: content, journal: app.journal)
        sheet.start()
        content.router.tagModal(RouteTag(route: AnyHashable(NotebookRoute.sheet), coordinator: sheet))
        #expect(sheet.showRoute(.info))
        #expect(app.navigator.currentPath == [.notebooks, .settings, .notebook("field"), .sheet, .info])

        let opening = app.navigator.open(Self.everyColumn)

        #expect(opening.ending == .complete)
        #expect(app.screens == "sidebar: notebooks, settings | content: field | detail: note 1, info 1")
        #expect(app.detail === note, "the note under the sheet is shown already")
        #expect(!app.journal.runs.contains("pop note 1"))
        #expect(app.navigator.currentPath == Self.everyColumn)
        #expect(app.journal.diagnostics.isEmpty)
    }

    // Catches: RouteStep.keepsLaterColumns keeping the columns for a step that no column's coordinator handles (here
    // the split's own, presenting over the whole split): the link's path leaves the columns out, so its save would
    // not reopen what they showed.
    @Test func aLinkWhoseStepTheSplitsOwnCoordinatorHandlesClearsTheColumnsAndItsSaveReopensTheSameScreens() {
        let app = AboutNotebooksApp()
        app.navigator.open([.notebooks, .notebook("field"), .note(1)])

        let opening = app.navigator.open([.settings])

        #expect(opening.ending == .complete)
        #expect(app.journal.runs == ["pop note 1", "pop field"], "detail first")
        #expect(app.shownColumns == [.sidebar])
        #expect(app.navigator.currentPath == [.settings])
        let reopened = AboutNotebooksApp()
        #expect(reopened.navigator.restore(app.navigator.capture()).ending == .complete)
        #expect(reopened.shownColumns == app.shownColumns, "the save reopens what the link left")
        #expect(reopened.navigator.currentPath == [.settings])
        #expect(app.journal.diagnostics.isEmpty)
    }

    // MARK: The split's Back side by side

    // Catches: HeadlessSplitCore.back asking what the Back would act on before whether the split has a Back at all:
    // side by side under a sheet, the refusal gave the sheet as the reason, not the width.
    @Test(arguments: TestFrontEnd.allCases)
    func theSplitsBackSideBySideIsRefusedForTheWidthEvenUnderASheet(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.showNote(1)
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)

        #expect(app.splitViewController.simulateBackSwipe() == nil)
        #expect(app.splitViewController.beginBackSwipe() == nil)

        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        #expect(app.journal.diagnostics.allSatisfy { $0.message.contains("regular width") }, "\(app.journal.diagnostics.map(\.message))")
        #expect(app.detail != nil)
    }

    // MARK: Closing the window

    // Catches: close() letting go of a coordinator with no bound on the releases: an app coordinator of the app's
    // own that never lets go of it would keep close() releasing for ever. It gives up, and says what is left.
    @Test func closeGivesUpOnACoordinatorItsAppCoordinatorNeverLetsGoAndSaysSo() {
        let appCoordinator = StubbornAppCoordinator()
        var diagnostics: [NavigationDiagnostic.Kind] = []
        appCoordinator.router.diagnosticHandler = { diagnostics.append($0.kind) }
        let kept = Coordinator(appCoordinator: appCoordinator)
        appCoordinator.pushCoordinator(kept)

        appCoordinator.close()

        #expect(appCoordinator.pops > 0)
        #expect(appCoordinator.pops < StubbornAppCoordinator.letsGoAfter, "close() gives up before the app coordinator lets go")
        #expect(diagnostics == [.closeUnfinished])
    }
}

/// A sheet with a stack of its own, presented from a column: its route `.info` pushes "sheet info".
@MainActor
private final class SheetStackCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal

    init(parent: any Coordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(parent: parent, router: Router(navigationController: HeadlessNavigationController()))
    }

    override func start() {
        router.push(TestScreen("sheet"), retaining: self, animated: false)
        parent?.router.presentModal(
            router, retaining: self, animated: false, presentationStyle: .pageSheet, dismissHandler: journal.dismissHandler("sheet"))
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        guard route == .info else { return .decline }
        return .show {
            self.router.push(TestScreen("sheet info"), retaining: self, animated: false, popHandler: self.journal.popHandler("sheet info"))
        }
    }
}

/// The notebooks app with ``AboutNotebooksSplitCoordinator``, headless, side by side.
@MainActor
private final class AboutNotebooksApp {
    let journal = ShopJournal()
    let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
    let navigator: RouteNavigator<NotebookRoute>
    let split: AboutNotebooksSplitCoordinator

    init() {
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        split = AboutNotebooksSplitCoordinator(appCoordinator: appCoordinator, journal: journal)
        appCoordinator.start(coordinator: split)
    }

    /// The columns that show a coordinator, sidebar first.
    var shownColumns: [SplitColumn] { split.splitRouter.columns.map(\.column) }
}

/// The notebooks app's split view, whose own coordinator presents "about" over the whole split for `.settings`.
@MainActor
private final class AboutNotebooksSplitCoordinator: SplitCoordinator, RouteHandling {
    let journal: ShopJournal

    init(appCoordinator: any AppCoordinating, journal: ShopJournal) {
        self.journal = journal
        super.init(appCoordinator: appCoordinator, showsContentColumn: true)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(
                NotebookListCoordinator(parent: self, router: splitRouter.makeColumnRouter(), journal: journal), in: .sidebar,
                route: NotebookRoute.notebooks)
        ]
    }

    func handle(_ route: NotebookRoute) -> RouteDecision {
        guard route == .settings else { return .decline }
        return .show {
            self.router.presentModal(
                TestScreen("about"), retaining: self, animated: false, presentationStyle: .pageSheet,
                dismissHandler: self.journal.dismissHandler("about"))
        }
    }
}

/// An app coordinator of the app's own, closed by the default `close()`, that never lets go of a coordinator
/// until it has been asked an unreasonable number of times (so that a close() without a bound still ends).
@MainActor
private final class StubbornAppCoordinator: AppCoordinating {
    static let letsGoAfter = 200_000
    let router = Router(navigationController: HeadlessNavigationController())
    private(set) var retainedCoordinators: [any Coordinating] = []
    private(set) var pops = 0

    func start(coordinator: any Coordinating) {
        pushCoordinator(coordinator)
        coordinator.start()
    }

    func pushCoordinator(_ coordinator: any Coordinating) {
        retainedCoordinators.append(coordinator)
    }

    func popCoordinator(_ coordinator: any Coordinating) {
        pops += 1
        if pops >= Self.letsGoAfter {
            retainedCoordinators.removeAll { $0 === coordinator }
        }
    }

    func containsCoordinator(_ coordinator: any Coordinating) -> Bool {
        retainedCoordinators.contains { $0 === coordinator }
    }
}
