import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A gesture no user can make is the test's misuse of the simulate API, not the user's gesture refused: a second
/// gesture begun while one is under way on the same stack (the user makes one at a time), and a gesture begun
/// step by step under SwiftUI's rules (SwiftUI tells nothing before its write). Each is reported, and a journal
/// records no gesture of the user's for it, so its replay does not make a gesture the recorded user never made.
extension NavigationJournalTests {
    /// A gesture the test begins: which one, and the app it is begun on (the shop app, its first tab showing a
    /// detail pushed above home, or presenting a sheet).
    enum BegunGesture: String, CaseIterable, Sendable {
        case backSwipe, swipeDown, interactiveDismissal

        @MainActor func app(_ frontEnd: TestFrontEnd = .uiKit) -> ShopApp {
            let app = ShopApp(frontEnd)
            let tab = app.tabRouter(0)
            switch self {
            case .backSwipe:
                tab.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
            case .swipeDown:
                tab.presentModal(
                    TestScreen("sheet"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sheet")
                )
            case .interactiveDismissal:
                tab.push(
                    TestScreen("detail"), animated: false, transition: .zoom(sourceID: 1), popHandler: app.journal.popHandler("detail"))
            }
            return app
        }

        @MainActor func begin(on controller: HeadlessNavigationController) -> HeadlessNavigationController.InteractiveGesture? {
            switch self {
            case .backSwipe: controller.beginBackSwipe()
            case .swipeDown: controller.beginSwipeDown()
            case .interactiveDismissal: controller.beginInteractiveDismissal()
            }
        }

        var handlerRun: String { self == .swipeDown ? "dismiss sheet" : "pop detail" }
    }

    @Test(arguments: BegunGesture.allCases)
    func aGestureBegunWhileOneIsUnderWayIsTheTestsMisuseAndTheJournalReplaysAsRecorded(_ gesture: BegunGesture) throws {
        let recorded = gesture.app()
        let journal = NavigationJournal(navigator: recorded.navigator)
        let tab = recorded.tabRouter(0).headless
        let first = try #require(gesture.begin(on: tab))
        let diagnosticsBefore = recorded.journal.diagnostics.count
        #expect(gesture.begin(on: tab) == nil, "one gesture at a time")
        #expect(tab.simulateBackSwipe() == nil && tab.simulateSwipeDown() == nil && tab.simulateInteractiveDismissal() == nil)
        #expect(
            recorded.journal.diagnostics.dropFirst(diagnosticsBefore).map(\.kind) == Array(repeating: .gestureUnavailable, count: 4),
            "each misuse is reported")
        #expect(
            !journal.entries.contains { $0.cause.isUserGesture && $0.change == .unchanged }, "no gesture of the user's was refused")
        first.finish()
        #expect(recorded.journal.runs == [gesture.handlerRun])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = gesture.app()
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == [gesture.handlerRun])
    }

    @Test(arguments: BegunGesture.allCases)
    func aGestureBegunStepByStepUnderSwiftUIsRulesIsTheTestsMisuseNotTheUsersGesture(_ gesture: BegunGesture) {
        let app = gesture.app(.swiftUI)
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(gesture.begin(on: app.tabRouter(0).headless) == nil, "SwiftUI tells nothing before its write")
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(!journal.entries.contains { $0.cause.isUserGesture }, "\(journal.entries.map(\.cause))")
    }

    @Test func theSplitsBackBegunWhileOneIsUnderWayInCompactWidthIsTheTestsMisuse() throws {
        let recorded = NotesApp(.uiKit, in: .compact)
        recorded.showNote(1, pushingInfo: true)
        let journal = NavigationJournal(navigator: recorded.navigator)
        let swipe = try #require(recorded.splitViewController.beginBackSwipe())
        #expect(recorded.splitViewController.beginBackSwipe() == nil)
        #expect(recorded.splitViewController.simulateBackSwipe() == nil)
        #expect(recorded.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        #expect(!journal.entries.contains { $0.cause.isUserGesture && $0.change == .unchanged })
        swipe.finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(.uiKit, in: .compact)
        app.showNote(1, pushingInfo: true)
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
    }
}
