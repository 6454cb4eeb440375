import Dispatch
import Testing
import TiltUp
import TiltUpTest

@Suite struct TestObserverTests {
    @Test func recordsTheWholeHistoryInOrder() {
        let enabled = TestObserver<Bool>()
        let observer = enabled.observer
        observer(false)
        observer(true)
        enabled.record(false)
        #expect(enabled.values == [false, true, false])
        #expect(enabled.lastValue == false)
        enabled.assertValues([false, true, false])
        enabled.assertLastValue(false)
        enabled.assertValueCount(3)
    }

    @Test func recordsFromManyThreads() {
        let received = TestObserver<Int>()
        let observer = received.observer
        DispatchQueue.concurrentPerform(iterations: 1_000) { observer($0) }
        #expect(Set(received.values) == Set(0..<1_000))
    }

    @Test func assertValuesFailsWithBothHistories() {
        let enabled = TestObserver<Bool>()
        enabled.record(false)
        enabled.record(true)
        let line = #line + 2
        withKnownIssue {
            enabled.assertValues([false, true, false])
        } matching: {
            $0.isFailure("TestObserver.assertValues failed: expected [false, true, false], received [false, true]", at: line)
        }
    }

    @Test func assertLastValueFailsWhenNothingCame() {
        let message = TestObserver<String>()
        let line = #line + 2
        withKnownIssue {
            message.assertLastValue("Successful")
        } matching: {
            $0.isFailure("TestObserver.assertLastValue failed: expected Successful, received nothing", at: line)
        }
    }

    @Test func assertValueCountAndDidNotEmitValueFail() {
        let reloads = TestObserver<Void>()
        reloads.voidObserver()
        let line = #line + 2
        withKnownIssue {
            reloads.assertValueCount(2)
        } matching: {
            $0.isFailure("TestObserver.assertValueCount failed: expected 2 values, received 1: [()]", at: line)
        }
        let otherLine = #line + 2
        withKnownIssue {
            reloads.assertDidNotEmitValue()
        } matching: {
            $0.isFailure("TestObserver.assertDidNotEmitValue failed: received [()]", at: otherLine)
        }
        TestObserver<Int>().assertDidNotEmitValue()
    }
}

/// `waitForMainQueue`: what a test awaits between setting a value observed on the main queue and checking.
@Suite struct WaitForMainQueueTests {
    @MainActor
    @Test func awaitingItRunsEveryObserverAlreadyQueuedOnTheMainQueueInOrder() async {
        let property = Observable(wrappedValue: "a")
        let changes = TestObserver<String>()
        let observation = property.addObserver(observingCurrentValue: true) { old, new in changes.record("\(old)→\(new)") }
        property.wrappedValue = "b"
        property.wrappedValue = "c"
        changes.assertValues([])
        await waitForMainQueue()
        changes.assertValues(["a→a", "a→b", "b→c"])
        observation.dispose()
    }

    @Test func awaitingItOffTheMainActorWaitsForTheMainQueueAsWell() async {
        let notifier = ObserverNotifier<Int>()
        let received = TestObserver<Int>()
        let observation = notifier.observerList.addObserver { received.record($0) }
        notifier.notifyObservers(of: 7)
        await waitForMainQueue()
        received.assertValues([7])
        observation.dispose()
    }

    @MainActor
    @Test func theSynchronousFormInsideATaskFailsAtOnceAndSaysToAwait() {
        let line = #line + 2
        withKnownIssue {
            waitForMainQueue()
        } matching: { issue in
            issue.isFailure(
                "waitForMainQueue failed: it was called without `await` inside an async test (or a Swift Testing test), where waiting would block the main actor and the calls it waits for could never arrive. Write `await waitForMainQueue(…)` in an async test: the overload that suspends.",
                at: line)
        }
    }

    @Test func recordingASequenceKeepsEveryElementInOrderUntilItEnds() async {
        var notifier: ObserverNotifier<Int>? = ObserverNotifier()
        let values = notifier!.observerList.values
        notifier?.notifyObservers(of: 1)
        notifier?.notifyObservers(of: 2)
        notifier = nil
        let counts = TestObserver<Int>()

        await counts.record(values)

        counts.assertValues([1, 2])
    }

    @Test func recordingASequenceThatDoesNotEndFailsAfterItsTimeoutAtTheCallersLineAndKeepsWhatCame() async {
        let notifier = ObserverNotifier<Int>()
        let values = notifier.observerList.values
        notifier.notifyObservers(of: 7)
        let counts = TestObserver<Int>()
        let line: Int = #line + 3

        await withKnownIssue {
            await counts.record(values, timeout: 0.05)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.description.contains("TestObserver.record failed: the sequence did not end after 0.05 seconds (1 value recorded)")
        }
        #expect(counts.values == [7])
        withExtendedLifetime(notifier) {}
    }

    @Test func recordingWithATimeoutThatMeansNothingFailsAtOnce() async {
        let notifier = ObserverNotifier<Int>()
        let counts = TestObserver<Int>()

        await withKnownIssue {
            await counts.record(notifier.observerList.values, timeout: -1)
        } matching: { issue in
            issue.description.contains("TestObserver.record failed: the timeout must be zero or more seconds")
        }
        #expect(counts.values.isEmpty)
    }
}
