import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A journal records the columns shown and cleared and the window's width, and replays them headless.
@MainActor
@Suite struct SplitJournalTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aSessionOfColumnsWidthsAndBacksReplaysTheSame(_ frontEnd: TestFrontEnd) {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        recorded.splitViewController.simulateBackSwipe()
        recorded.splitViewController.simulateBackSwipe()
        recorded.navigationController.simulateSizeClassChange(to: .regular)
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let changes = recording.entries.map { "\($0.change)" }
        #expect(changes.contains("showed the detail column"))
        #expect(changes.contains("cleared the detail column"))
        #expect(changes.filter { $0.hasPrefix("width became") } == ["width became compact", "width became regular"])
        #expect(recording.entries.map(\.cause).contains(.sizeClassChange(to: .compact)))

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(app.navigator.currentPath == [.folders])
        #expect(app.journal.runs == recorded.journal.runs)
        #expect(!app.splitRouter.isCollapsed)
    }
}
