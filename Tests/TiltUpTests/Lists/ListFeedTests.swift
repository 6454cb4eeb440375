import Foundation
import Testing
import TiltUp

@MainActor
@Suite struct ListFeedTests {
    @Test func eachUpdateIsPublishedWithWhatChangedSinceTheLastOne() {
        let feed = ListFeed(list([("", [1, 2, 3])]))
        var updates: [ListUpdate<ListSectionTitle, Item>] = []
        let observation = feed.observe { updates.append($0) }
        feed.update(to: list([("", [2, 3, 4])]))
        feed.update(to: list([("", [2, 3, 4])]))
        #expect(updates.map(\.changes.description) == ["−1 row, +1 row", "no change"])
        #expect(updates.first?.previous == list([("", [1, 2, 3])]))
        #expect(feed.state == list([("", [2, 3, 4])]))
        observation.dispose()
    }

    @Test func aStateWithDuplicateIdentitiesIsPublishedAsAFullReloadAndReportedByName() {
        let feed = ListFeed<ListSectionTitle, Item>()
        var diagnostics: [String] = []
        feed.diagnosticHandler = { diagnostics.append($0.message) }
        var changes: [ListChanges] = []
        let observation = feed.observe { changes.append($0.changes) }
        feed.update(to: list([("a", [1, 7]), ("b", [7])]))
        #expect(changes == [.fullReload])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("(row 7)") == true)
        feed.update(to: list([("a", [1])]))
        #expect(diagnostics.count == 1, "a list with unique identities again is diffed from the one shown")
        #expect(changes.last?.description == "−1 section, −1 row")
        observation.dispose()
    }

    @Test func anUpdatePublishedByAnObserverIsDeliveredAfterTheOneUnderWayToEveryObserver() {
        let feed = ListFeed(list([("", [1])]))
        var first: [String] = []
        var second: [String] = []
        let a = feed.observe { update in
            first.append(update.changes.description)
            if update.state.rowCount == 2 { feed.update(to: list([("", [1, 2, 3])])) }
        }
        let b = feed.observe { second.append($0.changes.description) }
        feed.update(to: list([("", [1, 2])]))
        #expect(first == ["+1 row", "+1 row"])
        #expect(second == first)
        a.dispose()
        b.dispose()
    }
}

@MainActor
@Suite struct ListDisplayTests {
    /// A headless list view whose animations finish only when the test says so.
    @MainActor
    final class SlowList {
        let view = HeadlessListView<ListSectionTitle, Item>()
        var finishAnimation: (@MainActor () -> Void)?
        var diagnostics: [ListDiagnostic] = []

        func display(_ feed: ListFeed<ListSectionTitle, Item>) -> ListDisplay<ListSectionTitle, Item> {
            view.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
            return ListDisplay(
                feed: feed, reload: { [view] in view.reloadData($0) },
                apply: { [unowned self] changes, state, done in
                    view.performBatchUpdates(changes, to: state)
                    finishAnimation = done
                })
        }
    }

    @Test func statesArrivingWhileAnUpdateAnimatesAreAppliedAfterItCoalescedToTheLatest() {
        let feed = ListFeed(list([("", [1, 2])]))
        let slow = SlowList()
        let display = slow.display(feed)
        #expect(slow.view.state == feed.state && slow.view.reloadCount == 1)

        feed.update(to: list([("", [2, 3])]))
        #expect(display.isAnimating)
        feed.update(to: list([("", [3])]))
        feed.update(to: list([("", [3, 4, 5])]))
        #expect(slow.view.state == list([("", [2, 3])]))
        #expect(slow.view.batchUpdateCount == 1)

        slow.finishAnimation?()

        #expect(slow.view.state == list([("", [3, 4, 5])]))
        #expect(slow.view.batchUpdateCount == 2)
        #expect(display.appliedChanges.map(\.description) == ["−1 row, +1 row", "−1 row, +2 rows"])
        slow.finishAnimation?()
        slow.finishAnimation?()  // a second call of a completion changes nothing
        #expect(!display.isAnimating)
        #expect(slow.diagnostics.isEmpty)
    }

