import Foundation
import TiltUp

/// The routes of the benchmarks' app: three tabs, screens pushed in them, modals presented.
enum BenchmarkRoute: Hashable, Codable {
    case tab(Int)
    case screen(Int)
    case modal(Int)
    /// A screen that needs a flow first while ``BenchmarkGuard/isLocked``: the flow unlocks and succeeds at once.
    case locked(Int)
}

/// Whether `.locked` steps need their flow first.
@MainActor
enum BenchmarkGuard {
    static var isLocked = true
}

/// A tab bar of three tabs, each a `BenchmarkStackCoordinator`.
@MainActor
final class BenchmarkTabsCoordinator: TabBarCoordinator, RouteHandling {
    override func makeTabs() -> [TabBarRouter.Tab] {
        (0..<3).map {
            TabBarRouter.Tab(BenchmarkStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter()), route: BenchmarkRoute.tab($0))
        }
    }

    func handle(_ route: BenchmarkRoute) -> RouteDecision {
        guard case .tab(let index) = route, tabBarRouter.tabs.indices.contains(index) else { return .decline }
        return .handOff {
            self.tabBarRouter.selectTab(at: index)
            return self.tabBarRouter.tabs[index].coordinator
        }
    }
}

/// Pushes a screen for each `.screen`, and starts a modal coordinator for each `.modal`.
@MainActor
final class BenchmarkStackCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.push(Screen1() as Screen, retaining: self, animated: false)
    }

    func handle(_ route: BenchmarkRoute) -> RouteDecision {
        Self.handleAsStack(route, by: self)
    }
}

/// A modal coordinator: its own router, with one screen, presented by its parent's.
@MainActor
final class BenchmarkModalCoordinator: Coordinator, RouteHandling {
    override func start() {
        router.push(Screen1() as Screen, animated: false)
        parent?.router.presentModal(router, retaining: self, animated: false, dismissHandler: {})
    }

    func handle(_ route: BenchmarkRoute) -> RouteDecision {
        BenchmarkStackCoordinator.handleAsStack(route, by: self)
    }
}

extension BenchmarkStackCoordinator {
    /// How a stack's coordinator, or a modal's, handles a step: a screen pushed, or a modal started.
    static func handleAsStack(_ route: BenchmarkRoute, by coordinator: Coordinator) -> RouteDecision {
        switch route {
        case .screen:
            return .show { coordinator.router.push(Screen1() as Screen, retaining: coordinator, animated: false, popHandler: {}) }
        case .modal:
            return .handOff {
                let modal = BenchmarkModalCoordinator(parent: coordinator, modal: true)
                modal.start()
                return modal
            }
        case .locked:
            guard !BenchmarkGuard.isLocked else {
                return .runFirst { flow in
                    BenchmarkGuard.isLocked = false
                    flow.succeed()
                }
            }
            return .show { coordinator.router.push(Screen1() as Screen, retaining: coordinator, animated: false, popHandler: {}) }
        case .tab:
            return .decline
        }
    }
}

/// A started benchmark app and its navigator.
@MainActor
struct BenchmarkApp {
    let appCoordinator: AppCoordinator
    let tabs: BenchmarkTabsCoordinator
    let navigator: RouteNavigator<BenchmarkRoute>

    init() {
        appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        appCoordinator.router.diagnosticHandler = countDiagnostic
        tabs = BenchmarkTabsCoordinator(appCoordinator: appCoordinator)
        navigator = RouteNavigator(root: tabs)
        appCoordinator.start(coordinator: tabs)
        tabs.tabBarRouter.diagnosticHandler = countDiagnostic
        for tab in tabs.tabBarRouter.tabs {
            tab.coordinator.router.diagnosticHandler = countDiagnostic
        }
    }
}

