import Foundation
import Testing
import TiltUp

/// An identity whose hashes all collide: every lookup of the diff's table walks past the others.
struct CollidingID: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

/// A row identified by a ``CollidingID``.
struct CollidingItem: Identifiable, Equatable, Sendable {
    let id: CollidingID
    var text: String

    init(_ id: Int, _ text: String = "") {
        self.id = CollidingID(value: id)
        self.text = text
    }
}

/// How the diff finds rows: by identity, whatever the identities' hashes, and beside where the previous row
/// went before any hashing.
@MainActor
@Suite struct ListDiffHashingTests {
    private func colliding(_ sections: [(String, [Int])]) -> ListState<ListSectionTitle, CollidingItem> {
        ListState(sections: sections.map { ListSection(ListSectionTitle($0.0), rows: $0.1.map { CollidingItem($0) }) })
    }

    @Test func rowsWhoseIdentitiesAllHashAlikeGiveTheSameChangesAsDistinctHashes() {
        let before: [(String, [Int])] = [("a", Array(0..<40)), ("b", Array(40..<60))]
        let after: [(String, [Int])] = [
            ("b", [59, 41, 42, 7, 43] + Array(44..<59)), ("a", Array((0..<40).reversed()).filter { $0 % 7 != 0 } + [100, 101]),
        ]
        let expected = list(before).changes(to: list(after))
        let changes = colliding(before).changes(to: colliding(after))
        #expect(!expected.isFullReload)
        #expect(changes == expected)
    }

    @Test func aDuplicateAmongCollidingIdentitiesIsAFullReload() {
        #expect(colliding([("", [1, 2, 3])]).changes(to: colliding([("", [3, 1, 3])])).isFullReload)
        #expect(colliding([("", [1, 2, 2])]).changes(to: colliding([("", [2, 1])])).isFullReload)
    }

    @Test func rowsFoundBesideThePreviousOneAreFollowedAcrossSections() {
        // Each old row is next to (or just before) where the previous one went, but in another section.
        let old = list([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        let new = list([("a", [1, 2]), ("b", [3, 4, 6, 5])])
        let view = HeadlessListView<ListSectionTitle, Item>()
        view.reloadData(old)
        let changes = old.changes(to: new)
        #expect(view.performBatchUpdates(changes, to: new))
        #expect(view.state == new)
        #expect(changes.movedRows.count == 3)
    }

    @Test func aReversedRunInsideAListMovesAllButOneOfItsRows() {
        let old = list([("", Array(0..<20))])
        let new = list([("", Array(0..<5) + Array((5..<15).reversed()) + Array(15..<20))])
        let changes = old.changes(to: new)
        #expect(changes.movedRows.count == 9)
        #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
    }

    @Test func aRowMoveKeepsTheSectionAndRowOfItsIndexPaths() {
        let move = ListChanges.RowMove(from: IndexPath(row: 3, section: 1), to: IndexPath(row: 0, section: 2))
        #expect(move.from == IndexPath(row: 3, section: 1))
        #expect(move.to == IndexPath(row: 0, section: 2))
        #expect(move == ListChanges.RowMove(from: [1, 3], to: [2, 0]))
        #expect(move != ListChanges.RowMove(from: [1, 3], to: [2, 1]))
    }

    @Test func aRowMoveReadsAnIndexPathOfAnotherLengthAsItsFirstTwoIndices() {
        #expect(ListChanges.RowMove(from: [4], to: [1, 2, 9]).from == [4, 0])
        #expect(ListChanges.RowMove(from: [4], to: [1, 2, 9]).to == [1, 2])
        #expect(ListChanges.RowMove(from: [], to: [1, 2]).from == [0, 0])
    }
}
