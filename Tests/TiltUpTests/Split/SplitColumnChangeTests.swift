import Testing
import TiltUp
import TiltUpTestSupport

extension NotesApp {
    /// Note `id`, whose pop handler shows an empty state in the detail ("no note selected"), as an iPad app does
    /// when the note goes.
    func noteShowingAnEmptyState(_ id: Int) -> AdversaryCoordinator {
        AdversaryCoordinator(parent: split, router: splitRouter.makeColumnRouter(), name: "note \(id)", journal: journal) {
            [weak split, journal] in
            guard let split else { return }
            let emptyState = AdversaryCoordinator(
                parent: split, router: split.splitRouter.makeColumnRouter(), name: "empty", journal: journal)
            split.splitRouter.show(emptyState, in: .detail)
        }
    }

    /// The name of the coordinator the detail shows, if it is one of the adversary's.
    var detailName: String? { (splitRouter.column(.detail)?.coordinator as? AdversaryCoordinator)?.name }
}

/// How a split view's columns change: the old coordinator ends before the new one starts, a handler's change
/// made meanwhile wins and nothing is left behind, observers hear the changes in the order they happened.
@MainActor
@Suite struct SplitColumnChangeTests {
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func theOldDetailEndsWithItsHandlersOnceBeforeTheNewOneStarts(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let app = NotesApp(frontEnd, in: sizeClass)
        app.showNote(1, pushingInfo: true)

        app.splitRouter.show(
            AdversaryCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 2", journal: app.journal),
            in: .detail)

        #expect(app.journal.runs == ["pop info 1", "pop note 1", "start note 2"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aColumnShownByAHandlerOfTheEndingDetailWinsAndTheOneAskedForIsNeitherStartedNorKept(
        _ frontEnd: TestFrontEnd, _ sizeClass: SizeClass
    ) throws {
        let app = NotesApp(frontEnd, in: sizeClass)
        app.splitRouter.show(app.noteShowingAnEmptyState(1), in: .detail)
        weak var second: NoteCoordinator?
        do {
            let made = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 2, journal: app.journal)
            second = made
            app.splitRouter.show(made, in: .detail, route: NotesRoute.note(2))
        }

        #expect(second == nil, "never started, and released")
        #expect(app.detailName == "empty")
        #expect(app.journal.runs == ["start note 1", "pop note 1", "start empty"])
        #expect(app.events == [.columnShown(.detail), .columnShown(.detail)])
        #expect(app.journal.diagnostics.map(\.kind) == [.columnChangedByHandler])
        #expect(!app.appCoordinator.retainedCoordinators.contains { $0 is NoteCoordinator })
        if sizeClass == .compact {
            #expect(app.collapsedNames == ["folders", "empty"])
        }

        app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
        #expect(app.appCoordinator.retainedCoordinators.isEmpty, "nothing stays retained once the split has gone")
        #expect(app.journal.liveCoordinatorCount == 1, "only the split coordinator, which the test app holds")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func observersHearTheClearingOfTheSplitsBackBeforeTheHandlersChangeThatFollowedIt(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        app.splitRouter.show(app.noteShowingAnEmptyState(1), in: .detail)

