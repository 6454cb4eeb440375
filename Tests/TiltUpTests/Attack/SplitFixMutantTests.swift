import Testing
import TiltUpTestSupport

@_spi(TiltUpTest) @testable import TiltUp

/// Rules of the `fix-split` branch (`showRoute` from a column beside a column's modal, the save of a split in a tab
/// not selected, replays of the user's Back under a column's modal) that its own tests left loose: each test here
/// fails under a one-line mutation of the library that the other tests let through.
@MainActor
@Suite struct SplitFixMutantTests {
    private static let everyShelf: [ShelfRoute] = [.shelves, .prefs, .shelf("a"), .book(1), .chapter(2)]

    /// The shelves app showing every column, with "more" pushed on the detail's stack above chapter 2 by a child of
    /// the book (its step `.chapter(9)`, the child's own).
    private static func appWithAChildsScreenOnTheDetail(_ frontEnd: TestFrontEnd) throws -> (
        ShelvesApp, book: BookCoordinator, child: BookCoordinator
    ) {
        let app = ShelvesApp(frontEnd)
        app.navigator.open(everyShelf)
        let book = try #require(app.detail)
        let child = BookCoordinator(parent: book, router: book.router, id: 9, journal: app.journal)
        book.router.push(TestScreen("more"), retaining: child, animated: false, popHandler: app.journal.popHandler("more"))
        book.router.tagTopStay(RouteTag(route: AnyHashable(ShelfRoute.chapter(9)), coordinator: child))
        #expect(app.navigator.currentPath == everyShelf + [.chapter(9)])
        return (app, book, child)
    }

    // MARK: showRoute from a column

    // Catches: RouteStep.unwindAfterLastStep(ofColumnCoordinator:) popping to the coordinator's last step only when
    // it is on top already (`===` for `!==`): the screen of another coordinator above it stayed.
    @Test(arguments: TestFrontEnd.allCases)
    func showRouteFromAColumnPopsTheScreensOfAnotherCoordinatorAboveItsLastPushedStep(_ frontEnd: TestFrontEnd) throws {
        let (app, book, _) = try Self.appWithAChildsScreenOnTheDetail(frontEnd)

        #expect(book.showRoute(.chapter(3)))
        app.settle()

        #expect(app.journal.runs == ["pop more"])
        #expect(app.screens == "sidebar: shelves, prefs | content: shelf a | detail: book 1, chapter 2, chapter 3")
        #expect(app.navigator.currentPath == Self.everyShelf + [.chapter(3)])
    }

    // Catches: RouteStep.unwindAfterLastStep(ofColumnCoordinator:) leaving up the modal its column presents when it
    // unwinds the screens of its stack that the modal follows: the screens went under the sheet, which stayed.
    @Test(arguments: TestFrontEnd.allCases)
    func showRouteFromAColumnThatUnwindsTheScreenAModalFollowsDismissesThatModal(_ frontEnd: TestFrontEnd) throws {
        let (app, book, child) = try Self.appWithAChildsScreenOnTheDetail(frontEnd)
        #expect(child.showRoute(.panel(.sheet)))
        #expect(app.navigator.currentPath == Self.everyShelf + [.chapter(9), .panel(.sheet)])

        #expect(book.showRoute(.chapter(3)))
        app.settle()

        #expect(app.journal.runs == ["dismiss sheet of book 9", "pop more"], "\(app.journal.runs)")
        #expect(app.screens == "sidebar: shelves, prefs | content: shelf a | detail: book 1, chapter 2, chapter 3")
        #expect(app.navigator.currentPath == Self.everyShelf + [.chapter(3)])
    }