    @Test func emptyListsAndListsBecomingEmptyAnimateAsAnyOther() {
        let feed = ListFeed<ListSectionTitle, Item>()
        let slow = SlowList()
        let display = slow.display(feed)
        feed.update(to: list([("", [])]))
        slow.finishAnimation?()
        feed.update(to: list([("", [1, 2])]))
        slow.finishAnimation?()
        feed.update(to: list([("", [])]))
        slow.finishAnimation?()
        #expect(display.appliedChanges.map(\.description) == ["+1 section", "+2 rows", "−2 rows"])
        #expect(slow.view.state == list([("", [])]))
        #expect(slow.diagnostics.isEmpty)
    }

    @Test func aStateWithDuplicateIdentitiesReloadsAtOnceAndTheNextOneIsDiffedFromIt() {
        let feed = ListFeed(list([("", [1])]))
        feed.diagnosticHandler = { _ in }
        let slow = SlowList()
        let display = slow.display(feed)
        feed.update(to: list([("", [2, 2])]))
        #expect(slow.view.reloadCount == 2 && slow.view.state == list([("", [2, 2])]))
        feed.update(to: list([("", [2, 3])]))
        #expect(slow.view.reloadCount == 3, "diffing from a list with duplicates reloads too")
        feed.update(to: list([("", [3])]))
        #expect(slow.view.batchUpdateCount == 1)
        #expect(display.appliedChanges.map(\.description) == ["reloaded", "reloaded", "−1 row"])
        display.stop()
    }
}

@MainActor
@Suite struct ScreenStateListTests {
    struct Values {
        var orders = ItemList()
    }

    @Test func aScreenStateFollowsTheFeedUntilTheObservationIsDisposedOf() {
        let feed = ListFeed(list([("", [1])]))
        let state = ScreenState(Values())
        let observation = state.observe(feed, into: \.orders)
        #expect(state.values.orders == list([("", [1])]))
        feed.update(to: list([("", [1, 2])]))
        #expect(state.values.orders == list([("", [1, 2])]))
        observation.dispose()
        feed.update(to: list([("", [3])]))
        #expect(state.values.orders == list([("", [1, 2])]))
    }

    @Test func aScreenStateKeepsItsOwnSubscriptionWhenTheTokenIsNotKept() {
        let feed = ListFeed(list([("", [1])]))
        let state = ScreenState(Values())
        state.observe(feed, into: \.orders)
        feed.update(to: list([("", [1, 2])]))
        #expect(state.values.orders == list([("", [1, 2])]))
        feed.update(to: list([("", [2])]))
        #expect(state.values.orders == list([("", [2])]))
    }

    @Test func aStateMadeWithTheFeedFollowsItAndTheViewObservers() {
        let viewObservers = BaseViewObservers()
        let feed = ListFeed(list([("", [1])]))
        let state = ScreenState(Values(), observing: viewObservers) { _, state in
            state.observe(feed, into: \.orders)
        }
        #expect(state.values.orders == list([("", [1])]))
        feed.update(to: list([("", [1, 3])]))
        viewObservers.loadingState?(.loading("Loading orders"))
        #expect(state.values.orders == list([("", [1, 3])]))
        #expect(state.loadingState == .loading("Loading orders"))
    }

    @Test func observingAnotherFeedIntoTheSameListEndsTheEarlierSubscription() {
        let first = ListFeed(list([("", [1])]))
        let second = ListFeed(list([("", [7])]))
        let state = ScreenState(Values())
        state.observe(first, into: \.orders)
        state.observe(second, into: \.orders)
        #expect(state.values.orders == list([("", [7])]))
        first.update(to: list([("", [1, 2])]))
        #expect(state.values.orders == list([("", [7])]))
        second.update(to: list([("", [7, 8])]))
        #expect(state.values.orders == list([("", [7, 8])]))
    }

    @Test func theFeedDoesNotKeepTheStateAlive() {
        let feed = ListFeed(list([("", [1])]))
        weak var released: ScreenState<Values>?
        do {
            let state = ScreenState(Values())
            state.observe(feed, into: \.orders)
            released = state
        }
        #expect(released == nil)
        feed.update(to: list([("", [2])]))
        #expect(feed.state == list([("", [2])]))
    }
}
