import Foundation
@_spi(TiltUpTest) import TiltUp

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

/// What to watch: a router, given or a coordinator's, or a tab bar; read on the main actor.
private enum WatchSource: @unchecked Sendable {
    case coordinator(any Coordinating)
    case router(Router)
    case tabBar(TabBarRouter)
}

/// Which change a waiting helper waits for.
private enum WatchedChange: Sendable {
    case top, presented, selectedTab

    var helper: String {
        switch self {
        case .top: "waitForTopViewControllerChange"
        case .presented: "waitForPresentedViewControllerChange"
        case .selectedTab: "waitForSelectedTabChange"
        }
    }

    var what: String {
        switch self {
        case .top: "the top view controller"
        case .presented: "the presented view controller"
        case .selectedTab: "the selected tab"
        }
    }

    func matches(_ event: RouterEvent) -> Bool {
        switch (self, event) {
        case (.top, .topViewControllerChanged), (.presented, .modalPresented), (.presented, .modalDismissed): true
        default: false
        }
    }
}

/// Watches one router or tab bar for one kind of change while the helper runs.
@MainActor
private final class ChangeWatch {
    let change: WatchedChange
    /// Whether the change came: an event of it, or, for a tab bar, another tab selected than before
    /// (also by a selection made on the controller in code, which the router sees but does not report).
    var changed: Bool {
        if eventSeen {
            return true
        }
        guard let tabBarRouter else { return false }
        return tabBarRouter.selectedTab.map { ObjectIdentifier($0.router) } != selectedTabBefore
    }
    private var eventSeen = false
    private weak var tabBarRouter: TabBarRouter?
    private var selectedTabBefore: ObjectIdentifier?
    /// Whether every change happens before the call that makes it returns.
    let reportsChangesSynchronously: Bool
    private var observation: Disposable?
    private let diagnostics: DiagnosticsWatch
    /// A router of the navigation watched, whose tree a failure shows.
    private weak var describedRouter: Router?

    init(_ change: WatchedChange, in source: WatchSource) {
        self.change = change
        diagnostics = DiagnosticsWatch(source)
        let router: Router
        switch source {
        case .coordinator(let coordinator): router = coordinator.router
        case .router(let given): router = given
        case .tabBar(let tabBarRouter):
            // A tab is selected at once, by a call or by UIKit's delegate as the user taps.
            reportsChangesSynchronously = true
            describedRouter = tabBarRouter.tabs.first?.router
            self.tabBarRouter = tabBarRouter
            selectedTabBefore = tabBarRouter.selectedTab.map { ObjectIdentifier($0.router) }
            observation = tabBarRouter.observe { [weak self] event in
                if case .tabSelected = event {
                    self?.eventSeen = true
                }
            }
            return
        }
        describedRouter = router
        reportsChangesSynchronously = router.reportsChangesSynchronously
        observation = router.observe { [weak self] event in
            if let self, change.matches(event) {
                eventSeen = true
            }
        }
    }

    func stop() {
        observation?.dispose()
        diagnostics.stop()
    }

    func finish(limit: WaitLimit, site: CallSite) {
        stop()
        if let misuse = limit.misuse {
            reportFailure(misuse, at: site)
        }
        guard !changed else { return }
        let after = reportsChangesSynchronously || limit.misuse != nil ? "" : " within \(limit.seconds ?? 0) seconds"
        let reported = diagnostics.reported
        let during = reported.isEmpty ? "" : "; diagnostics during the work: \(reported.map(\.description).joined(separator: "; "))"
        let failure = "\(change.helper) failed: \(change.what) did not change\(after)\(during)"
        reportFailure(withNavigation(of: describedRouter, failure), at: site)
    }
}

/// The navigation diagnostics reported while a wait's work runs, for its failure message: those a
/// `TestAppCoordinator` collects (its tab bar's and tabs' included), or else those of the router or tab bar watched.
@MainActor
private final class DiagnosticsWatch {
    private weak var appCoordinator: TestAppCoordinator?
    private var countBefore = 0
    private var collected: [NavigationDiagnostic] = []
    private var putBack: (() -> Void)?

    init(_ source: WatchSource) {
        if case .coordinator(let coordinator) = source, let app = coordinator.appCoordinator as? TestAppCoordinator {
            appCoordinator = app
            countBefore = app.diagnostics.count
            return
        }
        switch source {
        case .coordinator(let coordinator): watch(coordinator.router)
        case .router(let router): watch(router)
        case .tabBar(let tabBarRouter):
            let own = tabBarRouter.diagnosticHandler
            tabBarRouter.diagnosticHandler = { [weak self] in
                self?.collected.append($0)
                own($0)
            }
            putBack = { tabBarRouter.diagnosticHandler = own }
        }
    }

    private func watch(_ router: Router) {
        let own = router.diagnosticHandler
        router.diagnosticHandler = { [weak self] in
            self?.collected.append($0)
            own($0)
        }
        putBack = { router.diagnosticHandler = own }
    }

    /// Puts the handler it stood in front of back.
    func stop() {
        putBack?()
        putBack = nil
    }

    /// The diagnostics reported since the watch began.
    var reported: [NavigationDiagnostic] {
        guard let appCoordinator else { return collected }
        return Array(appCoordinator.diagnostics.dropFirst(countBefore))
    }
}

private func waitBlocking(
    _ change: WatchedChange, in source: WatchSource, timeout: TimeInterval, site: CallSite, work: @MainActor () -> Void
) {
    let limit = WaitLimit(timeout, helper: change.helper)
    _ = onMainThread(change.helper, at: site) {
        let watch = ChangeWatch(change, in: source)
        work()
        if !watch.changed, !watch.reportsChangesSynchronously, limit.waits {
            guard !isInsideTask() else {
                watch.stop()
                reportFailure(blockingWaitMessage(change.helper), at: site)
                return
            }
            // UIKit's own navigation finishes later: let the run loop turn until it does, or time runs out.
            let deadline = limit.deadline
            while !watch.changed, Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
            }
        }
        watch.finish(limit: limit, site: site)
    }
}

@MainActor
private func waitForChange(
    _ change: WatchedChange, in source: WatchSource, timeout: TimeInterval, site: CallSite, work: @MainActor () -> Void
)
    async
{
    let limit = WaitLimit(timeout, helper: change.helper)
    let watch = ChangeWatch(change, in: source)
    work()
    if !watch.changed, !watch.reportsChangesSynchronously, limit.waits {
        // UIKit's own navigation finishes later, on the main actor: suspend, so that it can.
        let deadline = limit.deadline
        while !watch.changed, Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
    watch.finish(limit: limit, site: site)
}
