import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Random pairs of lists: each changed from the first by deleted, inserted, moved and changed rows and
/// sections. For each pair the change set, applied by the headless list view (which places the rows as
/// UIKit's batch update does, from the change set alone), must be accepted and give exactly the second
/// list. `TILTUP_RANDOMIZED_LIST_PAIRS` runs more pairs; a failure names its seed.
@MainActor
@Suite struct RandomizedListDiffTests {
    static var pairs: Int {
        ProcessInfo.processInfo.environment["TILTUP_RANDOMIZED_LIST_PAIRS"].flatMap(Int.init) ?? 5_000
    }

    @Test func theDiffOfRandomPairsIsAcceptedAndGivesTheNewRows() {
        var failures: [String] = []
        for seed in 0..<UInt64(Self.pairs) where failures.count < 3 {
            var generator = SplitMix64(seed: seed)
            let old = Self.randomList(using: &generator)
            let new = Self.changed(old, using: &generator)
            let view = HeadlessListView<ListSectionTitle, Item>()
            var diagnostics: [ListDiagnostic] = []
            view.diagnosticHandler = { diagnostics.append($0) }
            view.reloadData(old)
            let changes = old.changes(to: new)
            let accepted = view.performBatchUpdates(changes, to: new)
            if !accepted || changes.isFullReload {
                failures.append(
                    "seed \(seed): \(diagnostics.map(\.message)) for \(old.sections.map { ($0.model.title, $0.rows) }) → \(new.sections.map { ($0.model.title, $0.rows) }): \(changes)"
                )
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func aPairWithoutChangesGivesNoChange() {
        var generator = SplitMix64(seed: 7)
        let list = Self.randomList(using: &generator)
        #expect(list.changes(to: list).isEmpty)
    }

    /// Up to 4 sections of up to 12 rows, each row with a unique identity.
    static func randomList(using generator: inout SplitMix64) -> ItemList {
        var next = 0
        let count = Int.random(in: 0...4, using: &generator)
        return ListState(
            sections: (0..<count).map { index in
                let rows = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    next += 1
                    return Item(next, Bool.random(using: &generator) ? "a" : "b")
                }
                return ListSection(ListSectionTitle("s\(index)"), rows: rows)
            })
    }

    /// `list` with random sections deleted, inserted and moved, and random rows deleted, inserted,
    /// moved (within and across sections) and changed.
    static func changed(_ list: ItemList, using generator: inout SplitMix64) -> ItemList {
        var sections = list.sections
        var nextRow = 1_000
        var nextSection = 100
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0 where !sections.isEmpty:
                sections.remove(at: Int.random(in: sections.indices, using: &generator))
            case 1:
                nextSection += 1
                sections.insert(
                    ListSection(ListSectionTitle("s\(nextSection)"), rows: []), at: Int.random(in: 0...sections.count, using: &generator))
            case 2 where sections.count > 1:
                let section = sections.remove(at: Int.random(in: sections.indices, using: &generator))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
            case 3 where sections.contains { !$0.rows.isEmpty }:
                let from = sections.indices.filter { !sections[$0].rows.isEmpty }.randomElement(using: &generator)!
                let row = sections[from].rows.remove(at: Int.random(in: sections[from].rows.indices, using: &generator))
                if Bool.random(using: &generator), !sections.isEmpty {
                    let to = Int.random(in: sections.indices, using: &generator)
                    sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &generator))
                }
            case 4 where !sections.isEmpty:
                nextRow += 1
                let to = Int.random(in: sections.indices, using: &generator)
                sections[to].rows.insert(Item(nextRow, "new"), at: Int.random(in: 0...sections[to].rows.count, using: &generator))
            case 5 where sections.contains { !$0.rows.isEmpty }:
                let section = sections.indices.filter { !sections[$0].rows.isEmpty }.randomElement(using: &generator)!
                let row = Int.random(in: sections[section].rows.indices, using: &generator)
                sections[section].rows[row].text += "!"
            case 6 where sections.contains { sections.count > 1 && !$0.rows.isEmpty }:
                // A section deleted while one of its rows moves out of it.
                let from = sections.indices.filter { !sections[$0].rows.isEmpty }.randomElement(using: &generator)!
                let row = sections[from].rows.randomElement(using: &generator)!
                sections.remove(at: from)
                if !sections.isEmpty {
                    let to = Int.random(in: sections.indices, using: &generator)
                    sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &generator))
                }
            case 7 where !sections.isEmpty:
                let section = Int.random(in: sections.indices, using: &generator)
                sections[section].rows.shuffle(using: &generator)
            default:
                break
            }
        }
        return ListState(sections: sections)
    }
}
