import Foundation
import TiltUp

/// A row of the benchmark's lists.
struct BenchRow: Identifiable, Equatable {
    let id: Int
    var value: Int
}

/// A list of `count` rows, and the same list with 1% of its rows deleted, 1% inserted and 1% moved.
func listPair(count: Int) -> (old: [BenchRow], new: [BenchRow]) {
    var generator = BenchmarkGenerator(seed: UInt64(count))
    let old = (0..<count).map { BenchRow(id: $0, value: $0) }
    var new = old
    let changes = max(1, count / 100)
    for _ in 0..<changes {
        new.remove(at: Int.random(in: new.indices, using: &generator))
    }
    for index in 0..<changes {
        new.insert(BenchRow(id: count + index, value: 0), at: Int.random(in: 0...new.count, using: &generator))
    }
    for _ in 0..<changes {
        let row = new.remove(at: Int.random(in: new.indices, using: &generator))
        new.insert(row, at: Int.random(in: 0...new.count, using: &generator))
    }
    return (old, new)
}

/// SplitMix64, so that every run diffs the same lists.
struct BenchmarkGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
func listRows() -> [Row] {
    var rows: [Row] = []
    for count in [1_000, 10_000, 100_000] {
        let (old, new) = listPair(count: count)
        let before = ListState<ListSectionTitle, BenchRow>(rows: old)
        let after = ListState<ListSectionTitle, BenchRow>(rows: new)
        let rounds = max(1, (quick ? 20_000 : 200_000) / count)
        let diffCost = nanosecondsPerOperation(operations: rounds, rounds: quick ? 3 : 7) {
            for _ in 0..<rounds {
                blackHole(opaque(before).changes(to: after).movedRows.count)
            }
        }
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let standardRounds = count >= 100_000 ? 1 : rounds
        let standardCost = nanosecondsPerOperation(operations: standardRounds, rounds: quick ? 1 : 3) {
            for _ in 0..<standardRounds {
                blackHole(newIDs.difference(from: opaque(oldIDs)).inferringMoves().count)
            }
        }
        rows.append(
            Row(
                operation: "diff \(count) rows, 1% deleted, inserted, moved", nanoseconds: diffCost,
                baseline: "difference(from:).inferringMoves()", baselineNanoseconds: standardCost))
    }
    return rows
}
