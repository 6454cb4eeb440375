import Foundation
import TiltUp
import XCTest

// The synchronous helpers are not isolated, so that a nonisolated XCTestCase with synchronous test
// methods, which XCTest runs on the main thread, can call them; they enter the main actor themselves.
// The `async` overloads are what `await` picks in an async test method of a `@MainActor` XCTestCase.
extension XCTestCase {
    /// Runs `triggeringAction` and waits until the view observers have been called as `expectationTypes` say.
    ///
    /// For a synchronous test method, on the main thread. It works whether the view model calls its observers
    /// at once or later on the main queue, and fails at the caller's line with what was expected and what
    /// came. Observers already set still run, and every observer is put back as it was afterwards. Inside an
    /// async test method, `await` picks the overload that suspends; called without it there (or off the main
    /// thread), it fails at once with a message that says so, instead of blocking the main actor.
    ///
    /// ```swift
    /// func testUpdateFails() {
    ///     let viewModel = self.viewModel!
    ///     let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
    ///         viewModel.update()
    ///     }
    ///     XCTAssertEqual(calls.alert?.title, "Could not update")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewObservers: the view model's view observers.
    ///   - expectationTypes: the calls expected: `.loadingCycle` is one `.loading` then one `.notLoading`,
    ///     `.presentAlert` one alert.
    ///   - timeout: the most seconds to wait. Zero does not wait; `.infinity` (or over a billion seconds) waits
    ///     until the calls come; a negative timeout, or one that is not a number, fails at once, saying so.
    ///   - triggeringAction: what the test does that should make the calls.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: every call the observers received meanwhile.
    @discardableResult
    public func waitForBaseViewObservers(
        _ viewObservers: @autoclosure @MainActor () -> any BaseViewObserving,
        expectationTypes: [BaseViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: @MainActor () -> Void
    ) -> ViewObserverCalls {
        let site = CallSite(fileID: fileID, file: file, line: line, column: column)
        return onMainThread("waitForBaseViewObservers", at: site) {
            waitBlocking(
                for: ViewObserverWatch(viewObservers: viewObservers(), expecting: expectationTypes), timeout: timeout, site: site,
                triggeringAction: triggeringAction)
        } ?? ViewObserverCalls()
    }

    /// Runs `triggeringAction` and waits, suspending, until the view observers have been called as `expectationTypes` say.
    ///
    /// For async test methods of a `@MainActor` XCTestCase.
    ///
    /// ```swift
    /// func testUpdateFails() async {
    ///     let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert]) {
    ///         viewModel.update()
    ///     }
    ///     XCTAssertEqual(calls.alert?.title, "Could not update")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewObservers: the view model's view observers.
    ///   - expectationTypes: the calls expected.
    ///   - timeout: the most seconds to wait; see the synchronous form.
    ///   - triggeringAction: what the test does that should make the calls.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: every call the observers received meanwhile.
    @preconcurrency @MainActor
    @discardableResult
    public func waitForBaseViewObservers(
        _ viewObservers: @autoclosure @MainActor () -> any BaseViewObserving,
        expectationTypes: [BaseViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: @MainActor () -> Void
    ) async -> ViewObserverCalls {
        await waitSuspending(
            for: ViewObserverWatch(viewObservers: viewObservers(), expecting: expectationTypes), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
    }

    /// Runs `triggeringAction` and waits until the list's view observers have been called as `expectationTypes` say.
    ///
    /// For a synchronous test method, as the synchronous `waitForBaseViewObservers`.
    ///
    /// ```swift
    /// func testRefreshSucceeds() {
    ///     let viewModel = self.viewModel!
    ///     let calls = waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
    ///         viewModel.refresh()
    ///     }
    ///     XCTAssertEqual(calls.reloadDataCount, 1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewObservers: the list view model's view observers.
    ///   - expectationTypes: the calls expected: `.loadingCycle`, `.presentAlert`, `.reloadData`.
    ///   - timeout: the most seconds to wait; see `waitForBaseViewObservers`.
    ///   - triggeringAction: what the test does that should make the calls.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: every call the observers received meanwhile.
    @discardableResult
    public func waitForBaseTableViewObservers(
        _ viewObservers: @autoclosure @MainActor () -> any BaseTableViewObserving,
        expectationTypes: [BaseTableViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: @MainActor () -> Void
    ) -> ViewObserverCalls {
        let site = CallSite(fileID: fileID, file: file, line: line, column: column)
        return onMainThread("waitForBaseTableViewObservers", at: site) {
            waitBlocking(
                for: ViewObserverWatch(tableViewObservers: viewObservers(), expecting: expectationTypes), timeout: timeout, site: site,
                triggeringAction: triggeringAction)
        } ?? ViewObserverCalls()
    }

    /// Runs `triggeringAction` and waits, suspending, until the list's view observers have been called as `expectationTypes` say.
    ///
    /// For async test methods of a `@MainActor` XCTestCase.
    ///
    /// ```swift
    /// func testRefreshSucceeds() async {
    ///     await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
    ///         viewModel.refresh()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewObservers: the list view model's view observers.
    ///   - expectationTypes: the calls expected: `.loadingCycle`, `.presentAlert`, `.reloadData`.
    ///   - timeout: the most seconds to wait; see `waitForBaseViewObservers`.
    ///   - triggeringAction: what the test does that should make the calls.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: every call the observers received meanwhile.
    @preconcurrency @MainActor
    @discardableResult
    public func waitForBaseTableViewObservers(
        _ viewObservers: @autoclosure @MainActor () -> any BaseTableViewObserving,
        expectationTypes: [BaseTableViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: @MainActor () -> Void
    ) async -> ViewObserverCalls {
        await waitSuspending(
            for: ViewObserverWatch(tableViewObservers: viewObservers(), expecting: expectationTypes), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
    }
}

/// Waits by spinning the run loop with `XCTWaiter`, so that calls made later on the main queue arrive.
@MainActor
private func waitBlocking(
    for watch: ViewObserverWatch, timeout: TimeInterval, site: CallSite, triggeringAction: @MainActor () -> Void
) -> ViewObserverCalls {
    defer { watch.reset() }
    let limit = WaitLimit(timeout, helper: watch.helper)
    triggeringAction()
    var timedOut = false
    if !watch.isSatisfied {
        guard !isInsideTask() else {
            reportFailure(blockingWaitMessage(watch.helper), at: site)
            return watch.calls
        }
        let satisfied = XCTestExpectation(description: "view observers called")
        watch.onSatisfied { satisfied.fulfill() }
        // XCTWaiter records no failure of its own, so the one below is reported at the caller's line.
        // With no limit it waits a day at a time, for as long as it takes.
        var result: XCTWaiter.Result
        repeat {
            result = XCTWaiter().wait(for: [satisfied], timeout: limit.seconds ?? 86_400)
        } while limit.seconds == nil && result == .timedOut
        timedOut = result != .completed
    }
    for problem in watch.problems(timedOut: timedOut, limit: limit) {
        reportFailure(problem, at: site)
    }
    return watch.calls
}
