import TiltUp

/// Runs a ``ConformanceScenario`` on a ``ConformanceDriver``: the same Router calls on every front end, the
/// user's gestures as the front end receives them, and a record of what followed.
@MainActor
public enum ConformanceRunner {
    /// What the running scenario has done so far, shared with the handlers it gives the Routers.
    @MainActor private final class Progress {
        var run = ConformanceRun()
        /// The stack on top's base (the window's, a tab's or the detail column's), then each modal's, the one on
        /// top last.
        var routers: [Router] = []
        /// The tab bar the scenario put in the window, if any.
        var tabs: ConformanceTabs?
        /// The split view the scenario put in the window, if any.
        var split: ConformanceSplit?

        /// A pop handler that records the screen `name` leaving.
        func popHandler(_ name: String) -> Router.Handler {
            { [unowned self] in self.run.runs.append("pop \(name)") }
        }

        /// A dismiss handler that records the modal `name` leaving, and takes its Router off the top.
        func dismissHandler(_ name: String, of modal: Router) -> Router.Handler {
            { [unowned self] in
                self.run.runs.append("dismiss \(name)")
                self.routers.removeAll { $0 === modal }
            }
        }

        /// Reports the diagnostics of `router` into the run.
        func follow(_ router: Router) {
            router.diagnosticHandler = { [unowned self] in self.run.diagnostics.append($0.kind) }
        }
    }

    /// Runs `scenario` on `driver`, whose window shows nothing yet, and returns what it did.
    public static func run(_ scenario: ConformanceScenario, on driver: some ConformanceDriver) async -> ConformanceRun {
        let progress = Progress()
        let window = driver.appCoordinator.router
        progress.follow(window)
        progress.routers = [window]
        window.push(ConformanceScreen("root"), animated: false, popHandler: progress.popHandler("root"))
        await driver.settle()
        let navigator = RouteNavigator<ConformanceRoute>(appCoordinator: driver.appCoordinator)
        let journal = NavigationJournal(navigator: navigator)
        for step in scenario.steps {
            guard let top = progress.routers.last else { break }
            let presenter = progress.routers.dropLast().last
            if case .user(let gesture) = step {
                let context = ConformanceContext(
                    top: top, presenter: presenter, tabBarRouter: progress.tabs?.tabBarRouter,
                    splitRouter: progress.split?.splitRouter)
                guard await driver.perform(gesture, in: context) else {
                    progress.run.uncovered = gesture
                    break
                }
                if case .selectTab = gesture, let tabs = progress.tabs, let index = tabs.tabBarRouter.selectedIndex,
                    tabs.tabRouters.indices.contains(index), progress.routers.count == 1
                {
                    progress.routers = [tabs.tabRouters[index]]
                }
            } else {
                perform(step, top: top, presenter: presenter, on: driver, progress: progress)
            }
            await driver.settle()
        }
        progress.run.journal = journal.entries.map(ConformanceRun.journalLine)
        guard progress.run.uncovered == nil else { return progress.run }
        var top = progress.routers.last
        if let split = progress.split, progress.routers.count == 1, top?.navigationController.viewControllers.isEmpty == true {
            top = split.columnRouters.first  // the detail column cleared: the user sees the sidebar
        }
        let shown = top?.navigationController.viewControllers ?? []
        progress.run.screens = shown.compactMap { ($0 as? ConformanceScreen)?.name }
        return progress.run
    }

    /// Does the app's `step` (not a gesture) with the Routers.
    private static func perform(
        _ step: ConformanceStep, top: Router, presenter: Router?, on driver: some ConformanceDriver, progress: Progress
    ) {
        switch step {
        case .push(let name):
            top.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
        case .pop:
            top.pop(animated: false)
        case .present(let name, let style):
            let modal = modalRouter(named: name, on: driver, progress: progress)
            top.presentModal(modal, animated: false, presentationStyle: style, dismissHandler: progress.dismissHandler(name, of: modal))
            progress.routers.append(modal)
        case .presentSheet(let name, let detents):
            let modal = modalRouter(named: name, on: driver, progress: progress)
            top.presentSheet(modal, animated: false, detents: detents, dismissHandler: progress.dismissHandler(name, of: modal))
            progress.routers.append(modal)
        case .dismiss:
            presenter?.dismissModal(animated: false)
        case .tabs(let names):
            let tabs = ConformanceTabs(appCoordinator: driver.appCoordinator, names: names, popHandler: progress.popHandler)
            driver.appCoordinator.start(coordinator: tabs)
            tabs.tabRouters.forEach(progress.follow)
            progress.tabs = tabs
            progress.routers = Array(tabs.tabRouters.prefix(1))
        case .split(let sidebar, let detail):
            let split = ConformanceSplit(
                appCoordinator: driver.appCoordinator, sidebar: sidebar, detail: detail, popHandler: progress.popHandler)
            driver.appCoordinator.start(coordinator: split)
            split.columnRouters.forEach(progress.follow)
            progress.split = split
            progress.routers = Array(split.columnRouters.suffix(1))
        case .user:
            break
        }
    }

    /// A modal Router of `driver`'s front end whose root is the screen `name`.
    private static func modalRouter(named name: String, on driver: some ConformanceDriver, progress: Progress) -> Router {
        let modal = driver.makeModalRouter()
        progress.follow(modal)
        modal.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
        return modal
    }
}
