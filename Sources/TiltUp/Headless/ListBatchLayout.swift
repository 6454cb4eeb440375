import Foundation

/// UIKit's rules for one batch update of a table or collection view, checked on counts alone, and, when
/// they hold, where each row of the new layout comes from: what `performBatchUpdates` works out before
/// it asks the data source for the new counts.
struct ListBatchLayout {
    /// Why UIKit would refuse the update, in its words.
    struct Problem: Error {
        let message: String
    }

    /// For each new section, for each new row, the old index path it comes from, or `nil` for a row
    /// inserted (or a row of an inserted section); or why the update is refused.
    let result: Result<[[IndexPath?]], Problem>

    init(oldCounts: [Int], newCounts: [Int], changes: ListChanges) {
        var check = Check(oldCounts: oldCounts, newCounts: newCounts, changes: changes)
        do {
            try check.sections()
            try check.rows()
            result = .success(try check.placement())
        } catch let problem as Problem {
            result = .failure(problem)
        } catch {
            result = .failure(Problem(message: "\(error)"))
        }
    }

    /// UIKit's checks, in the order it makes them (sections, then rows), then the placement. (Each throws
    /// only ``Problem``; not declared with typed throws, which the iOS 16.5 SDK's compiler check crashes on.)
    private struct Check {
        let oldCounts: [Int]
        let newCounts: [Int]
        let changes: ListChanges
        var deletedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var sectionMovedFrom: [Int: Int] = [:]
        var sectionMovedTo: [Int: Int] = [:]
        var oldOfNew: [Int] = []  // which old section each new one is (-1: inserted)
        var deletedRows = Set<IndexPath>()
        var insertedRows = Set<IndexPath>()
        var movedFrom: [IndexPath: IndexPath] = [:]
        var movedTo: [IndexPath: IndexPath] = [:]

        init(oldCounts: [Int], newCounts: [Int], changes: ListChanges) {
            self.oldCounts = oldCounts
            self.newCounts = newCounts
            self.changes = changes
        }

        func fail(_ message: String) -> Problem { Problem(message: message) }

        /// The sections deleted, inserted and moved, and their count.
        mutating func sections() throws {
            for section in changes.deletedSections {
                guard oldCounts.indices.contains(section) else {
                    throw fail("attempt to delete section \(section), but there are only \(oldCounts.count) sections before the update")
                }
                guard deletedSections.insert(section).inserted else { throw fail("attempt to delete section \(section) twice") }
            }
            for section in changes.insertedSections {
                guard newCounts.indices.contains(section) else {
                    throw fail("attempt to insert section \(section) but there are only \(newCounts.count) sections after the update")
                }
                guard insertedSections.insert(section).inserted else { throw fail("attempt to insert section \(section) twice") }
            }
            for move in changes.movedSections {
                guard oldCounts.indices.contains(move.from), newCounts.indices.contains(move.to) else {
                    throw fail("attempt to move section \(move.from) to \(move.to), outside the sections before or after the update")
                }
                guard !deletedSections.contains(move.from) else {
                    throw fail("attempt to move section \(move.from), which is being deleted")
                }
                guard !insertedSections.contains(move.to) else {
                    throw fail("attempt to move section \(move.from) to section \(move.to), which is being inserted")
                }
                guard sectionMovedFrom.updateValue(move.to, forKey: move.from) == nil,
                    sectionMovedTo.updateValue(move.from, forKey: move.to) == nil
                else { throw fail("attempt to move section \(move.from) to \(move.to): a section is moved from or to there twice") }
            }
            guard newCounts.count == oldCounts.count - deletedSections.count + insertedSections.count else {
                throw fail(
                    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
                )
            }
            // Which old section each new one is: moved ones by their move, the others in order.
            oldOfNew = [Int](repeating: -1, count: newCounts.count)
            var staying = oldCounts.indices.filter { !deletedSections.contains($0) && sectionMovedFrom[$0] == nil }.makeIterator()
            for section in newCounts.indices where !insertedSections.contains(section) {
                oldOfNew[section] = sectionMovedTo[section] ?? staying.next() ?? -1
            }
        }