@MainActor
func routeRows() -> [Row] {
    let rounds = quick ? 200 : 2_000
    let threeModals: [BenchmarkRoute] = [.tab(0), .screen(1), .modal(1), .modal(2), .modal(3)]
    let fiveDeep: [BenchmarkRoute] = [.tab(1), .screen(1), .screen(2), .screen(3), .screen(4)]

    let app = BenchmarkApp()
    let openCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            app.navigator.open(threeModals)
            app.navigator.open(fiveDeep)
        }
    }
    // The same changes made with Router calls: present three modal routers from the first tab, then
    // dismiss them, pop the second tab to its root, select it and push four screens.
    let direct = BenchmarkApp()
    let tabBar = direct.tabs.tabBarRouter
    let directCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            tabBar.selectTab(at: 0)
            let first = tabBar.tabs[0].coordinator
            first.router.push(Screen1() as Screen, retaining: first, animated: false, popHandler: {})
            var presenter: any Coordinating = first
            for _ in 0..<3 {
                let modal = BenchmarkModalCoordinator(parent: presenter, modal: true)
                modal.start()
                presenter = modal
            }
            first.router.dismissModal(animated: false)
            first.router.popToRoot(animated: false)
            tabBar.selectTab(at: 1)
            let second = tabBar.tabs[1].coordinator
            second.router.popToRoot(animated: false)
            for _ in 0..<4 {
                second.router.push(Screen1() as Screen, retaining: second, animated: false, popHandler: {})
            }
        }
    }

    // Capture and restore: three tabs, 20 screens in all (7, 7 and 6 above their roots).
    let saved = BenchmarkApp()
    for (tab, count) in [(0, 7), (2, 6), (1, 7)] {
        saved.navigator.open([.tab(tab)] + (0..<count).map { BenchmarkRoute.screen($0) })
    }
    let restoreRounds = quick ? 100 : 1_000
    let restoreCost = nanosecondsPerOperation(operations: restoreRounds) {
        for _ in 0..<restoreRounds {
            let snapshot = saved.navigator.capture()
            let fresh = BenchmarkApp()
            fresh.navigator.restore(snapshot)
            blackHole(fresh.appCoordinator.retainedCoordinators.count)
        }
    }
    let rebuildCost = nanosecondsPerOperation(operations: restoreRounds) {
        for _ in 0..<restoreRounds {
            let fresh = BenchmarkApp()
            for (tab, count) in [(0, 7), (2, 6), (1, 7)] {
                fresh.tabs.tabBarRouter.selectTab(at: tab)
                let coordinator = fresh.tabs.tabBarRouter.tabs[tab].coordinator
                for _ in 0..<count {
                    coordinator.router.push(Screen1() as Screen, retaining: coordinator, animated: false, popHandler: {})
                }
            }
            blackHole(fresh.appCoordinator.retainedCoordinators.count)
        }
    }
    let snapshot = saved.navigator.capture()
    let shape = ([snapshot.foreground] + snapshot.background).map { $0.map { _ in 0 } }
    let jsonCost = nanosecondsPerOperation(operations: restoreRounds) {
        for _ in 0..<restoreRounds {
            let data = try! JSONEncoder().encode(snapshot)
            blackHole(try! JSONDecoder().decode(NavigationSnapshot<BenchmarkRoute>.self, from: data).foreground.count)
        }
    }
    let plainJSONCost = nanosecondsPerOperation(operations: restoreRounds) {
        for _ in 0..<restoreRounds {
            let data = try! JSONEncoder().encode(shape)
            blackHole(try! JSONDecoder().decode([[Int]].self, from: data).count)
        }
    }
    // A path whose last step needs a flow first (which succeeds at once), beside the same path unguarded.
    let guarded = BenchmarkApp()
    let guardedCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            BenchmarkGuard.isLocked = true
            guarded.navigator.open([.tab(1), .screen(1), .locked(2)])
            guarded.navigator.open([.tab(1)])
        }
    }
    let unguarded = BenchmarkApp()
    let unguardedCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            unguarded.navigator.open([.tab(1), .screen(1), .screen(2)])
            unguarded.navigator.open([.tab(1)])
        }
    }
    return [
        Row(
            operation: "open a route 5 levels deep from 3 modals deep (and back)", nanoseconds: openCost,
            baseline: "the same changes by Router calls", baselineNanoseconds: directCost),
        Row(
            operation: "capture + restore into a new app: 3 tabs, 20 screens", nanoseconds: restoreCost,
            baseline: "new app + the same 20 pushes by Router calls", baselineNanoseconds: rebuildCost),
        Row(
            operation: "that snapshot to JSON and back", nanoseconds: jsonCost,
            baseline: "[[Int]] of the same shape to JSON and back", baselineNanoseconds: plainJSONCost),
        Row(
            operation: "open a 3-step path whose last step signs in first (and back)", nanoseconds: guardedCost,
            baseline: "the same path unguarded", baselineNanoseconds: unguardedCost),
    ]
}
