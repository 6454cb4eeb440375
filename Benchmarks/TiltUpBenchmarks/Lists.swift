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

/// A plain two-pass Heckel diff of two lists of unique identities, the baseline for the diff's own
/// cost: one table of the new positions, one pass over each list; a row moved is one whose position,
/// counted among the rows kept, changed. No fewest moves, no sections, no batch rules.
func heckelDiff(_ old: [Int], _ new: [Int]) -> (deleted: [Int], inserted: [Int], moved: [(from: Int, to: Int)]) {
    var newIndex: [Int: Int] = [:]
    newIndex.reserveCapacity(new.count)
    for (index, id) in new.enumerated() {
        newIndex[id] = index
    }
    var oldOfNew = [Int](repeating: -1, count: new.count)
    var deleted: [Int] = []
    var keptRank = [Int](repeating: -1, count: old.count)
    var rank = 0
    for (index, id) in old.enumerated() {
        if let target = newIndex[id] {
            oldOfNew[target] = index
            keptRank[index] = rank
            rank += 1
        } else {
            deleted.append(index)
        }
    }
    var inserted: [Int] = []
    var moved: [(from: Int, to: Int)] = []
    rank = 0
    for (index, source) in oldOfNew.enumerated() {
        guard source >= 0 else {
            inserted.append(index)
            continue
        }
        if keptRank[source] != rank {
            moved.append((source, index))
        }
        rank += 1
    }
    return (deleted, inserted, moved)
}

/// `count` rows in sections of `rowsPerSection`, and the same rows with 1% of them moved, each to a
/// random section, then `movedSections` sections moved, each to a random place. The row moves depend on
/// `count` alone, so that pairs that differ in `movedSections` differ in their section moves only.
func sectionedPair(count: Int, rowsPerSection: Int, movedSections: Int) -> (old: BenchList, new: BenchList) {
    let old = BenchList(
        sections: stride(from: 0, to: count, by: rowsPerSection).map { first in
            ListSection(
                ListSectionTitle("\(first)"), rows: (first..<min(count, first + rowsPerSection)).map { BenchRow(id: $0, value: $0) })
        })
    var sections = old.sections
    var rowGenerator = BenchmarkGenerator(seed: UInt64(count))
    for _ in 0..<max(1, count / 100) {
        let from = Int.random(in: sections.indices, using: &rowGenerator)
        guard !sections[from].rows.isEmpty else { continue }
        let row = sections[from].rows.remove(at: Int.random(in: sections[from].rows.indices, using: &rowGenerator))
        let to = Int.random(in: sections.indices, using: &rowGenerator)
        sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &rowGenerator))
    }
    var sectionGenerator = BenchmarkGenerator(seed: UInt64(count + movedSections))
    for _ in 0..<movedSections {
        let section = sections.remove(at: Int.random(in: sections.indices, using: &sectionGenerator))
        sections.insert(section, at: Int.random(in: 0...sections.count, using: &sectionGenerator))
    }
    return (old, BenchList(sections: sections))
}

typealias BenchList = ListState<ListSectionTitle, BenchRow>

/// The cost of `old.changes(to: new)`, per diff, for lists of about `rows` rows.
@MainActor
func diffCost(_ old: BenchList, _ new: BenchList, rows: Int) -> Double {
    let rounds = max(1, (quick ? 20_000 : 200_000) / rows)
    return nanosecondsPerOperation(operations: rounds, rounds: quick ? 3 : 7) {
        for _ in 0..<rounds {
            blackHole(opaque(old).changes(to: new).movedRows.count)
        }
    }
}

/// The cost of the plain Heckel diff of the same identities, per diff.
@MainActor
func heckelCost(_ old: [BenchRow], _ new: [BenchRow]) -> Double {
    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let rounds = max(1, (quick ? 20_000 : 200_000) / old.count)
    return nanosecondsPerOperation(operations: rounds, rounds: quick ? 3 : 7) {
        for _ in 0..<rounds {
            blackHole(heckelDiff(opaque(oldIDs), newIDs).moved.count)
        }
    }
}

/// The diff beside the standard library's `difference(from:).inferringMoves()` (1% changes) and beside a
/// plain Heckel diff (1% changes, and every row moved: a reversed list); then many sections, some moved,
/// beside the same rows with no section moved, and all of them reversed.
@MainActor
func listRows() -> [Row] {
    var rows: [Row] = []
    for count in [1_000, 10_000, 100_000] {
        let (old, new) = listPair(count: count)
        let cost = diffCost(BenchList(rows: old), BenchList(rows: new), rows: count)
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let rounds = max(1, (quick ? 20_000 : 200_000) / count)
        let standardRounds = count >= 100_000 ? 1 : rounds
        let standardCost = nanosecondsPerOperation(operations: standardRounds, rounds: quick ? 1 : 3) {
            for _ in 0..<standardRounds {
                blackHole(newIDs.difference(from: opaque(oldIDs)).inferringMoves().count)
            }
        }
        rows.append(
            Row(
                operation: "diff \(count) rows, 1% deleted, inserted, moved", nanoseconds: cost,
                baseline: "difference(from:).inferringMoves()", baselineNanoseconds: standardCost))
    }
    for count in [10_000, 100_000] {
        let (old, new) = listPair(count: count)
        rows.append(
            Row(
                operation: "diff \(count) rows, 1% deleted, inserted, moved",
                nanoseconds: diffCost(BenchList(rows: old), BenchList(rows: new), rows: count),
                baseline: "plain two-pass Heckel diff", baselineNanoseconds: heckelCost(old, new)))
    }
    for count in [10_000, 100_000] {
        let reversed = (0..<count).map { BenchRow(id: $0, value: $0) }
        rows.append(
            Row(
                operation: "diff \(count) rows reversed (every row moved)",
                nanoseconds: diffCost(BenchList(rows: reversed), BenchList(rows: reversed.reversed()), rows: count),
                baseline: "plain two-pass Heckel diff", baselineNanoseconds: heckelCost(reversed, reversed.reversed())))
    }

    let (sectioned, sectionsMoved) = sectionedPair(count: 10_000, rowsPerSection: 10, movedSections: 10)
    let (_, sectionsInPlace) = sectionedPair(count: 10_000, rowsPerSection: 10, movedSections: 0)
    rows.append(
        Row(
            operation: "diff 1000 sections of 10 rows, 10 sections and 1% of rows moved",
            nanoseconds: diffCost(sectioned, sectionsMoved, rows: 10_000),
            baseline: "the same, no section moved", baselineNanoseconds: diffCost(sectioned, sectionsInPlace, rows: 10_000)))
    rows.append(
        Row(
            operation: "diff 1000 sections of 10 rows, 1% of rows and every section moved (reversed)",
            nanoseconds: diffCost(sectioned, BenchList(sections: sectionsInPlace.sections.reversed()), rows: 10_000),
            baseline: "the same, no section moved", baselineNanoseconds: diffCost(sectioned, sectionsInPlace, rows: 10_000)))
    return rows
}
