import Dispatch
import Testing
import TiltUp

@Suite struct DisposableTests {
    final class Counter: @unchecked Sendable {
        private let lock = DispatchQueue(label: "counter")
        private var value = 0
        func increment() { lock.sync { value += 1 } }
        var count: Int { lock.sync { value } }
    }

    @Test func runsItsClosureOnceWhenReleased() {
        let counter = Counter()
        do {
            let disposable = Disposable { counter.increment() }
            #expect(!disposable.isDisposed)
        }
        #expect(counter.count == 1)
    }

    @Test func disposingTwiceAndThenReleasingRunsTheClosureOnce() {
        let counter = Counter()
        do {
            let disposable = Disposable { counter.increment() }
            disposable.dispose()
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
        #expect(counter.count == 1)
    }

    @Test func disposingFromManyThreadsAtOnceRunsTheClosureOnce() {
        let counter = Counter()
        let disposable = Disposable { counter.increment() }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<100 {
                disposable.dispose()
            }
        }
        #expect(counter.count == 1)
    }
}
