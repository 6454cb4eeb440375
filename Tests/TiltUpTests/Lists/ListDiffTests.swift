import Foundation
import Testing
import TiltUp

/// A row of the lists under test: an identity and a content.
struct Item: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var text: String

    init(_ id: Int, _ text: String = "") {
        self.id = id
        self.text = text
    }

    var description: String { "\(id)\(text.isEmpty ? "" : ":" + text)" }
}

typealias ItemList = ListState<ListSectionTitle, Item>

/// A list of sections, each written as a title and its rows' identities.
func list(_ sections: [(String, [Int])]) -> ItemList {
    ListState(sections: sections.map { ListSection(ListSectionTitle($0.0), rows: $0.1.map { Item($0) }) })
}

@MainActor
@Suite struct ListDiffTests {
    private func applied(_ old: ItemList, _ new: ItemList) -> (ListChanges, Bool, [ListDiagnostic]) {
        let view = HeadlessListView<ListSectionTitle, Item>()
        var diagnostics: [ListDiagnostic] = []
        view.diagnosticHandler = { diagnostics.append($0) }
        view.reloadData(old)
        let changes = old.changes(to: new)
        let accepted = view.performBatchUpdates(changes, to: new)
        #expect(view.state == new)
        return (changes, accepted, diagnostics)
    }

    @Test func deletionsInsertionsAndMovesInOneSection() {
        let (changes, accepted, _) = applied(list([("", [1, 2, 3, 4])]), list([("", [4, 1, 5, 3])]))
        #expect(accepted)
        #expect(changes.deletedRows == [IndexPath(row: 1, section: 0)])
        #expect(changes.insertedRows == [IndexPath(row: 2, section: 0)])
        #expect(changes.movedRows.count == 1)
        #expect(changes.description == "−1 row, +1 row, 1 moved")
    }

    @Test func aRowMovedAcrossSections() {
        let (changes, accepted, _) = applied(list([("a", [1, 2]), ("b", [3])]), list([("a", [1]), ("b", [2, 3])]))
        #expect(accepted)
        #expect(changes.movedRows == [ListChanges.RowMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))])
    }

    @Test func aSectionDeletedWhileRowsMoveOutOfItBecomesDeletionsAndInsertions() {
        let (changes, accepted, _) = applied(list([("a", [1, 2]), ("b", [3])]), list([("b", [2, 3])]))
        #expect(accepted)
        #expect(changes.deletedSections == [0])
        #expect(changes.insertedRows == [IndexPath(row: 0, section: 0)])
        #expect(changes.movedRows.isEmpty)
    }

    @Test func aRowThatMovesAndChangesIsReconfiguredAfterTheBatchNotReloadedInIt() {
        var new = list([("", [3, 1, 2])])
        new.sections[0].rows[0].text = "changed"
        let (changes, accepted, _) = applied(list([("", [1, 2, 3])]), new)
        #expect(accepted)
        #expect(changes.reloadedRows.isEmpty)
        #expect(changes.movedRows == [ListChanges.RowMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))])
        #expect(changes.rowsChangedAfterMoves == [IndexPath(row: 0, section: 0)])
    }

    @Test func aRowThatChangesInPlaceIsReloadedAtItsOldIndexPath() {
        var new = list([("", [0, 1, 2])])
        new.sections[0].rows[2].text = "changed"
        let (changes, accepted, _) = applied(list([("", [1, 2])]), new)
        #expect(accepted)
        #expect(changes.reloadedRows == [IndexPath(row: 1, section: 0)])
        #expect(changes.description == "+1 row, 1 changed")
    }

    @Test func emptyListsAndAListBecomingEmptyAreOrdinary() {
        #expect(applied(list([]), list([])).0.isEmpty)
        #expect(applied(list([("", [])]), list([("", [1, 2])])).1)
        let (changes, accepted, _) = applied(list([("", [1, 2])]), list([("", [])]))
        #expect(accepted && changes.description == "−2 rows")
        #expect(applied(list([("", [1])]), list([])).0.deletedSections == [0])
    }

