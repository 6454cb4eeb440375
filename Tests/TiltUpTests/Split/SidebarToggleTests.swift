import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// The sidebar the user hides and shows (the sidebar button, ⌘⌃S on a Mac) and the app hides and shows
/// (`SplitRouter.setSidebarHidden(_:animated:)`): nothing ends, and the observers hear each change once.
@MainActor
@Suite struct SidebarToggleTests {
    @Test(arguments: TestFrontEnd.allCases)
    func theSidebarButtonHidesAndShowsTheSidebarEndingNothing(frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.showNote(1, pushingInfo: true)
        let sidebar = try #require(app.sidebar)
        app.events = []

        #expect(app.splitViewController.simulateSidebarToggle())
        #expect(app.splitViewController.isSidebarHidden)
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.journal.runs.isEmpty, "no pop handler runs")
        #expect(app.sidebar === sidebar, "the sidebar's coordinator stays")
        #expect(app.splitRouter.column(.sidebar)?.router.viewControllers.count == 1)

        #expect(app.splitViewController.simulateSidebarToggle())
        #expect(!app.splitRouter.isSidebarHidden)
        #expect(app.events == [.sidebarHidden, .sidebarShown])
        #expect(app.journal.runs.isEmpty)
        #expect(app.detail?.id == 1)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theSidebarButtonIsRefusedInCompactWidthWhereTheColumnsAreOneStack(frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd, in: .compact)
        app.events = []
        #expect(!app.splitViewController.simulateSidebarToggle())
        #expect(!app.splitRouter.isSidebarHidden)
        #expect(app.events.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.journal.diagnostics.first?.message.contains("compact width") == true)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theSidebarButtonIsRefusedWhileAModalCoversTheSplit(frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        note.showRoute(.share)
        app.events = []
        #expect(!app.splitViewController.simulateSidebarToggle())
        #expect(!app.splitRouter.isSidebarHidden)
        #expect(app.events.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theAppHidesTheSidebarAndAHideOfAHiddenSidebarTellsNothing(frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.events = []
        app.splitRouter.setSidebarHidden(true)
        app.splitRouter.setSidebarHidden(true)
        #expect(app.splitViewController.isSidebarHidden)
        #expect(app.events == [.sidebarHidden], "told once")
        app.splitRouter.setSidebarHidden(false, animated: false)
        #expect(app.events == [.sidebarHidden, .sidebarShown])
        #expect(app.journal.runs.isEmpty)
    }

    @Test func swiftUIsColumnVisibilityWriteIsTheUsersToggleAndTheSameValueAgainChangesNothing() {
        let app = NotesApp(.swiftUI)
        app.events = []
        app.splitViewController.writeSidebarHidden(false)
        #expect(app.events.isEmpty, "the visibility shown: nothing changes")
        app.splitViewController.writeSidebarHidden(true)
        app.splitViewController.writeSidebarHidden(true)
        #expect(app.events == [.sidebarHidden])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func theSidebarStaysHiddenThroughACollapseAndIsHiddenAgainWhenTheColumnsExpand() {
        let app = NotesApp(.uiKit)
        app.splitRouter.setSidebarHidden(true)
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(app.splitRouter.isCollapsed)
        #expect(app.collapsedNames == ["folders"], "collapsed, the sidebar's screens are the stack's first")
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.journal.runs.isEmpty)
    }

    @Test func aMacUserTogglesTheSidebarOfAWindowThatIsNeverCompact() {
        let app = NotesApp(.swiftUI, in: .compact)
        app.navigationController.platform = .macOS
        #expect(!app.splitRouter.isCollapsed)
        #expect(app.splitViewController.simulateSidebarToggle())
        #expect(app.splitRouter.isSidebarHidden)
    }

    @Test func aSidebarToggleIsNoJournalEntry() throws {
        let app = NotesApp(.uiKit)
        let journal = NavigationJournal(navigator: app.navigator)
        app.splitViewController.simulateSidebarToggle()
        #expect(journal.entries.isEmpty, "it changes no route and no screen")
    }
}
