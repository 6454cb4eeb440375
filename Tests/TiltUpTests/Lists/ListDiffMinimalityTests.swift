import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// The diff against a reference that tries every way: for random pairs of small lists, the change set
/// moves the fewest sections possible, leaves as many row moves as moves as any choice of that few
/// sections allows, and displaces the fewest rows (moved, or deleted and inserted under the rules of
/// ``ListChanges``). `TILTUP_RANDOMIZED_LIST_PAIRS` runs more pairs; a failure names its seed.
@MainActor
@Suite struct ListDiffMinimalityTests {
    /// What the best change set does, found by trying every set of sections that could keep its place.
    struct Reference {
        var sectionMoves: Int
        var rowMoves: Int
        var displacedRows: Int
    }

    static func reference(_ old: ItemList, _ new: ItemList, triesEveryRun: Bool = true) -> Reference {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.model.id, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1.model.id, $0) })
        // The sections in both lists, in their new order, by their old index.
        let kept = new.sections.compactMap { oldIndex[$0.model.id] }
        let oldSectionOfRow = Dictionary(
            uniqueKeysWithValues: old.sections.enumerated().flatMap { index, section in section.rows.map { ($0.id, index) } })
        // Rows that stay in their section but change their place in it, by old section.
        var reordered: [Int: Int] = [:]
        // Rows that move from one kept section to another, as (old section, old section of the target).
        var crossings: [(Int, Int)] = []
        var displaced = 0
        for section in new.sections {
            guard let source = oldIndex[section.model.id] else { continue }
            let oldPositions = Dictionary(uniqueKeysWithValues: old.sections[source].rows.enumerated().map { ($1.id, $0) })
            var staying: [Int] = []
            for row in section.rows {
                if let position = oldPositions[row.id] {
                    staying.append(position)
                } else if let from = oldSectionOfRow[row.id], newIndex[old.sections[from].model.id] != nil {
                    crossings.append((from, source))
                    displaced += 1
                }
            }
            let moving = staying.count - longestIncreasing(staying)
            reordered[source] = moving
            displaced += moving
        }
        // Every set of kept sections in their old order could stay in place: take the largest, then the
        // one that keeps the most row moves. (Among many sections, only how large it is.)
        guard triesEveryRun else {
            let ranks = kept.map { index in kept.filter { $0 < index }.count }
            return Reference(sectionMoves: kept.count - longestIncreasing(ranks), rowMoves: 0, displacedRows: displaced)
        }
        var best = (size: -1, rowMoves: -1)
        for mask in 0..<(1 << kept.count) {
            let chosen = kept.indices.filter { mask & (1 << $0) != 0 }.map { kept[$0] }
            guard zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
            let staying = Set(chosen)
            let rowMoves =
                staying.reduce(0) { $0 + (reordered[$1] ?? 0) }
                + crossings.filter { staying.contains($0.0) && staying.contains($0.1) }.count
            if (chosen.count, rowMoves) > best {
                best = (chosen.count, rowMoves)
            }
        }
        return Reference(sectionMoves: kept.count - max(best.size, 0), rowMoves: max(best.rowMoves, 0), displacedRows: displaced)
    }

    static func longestIncreasing(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            if let index = tails.firstIndex(where: { $0 >= value }) {
                tails[index] = value
            } else {
                tails.append(value)
            }
        }
        return tails.count
    }

    /// Rows deleted at their old place and inserted at their new one: moves UIKit's rules turned into fades.
    static func fadedRows(_ old: ItemList, _ new: ItemList, _ changes: ListChanges) -> Int {
        let deleted = Set(changes.deletedRows.map { old.sections[$0.section].rows[$0.row].id })
        return changes.insertedRows.filter { deleted.contains(new.sections[$0.section].rows[$0.row].id) }.count
    }

    /// What is wrong with the diff of `old` and `new`, if anything: more section moves or displaced rows
    /// than the reference, fewer row moves kept (when `checksRowMoves`), or a batch the table refuses.
    static func problem(_ old: ItemList, _ new: ItemList, checksRowMoves: Bool = true) -> String? {
        let changes = old.changes(to: new)
        let expected = reference(old, new, triesEveryRun: checksRowMoves)
        let faded = fadedRows(old, new, changes)
        let view = HeadlessListView<ListSectionTitle, Item>()
        view.diagnosticHandler = { _ in }
        view.reloadData(old)
        let accepted = view.performBatchUpdates(changes, to: new)
        guard
            !accepted || changes.movedSections.count != expected.sectionMoves
                || (checksRowMoves && changes.movedRows.count != expected.rowMoves)
                || changes.movedRows.count + faded != expected.displacedRows
        else { return nil }
        return
            "\(accepted ? "accepted" : "refused"): \(changes.movedSections.count) section moves (fewest \(expected.sectionMoves)), \(changes.movedRows.count) row moves (most \(expected.rowMoves)), \(changes.movedRows.count + faded) rows displaced (fewest \(expected.displacedRows)) for \(old.sections.map { ($0.model.title, $0.rows) }) → \(new.sections.map { ($0.model.title, $0.rows) })"
    }

    /// Runs `pairs` seeds through `makePair`, and expects no problem; a failure names its seed.
    static func expectNoProblem(
        pairs: Int, checksRowMoves: Bool = true, _ makePair: (inout SplitMix64) -> (ItemList, ItemList),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var failures: [String] = []
        for seed in 0..<UInt64(pairs) where failures.count < 3 {
            var generator = SplitMix64(seed: seed)
            let (old, new) = makePair(&generator)
            if let problem = problem(old, new, checksRowMoves: checksRowMoves) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test func fewestSectionMovesFewestRowsDisplacedAndMostRowMovesKeptAgainstAReference() {
        Self.expectNoProblem(pairs: RandomizedListDiffTests.pairs) { generator in
            let old = RandomizedListDiffTests.randomList(using: &generator)
            return (old, RandomizedListDiffTests.changed(old, using: &generator))
        }
    }

    @Test func fewestSectionMovesAndMostRowMovesKeptWhenSectionsAreShuffledAndRowsCrossBetweenThem() {
        Self.expectNoProblem(pairs: RandomizedListDiffTests.pairs) { generator in
            let old = Self.sections(Int.random(in: 2...7, using: &generator), rows: 0...4, using: &generator)
            return (old, Self.shuffled(old, rowsCrossing: 0...5, using: &generator))
        }
    }

    @Test func fewestSectionMovesAmongManySectionsWhereTryingEveryRunIsTooMuch() {
        Self.expectNoProblem(pairs: RandomizedListDiffTests.pairs / 25, checksRowMoves: false) { generator in
            let old = Self.sections(Int.random(in: 65...120, using: &generator), rows: 0...3, using: &generator)
            return (old, Self.shuffled(old, rowsCrossing: 0...40, using: &generator))
        }
    }

    /// `count` sections named `s0`, `s1`…, each with a random number of rows, every row's identity unique.
    static func sections(_ count: Int, rows: ClosedRange<Int>, using generator: inout SplitMix64) -> ItemList {
        var next = 0
        return ItemList(
            sections: (0..<count).map { index in
                let rows = (0..<Int.random(in: rows, using: &generator)).map { _ in
                    next += 1
                    return Item(next)
                }
                return ListSection(ListSectionTitle("s\(index)"), rows: rows)
            })
    }

    /// `list` with some of its sections shuffled (all of them, or a few moved), and rows moved between
    /// sections or inside one.
    static func shuffled(_ list: ItemList, rowsCrossing: ClosedRange<Int>, using generator: inout SplitMix64) -> ItemList {
        var sections = list.sections
        if Bool.random(using: &generator) {
            sections.shuffle(using: &generator)
        } else {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let section = sections.remove(at: Int.random(in: sections.indices, using: &generator))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
            }
        }
        for _ in 0..<Int.random(in: rowsCrossing, using: &generator) {
            let from = Int.random(in: sections.indices, using: &generator)
            guard !sections[from].rows.isEmpty else { continue }
            let row = sections[from].rows.remove(at: Int.random(in: sections[from].rows.indices, using: &generator))
            let to = Int.random(in: sections.indices, using: &generator)
            sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &generator))
        }
        return ItemList(sections: sections)
    }
}
