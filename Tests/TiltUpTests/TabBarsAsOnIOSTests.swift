import Testing
import TiltUp

/// What the headless tab bar does as UIKit does, where a test could otherwise pass here and the app
/// do something else on a phone (issue 22, point 1), and the answers the tab bars, deep links and
/// saving navigation articles give to what would otherwise be guessed.
@MainActor
@Suite struct TabBarsAsOnIOSTests {
    /// The shop app with an edit modal presented from within the Home tab, then Orders selected in code.
    private func appWithAModalLeftInHome() -> ShopApp {
        let app = ShopApp()
        app.navigator.open([.home, .edit(1)])
        app.tabBarController.selectedIndex = 1
        #expect(app.tabRouter(0).presentedRouter != nil)
        return app
    }

    @Test func aModalLeftUpInATabCodeMovedAwayFromIsDismissedByALinkIntoAnotherTab() {
        let app = appWithAModalLeftInHome()
        let liveBefore = app.journal.liveCoordinatorCount

        let opening = app.navigator.open([.orders, .order(4)])

        #expect(opening.isComplete)
        #expect(app.journal.runs == ["dismiss edit 1"])
        #expect(app.tabRouter(0).presentedRouter == nil)
        #expect(app.tabRouter(0).navigationController.presentedViewController == nil)
        #expect(app.journal.liveCoordinatorCount == liveBefore - 1 + 1)
        #expect(app.navigator.currentPath == [.orders, .order(4)])
    }

    @Test func aLinkToTheSelectedTabAloneStillDismissesTheModalThatCoversIt() {
        let app = appWithAModalLeftInHome()
        let opening = app.navigator.open([.orders])
        #expect(opening.isComplete)
        #expect(app.journal.runs == ["dismiss edit 1"])
        app.navigator.open([.orders])
        #expect(app.journal.runs == ["dismiss edit 1"])
    }

    @Test func aLinkIntoTheTabThatPresentsTheModalDismissesItAsOneOverTheSelectedTab() {
        let app = appWithAModalLeftInHome()
        app.navigator.open([.home, .help])
        #expect(app.journal.runs == ["dismiss edit 1"])
        #expect(app.navigator.currentPath == [.home, .help])
    }

    @Test func theUsersTapIsRefusedWhileAModalFromAnyTabCoversTheTabBar() {
        let app = appWithAModalLeftInHome()
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func aLinkWhoseFirstStepNobodyHandlesLeavesTheModalUp() {
        let app = appWithAModalLeftInHome()
        let opening = app.navigator.open([.receipt])
        #expect(opening.unresolved == [.receipt])
        #expect(app.journal.runs.isEmpty)
        #expect(app.tabRouter(0).presentedRouter != nil)
    }
}
