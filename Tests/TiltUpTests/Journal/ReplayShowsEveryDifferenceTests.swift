import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A replay does each recorded action once and shows every difference; a journal file, however damaged,
/// cannot crash the app or make a replay do what no app did.
@MainActor
@Suite struct ReplayShowsEveryDifferenceTests {
    /// A session whose back swipe pops two screens without routes: the swiped one, and, by its pop handler,
    /// the one below.
    private func recordSwipeThatPopsTwo() -> NavigationJournal<ShopRoute>.Recording {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1), .receipt])
        let router = app.tabRouter(1)
        router.push(TestScreen("extra 1"), animated: false)
        router.push(TestScreen("extra 2"), animated: false, popHandler: { router.pop(animated: false) })
        router.headless.simulateBackSwipe()
        return NavigationJournal.Recording(entries: journal.entries)
    }

    @Test func eachRecordedGestureIsDoneOnceAndAChangeTheAppNoLongerMakesIsADivergence() throws {
        let recording = recordSwipeThatPopsTwo()
        let swipe = recording.entries.filter { $0.cause == .backSwipe }
        #expect(swipe.map { "\($0.change)" } == ["popped 1", "popped 1"])

        // Version 2: the screen's pop handler no longer pops the one below.
        let app = ShopApp()
        let replay = app.navigator.replay(
            recording,
            redo: { action in
                guard action.first?.call == "push" else { return false }
                app.tabRouter(1).push(TestScreen("extra"), animated: false)
                return true
            })

        let divergence = try #require(replay.divergence)
        #expect(divergence.expected == swipe.last)
        #expect(divergence.actual == nil)
        #expect(app.tabRouter(1).headless.callCounts.backSwipe == 1, "the user swiped once; the replay too")
        #expect(app.tabRouter(1).viewControllers.count == 4)
    }

    @Test func aChangeAfterTheRecordingsLastEntryNamesNoRecordedEntry() throws {
        let recorded = ShopApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt])
        recorded.tabRouter(1).headless.simulateBackSwipe()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        // Version 2 asks for a survey when the user leaves the receipt.
        let app = ShopApp()
        var previousTop: String?
        let observation = app.tabRouter(1).observe { event in
            guard case .topViewControllerChanged(let top) = event else { return }
            let name = (top as? TestScreen)?.name
            defer { previousTop = name }
            if previousTop == "receipt", name == "order 1" {
                app.tabRouter(1).push(TestScreen("survey"), animated: false)
            }
        }
        let replay = app.navigator.replay(recording)
        observation.dispose()

        let divergence = try #require(replay.divergence)
        #expect(divergence.expected == nil, "every recorded entry was matched")
        #expect(replay.matchedCount == recording.entries.count)
        #expect(divergence.actual.map { "\($0.change)" } == "pushed TestScreen")
        #expect(divergence.description.hasPrefix("replay diverged after the recording's last entry"))
    }

    @Test func aRecordingThatDroppedItsFirstEntriesAndBeganWithALongLinkReplaysTheSwipesAfterIt() {
        let long = [ShopRoute.home] + Array(repeating: ShopRoute.help, count: 89)
        let recorded = ShopApp()
        let journal = NavigationJournal(navigator: recorded.navigator, capacity: 3)
        recorded.navigator.open(long, from: .url)
        recorded.tabRouter(0).headless.simulateBackSwipe()
        recorded.tabRouter(0).headless.simulateBackSwipe()
        let recording = try! NavigationJournal<ShopRoute>.read(jsonData: journal.jsonData())
        #expect(recording.droppedCount == journal.droppedCount, "a journal read back keeps how many were dropped")
        #expect(recording.droppedCount > 0)

        let app = ShopApp()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(app.navigator.currentPath == Array(long.dropLast(2)))
    }

    @Test func aRedoThatSaysItRedidAnActionButChangedNothingIsADivergence() throws {
        let recorded = ShopApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.tabBarRouter.selectTab(at: 1)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        var redos = 0
        let app = ShopApp()
        let replay = app.navigator.replay(
            recording,
            redo: { _ in
                // True once: a replay that lost its check asks again, is told false, and ends at once.
                redos += 1
                return redos == 1
            })

        #expect(redos == 1)
        #expect(try #require(replay.divergence).expected == recording.entries.first)
    }

    @Test func aBackMenuAllTheWayToTheRootIsReplayedNotStoodInFor() throws {
        let recorded = ShopApp(.swiftUI)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt])
        let stack = try #require(recorded.tabRouter(1).navigationController as? NavigationStackController)
        stack.writePath([])
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.last?.cause == .backMenu(count: 2))

        let app = ShopApp(.swiftUI)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.standIns.isEmpty)
        #expect(replay.replayed.last?.cause == .backMenu(count: 2))
        #expect(app.navigator.currentPath == [.orders])
    }

    @Test func theReplayComparesTheRoutesShownAfterEachChangeNotOnlyTheChange() throws {
        let recorded = ShopApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .receipt])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        // The same changes, but the receipt is now called help in the paths the replay compares.
        let app = ShopApp()
        let replay = app.navigator.replay(recording, redact: { $0 == .receipt ? .help : $0 })

        let divergence = try #require(replay.divergence)
        #expect(divergence.actual?.change == divergence.expected?.change)
        #expect(divergence.expected?.path == [.orders, .order(1), .receipt])
        #expect(divergence.actual?.path == [.orders, .order(1), .help])
    }

    // MARK: Files

    /// The JSON of a short session, as a document to edit.
    private func sessionDocument() throws -> [String: Any] {
        let app = ShopApp(.swiftUI)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1), .receipt])
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        stack.writePath([])
        return try #require(try JSONSerialization.jsonObject(with: journal.jsonData()) as? [String: Any])
    }

    @Test func anEntryWithAValueNoAppRecordsIsSkippedWithTheReason() throws {
        var document = try sessionDocument()
        var entries = try #require(document["entries"] as? [[String: Any]])
        let last = entries.count - 1
        entries[last]["cause"] = ["backMenu": ["count": -1]]
        entries[0]["change"] = ["tabSelected": ["index": -3]]
        document["entries"] = entries

        let recording = try NavigationJournal<ShopRoute>.read(jsonData: JSONSerialization.data(withJSONObject: document))

        #expect(recording.entries.count == entries.count - 2)
        #expect(recording.skipped.count == 2)
        #expect(recording.skipped.contains { $0.hasPrefix("entry 1: ") && $0.contains("tab -3 selected") })
        #expect(recording.skipped.contains { $0.contains("a back menu of -1 screens") })
    }

    @Test func aJournalOfALaterFormatIsRefusedWithAMessage() throws {
        var document = try sessionDocument()
        #expect(document["version"] as? Int == NavigationJournal<ShopRoute>.formatVersion)
        document["version"] = NavigationJournal<ShopRoute>.formatVersion + 1

        #expect {
            try NavigationJournal<ShopRoute>.read(jsonData: JSONSerialization.data(withJSONObject: document))
        } throws: { error in
            "\(error)".contains("format version 2, later than this version of TiltUp reads (1)")
        }
    }

    @Test func aRouteThisVersionLacksIsNamedWhereItCouldNotBeRead() throws {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        let later = String(decoding: try journal.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""order":{"_0":1}"#, with: #""aRouteThisVersionLacks":{"_0":1}"#)
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: Data(later.utf8))
        #expect(recording.skipped.allSatisfy { $0.contains("no route aRouteThisVersionLacks in ShopRoute") })
        #expect(!recording.skipped.isEmpty)

        let snapshot = String(decoding: try JSONEncoder().encode(app.navigator.capture()), as: UTF8.self)
            .replacingOccurrences(of: #""order":{"_0":1}"#, with: #""aRouteThisVersionLacks":{"_0":1}"#)
        let restored = try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: Data(snapshot.utf8))
        #expect(restored.unreadableSteps.count == 1)
        #expect(
            restored.unreadableSteps.first?.hasSuffix(
                "no route aRouteThisVersionLacks in ShopRoute (a route this version of the app lacks)") == true)
    }
}
