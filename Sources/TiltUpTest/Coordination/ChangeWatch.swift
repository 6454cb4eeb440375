import Foundation
@_spi(TiltUpTest) import TiltUp

// What the waiting helpers of WaitableCoordinatorTest watch, and how they wait for it.

/// What to watch: a router, given or a coordinator's, or a tab bar; read on the main actor.
enum WatchSource: @unchecked Sendable {
    case coordinator(any Coordinating)
    case router(Router)
    case tabBar(TabBarRouter)
}

/// Which change a waiting helper waits for.
enum WatchedChange: Sendable {
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
final class ChangeWatch {
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
final class DiagnosticsWatch {
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

func waitBlocking(
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
func waitForChange(
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
