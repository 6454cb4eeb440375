import TiltUp

#if canImport(UIKit)
import UIKit
#endif

/// Runs a ``ConformanceScenario`` on a ``ConformanceDriver``: the same Router calls on every front end, the
/// user's gestures as the front end receives them, and a record of what followed.
@MainActor
public enum ConformanceRunner {
    /// What the running scenario has done so far, shared with the handlers it gives the Routers.
    @MainActor final class Progress {
        var run = ConformanceRun()
        /// The stack on top's base (the window's, a tab's or the detail column's), then each modal's, the one on
        /// top last.
        var routers: [Router] = []
        /// The Router presenting each modal that the stack under it in ``routers`` does not present: one
        /// presented over the window.
        var presenters: [ObjectIdentifier: Router] = [:]
        /// How many of the scenario's gestures were made.
        var gestures = 0
        /// The tab bar the scenario put in the window, if any.
        var tabs: ConformanceTabs?
        /// The split view the scenario put in the window, if any.
        var split: ConformanceSplit?
        /// The run's transitions.
        let transitions = ConformanceTransitionKit()

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

        /// The Router presenting `router`, if it is a modal: the one under it, unless it was presented over the
        /// window.
        func presenter(of router: Router) -> Router? {
            guard let index = routers.lastIndex(where: { $0 === router }), index > 0 else { return nil }
            return presenters[ObjectIdentifier(router)] ?? routers[index - 1]
        }

        /// Records a handler that ran.
        func record(_ line: String) {
            run.runs.append(line)
        }

        /// Reports the diagnostics of `router` into the run.
        func follow(_ router: Router) {
            router.diagnosticHandler = { [unowned self] in self.run.diagnostics.append($0.kind) }
        }

        /// Reports the diagnostics of `tabBarRouter` into the run.
        func follow(_ tabBarRouter: TabBarRouter) {
            tabBarRouter.diagnosticHandler = { [unowned self] in self.run.diagnostics.append($0.kind) }
        }

        /// Reports the diagnostics of `splitRouter` into the run.
        func follow(_ splitRouter: SplitRouter) {
            splitRouter.diagnosticHandler = { [unowned self] in self.run.diagnostics.append($0.kind) }
        }

        /// With no modal up, the stack on top is the selected tab's: the user's tap, hiding or search changed it.
        func followSelectedTab() {
            guard routers.count == 1, let selected = tabs?.selectedRouter else { return }
            routers = [selected]
        }
    }

    /// Runs `scenario` on `driver`, whose window shows nothing yet, and returns what it did.
    public static func run(_ scenario: ConformanceScenario, on driver: some ConformanceDriver) async -> ConformanceRun {
        let progress = Progress()
        if let reason = driver.prepare(for: scenario) {
            progress.run.notRun = reason
            return progress.run
        }
        let window = driver.appCoordinator.router
        progress.follow(window)
        progress.routers = [window]
        window.push(ConformanceScreen("root"), animated: false, popHandler: progress.popHandler("root"))
        await driver.settle()
        let navigator = RouteNavigator<ConformanceRoute>(appCoordinator: driver.appCoordinator)
        let journal = NavigationJournal(navigator: navigator)
        for step in scenario.steps {
            guard await take(step, on: driver, progress: progress) else { break }
            await driver.settle()
            progress.followSelectedTab()
            progress.run.sources += progress.transitions.takeSourcesAsked()
        }
        progress.run.journal = journal.entries.map(ConformanceRun.journalLine)
        guard progress.run.uncovered == nil else { return progress.run }
        readBack(into: progress, from: driver)
        return progress.run
    }

    /// Does `step`, or each step of its turn with no settling between; false where the scenario stops there (a
    /// gesture the front end could not make, listed as not covered).
    private static func take(_ step: ConformanceStep, on driver: some ConformanceDriver, progress: Progress) async -> Bool {
        for step in step.flattened {
            guard let top = progress.routers.last else { return false }
            let presenter = progress.presenter(of: top)
            if case .user(let gesture) = step {
                let context = ConformanceContext(
                    top: top, presenter: presenter, tabBarRouter: progress.tabs?.tabBarRouter,
                    splitRouter: progress.split?.splitRouter, transitions: progress.transitions)
                let reported = progress.run.diagnostics.count
                guard await driver.perform(gesture, in: context) else {
                    progress.run.uncovered = gesture
                    return false
                }
                if progress.run.diagnostics[reported...].contains(.gestureUnavailable) {
                    progress.run.refusedGestures.append(progress.gestures)
                }
                progress.gestures += 1
            } else {
                perform(step, top: top, presenter: presenter, on: driver, progress: progress)
            }
            progress.followSelectedTab()
        }
        return true
    }

