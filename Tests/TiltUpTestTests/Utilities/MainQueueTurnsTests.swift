import Testing
import TiltUp
import TiltUpTest

/// A counter whose value observers hear on the main queue.
@MainActor
final class TurnCounter {
    @ObservableProperty var count = 0
}

/// What each observer has heard.
@MainActor
final class TurnLog {
    var observed: [Int] = []
    var looped: [Int] = []
}

/// How many turns of the main queue a value takes to arrive, as the testing article says: once a main-actor
/// `for await` loop runs, one, as for an observer on the main queue, also over a stream that such an
/// observer feeds (the loop's task resumes before the test's). A task just started may take more turns
/// before its loop runs: the test waits until it has, bounded.
@MainActor
@Suite struct MainQueueTurnsTests {
    @Test func anObserverOnTheMainQueueAndARunningForAwaitLoopOverValuesHearAValueAfterOneWait() async {
        let counter = TurnCounter()
        let log = TurnLog()
        let observation = counter.$count.observe { _, new in log.observed.append(new) }
        let loop = Task { [values = counter.$count.values] in
            for await value in values {
                log.looped.append(value)
            }
        }
        for _ in 0..<10 where log.looped.isEmpty {
            await waitForMainQueue()  // the loop's task starts, and gets the current value
        }
        #expect(log.looped == [0])

        counter.count = 1
        await waitForMainQueue()
        #expect(log.observed == [1])
        #expect(log.looped == [0, 1])

        loop.cancel()
        observation.dispose()
    }

    @Test func aRunningForAwaitLoopOverAStreamAnObserverOnTheMainQueueFeedsHearsAValueAfterOneWaitToo() async {
        let counter = TurnCounter()
        let log = TurnLog()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let observation = counter.$count.observe { _, new in continuation.yield(new) }
        let loop = Task {
            for await value in stream {
                log.looped.append(value)
            }
        }
        counter.count = 0
        for _ in 0..<10 where log.looped.isEmpty {
            await waitForMainQueue()  // the loop's task starts, and gets the first value
        }
        #expect(log.looped == [0])

        counter.count = 1
        #expect(log.looped == [0])
        await waitForMainQueue()
        #expect(log.looped == [0, 1])

        loop.cancel()
        observation.dispose()
    }
}
