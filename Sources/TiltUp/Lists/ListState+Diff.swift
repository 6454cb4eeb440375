import Foundation

// Comparing two list states, in linear time: each row and section is followed by its identity (one
// hash lookup each), as in Heckel's algorithm. Among the sections that stay, those in the longest run
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
    ///   ``duplicateIdentity`` says which.
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

        // Rows: where each new row is, by identity, as its section and row packed in one integer; and
        // its flattened position, `start[section] + row`.
        var start = [Int](repeating: 0, count: newSections.count + 1)
        for (index, section) in newSections.enumerated() {
            start[index + 1] = start[index] + section.rows.count
        }
        let newCount = start[newSections.count]
        var newLocation: [Row.ID: Int] = [:]
        newLocation.reserveCapacity(newCount)
        for (sectionIndex, section) in newSections.enumerated() {
            for (row, element) in section.rows.enumerated()
            where newLocation.updateValue(sectionIndex << 32 | row, forKey: element.id) != nil {
                return .fullReload
            }
        }

        // The old rows: where each one came from, for each new position (packed as above), and its rank
        // among the rows that stay in their section (-1 for a row that comes from another section).
        // When sections move, what each would cost if it moved: the rows reordered inside it, and the
        // rows moved between it and another kept section, by their positions among the kept sections.
        var oldOfNew = [Int](repeating: -1, count: newCount)
        var rankOfNew = [Int](repeating: -1, count: newCount)
        var reorderedRows: [Int] = []
        var crossings: [SectionPlacement.Crossing] = []
        if !sectionsInOrder {
            reorderedRows = [Int](repeating: 0, count: keptRanks.count)
        }
        for (sectionIndex, section) in old.enumerated() {
            let target = newOfOldSection[sectionIndex]
            guard target >= 0 else { continue }  // a deleted section: its rows go with it
            var staying = 0
            for (row, element) in section.rows.enumerated() {
                guard let location = newLocation[element.id] else {
                    changes.deletedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                let newSection = location >> 32
                let flat = start[newSection] + location & 0xFFFF_FFFF
                guard oldOfNew[flat] < 0 else { return .fullReload }  // two old rows with one identity
                oldOfNew[flat] = sectionIndex << 32 | row
                if newSection == target {
                    rankOfNew[flat] = staying
                    staying += 1
                } else if oldOfNewSection[newSection] < 0 {
                    // Into an inserted section: deleted here, inserted with that section.
                    changes.deletedRows.append(Self.indexPath(row, sectionIndex))
                } else if !sectionsInOrder {
                    crossings.append(SectionPlacement.Crossing(keptPosition[sectionIndex], keptPosition[oldOfNewSection[newSection]]))
                }
            }
        }

        // The rows that stay in their section keep their place when they are in the longest run that
        // keeps its order (fewest moves); the others move.
        var staysInPlace = [Bool](repeating: false, count: newCount)
        var ranks: [Int] = []
        var positions: [Int] = []
        let largestSection = newSections.reduce(0) { max($0, $1.rows.count) }
        ranks.reserveCapacity(largestSection)
        positions.reserveCapacity(largestSection)
        var stayingCount = 0
        var inPlaceCount = 0
        for sectionIndex in newSections.indices where oldOfNewSection[sectionIndex] >= 0 {
            ranks.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
            for flat in start[sectionIndex]..<start[sectionIndex + 1] where rankOfNew[flat] >= 0 {
                ranks.append(rankOfNew[flat])
                positions.append(flat)
            }
            let run = Self.longestIncreasingRun(ranks)
            for index in run {
                staysInPlace[positions[index]] = true
            }
            stayingCount += ranks.count
            inPlaceCount += run.count
            if !sectionsInOrder {
                reorderedRows[keptPosition[oldOfNewSection[sectionIndex]]] = ranks.count - run.count
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
            for (row, element) in section.rows.enumerated() {
                let flat = first + row
                let origin = oldOfNew[flat]
                guard origin >= 0 else {
                    changes.insertedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                let oldSection = origin >> 32
                let oldRow = origin & 0xFFFF_FFFF
                if staysInPlace[flat] {
                    // Index paths are made only for the rows that changed: most rows did not. A row of a
                    // moved section moves with it, and UIKit refuses to reload it in the batch.
                    if sourceRows[oldRow] != element {
                        if sectionMoved[source] {
                            changes.rowsChangedAfterMoves.append(Self.indexPath(row, sectionIndex))
                        } else {
                            changes.reloadedRows.append(Self.indexPath(oldRow, oldSection))
                        }
                    }
                    continue
                }
                if sectionMoved[oldSection] || sectionMoved[source] {
                    // Out of, into or inside a moved section: deleted there and inserted here instead.
                    changes.deletedRows.append(Self.indexPath(oldRow, oldSection))
                    changes.insertedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                let destination = Self.indexPath(row, sectionIndex)
                changes.movedRows.append(ListChanges.RowMove(from: Self.indexPath(oldRow, oldSection), to: destination))
                // Most moves stay in their section: its old rows are at hand.
                let changed = oldSection == source ? sourceRows[oldRow] != element : oldRows[oldSection][oldRow] != element
                if changed {
                    changes.rowsChangedAfterMoves.append(destination)
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

    /// The indices of a longest increasing run of `values` (not necessarily contiguous), ascending.
    ///
    /// Patience sorting, with constant-time paths for a value that extends the longest run so far and for
    /// one below every run's last value: a list where few rows moved, and a reversed one, cost time linear
    /// in its length.
    @usableFromInline
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // tails[k]: the index of the smallest last value of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        tails.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if !tails.isEmpty, values[tails[0]] >= value {
                // Below every run's last value (a reversed list's every row): a run of its own.
                previous[index] = -1
                tails[0] = index
            } else if let last = tails.last, values[last] >= value {
                var low = 1
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[index] = low > 0 ? tails[low - 1] : -1
                tails[low] = index
            } else {
                previous[index] = tails.last ?? -1
                tails.append(index)
            }
        }
        var run = [Int](repeating: 0, count: tails.count)
        var index = tails[tails.count - 1]
        for position in stride(from: tails.count - 1, through: 0, by: -1) {
            run[position] = index
            index = previous[index]
        }
        return run
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
