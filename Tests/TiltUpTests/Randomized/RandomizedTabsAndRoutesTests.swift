import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Random sequences of tab operations (taps, re-taps, tabs replaced and removed), deep links opened from
/// anywhere, the user's swipes, and relaunches from a saved snapshot, each step checked against the
/// reference model of tabs.
///
/// CI runs 6,000 operations; `TILTUP_RANDOMIZED_OPERATIONS` and `TILTUP_RANDOMIZED_SEED` work as for
/// ``RandomizedNavigationTests``.
@MainActor
@Suite struct RandomizedTabsAndRoutesTests {
    static let operationsPerSeed = 150

    static var seeds: [UInt64] {
        RandomizedNavigationTests.seeds(from: 5_000, operations: RandomizedNavigationTests.totalOperations / 2, perSeed: operationsPerSeed)
    }

    static func operations(seed: UInt64) -> [TabsOperation] {
        var generator = SplitMix64(seed: seed)
        return (0..<operationsPerSeed).map { _ in TabsOperation.random(using: &generator) }
    }

    @Test func tabsAndRoutesAgreeWithTheReferenceModel() {
        let operationsRun = RandomizedNavigationTests.run(seeds: Self.seeds, operations: Self.operations(seed:)) {
            TabsHarness.run($0).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(RandomizedNavigationTests.totalOperations / 2, 6_000))
    }

    /// The same app on SwiftUI's navigation: the user's back swipe and swipe-down come in as SwiftUI's
    /// writes, and a second tap on a tab pops nothing.
    @Test func tabsAndRoutesOnSwiftUINavigationAgreeWithTheReferenceModel() {
        let operationsRun = RandomizedNavigationTests.run(seeds: Self.seeds, operations: Self.operations(seed:)) {
            TabsHarness.run($0, on: .swiftUI).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(RandomizedNavigationTests.totalOperations / 2, 6_000))
    }

    /// The same on SwiftUI's navigation as `RouterView` runs it: a sheet SwiftUI takes away is gone only at
    /// its `onDismiss`, and links opened meanwhile (one, or several in a row) wait for it, then show what
    /// they name, with the route of each screen.
    @Test func tabsAndRoutesAgreeWithTheReferenceModelWhileSheetsWaitForOnDismiss() {
        let operationsRun = RandomizedNavigationTests.run(seeds: Self.seeds, operations: Self.operations(seed:)) {
            TabsHarness.run($0, on: .swiftUIWaitingForOnDismiss).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(RandomizedNavigationTests.totalOperations / 2, 6_000))
    }
}