    // Catches: SplitRouter.clear without its refusal inside a column's showRoute: a step that empties the column
    // presenting a modal took that modal away with the user's work in it.
    @Test(arguments: TestFrontEnd.allCases)
    func showRouteThatWouldEmptyTheColumnThatPresentsAModalIsRefusedAndTheModalStays(_ frontEnd: TestFrontEnd) throws {
        let app = ShelvesApp(frontEnd)
        app.navigator.open([.shelves])
        let sidebar = try #require(app.sidebar)
        let clearing = DetailClearingCoordinator(parent: sidebar, router: app.splitRouter.makeColumnRouter())
        app.splitRouter.show(clearing, in: .content)
        let book = BookCoordinator(parent: clearing, router: app.splitRouter.makeColumnRouter(), id: 1, journal: app.journal)
        app.splitRouter.show(book, in: .detail)
        #expect(book.showRoute(.panel(.sheet)))
        let screens = app.screens
        app.journal.diagnostics.removeAll()

        _ = clearing.showRoute(.prefs)
        app.settle()

        #expect(app.journal.diagnostics.map(\.kind).contains(.modalAlreadyPresented), "\(app.journal.diagnostics.map(\.message))")
        #expect(app.screens == screens)
        #expect(app.detail === book)
        #expect(app.journal.runs.isEmpty, "\(app.journal.runs)")
    }

    // MARK: The save

    // Catches: RouteStep.appendColumns going on to a column's modal when asked for the columns alone
    // (`includingModal` ignored): the save of a tab not selected cut its split's path at the column presenting the
    // modal and put the modal in, where a tab not selected is saved without modals, through every column.
    @Test(arguments: TestFrontEnd.allCases)
    func aTabNotSelectedIsSavedThroughEveryColumnOfItsSplitWithoutAColumnsModal(_ frontEnd: TestFrontEnd) throws {
        let app = ShelvesInTabsApp(frontEnd)
        let everyColumn: [ShelfRoute] = [.tab("shelves")] + Self.everyShelf
        app.navigator.open(everyColumn)
        let shelf = try #require(app.splitRouter?.column(.content)?.coordinator as? ShelfCoordinator)
        #expect(shelf.showRoute(.panel(.sheet)))
        app.tabs.tabBarRouter.selectTab(at: 1)

        let snapshot = app.navigator.capture()

        #expect(snapshot.background == [everyColumn])
        #expect(snapshot.foreground == [.tab("other")])
    }

    // MARK: Replays

