import Foundation

/// Waits, suspending, until every block already enqueued on the main queue has run.
///
/// Among them are the observers that TiltUp's `Observable` and `ObserverList` deliver there by default. A
/// change delivered on the main queue reaches its observers after the code that made it has returned, so a
/// test that sets a value and checks at once sees nothing yet. Await this between the two:
///
/// ```swift
/// let counts = TestObserver<Int>()
/// let observation = cart.$itemCount.addObserver { _, new in counts.record(new) }
/// cart.itemCount = 2
/// await waitForMainQueue()
/// counts.assertValues([2])
/// ```
///
/// The main queue runs blocks in the order they were enqueued, so the wait is exact: no timeout, no
/// polling. Blocks that those blocks enqueue in turn run later; await it again for them.
public func waitForMainQueue() async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { finished.resume() }
    }
}

/// Waits until every block already enqueued on the main queue has run, turning the main run loop.
///
/// It is the form for synchronous XCTest methods (recipe (a) of the testing article). Inside a task (an
/// async test, or any Swift Testing test) waiting this way would block the main queue it waits for: it
/// fails at once, at the caller's line, and says to write `await waitForMainQueue()`. Off the main thread
/// it fails likewise.
///
/// - Parameters:
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func waitForMainQueue(
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    guard !isInsideTask() else {
        reportFailure(blockingWaitMessage("waitForMainQueue"), at: site)
        return
    }
    _ = onMainThread("waitForMainQueue", at: site) {
        let reached = LockedList<Void>()
        DispatchQueue.main.async { reached.append(()) }
        while reached.all.isEmpty {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
