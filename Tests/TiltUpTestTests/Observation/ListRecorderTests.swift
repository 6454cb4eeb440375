import Testing
import TiltUp
import TiltUpTest

private struct Row: Identifiable, Equatable {
    let id: Int
}

@MainActor
@Suite struct ListRecorderTests {
    private let feed = ListFeed(ListState(rows: [Row(id: 1), Row(id: 2), Row(id: 3)]))

    @Test func recordsEveryStateFromTheCurrentOneAndWhatChanged() {
        let recorder = ListRecorder(feed)
        feed.update(to: ListState(rows: [Row(id: 2)]))
        feed.update(to: ListState(rows: [Row(id: 2), Row(id: 4)]))
        recorder.assertRowIDs([[1, 2, 3], [2], [2, 4]])
        recorder.assertChanges(["−2 rows", "+1 row"])
        #expect(recorder.states.count == 3 && recorder.changes.count == 2)
    }

    @Test func failsAtTheCallersLineWithWhatWasRecorded() {
        let recorder = ListRecorder(feed)
        feed.update(to: ListState(rows: [Row(id: 2)]))
        let line = #line + 2
        withKnownIssue {
            recorder.assertRowIDs([[1, 2, 3], [3]], message: "after filtering")
        } matching: {
            $0.isFailure(
                "ListRecorder.assertRowIDs failed: expected [[1, 2, 3], [3]], recorded [[1, 2, 3], [2]] - after filtering", at: line)
        }
        let changesLine = #line + 2
        withKnownIssue {
            recorder.assertChanges(["no change"])
        } matching: {
            $0.isFailure("ListRecorder.assertChanges failed: expected [\"no change\"], recorded [\"−2 rows\"]", at: changesLine)
        }
    }
}
