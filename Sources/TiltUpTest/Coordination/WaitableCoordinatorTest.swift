import Foundation
import TiltUp

/// Gives a test helpers that run some work and wait for a router's top or presented screen to change.
///
/// They work in XCTest and in Swift Testing alike. On a `HeadlessNavigationController` every change is
/// synchronous, so the helpers return as soon as the work has returned, and fail at once if it changed
/// nothing. On a `UINavigationController` they wait, up to `timeout` seconds, for the change to arrive:
/// `.infinity` (or any timeout over a billion seconds) waits until it does, zero does not wait. A negative
/// timeout, or one that is not a number, fails at once, saying so, wherever the change happens.
///
/// Each helper has a synchronous form, for synchronous test methods on the main thread, and an `async`
/// one, which `await` picks in an async test (a `@MainActor` XCTestCase, or a `@MainActor` Swift Testing
/// suite). The synchronous form called where it would block the main actor fails at once and says so.
///
/// ```swift
/// @MainActor
/// @Suite struct CheckoutCoordinatorTests: WaitableCoordinatorTest {
///     let appCoordinator = TestAppCoordinator()
///
///     @Test func goToReview() async {
///         let coordinator = CheckoutCoordinator(appCoordinator: appCoordinator)
///         await waitForTopViewControllerChange(using: coordinator) {
///             coordinator.goToReview()
///         }
///         assertType(of: coordinator.router.navigationController.topViewController, is: ReviewController.self)
///     }
/// }
/// ```
///
/// The failure reads: `waitForTopViewControllerChange failed: the top view controller did not change`,
/// followed by what was on screen: the navigation the router is part of, one line per level
/// (`Router.navigationDescription`).
public protocol WaitableCoordinatorTest {}

// The synchronous helpers are not isolated, so that a nonisolated XCTestCase with synchronous test
// methods, which XCTest runs on the main thread, can call them; they enter the main actor themselves.
extension WaitableCoordinatorTest {
    /// Runs `work` and waits for the top screen of `coordinator`'s router to change.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator whose router is watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should change the top screen.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func waitForTopViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) {
        waitBlocking(
            .top, in: .coordinator(coordinator), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits, suspending, for the top screen of `coordinator`'s router to change.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator whose router is watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should change the top screen.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    @preconcurrency @MainActor
    public func waitForTopViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) async {
        await waitForChange(
            .top, in: .coordinator(coordinator), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits for the modal presented by `coordinator`'s router to change.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator whose router is watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should present or dismiss a modal.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func waitForPresentedViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) {
        waitBlocking(
            .presented, in: .coordinator(coordinator), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column), work: work)
    }

    /// Runs `work` and waits, suspending, for the modal presented by `coordinator`'s router to change.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator whose router is watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should present or dismiss a modal.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    @preconcurrency @MainActor
    public func waitForPresentedViewControllerChange<T: Coordinating>(
        using coordinator: T,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) async {
        await waitForChange(
            .presented, in: .coordinator(coordinator), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits for the top screen of `router` to change.
    ///
    /// - Parameters:
    ///   - router: the router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should change the top screen.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func waitForTopViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) {
        waitBlocking(
            .top, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column), work: work)
    }

    /// Runs `work` and waits, suspending, for the top screen of `router` to change.
    ///
    /// - Parameters:
    ///   - router: the router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should change the top screen.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    @preconcurrency @MainActor
    public func waitForTopViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) async {
        await waitForChange(
            .top, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column), work: work)
    }

    /// Runs `work` and waits for the modal presented by `router` to change.
    ///
    /// - Parameters:
    ///   - router: the router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should present or dismiss a modal.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func waitForPresentedViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) {
        waitBlocking(
            .presented, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits, suspending, for the modal presented by `router` to change.
    ///
    /// - Parameters:
    ///   - router: the router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should present or dismiss a modal.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    @preconcurrency @MainActor
    public func waitForPresentedViewControllerChange(
        in router: Router,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) async {
        await waitForChange(
            .presented, in: .router(router), timeout: timeout, site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits for the selected tab of `tabBarRouter` to change.
    ///
    /// Any change counts: a tab selected by a call, a route, the user's tap, or in code on the controller.
    ///
    /// ```swift
    /// waitForSelectedTabChange(in: appCoordinator.tabBarRouter!) {
    ///     homeCoordinator.showOrders()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tabBarRouter: the tab bar router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should select another tab.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func waitForSelectedTabChange(
        in tabBarRouter: TabBarRouter,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) {
        waitBlocking(
            .selectedTab, in: .tabBar(tabBarRouter), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }

    /// Runs `work` and waits, suspending, for the selected tab of `tabBarRouter` to change.
    ///
    /// - Parameters:
    ///   - tabBarRouter: the tab bar router watched.
    ///   - timeout: the most seconds to wait for the change on UIKit's controllers (the headless ones change
    ///     at once); `.infinity` waits until it comes.
    ///   - work: what the test does that should select another tab.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    @preconcurrency @MainActor
    public func waitForSelectedTabChange(
        in tabBarRouter: TabBarRouter,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        work: @MainActor () -> Void
    ) async {
        await waitForChange(
            .selectedTab, in: .tabBar(tabBarRouter), timeout: timeout,
            site: CallSite(fileID: fileID, file: file, line: line, column: column),
            work: work)
    }
}
