import Foundation
import Testing
import TiltUp

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
}
