import Foundation

/// The work of ``ListState/changes(to:)``, in its phases: sections matched, new rows indexed, old rows
/// followed, rows kept in place, sections placed, and the batch written.
///
/// A row's old location is packed in one integer, its section above bit 32 and its row below; a new row is
/// known by its flattened position, `start[section] + row`.
@usableFromInline
@frozen
struct ListDiff<Section: Identifiable & Equatable, Row: Identifiable & Equatable> {
    @usableFromInline let old: [ListSection<Section, Row>]
    @usableFromInline let new: [ListSection<Section, Row>]
    @usableFromInline var changes = ListChanges()

    // Sections: for each old one its new index, for each new one its old index (-1: none).
    @usableFromInline var newOfOldSection: [Int]
    @usableFromInline var oldOfNewSection: [Int]
    // The kept sections (in both lists), in their new order, each one's rank in the old order; by old index,
    // its position among them. In order, no section moves: the common case.
    @usableFromInline var keptRanks: [Int] = []
    @usableFromInline var keptPosition: [Int]
    @usableFromInline var sectionsInOrder = true

    // Rows: for each new position the old location it comes from (-1: inserted), with ``inPlace`` set for
    // the rows that keep their place. When sections move, what each kept section would cost if it moved:
    // the rows reordered inside it, and the rows moved between it and another kept section.
    @usableFromInline var oldOfNew: [Int] = []
    @usableFromInline var start: [Int] = []  // where each new section starts among the new positions
    @usableFromInline var reorderedRows: [Int] = []
    @usableFromInline var crossings: [SectionPlacement.Crossing] = []
    @usableFromInline var movingRows = 0

    // The old sections that move, when some do.
    @usableFromInline var sectionMoved: [Bool] = []
    @usableFromInline var someSectionMoved = false

    /// The bit of a packed old location that marks a row kept in place.
    @usableFromInline
    static var inPlace: Int { 1 << 62 }

    /// The bits of a packed old location, shifted down, that hold its section.
    @usableFromInline
    static var sectionMask: Int { 0x3FFF_FFFF }

    /// Matches the sections of `old` and `new` by identity; `nil` when two sections of a list share one.
    @inlinable
    init?(from old: [ListSection<Section, Row>], to new: [ListSection<Section, Row>]) {
        self.old = old
        self.new = new
        var oldSectionIndex: [Section.ID: Int] = [:]
        oldSectionIndex.reserveCapacity(old.count)
        for (index, section) in old.enumerated() where oldSectionIndex.updateValue(index, forKey: section.id) != nil {
            return nil
        }
        newOfOldSection = [Int](repeating: -1, count: old.count)
        oldOfNewSection = [Int](repeating: -1, count: new.count)
        var seenNewSections: Set<Section.ID> = []
        seenNewSections.reserveCapacity(new.count)
        for (index, section) in new.enumerated() {
            guard seenNewSections.insert(section.id).inserted else { return nil }
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
        keptRanks.reserveCapacity(rank)
        keptPosition = [Int](repeating: -1, count: old.count)
        for source in oldOfNewSection where source >= 0 {
            if let last = keptRanks.last, last > oldRank[source] {
                sectionsInOrder = false
            }
            keptPosition[source] = keptRanks.count
            keptRanks.append(oldRank[source])
        }
    }

    /// The index path of `row` in `section`, made with Foundation alone (UIKit's `IndexPath(row:section:)`
    /// cannot be used in an inlinable function of a file that does not import UIKit).
    @inlinable
    static func indexPath(_ row: Int, _ section: Int) -> IndexPath {
        // Appended to a one-index path: no array is made (an array literal would allocate one per path).
        IndexPath(index: section).appending(row)
    }
}
