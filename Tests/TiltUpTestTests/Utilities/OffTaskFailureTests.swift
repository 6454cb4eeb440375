import Dispatch
import Foundation
import Testing
import TiltUp
import TiltUpTest

/// A TiltUpTest failure reported off the test's task reaches a test: the one it belongs to when the
/// helper knew it, the run otherwise. Never dropped, as a plain `#expect` is not.
@Suite struct OffTaskFailureTests {
    final class Leaky: Sendable {}

    @Test func anAssertionFailingOnAnotherQueueIsRecordedAsTheTestsFailure() async {
        let line = #line + 6
        await withKnownIssue {
            let observer = TestObserver<Int>()
            observer.record(1)
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    observer.assertValues([2])
                    done.resume()
                }
            }
            // The next call on the test's task records it, as this test's failure.
            observer.assertValueCount(1)
        } matching: {
            $0.isFailure("TestObserver.assertValues failed: expected [2], received [1]", at: line)
        }
    }

    @Test func anAssertionFailingInADetachedTaskIsRecordedAsTheTestsFailure() async {
        let line = #line + 5
        await withKnownIssue {
            let observer = TestObserver<String>()
            observer.record("a")
            await Task.detached {
                observer.assertLastValue("b")
            }.value
            observer.assertValueCount(1)
        } matching: {
            $0.isFailure("TestObserver.assertLastValue failed: expected b, received a", at: line)
        }
    }

    @Test func aLeakIsReportedEvenWhenTheTestThrows() async {
        struct Stop: Error {}
        let kept = Leaky()
        let line = #line + 5
        var threw = false
        await withKnownIssue {
            do {
                try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                    trackMemoryLeaks(kept)
                    throw Stop()
                }
            } catch {
                threw = error is Stop
            }
        } matching: {
            $0.isFailure("trackMemoryLeaks failed: Leaky is still alive at the end of the test", at: line)
        }
        #expect(threw)
        _ = kept
    }

    /// The cases where no test can be told: the child run below must fail with them.
    @Test func failuresWithNoTestToGoToFailTheRun() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "OffTaskFailureChildTests"]
        child.environment = ProcessInfo.processInfo.environment.merging(["TILTUP_OFF_TASK_CHILD": "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        #expect(child.terminationStatus != 0)
        #expect(text.contains("TestObserver.assertValues failed: expected [2], received [1]"))
        #expect(text.contains("trackMemoryLeaks failed: it was called off the test's task"))
        #expect(text.contains("2 tests"), "\(text)")
    }
}

/// Run only as the child of `failuresWithNoTestToGoToFailTheRun`: each test passes by itself, and leaves
/// a failure that must still fail the run.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TILTUP_OFF_TASK_CHILD"] == "1"))
struct OffTaskFailureChildTests {
    /// An observer that only another queue holds, so that it ends there.
    nonisolated(unsafe) static var keptObserver: TestObserver<Int>?

    @Test func anObserverReleasedOffTheTestsTask() async {
        do {
            let observer = TestObserver<Int>()
            observer.record(1)
            Self.keptObserver = observer
        }
        // The failure and the observer's end both happen on another queue: no test's task ever sees them.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                Self.keptObserver?.assertValues([2])
                Self.keptObserver = nil
                done.resume()
            }
        }
    }

    @Test(.detectsMemoryLeaks) func trackMemoryLeaksInADetachedTask() async {
        await Task.detached {
            trackMemoryLeaks(OffTaskFailureTests.Leaky())
        }.value
    }
}
