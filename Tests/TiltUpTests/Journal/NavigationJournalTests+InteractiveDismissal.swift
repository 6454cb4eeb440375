import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// The user's interactive dismissal through a transition (a zoom's drag back into its source) in a journal:
/// finished or refused, it is recorded as the user's gesture, with a cause of its own
/// (`NavigationCause.interactiveDismissal`), and a replay makes that dismissal again (refused the same way)
/// rather than the back swipe or swipe-down, which may be allowed there.
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
        #expect(journal.entries.map(\.cause) == [.interactiveDismissal(.top)])
        #expect(journal.entries.map(\.change) == [.unchanged])
        #expect(journal.entries.flatMap(\.diagnostics).map(\.kind) == [.gestureUnavailable])

        let presented = shopWithModal(frontEnd, on: .iOS, style: .fullScreen, transition: .standard)
        let modalJournal = NavigationJournal(navigator: presented.navigator)
        #expect(presented.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        #expect(modalJournal.entries.map(\.cause) == [.interactiveDismissal(.modal)])
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
            // Under SwiftUI's rules a gesture begun step by step is the test's misuse (SwiftUI tells nothing
            // before its write), reported but not recorded as the user's gesture.
            let begun: NavigationCause = frontEnd == .uiKit ? .interactiveDismissal(.modal) : .app
            #expect(recording.entries.map(\.cause) == [begun, .interactiveDismissal(.modal)])

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

    @Test(arguments: frontEnds)
    func aFinishedInteractiveDismissalOfAPushIsRecordedAsItselfAndReplayed(_ frontEnd: TestFrontEnd) throws {
        let recorded = shopWithDetail(frontEnd, on: .iOS, transition: .zoom(sourceID: 1))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() != nil)
        #expect(journal.entries.map(\.cause) == [.interactiveDismissal(.top)])
        #expect(journal.entries.map(\.change) == [.popped(count: 1)])
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: journal.jsonData())

        let app = shopWithDetail(frontEnd, on: .iOS, transition: .zoom(sourceID: 1))
        let replay = app.navigator.replay(recording)
        app.settle()
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop detail"])
    }

    /// `journal`'s JSON as a journal written before the user's interactive dismissal had a cause of its own
    /// wrote it: the cause of a dismissal of the top screen is the back swipe's.
    private func writtenBefore(_ journal: NavigationJournal<ShopRoute>) throws -> NavigationJournal<ShopRoute>.Recording {
        let json = try #require(String(data: try journal.jsonData(), encoding: .utf8))
        let cause = #"{"interactiveDismissal":{"_0":{"top":{}}}}"#
        try #require(json.contains(cause), "\(json)")
        return try NavigationJournal<ShopRoute>.read(jsonData: Data(json.replacingOccurrences(of: cause, with: #"{"backSwipe":{}}"#).utf8))
    }

    @Test func aJournalWrittenBeforeTheInteractiveDismissalsOwnCauseIsReplayedAsBefore() throws {
        let recorded = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil, "Catalyst runs no zoom")
        let old = try writtenBefore(journal)
        #expect(old.entries.map(\.cause) == [.backSwipe])

        // Its diagnostic names the dismissal: the replay refuses it again, rather than the back swipe.
        let app = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let replay = app.navigator.replay(old)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty)

        // Kept without the diagnostics' messages, it is the back swipe, as it always was (which pops here).
        let silentlyRecorded = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let silentJournal = NavigationJournal(navigator: silentlyRecorded.navigator)
        silentJournal.recordsDiagnosticMessages = false
        #expect(silentlyRecorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        let other = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let silentReplay = other.navigator.replay(try writtenBefore(silentJournal))
        #expect(silentReplay.divergence != nil)
        #expect(other.journal.runs == ["pop detail"])
    }
}

extension NavigationJournalTests {
    @Test func theJournalsDiagramDrawsTheInteractiveDismissalAsItself() throws {
        let app = ShopApp(.uiKit)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        app.tabRouter(1).headless.simulateBackSwipe()
        let json = try #require(String(data: try journal.jsonData(), encoding: .utf8))
        let backSwipe = #"{"backSwipe":{}}"#
        try #require(json.contains(backSwipe), "\(json)")
        // The same pop, as the user's interactive dismissal of the top screen recorded it.
        let dismissal = #"{"interactiveDismissal":{"_0":{"top":{}}}}"#
        let recording = try NavigationJournal<ShopRoute>.read(
            jsonData: Data(json.replacingOccurrences(of: backSwipe, with: dismissal).utf8))
        #expect(recording.entries.last?.cause == .interactiveDismissal(.top))

        let arrows = recording.diagram.components(separatedBy: "\n").filter { $0.contains(" --> ") }
        #expect(arrows == ["    p0 -- \"interactive dismissal\" --> p1"])
        #expect(!recording.diagram.contains("back swipe"), "\(recording.diagram)")
        #expect(journal.diagram.contains("back swipe"), "the journal itself drew the back swipe")
    }
}
