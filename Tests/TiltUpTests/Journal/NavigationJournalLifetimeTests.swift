import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// A journal lives as long as the app holds it: the Routers that record into it do not keep it, and once it
/// has gone they record nothing and keep nothing of it.
@MainActor
@Suite struct NavigationJournalLifetimeTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aJournalNobodyHoldsGoesAndTheAppNavigatesAsBefore(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        weak var gone: NavigationJournal<ShopRoute>?
        weak var goneCore: NavigationJournalCore?
        do {
            let journal = NavigationJournal(navigator: app.navigator)
            gone = journal
            goneCore = journal.core
            // Every Router of the path finds the journal, and keeps what it found.
            app.navigator.open([.orders, .order(1), .edit(2)])
            app.presenterOfTopModal?.headless.simulateSwipeDown()
            #expect(journal.entries.count > 3)
        }
        #expect(gone == nil)
        #expect(goneCore?.storage.isEmpty ?? true)

        // The Routers that had found it let go of what is left of it the next time they look.
        app.tabRouter(1).pop(animated: false)
        app.navigator.open([.home])
        #expect(goneCore == nil)
        #expect(app.topRouter.journalCore == nil && app.tabRouter(1).journalCore == nil)

        let next = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(2)])
        #expect(
            next.entries.map(\.change.description) == [
                "selected tab 1", "pushed TestScreen", "opened [.orders, .order(2)] from the app: complete",
            ])
    }

    @Test func aJournalReleasedByAHandlerDuringACallEndsAfterItAndNothingIsLost() {
        let app = ShopApp()
        var journal: NavigationJournal<ShopRoute>? = NavigationJournal(navigator: app.navigator)
        weak let gone = journal
        app.navigator.open([.orders])
        let router = app.tabRouter(1)
        var popHandlerRuns = 0
        router.push(TestScreen("released"), animated: false) {
            popHandlerRuns += 1
            journal = nil
        }
        router.push(TestScreen("top"), animated: false)

        router.popToRoot(animated: false)
        #expect(gone == nil)
        #expect(popHandlerRuns == 1)
        #expect(router.viewControllers.count == 1)
        #expect(router.journalCore == nil)

        // A journal attached now records the next change only.
        let next = NavigationJournal(navigator: app.navigator)
        router.push(TestScreen("after"), animated: false)
        #expect(next.entries.map(\.change.description) == ["pushed TestScreen"])
        #expect(next.entries.map(\.call) == ["push"] && next.entries.map(\.action) == [1])
    }

    @Test func aStoppedJournalKeepsItsEntriesAndNoRouterRecordsIntoIt() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        let count = journal.entries.count
        journal.stop()
        #expect(app.tabRouter(1).journalCore == nil)

        app.tabRouter(1).pop(animated: false)
        app.navigator.open([.profile])
        #expect(journal.entries.count == count)
        #expect(!journal.isRecording)
    }

    @Test func aJournalReleasedOffTheMainThreadEndsOnTheMainActor() async {
        /// Holds the only reference to the journal, for another thread to drop.
        final class Holder: @unchecked Sendable {
            var journal: AnyObject?
        }
        let app = ShopApp()
        let holder = Holder()
        holder.journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        #expect(app.appCoordinator.router.journalLink.attached != nil)

        await Task.detached { holder.journal = nil }.value
        for _ in 0..<100 where app.appCoordinator.router.journalLink.attached != nil {
            await waitForMainQueue()
        }
        #expect(app.appCoordinator.router.journalLink.attached == nil)
        app.tabRouter(1).pop(animated: false)
        #expect(app.tabRouter(1).journalCore == nil)
    }
}
