import Foundation
import Testing
import TiltUp
import TiltUpTest

// The "iPad, Mac and windows" article's tests of split views and windows, and more of the same app.

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
@MainActor
@Test func aNotePickedOnIPadStaysInSlideOverAndBackClosesIt() {
    let appCoordinator = TestAppCoordinator()
    appCoordinator.simulateSizeClassChange(to: .regular)
    appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
    let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
    navigator.open([.folders, .note(7)])
    #expect(appCoordinator.splitRouter?.column(.detail) != nil)

    appCoordinator.simulateSizeClassChange(to: .compact)  // Slide Over: one stack, nothing closed
    #expect(navigator.currentPath == [.folders, .note(7)])
    appCoordinator.simulateBackSwipe()

    #expect(navigator.currentPath == [.folders])
    #expect(appCoordinator.splitRouter?.column(.detail) == nil)
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
@MainActor
@Test func closingOneWindowLeavesTheOther() {
    let first = TestAppCoordinator()
    let second = TestAppCoordinator()
    for window in [first, second] {
        window.start(coordinator: NotesSplitCoordinator(appCoordinator: window))
    }
    RouteNavigator<NotesRoute>(appCoordinator: first).open([.folders, .note(1)])

    first.close()
    RouteNavigator<NotesRoute>(appCoordinator: second).open([.folders, .note(2)])

    #expect(first.retainedCoordinators.isEmpty)
    #expect(second.splitRouter?.column(.detail) != nil)
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
@MainActor
@Test func anotherNotebookClearsTheNoteBesideItAndASecondTapChangesNothing() throws {
    let appCoordinator = TestAppCoordinator()
    appCoordinator.simulateSizeClassChange(to: .regular)
    appCoordinator.start(coordinator: NotebooksSplitCoordinator(appCoordinator: appCoordinator))
    let navigator = RouteNavigator<NotebookRoute>(appCoordinator: appCoordinator)
    navigator.open([.notebooks, .notebook("Field"), .note(3)])
    let notebooks = try #require(appCoordinator.splitRouter?.column(.sidebar)?.coordinator as? NotebooksCoordinator)

    notebooks.showRoute(.notebook("Field"))  // a second tap on the notebook listed
    #expect(navigator.currentPath == [.notebooks, .notebook("Field"), .note(3)])

    notebooks.showRoute(.notebook("Birds"))
    #expect(navigator.currentPath == [.notebooks, .notebook("Birds")])
    #expect(appCoordinator.splitRouter?.column(.detail) == nil)
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
@MainActor
@Test func theShareSheetOfTheNotesReopensOverThemWithTheNoteUnderIt() throws {
    let appCoordinator = TestAppCoordinator()
    appCoordinator.simulateSizeClassChange(to: .regular)
    appCoordinator.start(coordinator: NotebooksSplitCoordinator(appCoordinator: appCoordinator))
    let navigator = RouteNavigator<NotebookRoute>(appCoordinator: appCoordinator)
    navigator.open([.notebooks, .notebook("Field"), .note(3)])
    let notebook = try #require(appCoordinator.splitRouter?.column(.content)?.coordinator as? NotebookCoordinator)

    notebook.showRoute(.share)  // the Share button of the notes
    #expect(navigator.currentPath == [.notebooks, .notebook("Field"), .share])

    let reopened = TestAppCoordinator()
    reopened.simulateSizeClassChange(to: .compact)
    reopened.start(coordinator: NotebooksSplitCoordinator(appCoordinator: reopened))
    let reopening = RouteNavigator<NotebookRoute>(appCoordinator: reopened)
    reopening.restore(navigator.capture())
    #expect(reopening.currentPath == [.notebooks, .notebook("Field"), .share])
    #expect(reopened.splitRouter?.column(.detail) != nil)  // note 3, under the sheet
}
// docs-twin-end

@MainActor
@Suite struct IPadArticleAppTests {
    @Test func aTapOnANoteShowsItInTheDetailAndAnotherReplacesItReleasingTheFirst() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.simulateSizeClassChange(to: .regular)
        appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
        let split = try #require(appCoordinator.splitRouter)
        let folders = try #require(split.column(.sidebar)?.router.viewControllers.first as? FoldersScreen)

        folders.viewModel.pickedNote(1)
        weak let first = split.column(.detail)?.coordinator as? NoteCoordinator
        folders.viewModel.pickedNote(2)

        #expect(first == nil)
        #expect((split.column(.detail)?.coordinator as? NoteCoordinator)?.id == 2)
        #expect(RouteNavigator<NotesRoute>(appCoordinator: appCoordinator).currentPath == [.folders, .note(2)])
    }

    @Test func aLinkOpensTheNoteAndItsHistoryAndIsWrittenBackTheSame() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        let link = try #require(URL(string: "notes://folders/3/history"))

        navigator.open(link, using: NotesRoute.urls)

        #expect(navigator.currentPath == [.folders, .note(3), .history])
        #expect(try NotesRoute.urls.url(for: navigator.currentPath).get() == link)
        #expect(appCoordinator.splitViewController?.collapsedViewControllers.count == 3, "compact: one stack")
    }
}

@MainActor
@Suite struct NewWindowTests {
    @Test func aPathOpenedInANewWindowIsRestoredThereAndThisWindowIsLeftAsItIs() throws {
        let front = TestAppCoordinator()
        front.start(coordinator: NotesSplitCoordinator(appCoordinator: front))
        let frontNavigator = RouteNavigator<NotesRoute>(appCoordinator: front)
        frontNavigator.open([.folders, .note(1)])

        // What openInNewWindow and openWindow(value:) hand the new window: the path as saved navigation.
        let handed = try NavigationSnapshot(foreground: [NotesRoute.folders, .note(7)]).restorationData()
        let newWindow = TestAppCoordinator()
        newWindow.start(coordinator: NotesSplitCoordinator(appCoordinator: newWindow))
        let newNavigator = RouteNavigator<NotesRoute>(appCoordinator: newWindow)
        newNavigator.restore(restorationData: handed)

        #expect(newNavigator.currentPath == [.folders, .note(7)])
        #expect(frontNavigator.currentPath == [.folders, .note(1)])
    }
}
