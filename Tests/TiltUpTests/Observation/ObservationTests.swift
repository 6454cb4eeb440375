import Dispatch
import Foundation
import Testing
import TiltUp
import TiltUpTest

/// A thread-safe list of what observers received.
final class Received<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

@Suite struct ObservableTests {
    final class CartViewModel {
        @Observable var itemCount = 0
        @Observable var coupon: String?

        init() {
            _coupon = Observable()
        }
    }

    @Test func observersHearOldAndNewValuesInTheOrderTheyWereAdded() {
        let viewModel = CartViewModel()
        let received = Received<String>()
        let observations = (0..<20).map { index in
            viewModel.$itemCount.addObserver(observingCurrentValue: false, on: nil) { old, new in
                received.append("\(index):\(old)→\(new)")
            }
        }
        viewModel.itemCount = 3
        #expect(received.values == (0..<20).map { "\($0):0→3" })
        _ = observations
    }

    @Test func observingTheCurrentValueDeliversItFirst() {
        let viewModel = CartViewModel()
        viewModel.itemCount = 2
        let received = Received<String>()
        let observation = viewModel.$itemCount.addObserver(observingCurrentValue: true, on: nil) { old, new in
            received.append("\(old)→\(new)")
        }
        viewModel.itemCount = 5
        #expect(received.values == ["2→2", "2→5"])
        _ = observation
    }

    @Test func anOptionalStartsAsNil() {
        let viewModel = CartViewModel()
        #expect(viewModel.coupon == nil)
        viewModel.coupon = "SAVE10"
        #expect(viewModel.$coupon.wrappedValue == "SAVE10")
    }

    @Test func releasingTheTokenStopsTheObserver() {
        let viewModel = CartViewModel()
        let received = Received<Int>()
        var observation: Disposable? = viewModel.$itemCount.addObserver(observingCurrentValue: false, on: nil) { _, new in
            received.append(new)
        }
        viewModel.itemCount = 1
        observation = nil
        viewModel.itemCount = 2
        #expect(received.values == [1])
        #expect(observation == nil)
    }

    @Test func anObserverWithoutAQueueMayReadAndSetTheValueAgain() {
        let itemCount = CartViewModel().$itemCount
        let received = Received<Int>()
        let observation = itemCount.addObserver(observingCurrentValue: true, on: nil) { _, new in
            received.append(itemCount.wrappedValue)
            if new == 1 {
                itemCount.wrappedValue = 2
            }
        }
        itemCount.wrappedValue = 1
        #expect(received.values == [0, 1, 2])
        _ = observation
    }

    @Test func observersOnAQueueHearEveryChangeInOrder() async {
        let viewModel = CartViewModel()
        let queue = DispatchQueue(label: "observer")
        let received = Received<Int>()
        let observation = viewModel.$itemCount.addObserver(observingCurrentValue: true, on: queue) { _, new in
            received.append(new)
        }
        for value in 1...100 {
            viewModel.itemCount = value
        }
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
        }
        #expect(received.values == Array(0...100))
        _ = observation
    }

    @Test func theMainQueueIsTheDefault() async {
        let viewModel = CartViewModel()
        let onMain = Received<Bool>()
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let observation = viewModel.$itemCount.addObserver(observingCurrentValue: false) { _, _ in
            onMain.append(DispatchQueue.getSpecific(key: key) == "main")
        }
        viewModel.itemCount = 1
        await waitForMainQueue()
        #expect(onMain.values == [true])
        _ = observation
    }

    @Test func settingAddingAndRemovingFromManyThreadsLosesNothing() {
        let itemCount = CartViewModel().$itemCount
        let received = Received<Int>()
        let keeper = itemCount.addObserver(observingCurrentValue: false, on: nil) { _, new in
            received.append(new)
        }
        // Four workers, so that two threads truly run at once on a machine with two cores.
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<250 {
                let transient = itemCount.addObserver(observingCurrentValue: false, on: nil) { _, _ in }
                itemCount.wrappedValue = worker * 250 + step
                _ = itemCount.wrappedValue
                transient.dispose()
            }
        }
        #expect(received.values.count == 1_000)
        #expect(Set(received.values) == Set(0..<1_000))
        _ = keeper
    }

    @Test func eachChangeCarriesTheValueItReplacedEvenUnderContention() {
        let itemCount = CartViewModel().$itemCount
        let received = Received<(Int, Int)>()
        let observation = itemCount.addObserver(observingCurrentValue: false, on: nil) { old, new in
            received.append((old, new))
        }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<125 {
                itemCount.wrappedValue = worker * 125 + step + 1
            }
        }
        // Chained, the pairs go from 0 through every value once: each value replaced exactly one other.
        let olds = received.values.map(\.0).sorted()
        let news = received.values.map(\.1)
        #expect(Set(olds).count == 500)
        #expect(Set(olds).subtracting(news) == [0])
        _ = observation
    }
}

@Suite struct ObserverNotifierTests {
    @Test func notifiesEveryObserverInOrderWithTheValue() {
        let notifier = ObserverNotifier<String>()
        let received = Received<String>()
        let first = notifier.observerList.addObserver(on: nil) { received.append("first \($0)") }
        let second = notifier.observerList.addObserver(on: nil) { received.append("second \($0)") }
        notifier.notifyObservers(of: "hello")
        #expect(received.values == ["first hello", "second hello"])
        #expect(notifier.observerList.count == 2)
        _ = (first, second)
    }

    @Test func voidNotifiersNeedNoArgument() {
        let notifier = ObserverNotifier<Void>()
        let received = Received<Int>()
        let observation = notifier.observerList.addObserver(on: nil) { received.append(1) }
        notifier.notifyObservers()
        notifier.notifyObservers()
        #expect(received.values == [1, 1])
        _ = observation
    }

    @Test func aReleasedObserverIsRemovedFromTheList() {
        let notifier = ObserverNotifier<Int>()
        let received = Received<Int>()
        do {
            let observation = notifier.observerList.addObserver(on: nil) { received.append($0) }
            notifier.notifyObservers(of: 1)
            _ = observation
        }
        notifier.notifyObservers(of: 2)
        #expect(received.values == [1])
        #expect(notifier.observerList.count == 0)
    }

    @Test func addingRemovingAndNotifyingFromManyThreadsIsSafe() {
        let notifier = ObserverNotifier<Int>()
        let received = Received<Int>()
        let keeper = notifier.observerList.addObserver(on: nil) { received.append($0) }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<250 {
                let transient = notifier.observerList.addObserver(on: nil) { _ in }
                notifier.notifyObservers(of: worker * 250 + step)
                transient.dispose()
            }
        }
        #expect(Set(received.values) == Set(0..<1_000))
        #expect(notifier.observerList.count == 1)
        _ = keeper
    }
}
