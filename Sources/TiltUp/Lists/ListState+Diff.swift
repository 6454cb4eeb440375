import Foundation

// Comparing two list states, in linear time: each row and section is followed by its identity, as in
// Heckel's algorithm (the new rows' in a compact hash table; an old row is looked for first beside where
// the previous one went, and hashed only when it is not there). Among the sections that stay, those in the longest run
// that keeps its order keep their place and the others move; among the rows that stay in their
// section, likewise. So one section moved to the end is one move, whatever number of sections it
// passes.

extension ListState {
    /// The changes that turn this list into `new`, as one valid batch update: see ``ListChanges``.
    ///
    /// Takes time linear in the number of rows and sections, plus a logarithmic factor for the rows and
    /// sections that moved. Sections and rows are followed by identity; as few sections as possible move (those
    /// in the longest run that keeps its order stay), and, among the ways to move that few, the one that leaves
    /// the most row moves as moves (with hundreds of ways, each section is weighed on its own instead); then as
    /// few rows as possible move in each section.
    ///
    /// ```swift
    /// let changes = before.changes(to: after)
    /// tableView.performBatchUpdates { /* apply changes */ }
    /// ```
    ///
    /// - Parameter new: the list after the update.
    /// - Returns: the batch; ``ListChanges/fullReload`` when identities are not unique (two sections of either
    ///   list, two rows of the new list, or two rows of the old one that are both kept), and
    ///   ``duplicateIdentity`` says which; also for a list of `UInt32.max` rows or more, which cannot be
    ///   followed row by row.
    @inlinable
    public func changes(to new: ListState) -> ListChanges {
        let old = sections
        let newSections = new.sections
        let oldRows = old.map(\.rows)
        var changes = ListChanges()

        // Sections: which old one each new one is, and which are deleted or inserted.
        var oldSectionIndex: [Section.ID: Int] = [:]
        oldSectionIndex.reserveCapacity(old.count)
        for (index, section) in old.enumerated() where oldSectionIndex.updateValue(index, forKey: section.id) != nil {
            return .fullReload
        }
        var newOfOldSection = [Int](repeating: -1, count: old.count)
        var oldOfNewSection = [Int](repeating: -1, count: newSections.count)
        var seenNewSections: Set<Section.ID> = []
        seenNewSections.reserveCapacity(newSections.count)
        for (index, section) in newSections.enumerated() {
            guard seenNewSections.insert(section.id).inserted else { return .fullReload }
            if let oldIndex = oldSectionIndex[section.id] {
                newOfOldSection[oldIndex] = index
                oldOfNewSection[index] = oldIndex
            }
        }
        var oldRank = [Int](repeating: -1, count: old.count)
        var rank = 0
        for index in old.indices {
            if newOfOldSection[index] < 0 {
                changes.deletedSections.append(index)
            } else {
                oldRank[index] = rank
                rank += 1
            }
        }
        // The kept sections (in both lists), in their new order: each one's rank in the old order, and,
        // by old index, its position among them. In order, no section moves: the common case.
        var keptRanks: [Int] = []
        keptRanks.reserveCapacity(rank)
        var keptPosition = [Int](repeating: -1, count: old.count)
        var sectionsInOrder = true
        for source in oldOfNewSection where source >= 0 {
            if let last = keptRanks.last, last > oldRank[source] {
                sectionsInOrder = false
            }
            keptPosition[source] = keptRanks.count
            keptRanks.append(oldRank[source])
        }

        // Rows: where each new row is, by identity, as its flattened position, `start[section] + row`; and,
        // with several sections, the section at each position.
        var starts = [Int](repeating: 0, count: newSections.count + 1)
        for (index, section) in newSections.enumerated() {
            starts[index + 1] = starts[index] + section.rows.count
        }
        let start = starts  // constants, so that `newID` reads them without exclusivity checks
        let newCount = start[newSections.count]
        guard newCount < UInt32.max, rowCount < UInt32.max else { return .fullReload }  // positions are 32 bits
        var sections: [Int] = []
        if newSections.count > 1 {
            sections.reserveCapacity(newCount)
            for (sectionIndex, section) in newSections.enumerated() {
                sections.append(contentsOf: repeatElement(sectionIndex, count: section.rows.count))
            }
        }
        let sectionAt = sections
        let onlyRows = newSections.count == 1 ? newSections[0].rows : nil
        func newID(at flat: Int) -> Row.ID {
            if let onlyRows { return onlyRows[flat].id }
            let section = sectionAt[flat]
            return newSections[section].rows[flat - start[section]].id
        }
        var newPositions = IdentityTable(count: newCount)
        for (sectionIndex, section) in newSections.enumerated() {
            for (row, element) in section.rows.enumerated() {
                guard newPositions.insert(element.id, at: start[sectionIndex] + row, idAt: newID) else { return .fullReload }
            }
        }

        // The old rows: where each one came from, for each new position (packed as above). When sections
        // move, what each would cost if it moved: the rows reordered inside it, and the rows moved between
        // it and another kept section, by their positions among the kept sections.
        var oldOfNew = [Int](repeating: -1, count: newCount)
        var reorderedRows: [Int] = []
        var crossings: [SectionPlacement.Crossing] = []
        if !sectionsInOrder {
            reorderedRows = [Int](repeating: 0, count: keptRanks.count)
        }
        var guess = -1  // where the previous old row went
        for (sectionIndex, section) in old.enumerated() {
            let target = newOfOldSection[sectionIndex]
            guard target >= 0 else { continue }  // a deleted section: its rows go with it
            for (row, element) in section.rows.enumerated() {
                // Looked for first beside where the previous row went (after it, then before it): most
                // updates change a few places, or reverse a run, so most rows are found without hashing.
                let id = element.id
                let flat: Int
                if guess + 1 < newCount, newID(at: guess + 1) == id {
                    flat = guess + 1
                } else if guess > 0, newID(at: guess - 1) == id {
                    flat = guess - 1
                } else if let position = newPositions.position(of: id, idAt: newID) {
                    flat = position
                } else {
                    changes.deletedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                guess = flat
                let newSection = sectionAt.isEmpty ? 0 : sectionAt[flat]
                guard oldOfNew[flat] < 0 else { return .fullReload }  // two old rows with one identity
                oldOfNew[flat] = sectionIndex << 32 | row
                if newSection == target {
                    continue
                } else if oldOfNewSection[newSection] < 0 {
                    // Into an inserted section: deleted here, inserted with that section.
                    changes.deletedRows.append(Self.indexPath(row, sectionIndex))
                } else if !sectionsInOrder {
                    crossings.append(SectionPlacement.Crossing(keptPosition[sectionIndex], keptPosition[oldOfNewSection[newSection]]))
                }
            }
        }

        // The rows that stay in their section keep their place when they are in the longest run that
        // keeps its order (fewest moves), found in place and marked with `inPlace`; the others move.
        var stayingCount = 0
        var inPlaceCount = 0
        var tails: [Int] = []
        var previous: [UInt32] = []
        for sectionIndex in newSections.indices where oldOfNewSection[sectionIndex] >= 0 {
            let source = oldOfNewSection[sectionIndex]
            let rows = start[sectionIndex]..<start[sectionIndex + 1]
            if previous.isEmpty {
                previous = [UInt32](repeating: 0, count: newCount)
            }
            let (staying, run) = Self.markLongestIncreasingRun(in: &oldOfNew, rows, from: source, tails: &tails, previous: &previous)
            stayingCount += staying
            inPlaceCount += run
            if !sectionsInOrder {
                reorderedRows[keptPosition[source]] = staying - run
            }
        }

        // The kept sections in the longest run that keeps its order keep their place (among the longest,
        // the one that leaves the most row moves as moves); the others move.
        let sectionInPlace =
            sectionsInOrder
            ? nil : SectionPlacement.inPlace(ranks: keptRanks, reorderedRows: reorderedRows, crossings: crossings)
        var sectionMoved = [Bool](repeating: false, count: old.count)
        var kept = 0
        for (index, section) in newSections.enumerated() {
            let oldIndex = oldOfNewSection[index]
            guard oldIndex >= 0 else {
                changes.insertedSections.append(index)
                continue
            }
            if let sectionInPlace, !sectionInPlace[kept] {
                sectionMoved[oldIndex] = true
                changes.movedSections.append(ListChanges.SectionMove(from: oldIndex, to: index))
            }
            if old[oldIndex].model != section.model {
                changes.changedSections.append(index)
            }
            kept += 1
        }

        // Every row that stays in its section but not in place moves (a reversed list: all of them but one).
        changes.movedRows.reserveCapacity(stayingCount - inPlaceCount + crossings.count)
        for (sectionIndex, section) in newSections.enumerated() {
            let source = oldOfNewSection[sectionIndex]
            guard source >= 0 else { continue }  // an inserted section: its rows come with it
            let first = start[sectionIndex]
            let sourceRows = oldRows[source]  // where most of the section's rows come from
            let sourceMoved = sectionMoved[source]
            for (row, element) in section.rows.enumerated() {
                let flat = first + row
                let origin = oldOfNew[flat]
                guard origin >= 0 else {
                    changes.insertedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                let oldSection = origin >> 32 & Self.sectionMask
                let oldRow = origin & 0xFFFF_FFFF
                if origin & Self.inPlace != 0 {
                    // Index paths are made only for the rows that changed: most rows did not. A row of a
                    // moved section moves with it, and UIKit refuses to reload it in the batch.
                    if sourceRows[oldRow] != element {
                        if sourceMoved {
                            changes.rowsChangedAfterMoves.append(Self.indexPath(row, sectionIndex))
                        } else {
                            changes.reloadedRows.append(Self.indexPath(oldRow, oldSection))
                        }
                    }
                    continue
                }
                if sourceMoved || (sectionInPlace != nil && sectionMoved[oldSection]) {
                    // Out of, into or inside a moved section: deleted there and inserted here instead.
                    changes.deletedRows.append(Self.indexPath(oldRow, oldSection))
                    changes.insertedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                changes.movedRows.append(ListChanges.RowMove(fromRow: oldRow, section: oldSection, toRow: row, section: sectionIndex))
                // Most moves stay in their section: its old rows are at hand.
                let changed = oldSection == source ? sourceRows[oldRow] != element : oldRows[oldSection][oldRow] != element
                if changed {
                    changes.rowsChangedAfterMoves.append(Self.indexPath(row, sectionIndex))
                }
            }
        }
        if !changes.deletedRows.isEmpty {
            changes.deletedRows.sort()
        }
        if !changes.reloadedRows.isEmpty {
            changes.reloadedRows.sort()
        }
        return changes
    }

    /// The index path of `row` in `section`, made with Foundation alone (UIKit's `IndexPath(row:section:)`
    /// cannot be used in an inlinable function of a file that does not import UIKit).
    @usableFromInline
    static func indexPath(_ row: Int, _ section: Int) -> IndexPath {
        // Appended to a one-index path: no array is made (an array literal would allocate one per path).
        IndexPath(index: section).appending(row)
    }

    /// The bit of a packed old location (section and row) that marks a row kept in place.
    @usableFromInline
    static var inPlace: Int { 1 << 62 }

    /// The bits of a packed old location, shifted down, that hold its section.
    @usableFromInline
    static var sectionMask: Int { 0x3FFF_FFFF }

    /// Marks with ``inPlace`` a longest run of `oldOfNew[rows]` whose old positions in section `source` keep
    /// their order (not necessarily contiguous); rows from other sections, or new ones, take no part.
    ///
    /// Patience sorting, with constant-time paths for a row that extends the longest run so far and for
    /// one below every run's last row: a list where few rows moved, and a reversed one, cost time linear in
    /// its length. `tails` and `previous` are tails space, kept between sections.
    ///
    /// - Returns: how many rows stay in the section, and how many of them keep their place.
    @usableFromInline
    static func markLongestIncreasingRun(
        in oldOfNew: inout [Int], _ rows: Range<Int>, from source: Int, tails: inout [Int], previous: inout [UInt32]
    ) -> (staying: Int, inPlace: Int) {
        let none = UInt32.max
        let first = rows.lowerBound
        // tails[k]: the row of the smallest last value of a run of length k + 1; tails[0] is kept in
        // `lowestRow` alone, as a reversed list changes it at every row.
        tails.removeAll(keepingCapacity: true)
        var lowestRow = -1
        var lowest = Int.max  // the value at tails[0]
        var highest = Int.min  // the value at tails.last
        func tail(_ k: Int) -> Int {
            k == 0 ? lowestRow : tails[k]
        }
        var staying = 0
        for flat in rows {
            let value = oldOfNew[flat]
            guard value >= 0, value >> 32 == source else { continue }
            staying += 1
            if value > highest {
                // Past every run's last value (a list where few rows moved): the longest run grows.
                previous[flat] = tails.isEmpty ? none : UInt32(truncatingIfNeeded: tail(tails.count - 1) - first)
                tails.append(flat)
                highest = value
                if tails.count == 1 {
                    lowestRow = flat
                    lowest = value
                }
            } else if value <= lowest {
                // Below every run's last value (a reversed list's every row): a run of its own.
                previous[flat] = none
                lowestRow = flat
                lowest = value
                if tails.count == 1 {
                    highest = value
                }
            } else {
                var low = 1
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if oldOfNew[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[flat] = UInt32(truncatingIfNeeded: tail(low - 1) - first)
                tails[low] = flat
                if low == tails.count - 1 {
                    highest = value
                }
            }
        }
        guard !tails.isEmpty else { return (0, 0) }
        var flat = tail(tails.count - 1)
        while true {
            oldOfNew[flat] |= inPlace
            let before = previous[flat]
            if before == none { break }
            flat = first + Int(before)
        }
        return (staying, tails.count)
    }

    /// The first identity that is not unique, described (`row 42`, `section "Open"`), or `nil` when every
    /// section's and every row's identity is.
    public var duplicateIdentity: String? {
        var sectionIDs: Set<Section.ID> = []
        for section in sections where !sectionIDs.insert(section.id).inserted {
            return "section \(Self.describe(section.id))"
        }
        var rowIDs: Set<Row.ID> = []
        for row in allRows where !rowIDs.insert(row.id).inserted {
            return "row \(Self.describe(row.id))"
        }
        return nil
    }

    private static func describe(_ id: some Hashable) -> String {
        id is String ? "\"\(id)\"" : "\(id)"
    }
}