        /// The rows deleted, inserted, moved, reloaded and reconfigured.
        mutating func rows() throws {
            for path in changes.deletedRows {
                try checkOld(path, "delete")
                guard deletedRows.insert(path).inserted else {
                    throw fail("attempt to delete row \(path.row) from section \(path.section) twice")
                }
            }
            for path in changes.insertedRows {
                try checkNew(path, "insert")
                guard insertedRows.insert(path).inserted else {
                    throw fail("attempt to insert row \(path.row) into section \(path.section) twice")
                }
            }
            for move in changes.movedRows {
                try checkOld(move.from, "move")
                try checkNew(move.to, "move")
                guard !deletedRows.contains(move.from) else {
                    throw fail("attempt to delete and move the same row (row \(move.from.row) of section \(move.from.section))")
                }
                guard !insertedRows.contains(move.to) else {
                    throw fail("attempt to insert and move to the same row (row \(move.to.row) of section \(move.to.section))")
                }
                guard movedFrom.updateValue(move.to, forKey: move.from) == nil else {
                    throw fail("attempt to move row \(move.from.row) of section \(move.from.section) twice")
                }
                guard movedTo.updateValue(move.from, forKey: move.to) == nil else {
                    throw fail("attempt to move two rows to row \(move.to.row) of section \(move.to.section)")
                }
            }
            var reloaded = Set<IndexPath>()
            for path in changes.reloadedRows {
                try checkOld(path, "reload")
                guard !deletedRows.contains(path) else {
                    throw fail("attempt to delete and reload the same row (row \(path.row) of section \(path.section))")
                }
                guard movedFrom[path] == nil else {
                    throw fail(
                        "attempt to reload row \(path.row) of section \(path.section), which is also moved: reconfigure it after the batch instead"
                    )
                }
                guard sectionMovedFrom[path.section] == nil else {
                    // UITableView miscounts such a batch and throws (rdar://27041784).
                    throw fail(
                        "attempt to reload row \(path.row) of section \(path.section), which is being moved: reconfigure it after the batch instead"
                    )
                }
                guard reloaded.insert(path).inserted else {
                    throw fail("attempt to reload row \(path.row) of section \(path.section) twice")
                }
            }
            for path in changes.rowsChangedAfterMoves {
                guard path.count == 2, newCounts.indices.contains(path.section), (0..<newCounts[path.section]).contains(path.row) else {
                    throw fail("attempt to reconfigure row \(path) after the update, which is not in the list after it")
                }
            }
        }

        /// A row of the list before the update, in a section that stays.
        func checkOld(_ path: IndexPath, _ what: String) throws {
            guard path.count == 2, oldCounts.indices.contains(path.section), (0..<oldCounts[path.section]).contains(path.row) else {
                throw fail(
                    "attempt to \(what) row \(path.count == 2 ? path.row : -1) from section \(path.count == 2 ? path.section : -1), which only contains \(path.count == 2 && oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0) rows before the update"
                )
            }
            guard !deletedSections.contains(path.section) else {
                throw fail("attempt to \(what) row \(path.row) from section \(path.section), which is being deleted")
            }
        }
        /// A row of the list after the update, in a section that was there.
        func checkNew(_ path: IndexPath, _ what: String) throws {
            guard path.count == 2, newCounts.indices.contains(path.section), (0..<newCounts[path.section]).contains(path.row) else {
                throw fail(
                    "attempt to \(what) row \(path.count == 2 ? path.row : -1) into section \(path.count == 2 ? path.section : -1), but there are only \(path.count == 2 && newCounts.indices.contains(path.section) ? newCounts[path.section] : 0) rows in that section after the update"
                )
            }
            guard !insertedSections.contains(path.section) else {
                throw fail("attempt to \(what) row \(path.row) into section \(path.section), which is being inserted")
            }
        }

        /// Each existing section's count, as UIKit checks it, and where each new row comes from.
        func placement() throws -> [[IndexPath?]] {
            // Each existing section's count, as UIKit checks it.
            var deletedIn = [Int](repeating: 0, count: oldCounts.count)
            var movedOutOf = [Int](repeating: 0, count: oldCounts.count)
            var insertedIn = [Int](repeating: 0, count: newCounts.count)
            var movedInto = [Int](repeating: 0, count: newCounts.count)
            for path in deletedRows { deletedIn[path.section] += 1 }
            for path in insertedRows { insertedIn[path.section] += 1 }
            for (from, to) in movedFrom {
                movedOutOf[from.section] += 1
                movedInto[to.section] += 1
            }
            var placement: [[IndexPath?]] = []
            for section in newCounts.indices {
                let old = oldOfNew[section]
                guard old >= 0 else {
                    placement.append([IndexPath?](repeating: nil, count: newCounts[section]))
                    continue
                }
                let expected = oldCounts[old] - deletedIn[old] - movedOutOf[old] + insertedIn[section] + movedInto[section]
                guard expected == newCounts[section] else {
                    throw fail(
                        "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(insertedIn[section]) inserted, \(deletedIn[old]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedInto[section]) moved in, \(movedOutOf[old]) moved out)."
                    )
                }
                var kept = (0..<oldCounts[old]).lazy.map { IndexPath(row: $0, section: old) }
                    .filter { !deletedRows.contains($0) && movedFrom[$0] == nil }.makeIterator()
                var rows: [IndexPath?] = []
                rows.reserveCapacity(newCounts[section])
                for row in 0..<newCounts[section] {
                    let path = IndexPath(row: row, section: section)
                    if insertedRows.contains(path) {
                        rows.append(nil)
                    } else if let from = movedTo[path] {
                        rows.append(from)
                    } else {
                        rows.append(kept.next())
                    }
                }
                placement.append(rows)
            }
            return placement
        }
    }
}