        app.splitViewController.simulateBackSwipe()

        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail), .columnShown(.detail)])
        #expect(app.detailName == "empty", "the last event says what is shown")
        #expect(app.journal.runs == ["start note 1", "pop note 1", "start empty"])
    }

    @Test func aHandlerThatShowsTheNewCoordinatorElsewhereWinsAndTheDetailIsLeftEmpty() {
        let app = NotesApp()
        let first = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal)
        app.splitRouter.show(first, in: .detail)
        // A handler that shows the second note's router elsewhere: the detail is left as the handler left it.
        let second = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 2, journal: app.journal)
        first.router.push(TestScreen("draft"), animated: false) { [weak split = app.splitRouter] in
            split?.show(second, in: .sidebar)
        }

        app.splitRouter.show(second, in: .detail)

        #expect(app.splitRouter.column(.sidebar)?.coordinator === second, "the handler's change stands")
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.splitViewController.viewController(for: .detail) == nil, "no stack of a coordinator gone is left in the column")
        #expect(app.events.last == .columnCleared(.detail))
        #expect(app.journal.diagnostics.map(\.kind) == [.columnChangedByHandler])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSplitInATabTellsCollapseAndExpandWithTheWindow(_ frontEnd: TestFrontEnd) throws {
        let navigationController = frontEnd.makeNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let tabs = SplitInATabCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let split = try #require(tabs.splitTab?.split.splitRouter)
        var events: [SplitEvent] = []
        let observation = split.observe { events.append($0) }
        defer { observation.dispose() }

        navigationController.simulateSizeClassChange(to: .regular)
        #expect(!split.isCollapsed)
        navigationController.simulateSizeClassChange(to: .compact)
        #expect(split.isCollapsed)

        #expect(events == [.expanded, .collapsed])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aStepShownInAnotherColumnKeepsTheRouteOfTheHandlersColumn(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.splitRouter.show(
            ShowingFoldersCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), journal: app.journal), in: .sidebar,
            route: NotesRoute.folders)

        let opening = app.navigator.open([.folders, .note(1), .info])

        #expect(opening.isComplete)
        #expect(app.splitRouter.column(.sidebar)?.route == AnyHashable(NotesRoute.folders))
        #expect(app.navigator.currentPath == [.folders, .note(1), .info])
        let restored = NotesApp(frontEnd)
        restored.splitRouter.show(
            ShowingFoldersCoordinator(parent: restored.split, router: restored.splitRouter.makeColumnRouter(), journal: restored.journal),
            in: .sidebar, route: NotesRoute.folders)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == [.folders, .note(1), .info], "what was saved reopens")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTapInTheSidebarKeepsADetailShownWithoutARouteButWithRoutedScreens(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        let note = NoteCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal)
        app.splitRouter.show(note, in: .detail)  // no route
        note.showRoute(.info)

        app.sidebar?.showRoute(.settings)

        #expect(app.journal.runs.isEmpty)
        #expect(app.detail === note)
        #expect(app.navigator.currentPath == [.folders, .settings, .info])
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aPopoverFromAColumnFollowsTheSplitsWidthAndATapOutsideClosesItInRegularWidth(
        _ frontEnd: TestFrontEnd, _ sizeClass: SizeClass
    ) {
        let app = NotesApp(frontEnd, in: sizeClass)
        let note = app.showNote(1)
        note.router.presentModal(
            TestScreen("share"), animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("share"))

        let closed = note.router.headless.simulateTapOutside()

        if sizeClass == .regular {
            #expect(closed != nil)
            #expect(app.journal.runs == ["dismiss share"])
        } else {
            #expect(closed == nil, "a sheet in compact width")
            #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
            note.router.headless.simulateSwipeDown()
            #expect(app.journal.runs == ["dismiss share"])
        }
    }
}

/// A sidebar whose `.show` decision shows a note in the detail itself, with its route.
@MainActor
final class ShowingFoldersCoordinator: Coordinator, RouteHandling {
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
            split.show(
                NoteCoordinator(parent: self, router: split.makeColumnRouter(), id: id, journal: self.journal), in: .detail, route: route)
        }
    }
}

/// A tab bar whose first tab shows a split view.
@MainActor
final class SplitInATabCoordinator: TabBarCoordinator {
    var splitTab: SplitTabCoordinator? { tabBarRouter.tabs.first?.coordinator as? SplitTabCoordinator }

    override func makeTabs() -> [TabBarRouter.Tab] {
        [
            TabBarRouter.Tab(SplitTabCoordinator(parent: self, router: tabBarRouter.makeTabRouter())),
            TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "second")),
        ]
    }
}

/// A tab that shows a split view of folders and notes.
@MainActor
final class SplitTabCoordinator: Coordinator {
    private(set) lazy var split = TabSplitCoordinator(parent: self)

    override func start() {
        split.start()
    }
}

/// The split view of a tab.
@MainActor
final class TabSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "folders"), in: .sidebar)]
    }
}
