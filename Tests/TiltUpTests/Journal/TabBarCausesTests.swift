import Testing
import TiltUp
import TiltUpTestSupport

/// The causes a journal records for the tab bar's gestures are the user's (issue 59, §10): a tap, the sidebar
/// button, hiding a tab and moving one; the app's own changes of the tab bar are the app's.
@MainActor
@Suite struct TabBarCausesTests {
    @Test(arguments: [
        NavigationCause.tabTap(index: 0), .tabTap(index: 3), .sidebarToggle, .tabHiding(index: 1, hidden: true),
        .tabHiding(index: 1, hidden: false), .tabMove(from: 2, to: 1),
    ])
    func theTabBarsGesturesAreTheUsers(_ cause: NavigationCause) {
        #expect(cause.isUserGesture)
    }

    @Test(arguments: [NavigationCause.app, .link(origin: .app), .link(origin: .restoration)])
    func theAppsChangesAndLinksAreNoGesture(_ cause: NavigationCause) {
        #expect(!cause.isUserGesture)
    }

    @Test func eachTabBarGestureIsRecordedWithTheUsersCause() {
        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarController.simulateTabSelection(at: 1)
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateHidingTab(at: 3)
        app.tabBarController.simulateMovingTab(from: 2, to: 1)
        app.tabBarRouter.selectTab(at: 0)
        let causes = journal.entries.map(\.cause)
        #expect(causes.contains(.tabTap(index: 1)))
        #expect(causes.contains(.sidebarToggle))
        #expect(causes.contains(.tabHiding(index: 3, hidden: true)))
        #expect(causes.contains(.tabMove(from: 2, to: 1)))
        #expect(journal.entries.filter { $0.cause.isUserGesture }.count == 4)
        #expect(journal.entries.last?.cause == .app, "the app's selectTab")
    }
}
