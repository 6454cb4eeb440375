import Foundation
@_spi(TiltUpTest) import TiltUp

/// Runs `body` on the main actor for a synchronous waiting helper, or reports why it cannot.
///
/// A synchronous helper blocks the thread it runs on while it waits. Off the main thread it cannot
/// reach the main actor at all; `nil` is returned and the failure names the fix.
func onMainThread<Result: Sendable>(_ helper: String, at site: CallSite, _ body: @MainActor () -> Result) -> Result? {
    guard isOnMainActorThread() else {
        reportFailure(
            "\(helper) failed: it was called off the main thread, where it cannot reach the main actor. "
                + "Mark the test (or its suite) @MainActor, make it async and write `await \(helper)(…)`.", at: site)
        return nil
    }
    return withoutActuallyEscaping(body) { body in
        MainActor.assumeIsolated { body() }
    }
}

/// Whether the caller runs inside a task: an async test, or any Swift Testing test. Waiting there by
/// blocking would hold the main actor, so the calls waited for could never come.
func isInsideTask() -> Bool {
    withUnsafeCurrentTask { $0 != nil }
}

/// The failure of a synchronous helper that would have to wait inside a task.
func blockingWaitMessage(_ helper: String) -> String {
    "\(helper) failed: it was called without `await` inside an async test (or a Swift Testing test), where waiting "
        + "would block the main actor and the calls it waits for could never arrive. Write `await \(helper)(…)` "
        + "in an async test: the overload that suspends."
}