    // Catches: the replay of a refused `.backSwipe` under a column's modal taking any modal stack, one at its root
    // included, for one that would have popped: the sheet's own refusal at its root was replayed as the split's
    // Back, refused with another reason.
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersRefusedBackSwipeInAColumnsSheetAtItsRootReplaysAsTheSheetsOwnRefusal(_ frontEnd: TestFrontEnd) throws {
        func underTheSheet() -> ShelvesApp {
            let app = ShelvesApp(frontEnd)
            app.navigator.open(Self.everyShelf)
            #expect(app.content?.showRoute(.panel(.sheet)) == true)
            return app
        }
        let recorded = underTheSheet()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.navigationController.simulateVisibleBackSwipe() == nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.backSwipe])
        let recordedMessages = recording.entries.flatMap(\.diagnostics).map(\.message)
        #expect(!recordedMessages.contains { $0.hasPrefix("HeadlessSplitViewController.") }, "the sheet's own refusal")

        let app = underTheSheet()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.replayed.flatMap(\.diagnostics).map(\.message) == recordedMessages)
        #expect(app.screens == recorded.screens)
    }

    // Catches: HeadlessNavigationController.splitOnTheWay going into the split view on the root's stack before the
    // modal the root presents over it: on a Mac, which has no back swipe, the user's refused swipe in the app's
    // sheet over the split (a page pushed in it) was replayed as the split's Back, refused with another reason.
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersRefusedBackSwipeInTheAppsSheetOverTheSplitOnAMacReplaysAsTheSheetsOwnRefusal(_ frontEnd: TestFrontEnd) throws {
        func underTheAppsSheet() -> ShelvesApp {
            let app = ShelvesApp(frontEnd)
            app.navigationController.platform = .macOS
            app.navigator.open(Self.everyShelf)
            let panel = PanelCoordinator(parent: app.split, style: .sheet, owner: "app", journal: app.journal)
            panel.start()
            #expect(panel.showRoute(.page(1)))
            #expect(app.navigationController.presentedViewController != nil, "the app's sheet over the split")
            return app
        }
        let recorded = underTheAppsSheet()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.navigationController.simulateVisibleBackSwipe() == nil, "a Mac has no back swipe")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.backSwipe])
        let recordedMessages = recording.entries.flatMap(\.diagnostics).map(\.message)

        let app = underTheAppsSheet()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.replayed.flatMap(\.diagnostics).map(\.message) == recordedMessages)
        #expect(app.screens == recorded.screens)
    }

    // Catches (a defect the mutants showed, fixed in RouteNavigator+Replay's coveredSplit): the replay of a refused
    // `.backSwipe` under a column's modal taking a modal stack that could pop for one whose own swipe would not have
    // been refused: on a Mac, which has no back swipe, the user's refused swipe in a column's sheet with a page
    // pushed was replayed as the split's Back, refused with another reason.
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersRefusedBackSwipeInAColumnsSheetOnAMacReplaysAsTheSheetsOwnRefusal(_ frontEnd: TestFrontEnd) throws {
        func underTheSheet() throws -> ShelvesApp {
            let app = ShelvesApp(frontEnd)
            app.navigationController.platform = .macOS
            app.navigator.open(Self.everyShelf)
            #expect(app.content?.showRoute(.panel(.sheet)) == true)
            let content = try #require(app.content)
            let panel = try #require(
                content.router.modal.flatMap { content.router.coordinatorsRetained(for: $0.screen).first as? PanelCoordinator })
            #expect(panel.showRoute(.page(1)))
            return app
        }
        let recorded = try underTheSheet()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.navigationController.simulateVisibleBackSwipe() == nil, "a Mac has no back swipe")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.backSwipe])
        let recordedMessages = recording.entries.flatMap(\.diagnostics).map(\.message)

        let app = try underTheSheet()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.replayed.flatMap(\.diagnostics).map(\.message) == recordedMessages)
        #expect(app.screens == recorded.screens)
    }

    // Catches: HeadlessNavigationController.splitOnTheWay going into a tab bar's first tab, not the one on screen:
    // the user's Back in the detail beside an undimmed sheet of a column, in a split view in the second tab, was
    // not done again (no split on the way), and was stood in for.
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersBackInAColumnOfASplitInTheSecondTabBesideAnUndimmedSheetIsReplayedAsTheirGesture(_ frontEnd: TestFrontEnd) throws {
        func withTheSidebarsSheet() throws -> ShelvesInTabsApp {
            let app = ShelvesInTabsApp(frontEnd, splitTabLast: true)
            app.navigator.open([.tab("shelves")] + Self.everyShelf)
            let sidebar = try #require(app.splitRouter?.column(.sidebar)?.coordinator as? ShelvesListCoordinator)
            #expect(sidebar.showRoute(.panel(.undimmed)))
            return app
        }
        let recorded = try withTheSidebarsSheet()
        let journal = NavigationJournal(navigator: recorded.navigator)
        let detail = try #require(recorded.splitRouter?.column(.detail)?.router.navigationController as? HeadlessNavigationController)
        #expect(detail.simulateBackSwipe() != nil, "the undimmed sheet leaves the detail to the user")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.columnBack(.detail, count: 1)])

        let app = try withTheSidebarsSheet()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.standIns.isEmpty, "the user's gesture is done again, not stood in for")
        #expect(app.screens == recorded.screens)
        #expect(app.journal.runs == recorded.journal.runs)
    }
}

/// A content column's coordinator whose `.prefs` step empties the detail column (`SplitRouter.clear(.detail)`).
@MainActor
private final class DetailClearingCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.push(TestScreen("clearing"), retaining: self, animated: false)
    }

    func handle(_ route: ShelfRoute) -> RouteDecision {
        guard route == .prefs else { return .decline }
        return .show { self.router.splitRouter?.clear(.detail) }
    }
}
