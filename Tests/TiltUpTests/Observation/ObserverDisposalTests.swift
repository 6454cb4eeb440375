import Dispatch
import Foundation
import Testing
import TiltUp

/// Once `dispose()` has returned, an observer is never called again: not by a notification already
/// under way, not by a delivery already queued.
@Suite struct ObserverDisposalTests {
    /// Holds a token set after the observer that disposes it was added.
    final class TokenBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Disposable?

        var token: Disposable? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    /// An object that observes with `unowned self` and disposes of its observation in `deinit`, as many apps do.
    final class Badge: @unchecked Sendable {
        var count = 0
        private var observation: Disposable?

        init(observing list: ObserverList<Int>) {
            observation = list.addObserver(on: nil) { [unowned self] value in self.count = value }
        }

        deinit {
            observation?.dispose()
        }
    }

    @Test func anObserverDisposedByAnEarlierOneIsNotCalledForThatNotification() {
        let notifier = ObserverNotifier<Int>()
        let received = Received<Int>()
        let later = TokenBox()
        let first = notifier.observerList.addObserver(on: nil) { _ in later.token?.dispose() }
        later.token = notifier.observerList.addObserver(on: nil) { received.append($0) }
        notifier.notifyObservers(of: 1)
        notifier.notifyObservers(of: 2)
        #expect(received.values.isEmpty)
        _ = first
    }

    @Test func anUnownedObserverReleasedDuringANotificationIsNotCalled() {
        let notifier = ObserverNotifier<Int>()
        nonisolated(unsafe) var badge: Badge?
        // Added first, so it runs first: it releases the badge, whose deinit disposes of its observation.
        let releaser = notifier.observerList.addObserver(on: nil) { _ in badge = nil }
        badge = Badge(observing: notifier.observerList)
        notifier.notifyObservers(of: 7)  // calling the badge's observer now would read a freed `unowned self`
        #expect(badge == nil)
        #expect(notifier.observerList.count == 1)
        _ = releaser
    }

    @Test func aQueuedDeliveryIsDroppedWhenTheObserverIsDisposedFirst() async {
        let queue = DispatchQueue(label: "observer")
        queue.suspend()
        let notifier = ObserverNotifier<Int>()
        let received = Received<Int>()
        let observation = notifier.observerList.addObserver(on: queue) { received.append($0) }
        notifier.notifyObservers(of: 1)
        observation.dispose()
        queue.resume()
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
        }
        #expect(received.values.isEmpty)
    }

    @Test func anObservableObserverDisposedDuringAChangeIsNotCalledForIt() {
        let property = Observable(wrappedValue: 0)
        let received = Received<Int>()
        let later = TokenBox()
        let first = property.addObserver(observingCurrentValue: false, on: nil) { _, _ in later.token?.dispose() }
        later.token = property.addObserver(observingCurrentValue: false, on: nil) { _, new in received.append(new) }
        property.wrappedValue = 1
        #expect(received.values.isEmpty)
        _ = first
    }

    @Test func disposingWaitsForACallUnderWayOnAnotherThread() async {
        let notifier = ObserverNotifier<Int>()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let finished = Received<String>()
        let observation = notifier.observerList.addObserver(on: nil) { _ in
            started.signal()
            proceed.wait()
            finished.append("observer returned")
        }
        DispatchQueue.global().async { notifier.notifyObservers(of: 1) }
        started.wait()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { proceed.signal() }
        observation.dispose()
        finished.append("dispose returned")
        #expect(finished.values == ["observer returned", "dispose returned"])
    }

    @Test func theCurrentValueComesFirstEvenWhileAnotherThreadSetsTheValue() {
        var outOfOrder = 0
        for round in 0..<100_000 {
            let property = Observable(wrappedValue: -1)
            let received = Received<(Int, Int)>()
            nonisolated(unsafe) var observation: Disposable?
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                if worker == 0 {
                    observation = property.addObserver(observingCurrentValue: true, on: nil) { old, new in
                        received.append((old, new))
                    }
                } else {
                    property.wrappedValue = round
                }
            }
            if let first = received.values.first, first.0 != first.1 {
                outOfOrder += 1
            }
            observation?.dispose()
        }
        #expect(outOfOrder == 0)
    }
}
