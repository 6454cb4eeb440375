import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// The split's Back in compact width, step by step: begun, then finished or cancelled, as a back swipe on a
/// stack is; every handler once, none for a cancelled one.
@MainActor
@Suite struct SplitBackGestureTests {
    nonisolated static let uiKitRules: [TestFrontEnd] = [.uiKit, .splitDetail]

    @Test(arguments: uiKitRules)
    func theSplitsBackFromTheDetailsFirstScreenCanBeBegunAndCancelledAndNothingLeaves(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let note = app.showNote(1)

        let swipe = try #require(app.splitViewController.beginBackSwipe())
        let first = try #require(note.router.viewControllers.first)
        #expect(ObjectIdentifier(swipe.screen) == ObjectIdentifier(first))
        #expect(app.collapsedNames == ["folders", "note 1"], "nothing moves until it ends")
        swipe.cancel()

        #expect(swipe.state == .cancelled)
        #expect(app.journal.runs.isEmpty)
        #expect(app.detail === note)
        #expect(app.events == [.columnShown(.detail)])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: uiKitRules)
    func theSplitsBackFromTheDetailsFirstScreenClosesTheDetailWhenItFinishesWithItsHandlersOnce(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        weak let note = app.showNote(1)

        let swipe = try #require(app.splitViewController.beginBackSwipe())
        #expect(swipe.finish() != nil)
        #expect(swipe.finish() == nil, "a gesture ends once")

        #expect(app.journal.runs == ["pop note 1"])
        #expect(note == nil, "the detail's coordinator is released")
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail)])
    }

    @Test(arguments: uiKitRules)
    func theSplitsBackOnAColumnWithSeveralScreensIsThatStacksBackSwipe(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        app.showNote(1, pushingInfo: true)

        let swipe = try #require(app.splitViewController.beginBackSwipe())
        #expect(app.collapsedNames == ["folders", "note 1"], "the top screen is off the stack while the swipe is under way")
        swipe.finish()

        #expect(app.journal.runs == ["pop info 1"])
        #expect(app.detail?.id == 1)
    }

    @Test(arguments: uiKitRules)
    func theSplitsBackWaitsForATransitionUnderWayInTheColumnOnTop(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        app.showNote(1)
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        #expect(app.splitViewController.simulateBackSwipe() == nil)
        #expect(app.splitViewController.beginBackSwipe() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        swipe.cancel()
    }

    @Test(arguments: uiKitRules)
    func aRouterCallOnTheColumnWaitsForTheSplitsBackAndIsDroppedWhenItClosesTheColumn(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let note = app.showNote(1)
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        note.router.push(TestScreen("late"), animated: false, popHandler: app.journal.popHandler("late"))
        #expect(note.router.viewControllers.count == 1, "the push waits")
        swipe.finish()

        #expect(app.journal.runs == ["pop late", "pop note 1"], "the call is dropped with the column, its handler run first")
        #expect(app.journal.diagnostics.map(\.kind) == [.callDroppedWithRouter])
    }

    @Test func theSplitsBeginBackIsRefusedInRegularWidthAndUnderSwiftUIsRules() {
        let regular = NotesApp()
        regular.showNote(1)
        #expect(regular.splitViewController.beginBackSwipe() == nil)
        #expect(regular.journal.diagnostics.map(\.kind) == [.gestureUnavailable])

        let swiftUI = NotesApp(.swiftUI, in: .compact)
        swiftUI.showNote(1)
        #expect(swiftUI.splitViewController.beginBackSwipe() == nil, "SwiftUI tells of the Back by writing the path")
        #expect(swiftUI.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(swiftUI.detail != nil)
    }

    @Test func theTestAppCoordinatorBeginsTheSplitsBackOnWhatTheUserSees() throws {
        let appCoordinator = TestAppCoordinator()
        let journal = ShopJournal()
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: journal, showsContentColumn: false)
        appCoordinator.start(coordinator: split)
        split.splitRouter.show(
            NoteCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), id: 1, journal: journal), in: .detail)

        let swipe = try #require(appCoordinator.beginBackSwipe())
        swipe.finish()

        #expect(journal.runs == ["pop note 1"])
        #expect(split.splitRouter.column(.detail) == nil)
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
