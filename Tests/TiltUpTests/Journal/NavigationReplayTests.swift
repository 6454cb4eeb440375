import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct NavigationReplayTests {
    /// Records a session of links and the user's gestures on a shop app.
    private func recordSession(_ frontEnd: TestFrontEnd) -> NavigationJournal<ShopRoute>.Recording {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)], from: .url)
        app.tabRouter(1).headless.simulateBackSwipe()
        app.tabBarController.simulateTabSelection(at: 0)
        app.navigator.open([.orders, .order(1), .edit(3)], from: .notification)
        app.presenterOfTopModal?.headless.simulateSwipeDown()
        return NavigationJournal.Recording(entries: journal.entries)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSessionReplaysTheSameOnAFreshApp(frontEnd: TestFrontEnd) {
        let recording = recordSession(frontEnd)
        let app = ShopApp(frontEnd)

        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(replay.standIns.isEmpty)
        #expect(replay.replayed.map(\.cause) == recording.entries.map(\.cause))
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }

    @Test func anAppInAnotherStateDivergesAtTheFirstEntry() throws {
        let recording = recordSession(.uiKit)
        let app = ShopApp()
        app.navigator.open([.orders])

        let replay = app.navigator.replay(recording)

        let divergence = try #require(replay.divergence)
        #expect(divergence.expected?.number == 1)
        #expect(divergence.expected.map { "\($0.change)" } == "selected tab 1")
        #expect(divergence.actual.map { "\($0.change)" } == "pushed TestScreen")
        #expect(replay.matchedCount == 0)
        #expect(divergence.description.hasPrefix("replay diverged at entry #1 (a path from a URL)"))
    }

    @Test func anActionOfTheAppsOwnIsDoneAgainByRedoOrStoodInForByItsPath() {
        let recorded = ShopApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.tabBarRouter.selectTab(at: 1)  // a button of the app's
        recorded.tabRouter(1).headless.simulateBackSwipe()  // refused: nothing to go back to
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.app, .backSwipe])

        let stoodIn = ShopApp()
        let standInReplay = stoodIn.navigator.replay(recording)
        #expect(standInReplay.divergence == nil)
        #expect(standInReplay.standIns == [1])
        #expect(stoodIn.navigator.currentPath == [.orders])

        let redone = ShopApp()
        var given: [[String?]] = []
        let replay = redone.navigator.replay(
            recording,
            redo: { action in
                given.append(action.map(\.call))
                redone.tabBarRouter.selectTab(at: 1)
                return true
            })
        #expect(given == [["selectTab"]])
        #expect(replay.divergence == nil)
        #expect(replay.standIns.isEmpty)
        #expect(replay.replayed.first?.call == "selectTab")
        #expect(replay.matchedCount == 2)
    }

    @Test func aJournalRecordingTheNavigatorRecordsAgainAfterTheReplay() {
        let recording = recordSession(.uiKit)
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)

        app.navigator.replay(recording)
        #expect(journal.isRecording)
        #expect(journal.entries.isEmpty)
        app.navigator.open([.orders, .order(2)], from: .url)

        #expect(journal.entries.last?.path == [.orders, .order(2)])
        #expect(journal.entries.first?.cause == .link(origin: .url))
    }
}
