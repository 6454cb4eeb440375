import Foundation

extension ListDiff {
    /// The new rows, by flattened position: where each section starts, and, with several sections, the
    /// section at each position.
    @usableFromInline
    @frozen
    struct NewRows {
        @usableFromInline let sections: [ListSection<Section, Row>]
        @usableFromInline let start: [Int]
        @usableFromInline let sectionAt: [Int]
        @usableFromInline let onlyRows: [Row]?

        @inlinable
        init(_ sections: [ListSection<Section, Row>]) {
            self.sections = sections
            var start = [Int](repeating: 0, count: sections.count + 1)
            for (index, section) in sections.enumerated() {
                start[index + 1] = start[index] + section.rows.count
            }
            self.start = start
            var sectionAt: [Int] = []
            if sections.count > 1 {
                sectionAt.reserveCapacity(start[sections.count])
                for (index, section) in sections.enumerated() {
                    sectionAt.append(contentsOf: repeatElement(index, count: section.rows.count))
                }
            }
            self.sectionAt = sectionAt
            onlyRows = sections.count == 1 ? sections[0].rows : nil
        }

        /// How many rows the new list has.
        @inlinable
        var count: Int { start[sections.count] }

        /// The section of the row at `flat`.
        @inlinable
        func section(at flat: Int) -> Int {
            sectionAt.isEmpty ? 0 : sectionAt[flat]
        }

        /// The identity of the row at `flat`.
        @inlinable
        func id(at flat: Int) -> Row.ID {
            if let onlyRows { return onlyRows[flat].id }
            let section = sectionAt[flat]
            return sections[section].rows[flat - start[section]].id
        }
    }

    /// Follows each old row of a kept section to its new position, by identity; lists the rows deleted, and,
    /// when sections move, the rows that cross between kept sections. Returns `false` when two rows of the
    /// new list, or two kept rows of the old one, share an identity, or a list is too long to follow.
    @inlinable
    mutating func followRows(oldRowCount: Int) -> Bool {
        let newRows = NewRows(new)
        let newCount = newRows.count
        guard newCount < UInt32.max, oldRowCount < UInt32.max else { return false }  // positions are 32 bits
        var positions = IdentityTable(count: newCount)
        for (sectionIndex, section) in new.enumerated() {
            for (row, element) in section.rows.enumerated() {
                guard positions.insert(element.id, at: newRows.start[sectionIndex] + row, idAt: newRows.id) else { return false }
            }
        }

        var oldOfNew = [Int](repeating: -1, count: newCount)
        var deletedRows: [IndexPath] = []
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
                if guess + 1 < newCount, newRows.id(at: guess + 1) == id {
                    flat = guess + 1
                } else if guess > 0, newRows.id(at: guess - 1) == id {
                    flat = guess - 1
                } else if let position = positions.position(of: id, idAt: newRows.id) {
                    flat = position
                } else {
                    deletedRows.append(Self.indexPath(row, sectionIndex))
                    continue
                }
                guess = flat
                guard oldOfNew[flat] < 0 else { return false }  // two old rows with one identity
                oldOfNew[flat] = sectionIndex << 32 | row
                let newSection = newRows.section(at: flat)
                if newSection == target {
                    continue
                } else if oldOfNewSection[newSection] < 0 {
                    // Into an inserted section: deleted here, inserted with that section.
                    deletedRows.append(Self.indexPath(row, sectionIndex))
                } else if !sectionsInOrder {
                    crossings.append(SectionPlacement.Crossing(keptPosition[sectionIndex], keptPosition[oldOfNewSection[newSection]]))
                }
            }
        }
        self.oldOfNew = oldOfNew
        start = newRows.start
        changes.deletedRows = deletedRows
        return true
    }

    /// Marks with ``inPlace`` the rows that stay in their section and keep their place: in each section, those
    /// in the longest run that keeps its order (fewest moves). Counts the rows that move.
    @inlinable
    mutating func markRowsInPlace() {
        var oldOfNew: [Int] = []
        swap(&oldOfNew, &self.oldOfNew)  // alone here, so that writing to it checks nothing
        var tails: [Int] = []
        var previous: [UInt32] = []
        for sectionIndex in new.indices where oldOfNewSection[sectionIndex] >= 0 {
            let source = oldOfNewSection[sectionIndex]
            if previous.isEmpty {
                previous = [UInt32](repeating: 0, count: oldOfNew.count)
            }
            let (staying, run) = Self.markLongestIncreasingRun(
                in: &oldOfNew, start[sectionIndex]..<start[sectionIndex + 1], from: source, tails: &tails,
                previous: &previous)
            movingRows += staying - run
            if !sectionsInOrder {
                reorderedRows[keptPosition[source]] = staying - run
            }
        }
        swap(&oldOfNew, &self.oldOfNew)
    }
}
