import Foundation
import Testing
import TiltUp
import TiltUpTest

/// The SwiftUI code of the SwiftUI navigation and iPad articles, as a native macOS app runs it: `RouterView` sets
/// the window's stack to the Mac's rules (`platform = .macOS`), which a test sets the same way.
@MainActor
@Suite struct MacAppNavigationTests {
    @Test func theStoreWindowGoesBackWithTheBackButtonAndRefusesTheBackSwipeOnAMac() throws {
        let window = StoreWindow()
        let stack = try #require(window.appCoordinator.router.navigationController as? NavigationStackController)
        stack.platform = .macOS
        window.launch(restoring: nil)
        window.open(URL(string: "store://details")!)
        #expect(window.navigator.currentPath == [.details])

        #expect(stack.simulateBackSwipe() == nil, "a Mac has no back swipe")
        #expect(window.navigator.currentPath == [.details])
        #expect(stack.simulateBackButton() != nil, "the toolbar's Back, or ⌘[")
        #expect(window.navigator.currentPath.isEmpty, "the store, the root, stands for no route")
    }

    @Test func theStoreWindowSavesAndRestoresOnAMacAsOnIOS() throws {
        let first = StoreWindow()
        (first.appCoordinator.router.navigationController as? NavigationStackController)?.platform = .macOS
        first.launch(restoring: nil)
        first.navigator.open([.details, .details])
        let saved = try #require(first.savedNavigation())
        first.close()

        let second = StoreWindow()
        (second.appCoordinator.router.navigationController as? NavigationStackController)?.platform = .macOS
        second.launch(restoring: saved)
        #expect(second.navigator.currentPath == [.details, .details])
    }

    @Test func theNotesSplitViewNeverCollapsesOnAMacAndItsSidebarHidesWithoutEndingAnything() throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
        let stack = try #require(appCoordinator.router.navigationController as? NavigationStackController)
        stack.platform = .macOS
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        navigator.open([.folders, .note(7)])
        weak let note = split.splitRouter.column(.detail)?.coordinator

        stack.simulateSizeClassChange(to: .compact)
        #expect(!split.splitRouter.isCollapsed, "a Mac window is always regular")
        split.splitRouter.setSidebarHidden(true)
        #expect(split.splitRouter.isSidebarHidden)
        #expect(note != nil, "hiding the sidebar ends nothing")
        #expect(navigator.currentPath == [.folders, .note(7)])

        appCoordinator.close()  // the window's close button
        #expect(note == nil)
    }

    // MARK: The whole Mac app of the article

    /// A window of the article's Mac app, launched as SwiftUI would on a Mac.
    private func macWindow(note: Int? = nil, restoring saved: Data? = nil) throws -> NotesMacWindow {
        let window = NotesMacWindow()
        try #require(window.appCoordinator.router.navigationController as? NavigationStackController).platform = .macOS
        window.launch(note: note, restoring: saved)
        return window
    }

    @Test func aSaveThatCannotBeReadLeavesTheWindowToTheNoteItWasOpenedFor() throws {
        let window = try macWindow(note: 3, restoring: Data("not a save".utf8))
        #expect(window.navigator.currentPath == [.folders, .note(3)])

        let empty = try macWindow()
        #expect(empty.navigator.currentPath == [.folders])
    }

    @Test func theRenameSheetClosesOnceWithEscapeOrItsDoneButtonAndTheTitleFollowsTheTextField() throws {
        let window = try macWindow(note: 1)
        let journal = NavigationJournal(navigator: window.navigator)
        let root = try #require(window.appCoordinator.router.viewControllers.first)
        let split = try #require(SplitRouter.router(driving: root))
        let note = try #require(split.column(.detail)?.coordinator as? MacNoteCoordinator)
        let stack = try #require(note.router.navigationController as? NavigationStackController)

        note.showRename()
        let viewModel = try hostedModel(of: note.router.presentedRouter?.viewControllers.first, as: RenameNoteViewModel.self)
        viewModel.state.edit(\.title, to: "Groceries") { viewModel.rename(to: $0) }  // what the text field writes
        #expect(note.title == "Groceries")
        #expect(stack.simulateEscape() != nil)  // SwiftUI's own Escape
        viewModel.finished()  // and Done, whose shortcut is Escape too: nothing is left to close

        note.showRename()
        try hostedModel(of: note.router.presentedRouter?.viewControllers.first, as: RenameNoteViewModel.self).finished()

        let dismissals = journal.entries.filter { if case .dismissed = $0.change { true } else { false } }
        #expect(dismissals.map(\.cause) == [.swipeDown, .app])
        #expect(note.router.presentedRouter == nil)
        #expect(window.appCoordinator.retainedCoordinators.count == 3, "the split view, the list and the note")
    }

    @Test func theSidebarsSelectionFollowsTheDetailWhoeverChangesIt() throws {
        let window = try macWindow()
        let root = try #require(window.appCoordinator.router.viewControllers.first)
        let split = try #require(SplitRouter.router(driving: root))
        let list = try #require(split.column(.sidebar)?.coordinator as? FolderListCoordinator)

        list.viewModel.state.edit(\.selected, to: 2) { list.viewModel.pick($0) }  // the user picks note 2
        #expect(window.navigator.currentPath == [.folders, .note(2)])
        #expect(list.viewModel.state.values.selected == 2)

        window.navigator.open([.folders, .note(3)])  // a link
        #expect(list.viewModel.state.values.selected == 3)

        split.clear(.detail)
        #expect(list.viewModel.state.values.selected == nil)
    }
}
