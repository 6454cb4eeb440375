import Foundation
import TiltUp

/// Runs `triggeringAction` and waits until the view observers have been called as `expectationTypes` say.
///
/// For Swift Testing, and for any async code on the main actor. It returns as soon as the expected calls
/// have come, whether at once or later on the main queue, and fails at the caller's line after `timeout`
/// seconds otherwise. Observers already set still run, and every observer is put back as it was afterwards.
///
/// ```swift
/// @Test func updateFails() async {
///     let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
///         viewModel.update()
///     }
///     #expect(calls.alert?.title == "Could not update")
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
@preconcurrency @MainActor
@discardableResult
public func waitForBaseViewObservers(
    _ viewObservers: any BaseViewObserving,
    expectationTypes: [BaseViewObservers.ExpectationType],
    timeout: TimeInterval = 1,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    triggeringAction: @MainActor () -> Void
) async -> ViewObserverCalls {
    await waitSuspending(
        for: ViewObserverWatch(viewObservers: viewObservers, expecting: expectationTypes), timeout: timeout,
        site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
}

/// Runs `triggeringAction` and waits until the list's view observers have been called as `expectationTypes` say.
///
/// For Swift Testing, and for any async code on the main actor. Observers already set still run, and every
/// observer is put back as it was afterwards.
///
/// ```swift
/// @Test func refreshSucceeds() async {
///     await waitForBaseTableViewObservers(
///         viewModel.viewObservers,
///         expectationTypes: [.loadingCycle, .reloadData],
///         triggeringAction: viewModel.refresh
///     )
/// }
/// ```
///
/// - Parameters:
///   - viewObservers: the list view model's view observers.
///   - expectationTypes: the calls expected: `.loadingCycle` is one `.loading` then one `.notLoading`,
///     `.presentAlert` one alert, `.reloadData` one reload.
///   - timeout: the most seconds to wait. Zero does not wait; `.infinity` (or over a billion seconds) waits
///     until the calls come; a negative timeout, or one that is not a number, fails at once, saying so.
///   - triggeringAction: what the test does that should make the calls.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
/// - Returns: every call the observers received meanwhile.
@preconcurrency @MainActor
@discardableResult
public func waitForBaseTableViewObservers(
    _ viewObservers: any BaseTableViewObserving,
    expectationTypes: [BaseTableViewObservers.ExpectationType],
    timeout: TimeInterval = 1,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    triggeringAction: @MainActor () -> Void
) async -> ViewObserverCalls {
    await waitSuspending(
        for: ViewObserverWatch(tableViewObservers: viewObservers, expecting: expectationTypes), timeout: timeout,
        site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
}

/// Waits by suspending until the last expected call, or the timeout, whichever comes first.
@MainActor
func waitSuspending(
    for watch: ViewObserverWatch, timeout: TimeInterval, site: CallSite, triggeringAction: @MainActor () -> Void
) async -> ViewObserverCalls {
    defer { watch.reset() }
    let limit = WaitLimit(timeout, helper: watch.helper)
    triggeringAction()
    var timedOut = false
    if !watch.isSatisfied {
        if limit.waits {
            // Resumed by whichever comes first: the last expected call, or the timeout, if there is one.
            timedOut = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                var resumed = false
                let timer = limit.nanoseconds.map { nanoseconds in
                    Task { @MainActor in
                        try? await Task.sleep(nanoseconds: nanoseconds)
                        guard !resumed else { return }
                        resumed = true
                        continuation.resume(returning: true)
                    }
                }
                watch.onSatisfied {
                    guard !resumed else { return }
                    resumed = true
                    timer?.cancel()
                    continuation.resume(returning: false)
                }
            }
        } else {
            timedOut = true
        }
    }
    for problem in watch.problems(timedOut: timedOut, limit: limit) {
        reportFailure(problem, at: site)
    }
    return watch.calls
}
