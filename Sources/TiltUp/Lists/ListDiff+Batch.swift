import Foundation

extension ListDiff {
    /// Places the kept sections: those in the longest run that keeps its order keep their place (among the
    /// longest, the one that leaves the most row moves as moves), the others move. Lists the sections
    /// inserted, moved and changed.
    @inlinable
    mutating func placeSections() {
        let sectionInPlace =
            sectionsInOrder
            ? nil : SectionPlacement.inPlace(ranks: keptRanks, reorderedRows: reorderedRows, crossings: crossings)
        someSectionMoved = sectionInPlace != nil
        sectionMoved = [Bool](repeating: false, count: old.count)
        var kept = 0
        for (index, section) in new.enumerated() {
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
    }

    /// The batch: every row that stays in its section but not in place moves (a reversed list: all of them
    /// but one), a row that touches a moved section is deleted and inserted instead, and the rows that
    /// changed are reloaded, or reconfigured after the batch when they moved.
    @inlinable
    mutating func batch() -> ListChanges {
        var changes = ListChanges()
        swap(&changes, &self.changes)  // alone here, so that appending to it checks nothing
        changes.movedRows.reserveCapacity(movingRows + crossings.count)
        for (sectionIndex, section) in new.enumerated() {
            let source = oldOfNewSection[sectionIndex]
            guard source >= 0 else { continue }  // an inserted section: its rows come with it
            let first = start[sectionIndex]
            let sourceRows = old[source].rows  // where most of the section's rows come from
            let sourceMoved = sectionMoved[source]
            for (row, element) in section.rows.enumerated() {
                let origin = oldOfNew[first + row]
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
                if sourceMoved || (someSectionMoved && sectionMoved[oldSection]) {
                    // Out of, into or inside a moved section: deleted there and inserted here instead.
                    changes.deletedRows.append(Self.indexPath(oldRow, oldSection))
                    changes.insertedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                changes.movedRows.append(ListChanges.RowMove(fromRow: oldRow, section: oldSection, toRow: row, section: sectionIndex))
                // Most moves stay in their section: its old rows are at hand.
                let changed = oldSection == source ? sourceRows[oldRow] != element : old[oldSection].rows[oldRow] != element
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
}
