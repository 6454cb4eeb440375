import Foundation
import TiltUp
import XCTest

// The helpers are not isolated, so that an XCTestCase, which Linux's XCTest cannot run on the main
// actor, can call them from its test methods; they must be called on the main thread, where XCTest runs
// its tests.
extension XCTestCase {
    /// Runs `triggeringAction` and waits until the view observers have been called as `expectationTypes`
    /// say; the observers it set are reset to `nil` afterwards.
    ///
    /// `.loadingCycle` expects one `.loading` then one `.notLoading`; the other types one call each.
    /// It works whether the view model calls its observers at once or later on the main queue, and fails
    /// at the caller's line with what was expected and what came.
    ///
    /// ```swift
    /// func testUpdateFails() {
    ///     waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
    ///         viewModel.update()
    ///     }
    /// }
    /// ```
    public func waitForBaseViewObservers(
        _ viewObservers: any BaseViewObserving,
        expectationTypes: [BaseViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: () -> Void
    ) {
        waitOnMainThread(
            .base(viewObservers, expectationTypes), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
    }

    /// Runs `triggeringAction` and waits until the list's view observers have been called as
    /// `expectationTypes` say; the observers it set are reset to `nil` afterwards.
    ///
    /// ```swift
    /// func testRefreshSucceeds() {
    ///     waitForBaseTableViewObservers(
    ///         viewModel.viewObservers,
    ///         expectationTypes: [.loadingCycle, .reloadData],
    ///         triggeringAction: viewModel.refresh
    ///     )
    /// }
    /// ```
    public func waitForBaseTableViewObservers(
        _ viewObservers: any BaseTableViewObserving,
        expectationTypes: [BaseTableViewObservers.ExpectationType],
        timeout: TimeInterval = 1,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        triggeringAction: () -> Void
    ) {
        waitOnMainThread(
            .table(viewObservers, expectationTypes), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), triggeringAction: triggeringAction)
    }
}

/// Enters the main actor, on which the caller runs (checked at run time), and waits there.
private func waitOnMainThread(_ observers: WatchedViewObservers, timeout: TimeInterval, site: CallSite, triggeringAction: () -> Void) {
    // Nothing crosses to another thread: these are only handed to the main actor, which is this thread.
    nonisolated(unsafe) let observers = observers
    withoutActuallyEscaping(triggeringAction) { triggeringAction in
        nonisolated(unsafe) let triggeringAction = triggeringAction
        MainActor.assumeIsolated {
            waitSynchronously(for: observers.makeWatch(), timeout: timeout, site: site, triggeringAction: triggeringAction)
        }
    }
}

@MainActor
private func waitSynchronously(for watch: ViewObserverWatch, timeout: TimeInterval, site: CallSite, triggeringAction: () -> Void) {
    defer { watch.reset() }
    triggeringAction()
    var timedOut = false
    if !watch.isSatisfied {
        let satisfied = XCTestExpectation(description: "view observers called")
        watch.onSatisfied { satisfied.fulfill() }
        // XCTWaiter spins the run loop, so calls made later on the main queue arrive; it records no
        // failure of its own, so the one below is reported at the caller's line.
        timedOut = XCTWaiter().wait(for: [satisfied], timeout: timeout) != .completed
    }
    for problem in watch.problems(timedOut: timedOut, timeout: timeout) {
        reportFailure(problem, at: site)
    }
}
