import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Long random sequences of every navigation operation, each step checked against the reference model.
///
/// CI runs `seeds × operationsPerSeed` operations (12,000); set `TILTUP_RANDOMIZED_OPERATIONS` to run more,
/// and `TILTUP_RANDOMIZED_SEED` to replay one seed. A failure names its seed and the shortest sequence
/// of operations that still fails.
@MainActor
@Suite struct RandomizedNavigationTests {
    static let operationsPerSeed = 300

    static var totalOperations: Int {
        ProcessInfo.processInfo.environment["TILTUP_RANDOMIZED_OPERATIONS"].flatMap(Int.init) ?? 12_000
    }

    static var seeds: [UInt64] {
        seeds(from: 1_000, operations: totalOperations, perSeed: operationsPerSeed)
    }

    /// `TILTUP_RANDOMIZED_SEED` alone, or enough seeds from `first` on to run `operations`.
    static func seeds(from first: UInt64, operations: Int, perSeed: Int) -> [UInt64] {
        if let seed = ProcessInfo.processInfo.environment["TILTUP_RANDOMIZED_SEED"].flatMap(UInt64.init) {
            return [seed]
        }
        return (0..<UInt64(max(1, operations / perSeed))).map { first + $0 }
    }

    static func operations(seed: UInt64) -> [NavigationOperation] {
        var generator = SplitMix64(seed: seed)
        return (0..<operationsPerSeed).map { _ in NavigationOperation.random(using: &generator) }
    }

    @Test func routersAgreeWithTheReferenceModel() {
        let operationsRun = Self.run(seeds: Self.seeds, operations: Self.operations(seed:)) {
            NavigationHarness.run($0).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(Self.totalOperations, 10_000))
    }

    /// The same, on routers of SwiftUI's stacks, with SwiftUI's writes among the operations: the path
    /// written shorter (several screens at once), twice, or longer; a sheet's item written `nil` and its
    /// `onDismiss`, in either order, maybe twice.
    @Test func swiftUIStacksAgreeWithTheReferenceModel() {
        let operationsRun = Self.run(seeds: Self.seeds(from: 50_000, operations: Self.totalOperations / 2, perSeed: Self.operationsPerSeed))
        { seed in
            var generator = SplitMix64(seed: seed)
            return (0..<Self.operationsPerSeed).map { _ in NavigationOperation.randomForSwiftUI(using: &generator) }
        } failure: {
            NavigationHarness.run($0, on: .swiftUI).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(Self.totalOperations / 2, 5_000))
    }

    /// Runs the operations of each seed until one fails; records that failure with the shortest sequence
    /// that still fails, and returns how many operations ran. `failure` runs a sequence and returns the
    /// step that failed and what went wrong, or `nil` when the sequence passes.
    static func run<Operation>(
        seeds: [UInt64], operations: (UInt64) -> [Operation], failure: ([Operation]) -> (step: Int, description: String)?
    ) -> Int {
        var operationsRun = 0
        for seed in seeds {
            let sequence = operations(seed)
            operationsRun += sequence.count
            guard let first = failure(sequence) else { continue }
            let shortest = shrink(sequence) { failure($0)?.step }
            let steps = shortest.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            Issue.record(
                """
                Seed \(seed) failed at \(first.description)
                Shortest failing sequence (\(shortest.count) operations), replay with TILTUP_RANDOMIZED_SEED=\(seed):
                \(steps)
                It fails at \(failure(shortest)?.description ?? first.description)
                """)
            break
        }
        return operationsRun
    }

    /// Removes chunks, then single items, for as long as the sequence still fails; `failingStep` returns
    /// the index of the step that fails, or `nil` when the sequence passes.
    static func shrink<Item>(_ items: [Item], failingStep: ([Item]) -> Int?) -> [Item] {
        guard let step = failingStep(items) else { return items }
        var current = Array(items.prefix(step + 1))
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !candidate.isEmpty, let failing = failingStep(candidate) {
                    current = Array(candidate.prefix(failing + 1))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny {
                chunk /= 2
            }
        }
        return current
    }

    @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
        // Fails at the first 17 that comes after a 3.
        let failingStep: ([Int]) -> Int? = { items in
            guard let three = items.firstIndex(of: 3) else { return nil }
            return items[three...].firstIndex(of: 17)
        }
        #expect(Self.shrink(Array(1...40), failingStep: failingStep) == [3, 17])
        #expect(Self.shrink([1, 2], failingStep: failingStep) == [1, 2])
    }
}