    @Test func fewestSectionMovesOneSectionMovedToTheEndIsOneMoveAndRowsBetweenStayingSectionsStayMoves() {
        let (changes, accepted, _) = applied(
            list([("A", [1]), ("B", [2, 3]), ("C", [4])]), list([("B", [2]), ("C", [3, 4]), ("A", [1])]))
        #expect(accepted)
        #expect(changes.movedSections == [ListChanges.SectionMove(from: 0, to: 2)])
        #expect(changes.movedRows == [ListChanges.RowMove(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 1))])
        #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
    }

    @Test func fewestSectionMovesTheLastSectionMovedFirstIsOneMove() {
        let (changes, accepted, _) = applied(list([("A", [0]), ("B", [1]), ("C", [2])]), list([("C", [2]), ("A", [0]), ("B", [1])]))
        #expect(accepted)
        #expect(changes.movedSections == [ListChanges.SectionMove(from: 2, to: 0)])
        #expect(changes.movedRows.isEmpty && changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
    }

    @Test func fewestSectionMovesPicksTheSectionWhoseRowMovesStayMoves() {
        // Two sections swap and one of them is reordered: moving the other one keeps the row move a move.
        let (changes, accepted, _) = applied(list([("S1", [1]), ("S0", [2, 3])]), list([("S0", [3, 2]), ("S1", [1])]))
        #expect(accepted)
        #expect(changes.movedSections == [ListChanges.SectionMove(from: 0, to: 1)])
        #expect(changes.movedRows.count == 1)
        #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
    }

    @Test func exactSectionChangesADeletedFirstSectionIsOneDeletionAndNoMove() {
        let (changes, accepted, _) = applied(list([("A", [1]), ("B", [2]), ("C", [3])]), list([("B", [2]), ("C", [3])]))
        #expect(accepted)
        #expect(changes.deletedSections == [0])
        #expect(changes.movedSections.isEmpty && changes.insertedSections.isEmpty)
        #expect(changes.movedRows.isEmpty && changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
        #expect(changes.description == "−1 section")
    }

    @Test func movedSectionRuleARowReorderedInsideOrLeavingAMovedSectionIsDeletedAndInserted() {
        // B moves to the front and is reordered: its rows fade. Row 5 leaves B for A, which stays: it fades too.
        let (changes, accepted, _) = applied(
            list([("A", [1]), ("C", [2]), ("B", [3, 4, 5])]), list([("B", [4, 3]), ("A", [1, 5]), ("C", [2])]))
        #expect(accepted)
        #expect(changes.movedSections == [ListChanges.SectionMove(from: 2, to: 0)])
        #expect(changes.movedRows.isEmpty)
        #expect(Set(changes.deletedRows).isSuperset(of: [IndexPath(row: 2, section: 2)]))
        #expect(changes.insertedRows.contains(IndexPath(row: 1, section: 1)))
    }

    @Test func movedSectionRuleAChangedRowOfAMovedSectionIsReconfiguredAfterTheBatch() {
        var new = list([("C", [3]), ("A", [1]), ("B", [2])])
        new.sections[0].rows[0].text = "changed"
        let (changes, accepted, _) = applied(list([("A", [1]), ("B", [2]), ("C", [3])]), new)
        #expect(accepted)
        #expect(changes.movedSections == [ListChanges.SectionMove(from: 2, to: 0)])
        #expect(changes.reloadedRows.isEmpty)
        #expect(changes.rowsChangedAfterMoves == [IndexPath(row: 0, section: 0)])
    }

    @Test func duplicateIdentitiesFallBackToAFullReload() {
        let duplicate = list([("a", [1, 2]), ("b", [2])])
        #expect(duplicate.duplicateIdentity == "row 2")
        #expect(list([("a", [1]), ("a", [2])]).duplicateIdentity == "section \"a\"")
        #expect(list([("", [1])]).changes(to: duplicate).isFullReload)
        #expect(applied(duplicate, list([("", [1])])).1, "duplicates that are deleted are deleted by index path")
        #expect(duplicate.changes(to: list([("a", [2]), ("b", [])])).isFullReload)
        #expect(ListChanges.fullReload.description == "reloaded")
    }
}

