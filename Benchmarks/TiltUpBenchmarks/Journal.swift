import Foundation
import TiltUp

/// What recording a journal adds: push + pop in a tab five screens deep (each entry reads the path of
/// routes shown), and opening paths, each measured beside the same app without a journal.
@MainActor
func journalRows() -> [Row] {
    let rounds = quick ? 2_000 : 20_000
    let deep: [BenchmarkRoute] = [.tab(1), .screen(1), .screen(2), .screen(3), .screen(4), .screen(5)]

    func pushPopCost(recording: Bool) -> Double {
        let app = BenchmarkApp()
        let journal = recording ? NavigationJournal(navigator: app.navigator, capacity: 500) : nil
        app.navigator.open(deep)
        let coordinator = app.tabs.tabBarRouter.tabs[1].coordinator
        let router = coordinator.router
        let screens = (0..<rounds).map { _ in Screen1() as Screen }
        let cost = nanosecondsPerOperation(operations: rounds) {
            for screen in screens {
                router.push(screen, retaining: coordinator, animated: false)
                router.pop(animated: false)
            }
        }
        blackHole(journal?.entries.count)
        return cost
    }

    func openCost(recording: Bool) -> Double {
        let app = BenchmarkApp()
        let journal = recording ? NavigationJournal(navigator: app.navigator, capacity: 500) : nil
        let openings = rounds / 10
        let cost = nanosecondsPerOperation(operations: openings) {
            for _ in 0..<openings {
                app.navigator.open(deep)
                app.navigator.open([.tab(0)])
            }
        }
        blackHole(journal?.entries.count)
        return cost
    }

    // Measured alternately, so that both see the machine in the same state.
    var plain: [Double] = []
    var recorded: [Double] = []
    var plainOpen: [Double] = []
    var recordedOpen: [Double] = []
    for _ in 0..<3 {
        plain.append(pushPopCost(recording: false))
        recorded.append(pushPopCost(recording: true))
        plainOpen.append(openCost(recording: false))
        recordedOpen.append(openCost(recording: true))
    }
    return [
        Row(
            operation: "push + pop five screens deep in a tab, journal recording", nanoseconds: recorded.min()!,
            baseline: "the same, no journal", baselineNanoseconds: plain.min()!),
        Row(
            operation: "open a 6-step path, then its first tab, journal recording", nanoseconds: recordedOpen.min()!,
            baseline: "the same, no journal", baselineNanoseconds: plainOpen.min()!),
    ]
}
