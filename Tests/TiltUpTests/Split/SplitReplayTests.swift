import Testing
import TiltUp
import TiltUpTestSupport

/// What a journal records of split views and popovers, and that a replay of a faithful recording does the
/// same: the column the user went back in, the tap outside a popover, the width a ring journal began in, the
/// user's refused Back, the containers' diagnostics, and the detail's route after a link.
@MainActor
@Suite struct SplitReplayTests {
    @Test(arguments: TestFrontEnd.allCases)
    func theUsersBackInTheSidebarSideBySideIsRecordedInThatColumnAndReplayedThere(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .settings, .note(1), .info], from: .url)
        try #require(recorded.sidebar).router.headless.simulateBackSwipe()
        try #require(recorded.detail).router.headless.simulateBackSwipe()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.suffix(2).map(\.cause) == [.columnBack(.sidebar, count: 1), .columnBack(.detail, count: 1)])

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.standIns.isEmpty)
        #expect(app.journal.runs == ["pop settings", "pop info 1"])
        #expect(app.navigator.currentPath == [.folders, .note(1)])
    }

    @Test func theBackMenuInAColumnSideBySideIsRecordedWithItsColumnAndCount() throws {
        let recorded = NotesApp(.swiftUI)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        let stack = try #require(recorded.detail?.router.navigationController as? NavigationStackController)
        stack.writePath([])  // the back button's menu, to the note itself: the info goes

        #expect(journal.entries.last?.cause == .columnBack(.detail, count: 1))
        recorded.detail?.showRoute(.info)
        recorded.detail?.router.push(TestScreen("more"), animated: false)
        stack.writePath([])
        #expect(journal.entries.last?.cause == .columnBack(.detail, count: 2))
        #expect(recorded.journal.runs == ["pop info 1", "pop info 1"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSwipeDownRefusedOnAPopoverIsReplayedAsASwipeDownAndTheTapOutsideAsATapOutside(_ frontEnd: TestFrontEnd) throws {
        func appWithPopover() -> (NotesApp, NoteCoordinator) {
            let app = NotesApp(frontEnd)
            let note = app.showNote(1)
            note.router.presentModal(
                TestScreen("share"), animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("share"))
            return (app, note)
        }
        let (recorded, note) = appWithPopover()
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(note.router.headless.simulateSwipeDown() == nil, "a popover in regular width is not swiped down")
        #expect(note.router.headless.simulateTapOutside() != nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.swipeDown, .tapOutside])

        let (app, _) = appWithPopover()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(app.journal.runs == ["dismiss share"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRingJournalWhoseFirstKeptActionIsAWidthChangeReplaysInThatWidth(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        recorded.navigationController.simulateSizeClassChange(to: .compact)
        recorded.splitViewController.simulateBackSwipe()
        recorded.splitViewController.simulateBackSwipe()
        let entries = journal.entries
        let widthAction = try #require(entries.first { $0.change == .sizeClassChanged(to: .compact) }).action
        let kept = entries.filter { $0.action >= widthAction }
        let recording = NavigationJournal.Recording(entries: kept, droppedCount: entries.count - kept.count)

        let app = NotesApp(frontEnd)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(app.splitRouter.isCollapsed)
        #expect(app.navigator.currentPath == [.folders])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRingJournalThatChangesTheWidthLaterBeginsInTheWidthBeforeThatChange(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        recorded.splitViewController.simulateBackSwipe()  // compact: the split's Back pops the info
        recorded.navigationController.simulateSizeClassChange(to: .regular)
        let entries = journal.entries
        let kept = Array(entries.drop { $0.action == entries.first?.action })
        let recording = NavigationJournal.Recording(entries: kept, droppedCount: entries.count - kept.count)

        let app = NotesApp(frontEnd)  // regular, until the replay says otherwise
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(!app.splitRouter.isCollapsed)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theUsersRefusedBackOnTheSplitIsRecordedAsTheirsWithWhy(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd, in: .compact)
        let journal = NavigationJournal(navigator: app.navigator)
        app.showNote(1)
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)

        app.splitViewController.simulateBackSwipe()

        let entry = try #require(journal.entries.last)
        #expect(entry.change == .unchanged)
        #expect(entry.cause == .backSwipe)
        #expect(entry.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    // Catches: HeadlessSplitCore.acceptsBack checked outside `asUser` (the refusal recorded as the app's, with no
    // cause of the user's), and a refused `.backSwipe` replayed on the column the user sees instead of the split.
    @Test(arguments: TestFrontEnd.allCases, [false, true])
    func theUsersRefusedBackOnTheSplitSideBySideIsRecordedAsTheirsAndReplayedAsTheSameRefusal(
        _ frontEnd: TestFrontEnd, withInfo: Bool
    ) throws {
        func sideBySide() -> NotesApp {
            let app = NotesApp(frontEnd)
            app.showNote(1, pushingInfo: withInfo)  // the detail shows its only screen, or the info above it
            return app
        }
        let recorded = sideBySide()
        let journal = NavigationJournal(navigator: recorded.navigator)
        let runsBefore = recorded.journal.runs

        #expect(recorded.splitViewController.simulateBackSwipe() == nil)
        #expect(recorded.splitViewController.beginBackSwipe() == nil)

        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.change) == [.unchanged, .unchanged])
        #expect(recording.entries.map(\.cause) == [.backSwipe, .backSwipe])
        #expect(recording.entries.allSatisfy { $0.cause.isUserGesture && $0.call == nil })
        #expect(recording.entries.map { $0.diagnostics.map(\.kind) } == [[.gestureUnavailable], [.gestureUnavailable]])
        #expect(recorded.journal.runs == runsBefore)

        let app = sideBySide()
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.standIns.isEmpty)
        #expect(replay.replayed.map(\.change) == [.unchanged, .unchanged])
        #expect(app.journal.runs == runsBefore, "the replay pops nothing the recording did not")
        #expect(app.navigator.currentPath == (withInfo ? [.folders, .note(1), .info] : [.folders, .note(1)]))
    }

    // Catches: the replay of a refused `.columnBack` done with the Back button (which a native Mac has), not the
    // back swipe that was refused.
    @Test(arguments: TestFrontEnd.allCases, [NavigationPlatform.iOS, .macOS])
    func aRefusedBackInAColumnIsReplayedAsTheSameRefusedGesture(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) throws {
        // On iOS the detail shows its only screen; on a native Mac, which has no back swipe, the info above it.
        let path: [NotesRoute] = platform == .macOS ? [.folders, .note(1), .info] : [.folders, .note(1)]
        func app() -> NotesApp {
            let app = NotesApp(frontEnd)
            app.navigationController.platform = platform
            app.navigator.open(path)
            return app
        }
        let recorded = app()
        let journal = NavigationJournal(navigator: recorded.navigator)

        #expect(try #require(recorded.detail).router.headless.simulateBackSwipe() == nil)

        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.change) == [.unchanged])
        #expect(recording.entries.map(\.cause) == [.columnBack(.detail, count: 1)])

        let replayed = app()
        let replay = replayed.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.replayed.map(\.change) == [.unchanged])
        #expect(replay.replayed.map(\.cause) == [.columnBack(.detail, count: 1)])
        #expect(replayed.navigator.currentPath == path)
    }

    @Test func aSplitsAndATabBarsDiagnosticsReachTheJournalAsUnchangedEntriesWithWhy() throws {
        let notes = NotesApp()
        let notesJournal = NavigationJournal(navigator: notes.navigator)
        notes.splitRouter.show(
            NoteCoordinator(parent: notes.split, router: notes.splitRouter.makeColumnRouter(), id: 1, journal: notes.journal), in: .content)
        let splitEntry = try #require(notesJournal.entries.last)
        #expect(splitEntry.change == .unchanged)
        #expect(splitEntry.call == "show")
        #expect(splitEntry.diagnostics.map(\.kind) == [.splitColumnUnavailable])

        let shop = ShopApp()
        let shopJournal = NavigationJournal(navigator: shop.navigator)
        shop.tabBarRouter.selectTab(at: 9)
        let tabEntry = try #require(shopJournal.entries.last)
        #expect(tabEntry.change == .unchanged)
        #expect(tabEntry.diagnostics.map(\.kind) == [.tabNotFound])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theBackThatClosesTheDetailIsTheUsersBackSwipeAndAReplayRedoesItWithNoStandIn(_ frontEnd: TestFrontEnd) {
        let recorded = NotesApp(frontEnd, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        recorded.splitViewController.simulateBackSwipe()
        let recording = NavigationJournal.Recording(entries: journal.entries)
        let closing = recording.entries.filter { $0.action == recording.entries.last?.action }
        #expect(closing.allSatisfy { $0.cause == .backSwipe })
        #expect(closing.map(\.change).contains(.columnCleared(column: .detail)))

        let app = NotesApp(frontEnd, in: .compact)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil)
        #expect(replay.standIns.isEmpty)
        #expect(app.journal.runs == ["pop note 1"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func afterALinkTheJournalsPathsNameTheDetailsRoute(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)

        app.navigator.open([.folders, .note(1)], from: .url)

        let shown = try #require(journal.entries.first { $0.change == .columnShown(column: .detail) })
        #expect(shown.path == [.folders, .note(1)])
        #expect(journal.entries.last?.path == [.folders, .note(1)])
    }
}
