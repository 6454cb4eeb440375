import Foundation
import TiltUp

/// Gives a test helpers that run some work and wait for the top or the presented screen of a router to
/// change, in XCTest and in Swift Testing alike.
///
/// On a `HeadlessNavigationController` every change is synchronous, so the helpers return as soon as
/// the work has returned, and fail at once if it changed nothing. On a `UINavigationController` they
/// wait, up to `timeout` seconds, for the change to arrive.
///
/// ```swift
/// @MainActor
/// @Suite struct CheckoutCoordinatorTests: WaitableCoordinatorTest {
///     @Test func goToReview() throws {
///         let coordinator = CheckoutCoordinator(parent: appCoordinator.root)
///         waitForTopViewControllerChange(using: coordinator) {
///             coordinator.goToReview()
///         }
///         assertType(of: coordinator.router.navigationController.topViewController, is: ReviewController.self)
///     }
/// }
/// ```
///
/// The failure reads: `waitForTopViewControllerChange failed: the top view controller did not change`.
public protocol WaitableCoordinatorTest {}

// The helpers are not isolated, so that an XCTestCase, which Linux's XCTest cannot run on the main
// actor, can call them from its test methods; they must be called on the main thread, where both
// frameworks run tests that touch UI.
extension WaitableCoordinatorTest {
    /// Runs `work` and waits for the top screen of `coordinator`'s router to change.
    public func waitForTopViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: () -> Void
    ) {
        waitOnMainThread(
            .top, in: .coordinator(coordinator), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits for the modal presented by `coordinator`'s router to change.
    public func waitForPresentedViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: () -> Void
    ) {
        waitOnMainThread(
            .presented, in: .coordinator(coordinator), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), work: work)
    }

    /// Runs `work` and waits for the top screen of `router` to change.
    public func waitForTopViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: () -> Void
    ) {
        waitOnMainThread(
            .top, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column), work: work)
    }

    /// Runs `work` and waits for the modal presented by `router` to change.
    public func waitForPresentedViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: () -> Void
    ) {
        waitOnMainThread(
            .presented, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }
}

/// Where the router to watch comes from.
private enum RouterSource {
    case coordinator(any Coordinating)
    case router(Router)

    @MainActor
    var router: Router {
        switch self {
        case .coordinator(let coordinator): coordinator.router
        case .router(let router): router
        }
    }
}

/// Enters the main actor, on which the caller runs (checked at run time), and waits there.
private func waitOnMainThread(_ change: WatchedChange, in source: RouterSource, timeout: TimeInterval, site: CallSite, work: () -> Void) {
    // Nothing crosses to another thread: these are only handed to the main actor, which is this thread.
    nonisolated(unsafe) let source = source
    withoutActuallyEscaping(work) { work in
        nonisolated(unsafe) let work = work
        MainActor.assumeIsolated {
            waitForChange(change, in: source.router, timeout: timeout, site: site, work: work)
        }
    }
}

/// Which change a waiting helper waits for.
private enum WatchedChange {
    case top, presented

    var helper: String {
        switch self {
        case .top: "waitForTopViewControllerChange"
        case .presented: "waitForPresentedViewControllerChange"
        }
    }

    var what: String {
        switch self {
        case .top: "the top view controller"
        case .presented: "the presented view controller"
        }
    }

    func matches(_ event: RouterEvent) -> Bool {
        switch (self, event) {
        case (.top, .topViewControllerChanged), (.presented, .modalPresented), (.presented, .modalDismissed): true
        default: false
        }
    }
}

@MainActor
private func waitForChange(_ change: WatchedChange, in router: Router, timeout: TimeInterval, site: CallSite, work: () -> Void) {
    var changed = false
    let observation = router.observeNavigation { event in
        if change.matches(event) {
            changed = true
        }
    }
    defer { observation.dispose() }
    work()
    if !changed, !reportsChangesSynchronously(router) {
        // UIKit's own navigation finishes later: let the run loop turn until it does, or time runs out.
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !changed, Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
    }
    if !changed {
        let after = reportsChangesSynchronously(router) ? "" : " within \(timeout) seconds"
        reportFailure("\(change.helper) failed: \(change.what) did not change\(after)", at: site)
    }
}

/// Whether every change of `router`'s navigation controller happens before the call that makes it returns.
@MainActor
private func reportsChangesSynchronously(_ router: Router) -> Bool {
    #if canImport(UIKit)
    router.navigationController is HeadlessNavigationController
    #else
    true
    #endif
}
