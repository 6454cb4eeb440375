import Foundation
import TiltUp

/// What recording a journal adds, on each shape the README promises at most 10% for (push + pop on the
/// app's own stack ten screens deep, and five screens deep in a tab, with a retained coordinator, with
/// and without a pop handler), and on opening paths; each measured beside the same app without a journal.
/// The first rows are the promised ones: ``journalPromisedRowCount``.
@MainActor
func journalRows() -> [Row] {
    let rounds = quick ? 2_000 : 20_000
    let deep: [BenchmarkRoute] = [.tab(1), .screen(1), .screen(2), .screen(3), .screen(4), .screen(5)]
    let threeSteps: [BenchmarkRoute] = [.tab(1), .screen(1), .screen(2)]

    /// The cost of a push and a pop, retaining a coordinator, in a tab five deep or on the app's own stack.
    func pushPopCost(recording: Bool, inTab: Bool, popHandler: Bool) -> Double {
        // Only the app measured is made: the tabbed one, or one stack of its own.
        let coordinator: any Coordinating
        let journal: NavigationJournal<BenchmarkRoute>?
        // Kept to the end: an app coordinator released early would make each push its misuse path.
        let app: AppCoordinator
        if inTab {
            let tabbedApp = BenchmarkApp()
            app = tabbedApp.appCoordinator
            journal = recording ? NavigationJournal(navigator: tabbedApp.navigator, capacity: 500) : nil
            tabbedApp.navigator.open(deep)
            coordinator = tabbedApp.tabs.tabBarRouter.tabs[1].coordinator
        } else {
            let stackApp = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
            app = stackApp
            stackApp.router.diagnosticHandler = countDiagnostic
            let navigator = RouteNavigator<BenchmarkRoute>(appCoordinator: stackApp)
            journal = recording ? NavigationJournal(navigator: navigator, capacity: 500) : nil
            let root = BenchmarkCoordinator(appCoordinator: stackApp)
            stackApp.start(coordinator: root)
            for _ in 0..<10 {
                stackApp.router.push(Screen1() as Screen, animated: false)
            }
            coordinator = root
        }
        let router = coordinator.router
        let screens = (0..<rounds).map { _ in Screen1() as Screen }
        var popped = 0
        let cost = nanosecondsPerOperation(operations: rounds) {
            for screen in screens {
                if popHandler {
                    router.push(screen, retaining: coordinator, animated: false, popHandler: { popped &+= 1 })
                } else {
                    router.push(screen, retaining: coordinator, animated: false)
                }
                router.pop(animated: false)
            }
        }
        blackHole(popped)
        blackHole(journal?.entries.count)
        withExtendedLifetime(app) {}
        return cost
    }

    func openCost(recording: Bool, path: [BenchmarkRoute]) -> Double {
        let app = BenchmarkApp()
        let journal = recording ? NavigationJournal(navigator: app.navigator, capacity: 500) : nil
        let openings = rounds / 10
        let cost = nanosecondsPerOperation(operations: openings) {
            for _ in 0..<openings {
                app.navigator.open(path)
                app.navigator.open([.tab(0)])
            }
        }
        blackHole(journal?.entries.count)
        withExtendedLifetime(app) {}
        return cost
    }

    let shapes: [(name: String, measure: (Bool) -> Double)] = [
        ("push + pop on the app's stack ten deep, retained coordinator", { pushPopCost(recording: $0, inTab: false, popHandler: false) }),
        (
            "push + pop on the app's stack ten deep, retained coordinator and pop handler",
            { pushPopCost(recording: $0, inTab: false, popHandler: true) }
        ),
        ("push + pop five screens deep in a tab, retained coordinator", { pushPopCost(recording: $0, inTab: true, popHandler: false) }),
        (
            "push + pop five screens deep in a tab, retained coordinator and pop handler",
            { pushPopCost(recording: $0, inTab: true, popHandler: true) }
        ),
        ("open a 3-step path, then its first tab", { openCost(recording: $0, path: threeSteps) }),
        ("open a 6-step path, then its first tab", { openCost(recording: $0, path: deep) }),
    ]
    // Measured alternately, so that both see the machine in the same state; the best of five of each.
    var plain = Array(repeating: Double.infinity, count: shapes.count)
    var recorded = plain
    for _ in 0..<(quick ? 3 : 5) {
        for (index, shape) in shapes.enumerated() {
            plain[index] = min(plain[index], shape.measure(false))
            recorded[index] = min(recorded[index], shape.measure(true))
        }
    }
    return shapes.indices.map { index in
        Row(
            operation: shapes[index].name + ", journal recording", nanoseconds: recorded[index], baseline: "the same, no journal",
            baselineNanoseconds: plain[index])
    }
}

/// How many of the first ``journalRows()`` are push + pop shapes, to which a journal adds at most 10%.
let journalPromisedRowCount = 4
