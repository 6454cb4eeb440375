import Testing
import TiltUpTestSupport

@testable import TiltUp

/// A split view in a tab the path leaves: its columns stay as they are, as a plain stack of that tab keeps its
/// screens, and a save taken then reopens them.
@MainActor
@Suite struct SplitInATabLinkTests {
    private static let everyColumn: [ShelfRoute] = [.tab("shelves"), .shelves, .prefs, .shelf("a"), .book(1), .chapter(2)]
    private static let everyColumnScreens = "sidebar: shelves, prefs | content: shelf a | detail: book 1, chapter 2"

    // Catches: RouteStep.clearColumns clearing the columns of every split view on the current path, that of the
    // tab the link leaves included (its handlers run, pop chapter 2, pop book 1, pop shelf a).
    @Test(arguments: TestFrontEnd.allCases)
    func aLinkToAnotherTabKeepsTheColumnsOfTheSplitInTheTabItLeavesAsAPlainStackKeepsItsScreens(_ frontEnd: TestFrontEnd) {
        let app = ShelvesInTabsApp(frontEnd)
        app.navigator.open([.tab("other"), .page(1)])
        app.navigator.open(Self.everyColumn)
        #expect(app.screens == Self.everyColumnScreens + " | other tab: other, other page 1", "the plain stack left keeps its page")

        let opening = app.navigator.open([.tab("other"), .page(1)])

        #expect(opening.ending == .complete)
        #expect(app.screens == Self.everyColumnScreens + " | other tab: other, other page 1", "the split left keeps its columns")
        #expect(app.journal.runs.isEmpty, "\(app.journal.runs)")
        #expect(app.navigator.open(Self.everyColumn).ending == .complete)
        #expect(app.journal.runs.isEmpty, "the columns are shown already: \(app.journal.runs)")
    }

    // Catches: capture() saving a tab not selected as its stack only (stackOnly), without its split's columns: the
    // save taken after the link would reopen the split with its sidebar alone.
    @Test(arguments: TestFrontEnd.allCases)
    func aSaveTakenInAnotherTabReopensTheColumnsOfTheSplitInTheTabNotSelected(_ frontEnd: TestFrontEnd) throws {
        let app = ShelvesInTabsApp(frontEnd)
        app.navigator.open(Self.everyColumn)
        app.navigator.open([.tab("other"), .page(1)])

        let snapshot = app.navigator.capture()

        #expect(snapshot.background == [Self.everyColumn])
        #expect(snapshot.foreground == [.tab("other"), .page(1)])
        let reopened = ShelvesInTabsApp(frontEnd)
        #expect(reopened.navigator.restore(restorationData: try snapshot.restorationData()).ending == .complete)
        #expect(reopened.screens == app.screens)
        #expect(reopened.navigator.currentPath == app.navigator.currentPath)
        #expect(reopened.journal.runs.isEmpty, "\(reopened.journal.runs)")
    }

    // Catches: clearColumns keeping the columns of every split view the kept steps do not lead into, that of the
    // tab the link stays in too: a link back up to the tab's route empties its split's columns after the sidebar,
    // as it pops a plain stack to its root.
    @Test(arguments: TestFrontEnd.allCases)
    func aLinkUpToTheTabOfTheSplitClearsItsColumnsAsItPopsAPlainStack(_ frontEnd: TestFrontEnd) {
        let app = ShelvesInTabsApp(frontEnd)
        app.navigator.open(Self.everyColumn)

        let opening = app.navigator.open([.tab("shelves"), .shelves])

        #expect(opening.ending == .complete)
        #expect(app.journal.runs == ["pop chapter 2", "pop book 1", "pop shelf a", "pop prefs"], "\(app.journal.runs)")
        #expect(app.navigator.currentPath == [.tab("shelves"), .shelves])
    }
}
