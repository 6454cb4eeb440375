import Dispatch
import Foundation
import Testing
@_spi(TiltUpTestInternals) import TiltUpTest
import TiltUpTestSupport

@_spi(TiltUpTest) @testable import TiltUp

/// The Combine publishers' subscriptions (`Observable.publisher`, `ObserverList.publisher`,
/// `Router.eventsPublisher`, `TabBarRouter.eventsPublisher`, `ListFeed.statesPublisher`), tested through
/// their platform-neutral core: the values each subscriber asked for, in order, none lost and none twice;
/// one end; no observer left behind.
@MainActor
@Suite struct SourceSubscriptionTests {
    /// A subscriber: what it received, how often it finished, whether it was ever called re-entrantly.
    final class Subscriber<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var received: [Value] = []
        private var finishes = 0
        private var isReceiving = false
        private var overlapped = false
        /// How many more values it asks for after each one.
        let askAfterEach: Int
        /// Runs inside the first delivery, as a subscriber that changes its source would.
        var duringFirstValue: (() -> Void)?

        init(askAfterEach: Int = 0) {
            self.askAfterEach = askAfterEach
        }

        func makeSubscription() -> SourceSubscription<Value> {
            SourceSubscription(
                receive: { [self] value in
                    let isFirst = lock.withLock {
                        if isReceiving { overlapped = true }
                        isReceiving = true
                        received.append(value)
                        return received.count == 1
                    }
                    if isFirst { duringFirstValue?() }
                    lock.withLock { isReceiving = false }
                    return askAfterEach
                },
                complete: { [self] in lock.withLock { finishes += 1 } })
        }

        var values: [Value] { lock.withLock { received } }
        var finishCount: Int { lock.withLock { finishes } }
        var wasCalledReentrantly: Bool { lock.withLock { overlapped } }
    }

    final class Cart {
        @Observable var itemCount = 1
    }

    @Test func aSubscriberGetsOnlyWhatItAskedForAndTheRestIsKeptInOrder() {
        let cart = Cart()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        cart.$itemCount.subscribe(subscription)
        #expect(subscriber.values.isEmpty)

        cart.itemCount = 2
        cart.itemCount = 3
        subscription.request(2)
        #expect(subscriber.values == [1, 2])
        subscription.request(1)
        #expect(subscriber.values == [1, 2, 3])

        cart.itemCount = 4
        #expect(subscriber.values == [1, 2, 3])
        subscription.request(.max)
        cart.itemCount = 5
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        subscription.cancel()
    }

    @Test func aSubscriberThatAsksAfterEachValueGetsEveryOne() {
        let notifier = ObserverNotifier<Int>()
        let subscriber = Subscriber<Int>(askAfterEach: 1)
        let subscription = subscriber.makeSubscription()
        notifier.observerList.subscribe(subscription)
        subscription.request(1)
        for value in 1...5 {
            notifier.notifyObservers(of: value)
        }
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        subscription.cancel()
    }

    @Test func whenTheSourceGoesTheSubscriptionFinishesOnceAfterWhatItKept() {
        var cart: Cart? = Cart()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        cart?.$itemCount.subscribe(subscription)
        cart?.itemCount = 2
        cart = nil
        #expect(subscriber.finishCount == 0, "it finished before the values kept for it were asked for")

        subscription.request(.max)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.finishCount == 1)
        subscription.request(1)
        subscription.cancel()
        #expect(subscriber.finishCount == 1)
    }

    @Test func cancellingRemovesTheObserverAndNothingMoreComes() {
        let notifier = ObserverNotifier<Int>()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        notifier.observerList.subscribe(subscription)
        subscription.request(.max)
        notifier.notifyObservers(of: 1)
        #expect(notifier.observerList.count == 1)

        subscription.cancel()
        #expect(notifier.observerList.count == 0)
        notifier.notifyObservers(of: 2)
        subscription.cancel()
        #expect(subscriber.values == [1])
        #expect(subscriber.finishCount == 0, "a cancelled subscription does not finish")
    }

    @Test func aSubscriptionCancelledBeforeItBeganLeavesNoObserver() {
        let notifier = ObserverNotifier<Int>()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        subscription.cancel()
        notifier.observerList.subscribe(subscription)
        subscription.request(.max)
        notifier.notifyObservers(of: 1)
        #expect(notifier.observerList.count == 0)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.finishCount == 0)
    }

    @Test func aSourceAlreadyGoneFinishesAtOnceWithoutObserving() {
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        var observed = false
        subscription.start(ends: nil) { _ in
            observed = true
            return nil
        }
        subscription.request(.max)
        #expect(!observed)
        #expect(subscriber.finishCount == 1)
    }

    @Test func aValueSetDuringADeliveryComesAfterItNotInsideIt() {
        let cart = Cart()
        let subscriber = Subscriber<Int>(askAfterEach: 0)
        subscriber.duringFirstValue = { cart.itemCount = 2 }
        let subscription = subscriber.makeSubscription()
        cart.$itemCount.subscribe(subscription)
        subscription.request(.max)
        #expect(subscriber.values == [1, 2])
        #expect(!subscriber.wasCalledReentrantly)
        subscription.cancel()
    }

    @Test func valuesFromManyThreadsComeOneAtATimeAndNoneIsLost() {
        let notifier = ObserverNotifier<Int>()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        notifier.observerList.subscribe(subscription)
        subscription.request(.max)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<200 {
                notifier.notifyObservers(of: thread * 1000 + index)
            }
        }
        let values = subscriber.values
        #expect(values.count == 1600)
        #expect(Set(values).count == 1600)
        #expect(!subscriber.wasCalledReentrantly)
        // Each thread's values come in the order it sent them.
        for thread in 0..<8 {
            let own = values.filter { $0 / 1000 == thread }
            #expect(own == own.sorted())
        }
        subscription.cancel()
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRoutersEventsReachASubscriptionAndItFinishesWithTheRouter(frontEnd: TestFrontEnd) {
        var router: Router? = Router(navigationController: frontEnd.makeNavigationController())
        let subscriber = Subscriber<RouterEvent>()
        let subscription = subscriber.makeSubscription()
        router?.eventQueue.subscribe(subscription, first: { nil }, { $0 })
        subscription.request(.max)
        router?.push(TestScreen("home"), animated: false)
        router?.push(TestScreen("detail"), animated: false)
        router = nil

        let tops = subscriber.values.compactMap { event -> String? in
            guard case .topViewControllerChanged(let top) = event else { return nil }
            return (top as? TestScreen)?.name
        }
        #expect(tops == ["home", "detail"])
        #expect(subscriber.finishCount == 1)
    }

    @Test func aMainActorSourceSubscribedElsewhereBeginsOnTheMainActor() async throws {
        let notifier = ObserverNotifier<Int>()
        let subscriber = Subscriber<Int>()
        let subscription = subscriber.makeSubscription()
        let began = ObserverNotifier<Bool>()
        let beganValues = began.observerList.values
        Thread.detachNewThread {
            subscription.startOnMainActor { subscription in
                began.notifyObservers(of: isOnMainActorThread())
                notifier.observerList.subscribe(subscription)
            }
        }
        #expect(await elements(of: beganValues, upTo: 1) == [true])
        subscription.request(.max)
        notifier.notifyObservers(of: 7)
        #expect(subscriber.values == [7])
        subscription.cancel()
    }
}
