import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// Deep links and saved navigation go through the columns in order, sidebar first, in either width.
@MainActor
@Suite struct SplitRouteTests {
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aLinkOpensTheSidebarThenTheDetailAndItsScreens(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) {
        let app = NotesApp(frontEnd, in: sizeClass)
        let opening = app.navigator.open([.folders, .settings, .note(2), .info])

        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.folders, .settings, .note(2), .info])
        #expect(app.detail?.id == 2)
        if sizeClass == .compact {
            #expect(app.collapsedNames == ["folders", "settings", "note 2", "info 2"])
        }
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aLinkToAnotherNoteReplacesTheDetailAndOneToTheSidebarClearsIt(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.navigator.open([.folders, .settings, .note(1), .info])

        app.navigator.open([.folders, .settings, .note(2)])
        #expect(app.journal.runs == ["pop info 1", "pop note 1"])
        #expect(app.navigator.currentPath == [.folders, .settings, .note(2)])

        app.navigator.open([.folders])
        #expect(app.journal.runs == ["pop info 1", "pop note 1", "pop note 2", "pop settings"])
        #expect(app.navigator.currentPath == [.folders])
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.journal.liveCoordinatorCount == 2, "the split and the folders")
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aSnapshotTakenInOneWidthRestoresInTheOther(_ frontEnd: TestFrontEnd, _ taken: SizeClass) throws {
        let app = NotesApp(frontEnd, in: taken)
        app.navigator.open([.folders, .settings, .note(3), .info])
        let snapshot = app.navigator.capture()
        #expect(snapshot == NavigationSnapshot(foreground: [.folders, .settings, .note(3), .info]))

        let restored = NotesApp(frontEnd, in: taken == .regular ? .compact : .regular)
        restored.navigator.restore(try NavigationSnapshot.read(restorationData: snapshot.restorationData()).snapshot)

        #expect(restored.navigator.currentPath == snapshot.foreground)
        #expect(restored.detail?.router.viewControllers.count == 2)
        restored.navigationController.simulateSizeClassChange(to: taken)
        #expect(restored.navigator.capture() == snapshot, "the path is the same in either width")
    }

    @Test(arguments: [SizeClass.regular, .compact])
    func aGuardedStepInTheDetailWaitsForItsFlowThenOpensInEitherWidth(_ sizeClass: SizeClass) throws {
        let app = NotesApp(in: sizeClass)
        app.journal.infoLocked = true
        let opening = app.navigator.open([.folders, .note(1), .info])
        #expect(opening.isPending)
        #expect(app.navigator.currentPath == [.folders, .note(1)])

        app.navigationController.simulateSizeClassChange(to: sizeClass == .regular ? .compact : .regular)
        app.journal.infoLocked = false
        try #require(app.journal.waitingFlows.first).succeed()

        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.folders, .note(1), .info])
    }

    @Test func theUsersBackPastTheDetailInCompactWidthShortensThePath() {
        let app = NotesApp(in: .compact)
        app.navigator.open([.folders, .note(1), .info])
        app.splitViewController.simulateBackSwipe()
        #expect(app.navigator.currentPath == [.folders, .note(1)])
        app.splitViewController.simulateBackSwipe()
        #expect(app.navigator.currentPath == [.folders])
        app.navigator.open([.folders, .note(1)])
        #expect(app.navigator.currentPath == [.folders, .note(1)])
    }

    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aModalTheDetailPresentsForARouteIsTheLastStepOfThePathAndReopens(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotesApp(frontEnd, in: sizeClass)

        let opening = app.navigator.open([.folders, .note(1), .share])

        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.folders, .note(1), .share])
        let reopened = NotesApp(frontEnd, in: sizeClass == .regular ? .compact : .regular)
        reopened.navigator.restore(app.navigator.capture())
        #expect(reopened.navigator.currentPath == [.folders, .note(1), .share])
        try #require(app.detail).router.headless.simulateSwipeDown()
        #expect(app.navigator.currentPath == [.folders, .note(1)])
        #expect(app.journal.runs == ["dismiss share 1"])
    }
}