    /// Reads what the user sees at the end: the stack on top, the sheet, the tab bar.
    private static func readBack(into progress: Progress, from driver: some ConformanceDriver) {
        var top = progress.routers.last
        if let split = progress.split, progress.routers.count == 1, top?.navigationController.viewControllers.isEmpty == true {
            top = split.columnRouters.first  // the detail column cleared: the user sees the sidebar
        }
        let shown = top?.navigationController.viewControllers ?? []
        progress.run.screens = driver.screens(shown: shown.compactMap { ($0 as? ConformanceScreen)?.name })
        if let top = progress.routers.last, let presenter = progress.presenter(of: top) {
            progress.run.sheet = driver.sheet(presentedBy: presenter)
        }
        if let tabs = progress.tabs, tabs.tabBarRouter.tabs.count > 0 {
            progress.run.tabBar = driver.tabBar(of: tabs.tabBarRouter)
        }
        progress.run.notReadBack = driver.notReadBack
        progress.run.guesses = driver.guesses
    }

    /// Does the app's `step` (not a gesture) with the Routers.
    private static func perform(
        _ step: ConformanceStep, top: Router, presenter: Router?, on driver: some ConformanceDriver, progress: Progress
    ) {
        switch step {
        case .push(let name, let kind):
            push(name, with: kind, on: top, progress: progress)
        case .pushBehindSheet(let name):
            presenter?.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
        case .pop:
            top.pop(animated: false)
        case .present(let name, let style, let kind, let refusesDismissal):
            let modal = modalRouter(named: name, on: driver, progress: progress)
            modal.navigationController.isModalInPresentation = refusesDismissal
            let handler = progress.dismissHandler(name, of: modal)
            if kind == .standard {
                top.presentModal(modal, animated: false, presentationStyle: style, dismissHandler: handler)
            } else {
                let transition = progress.transitions.transition(kind, for: name, from: source(under: top))
                top.presentModal(modal, animated: true, presentationStyle: style, transition: transition, dismissHandler: handler)
            }
            progress.routers.append(modal)
        case .presentOverWindow(let name, let style):
            let window = driver.appCoordinator.router
            let modal = modalRouter(named: name, on: driver, progress: progress)
            window.presentModal(modal, animated: false, presentationStyle: style, dismissHandler: progress.dismissHandler(name, of: modal))
            progress.routers.append(modal)
            progress.presenters[ObjectIdentifier(modal)] = window
        case .presentSheet(let name, let detents, let undimmed):
            let modal = modalRouter(named: name, on: driver, progress: progress)
            top.presentSheet(
                modal, animated: false, detents: detents, largestUndimmedDetent: undimmed,
                dismissHandler: progress.dismissHandler(name, of: modal))
            progress.routers.append(modal)
        case .dismiss:
            presenter?.dismissModal(animated: false)
        case .tabs(let names):
            startTabs(names.map { .tab($0) }, searchActivatesAutomatically: false, on: driver, progress: progress)
        case .tabItems(let items, let searchActivates):
            startTabs(items, searchActivatesAutomatically: searchActivates, on: driver, progress: progress)
        case .split(let sidebar, let detail):
            let split = ConformanceSplit(
                appCoordinator: driver.appCoordinator, sidebar: sidebar, detail: detail, popHandler: progress.popHandler)
            driver.appCoordinator.start(coordinator: split)
            split.columnRouters.forEach(progress.follow)
            progress.follow(split.splitRouter)
            progress.split = split
            progress.routers = Array(split.columnRouters.suffix(1))
        case .showAccessory(let name, let next):
            progress.tabs?.showAccessory(name, thenShowing: next)
        case .removeAccessory:
            progress.tabs?.tabBarRouter.removeBottomAccessory()
        case .user, .inOneTurn:
            break  // a gesture is the driver's, and a turn's steps are taken one by one
        }
    }

    /// Pushes the screen `name` on `router` with the transition `kind` (the standard one through the call
    /// that takes none).
    private static func push(_ name: String, with kind: ConformanceTransition, on router: Router, progress: Progress) {
        let screen = ConformanceScreen(name)
        guard kind != .standard else {
            router.push(screen, animated: false, popHandler: progress.popHandler(name))
            return
        }
        let transition = progress.transitions.transition(kind, for: name, from: source(under: router))
        router.push(screen, animated: true, transition: transition, popHandler: progress.popHandler(name))
    }

    /// What a zoom onto `router`'s stack zooms from: its top screen's view.
    private static func source(under router: Router) -> PopoverAnchor.SourceView? {
        let top = router.navigationController.viewControllers.last
        #if canImport(UIKit)
        return top?.view
        #else
        return top
        #endif
    }

    /// Puts a tab bar of `items` in the window.
    private static func startTabs(
        _ items: [ConformanceTabItem], searchActivatesAutomatically: Bool, on driver: some ConformanceDriver, progress: Progress
    ) {
        let tabs = ConformanceTabs(
            appCoordinator: driver.appCoordinator, items: items, popHandler: progress.popHandler, record: progress.record)
        driver.appCoordinator.start(coordinator: tabs)
        tabs.tabRouters.forEach(progress.follow)
        progress.follow(tabs.tabBarRouter)
        tabs.tabBarRouter.searchActivatesAutomatically = searchActivatesAutomatically
        progress.tabs = tabs
        progress.routers = [tabs.selectedRouter ?? tabs.tabRouters[0]]
    }

    /// A modal Router of `driver`'s front end whose root is the screen `name`.
    private static func modalRouter(named name: String, on driver: some ConformanceDriver, progress: Progress) -> Router {
        let modal = driver.makeModalRouter()
        progress.follow(modal)
        modal.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
        return modal
    }
}
