import Foundation
import Testing
import TiltUp

// The "Running on a Mac" article's test of its whole Mac app (DocumentationMacAppModel).

// docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
@MainActor
@Test func aReopenedWindowShowsWhatItSavedAndTheMenuActsOnTheWindowInFront() throws {
    let first = NotesMacWindow()
    first.launch(note: 1, restoring: nil)  // opened for note 1
    first.navigator.open([.folders, .note(2)])  // the user picked note 2 in it
    let saved = try #require(first.savedNavigation())
    let second = NotesMacWindow()
    second.launch(note: nil, restoring: nil)

    second.newNote()  // ⌘N, the second window in front
    #expect(first.navigator.currentPath == [.folders, .note(2)])

    let reopened = NotesMacWindow()  // macOS reopens the first: its value, note 1, and its save
    reopened.launch(note: 1, restoring: saved)
    #expect(reopened.navigator.currentPath == [.folders, .note(2)])
}
// docs-twin-end
