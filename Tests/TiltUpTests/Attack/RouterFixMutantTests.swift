import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Tests written in the mutation review of the router fixes (notes/mutants-fix.md): each pins a rule that a
/// one-line bug planted in the library broke with no other test failing.
extension NavigationJournalTests {
    // Catches: simulateBackButton() and simulateEscape() no longer refusing, outside the user's action, a gesture
    // made while the user's own is under way (the journal then records a refused gesture the user never made).
    @Test func theBackButtonAndEscapeWhileTheUsersSwipeIsUnderWayAreTheTestsMisuseNotTheUsersGesture() throws {
        let recorded = BegunGesture.backSwipe.app()
        let journal = NavigationJournal(navigator: recorded.navigator)
        let tab = recorded.tabRouter(0).headless
        let swipe = try #require(tab.beginBackSwipe())
        #expect(tab.simulateBackButton() == nil)
        #expect(tab.simulateEscape() == nil)
        #expect(recorded.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable], "each misuse is reported")
        #expect(
            !journal.entries.contains { $0.cause.isUserGesture && $0.change == .unchanged },
            "no gesture of the user's was refused: \(journal.entries.map(\.cause))")
        swipe.finish()
        #expect(recorded.journal.runs == ["pop detail"])
    }

    // Catches: refusesGestureWhileOneIsUnderWay looking at the stack's own gesture only, not at its presenter's
    // swipe-down of it: a back swipe on the modal's stack during that swipe-down was journaled as the user's.
    @Test func aGestureOnAModalsStackWhileItsPresentersSwipeDownIsUnderWayIsTheTestsMisuse() throws {
        let app = ShopApp(.uiKit)
        let modal = Router(navigationController: HeadlessNavigationController())
        var kinds: [NavigationDiagnostic.Kind] = []
        modal.diagnosticHandler = { kinds.append($0.kind) }
        modal.push(TestScreen("first"), animated: false)
        modal.push(TestScreen("second"), animated: false)
        app.tabRouter(0).presentModal(
            modal, animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("modal"))
        let journal = NavigationJournal(navigator: app.navigator)
        let swipeDown = try #require(app.tabRouter(0).headless.beginSwipeDown())
        #expect(modal.headless.simulateBackSwipe() == nil, "one gesture at a time")
        #expect(kinds == [.gestureUnavailable], "the misuse is reported")
        #expect(
            !journal.entries.contains { $0.cause.isUserGesture && $0.change == .unchanged },
            "no gesture of the user's was refused: \(journal.entries.map(\.cause))")
        swipeDown.cancel()
        #expect(modal.viewControllers.count == 2, "the modal's stack is as it was")
        #expect(app.journal.runs.isEmpty)
    }
}

extension ScreenTransitionTests {
    // Catches: popToRoot (removeAbove) no longer letting go of the transitions of the screens it pops.
    @Test func aTransitionIsReleasedWhenItsScreenIsPoppedWithOthersToTheRoot() {
        let fixture = Fixture()
        weak var released: Captured?
        do {
            let captured = Captured()
            released = captured
            fixture.router.push(
                TestScreen("photo"), animated: false,
                transition: .zoom(sourceID: 1) { [captured] in
                    _ = captured
                    return nil
                })
            fixture.router.push(TestScreen("details"), animated: false)
        }
        #expect(released != nil, "the photo is on the stack")
        fixture.router.popToRoot(animated: false)
        #expect(fixture.router.viewControllers.count == 1)
        #expect(released == nil, "the photo was popped with the screen above it: its transition went with it")
    }
}

extension NavigationJournalTests {
    // Catches: the replay of the user's interactive dismissal of a modal that the replayed app does not present
    // standing in for it (opening the recorded path) instead of reporting where the app diverged.
    @Test func anInteractiveDismissalOfAModalTheReplayedAppDoesNotPresentIsADivergence() throws {
        let recorded = ShopApp(.uiKit)
        recorded.tabRouter(0).presentModal(
            TestScreen("player"), animated: false, presentationStyle: .fullScreen, transition: .zoom(sourceID: 1),
            dismissHandler: recorded.journal.dismissHandler("player"))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() != nil)
        #expect(recorded.journal.runs == ["dismiss player"])
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause).contains(.interactiveDismissal(.modal)))

        let app = ShopApp(.uiKit)  // presents no player
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence != nil, "the recorded dismissal has nothing to dismiss")
        #expect(replay.standIns.isEmpty, "not brought to the same place another way")
    }
}

extension SplitReplayTests {
    // Catches: a ring journal's width, before any width change it keeps, no longer told by the user's interactive
    // dismissal in a column shown side by side (which only regular width has).
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRingJournalWithAnInteractiveDismissalInAColumnSideBySideBeginsInRegularWidth(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        #expect(try #require(recorded.detail).router.headless.simulateInteractiveDismissal() == nil, "the info came with no zoom")
        let entries = journal.entries
        #expect(entries.last?.cause == .interactiveDismissal(.columnTop(.detail)))
        let kept = Array(entries.drop { $0.action == entries.first?.action })
        let recording = NavigationJournal.Recording(entries: kept, droppedCount: entries.count - kept.count)

        let app = NotesApp(frontEnd, in: .compact)  // compact, until the replay says otherwise
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(!app.splitRouter.isCollapsed, "the dismissal was in a column shown side by side")
    }
}

extension ScreenTransitionTests {
    // Catches: setViewControllers no longer letting go of the transitions of the screens it takes away, which the
    // app may still hold (so that nothing but the controller's own release lets go of the source provider).
    @Test func aTransitionIsReleasedWhenItsScreenIsReplacedEvenWhileTheAppStillHoldsTheScreen() {
        let fixture = Fixture()
        let photo = TestScreen("photo")
        weak var released: Captured?
        do {
            let captured = Captured()
            released = captured
            fixture.router.push(
                photo, animated: false,
                transition: .zoom(sourceID: 1) { [captured] in
                    _ = captured
                    return nil
                })
        }
        fixture.navigationController.setViewControllers([TestScreen("home")], animated: false)
        #expect(!fixture.navigationController.viewControllers.contains { $0 === photo })
        #expect(released == nil, "the photo was replaced: its transition went with it")
    }

}
