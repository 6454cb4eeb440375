import Testing
import TiltUp
import TiltUpTestSupport

/// The user's interactive dismissal through a transition (a zoom's drag back into its source) in a journal:
/// refused, it is recorded as the user's gesture, with the user's cause, and a replay refuses it the same way
/// rather than doing the back swipe or swipe-down the cause also stands for, which may be allowed there.
extension NavigationJournalTests {
    nonisolated static let frontEnds: [TestFrontEnd] = [.uiKit, .swiftUI]
    nonisolated static let touchPlatforms: [NavigationPlatform] = [.iOS, .macCatalyst]

    /// The shop app on `platform`, its first tab showing `detail` above home, pushed with `transition`.
    private func shopWithDetail(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform, transition: ScreenTransition) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).push(TestScreen("detail"), animated: false, transition: transition, popHandler: app.journal.popHandler("detail"))
        return app
    }

    /// The shop app on `platform`, its first tab presenting `player` with `transition` and `style`.
    private func shopWithModal(
        _ frontEnd: TestFrontEnd, on platform: NavigationPlatform, style: ModalPresentationStyle, transition: ScreenTransition
    ) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).presentModal(
            TestScreen("player"), animated: false, presentationStyle: style, transition: transition,
            dismissHandler: app.journal.dismissHandler("player"))
        return app
    }

    @Test(arguments: frontEnds)
    func aRefusedInteractiveDismissalIsRecordedAsTheUsersGestureWithItsCause(_ frontEnd: TestFrontEnd) {
        let pushed = shopWithDetail(frontEnd, on: .iOS, transition: .standard)
        let journal = NavigationJournal(navigator: pushed.navigator)
        #expect(pushed.tabRouter(0).headless.simulateInteractiveDismissal() == nil, "the standard push has no such gesture")
        #expect(journal.entries.map(\.cause) == [.backSwipe])
        #expect(journal.entries.map(\.change) == [.unchanged])
        #expect(journal.entries.flatMap(\.diagnostics).map(\.kind) == [.gestureUnavailable])

        let presented = shopWithModal(frontEnd, on: .iOS, style: .fullScreen, transition: .standard)
        let modalJournal = NavigationJournal(navigator: presented.navigator)
        #expect(presented.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        #expect(modalJournal.entries.map(\.cause) == [.swipeDown])
        #expect(modalJournal.entries.map(\.change) == [.unchanged])
        #expect(modalJournal.entries.allSatisfy { $0.cause.isUserGesture })
    }

    @Test(arguments: frontEnds, touchPlatforms)
    func aRefusedInteractiveDismissalOfAPushIsReplayedAsThatRefusalNotAsABackSwipe(
        _ frontEnd: TestFrontEnd, _ platform: NavigationPlatform
    ) {
        // On iOS the standard push has no interactive dismissal; on Catalyst the zoom does not run. The back
        // swipe, which the cause also stands for, would pop the detail on both.
        let transition: ScreenTransition = platform == .iOS ? .standard : .zoom(sourceID: 1)
        let recorded = shopWithDetail(frontEnd, on: platform, transition: transition)
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.change) == [.unchanged])

        let app = shopWithDetail(frontEnd, on: platform, transition: transition)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty, "the detail stayed when recorded")
        #expect(app.tabRouter(0).viewControllers.count == 2)
    }

    @Test(arguments: frontEnds)
    func aZoomedModalTheCatalystUserCouldNotDragAwayIsReplayedAsThatRefusal(_ frontEnd: TestFrontEnd) {
        for style in [ModalPresentationStyle.fullScreen, .pageSheet] {
            let recorded = shopWithModal(frontEnd, on: .macCatalyst, style: style, transition: .zoom(sourceID: 2))
            let journal = NavigationJournal(navigator: recorded.navigator)
            let tab = recorded.tabRouter(0).headless
            #expect(tab.beginInteractiveDismissal() == nil)
            #expect(tab.simulateInteractiveDismissal() == nil)
            let recording = NavigationJournal.Recording(entries: journal.entries)
            #expect(recording.entries.map(\.cause) == [.swipeDown, .swipeDown])

            let app = shopWithModal(frontEnd, on: .macCatalyst, style: style, transition: .zoom(sourceID: 2))
            let replay = app.navigator.replay(recording)
            app.settle()

            #expect(replay.divergence == nil, "\(style): \(replay.divergence?.description ?? "")")
            #expect(app.journal.runs.isEmpty, "\(style): the player stayed when recorded")
            #expect(app.tabRouter(0).presentedRouter == nil && app.tabRouter(0).headless.presentedViewController != nil)
        }
    }

    @Test(arguments: frontEnds)
    func aDismissalRefusedWhenRecordedThatTheReplayedAppAllowsIsADivergence(_ frontEnd: TestFrontEnd) {
        let recorded = shopWithModal(frontEnd, on: .macCatalyst, style: .fullScreen, transition: .zoom(sourceID: 2))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        // The same session replayed where the zoom runs: the refusal is not made again.
        let app = shopWithModal(frontEnd, on: .iOS, style: .fullScreen, transition: .zoom(sourceID: 2))
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence != nil)
    }

    @Test func aFinishedInteractiveDismissalOnIOSIsReplayedAndDismissesOnce() throws {
        let recorded = shopWithModal(.uiKit, on: .iOS, style: .fullScreen, transition: .zoom(sourceID: 2))
        let journal = NavigationJournal(navigator: recorded.navigator)
        try #require(recorded.tabRouter(0).headless.beginInteractiveDismissal()).finish()
        #expect(recorded.journal.runs == ["dismiss player"])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shopWithModal(.uiKit, on: .iOS, style: .fullScreen, transition: .zoom(sourceID: 2))
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["dismiss player"])
    }
}