@MainActor
@Suite struct HeadlessListViewTests {
    private func refusal(_ old: ItemList, _ new: ItemList, _ changes: ListChanges) -> String? {
        let view = HeadlessListView<ListSectionTitle, Item>()
        var diagnostics: [ListDiagnostic] = []
        view.diagnosticHandler = { diagnostics.append($0) }
        view.reloadData(old)
        let accepted = view.performBatchUpdates(changes, to: new)
        #expect(view.state == new, "the view falls back to showing the new state")
        #expect(accepted == diagnostics.isEmpty)
        #expect(view.reloadCount == (accepted ? 1 : 2))
        return diagnostics.first?.message
    }

    @Test func rowCountsThatDoNotAddUpAreRefusedInUIKitsWords() throws {
        let message = try #require(refusal(list([("", [1, 2])]), list([("", [1, 2, 3])]), ListChanges()))
        #expect(
            message.hasSuffix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ))
    }

    @Test func anIndexDeletedTwiceIsRefused() {
        var changes = ListChanges()
        changes.deletedRows = [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)]
        #expect(refusal(list([("", [1, 2])]), list([("", [2])]), changes)?.contains("twice") == true)
    }

    @Test func aMoveIntoAnInsertedSectionOrOutOfADeletedOneIsRefused() {
        var into = ListChanges()
        into.insertedSections = [1]
        into.movedRows = [ListChanges.RowMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))]
        #expect(refusal(list([("a", [1, 2])]), list([("a", [2]), ("b", [1])]), into)?.contains("being inserted") == true)
        var outOf = ListChanges()
        outOf.deletedSections = [0]
        outOf.movedRows = [ListChanges.RowMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0))]
        #expect(refusal(list([("a", [1]), ("b", [])]), list([("b", [1])]), outOf)?.contains("being deleted") == true)
    }

    @Test func aReloadOfARowThatIsAlsoMovedIsRefused() {
        var changes = ListChanges()
        changes.movedRows = [
            ListChanges.RowMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)),
            ListChanges.RowMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)),
        ]
        changes.reloadedRows = [IndexPath(row: 0, section: 0)]
        #expect(refusal(list([("", [1, 2])]), list([("", [2, 1])]), changes)?.contains("also moved") == true)
    }

    @Test func aReloadOfARowInAMovedSectionIsRefused() {
        var changes = ListChanges()
        changes.movedSections = [ListChanges.SectionMove(from: 1, to: 0)]
        changes.reloadedRows = [IndexPath(row: 0, section: 1)]
        var new = list([("b", [2]), ("a", [1])])
        new.sections[0].rows[0].text = "changed"
        #expect(refusal(list([("a", [1]), ("b", [2])]), new, changes)?.contains("which is being moved") == true)
    }

    @Test func anUpdateStartedWhileAnotherIsAppliedIsRefused() {
        let view = HeadlessListView<ListSectionTitle, Item>()
        var diagnostics: [ListDiagnostic] = []
        view.diagnosticHandler = { diagnostics.append($0) }
        let first = list([("", [1])])
        let second = list([("", [1, 2])])
        view.reloadData(first)
        var nested: Bool?
        let accepted = view.performBatchUpdates(first.changes(to: second), to: second) {
            nested = view.performBatchUpdates(ListChanges(), to: first)
        }
        #expect(accepted && nested == false)
        #expect(diagnostics.map(\.message).first?.contains("while another batch update") == true)
        #expect(view.state == second)
    }

    @Test func aChangeSetThatLeavesTheWrongRowsOrStaleContentIsRefused() {
        var swapped = ListChanges()
        swapped.reloadedRows = []
        #expect(refusal(list([("", [1, 2])]), list([("", [2, 1])]), swapped)?.contains("does not describe") == true)
        var stale = list([("", [1])])
        stale.sections[0].rows[0].text = "new"
        #expect(refusal(list([("", [1])]), stale, ListChanges())?.contains("old content") == true)
    }
}
