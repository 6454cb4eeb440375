import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// No path, the app's or the user's, ends on a tab the user hid: a restored save, `setTabs`, `selectTab`, a
/// link to a tab or to a group (issue 59, §2). A link or a restore never shows a tab the user hid: the path
/// stops before it, reported, and the tab stays hidden.
@MainActor
@Suite struct HiddenTabsTests {
    /// The music app, Radio (index 3) hidden by a restored save, Albums (index 1) selected.
    private func appWithRadioHidden(_ frontEnd: TestFrontEnd) -> MusicApp {
        let app = MusicApp(frontEnd)
        var save = NavigationSnapshot<MusicRoute>(foreground: [.albums])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        app.navigator.restore(save)
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.tabBarRouter.selectedIndex == 1)
        app.diagnostics = []
        return app
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRestoredSaveWhosePathGoesThroughATabItHidesSelectsNoHiddenTab(_ frontEnd: TestFrontEnd) throws {
        let app = MusicApp(frontEnd)
        var save = NavigationSnapshot<MusicRoute>(foreground: [.radio, .album(2)])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        let opening = app.navigator.restore(save)
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        let selected = try #require(app.tabBarRouter.selectedIndex)
        #expect(!app.tabBarRouter.isTabHidden(at: selected))
        #expect(selected == 0, "the first tab shown")
        #expect(opening.ending == .stopped)
        #expect(opening.unresolved == [.radio, .album(2)])
        #expect(app.tabRouter("radio").viewControllers.count == 1, "nothing is shown in a tab the user hid")
        #expect(app.diagnostics.contains { $0.kind == .tabNotFound && $0.message.contains("hid") })
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRestoreFromDataThroughAHiddenTabSelectsNoHiddenTab(_ frontEnd: TestFrontEnd) throws {
        let app = MusicApp(frontEnd)
        var save = NavigationSnapshot<MusicRoute>(background: [[.artists, .album(1)]], foreground: [.radio])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        app.navigator.restore(restorationData: try save.restorationData())
        let selected = try #require(app.tabBarRouter.selectedIndex)
        #expect(!app.tabBarRouter.isTabHidden(at: selected))
        #expect(app.tabRouter("artists").viewControllers.count == 2, "the rest of the save is restored")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func setTabsFallingBackToTheSameIndexSkipsAHiddenTab(_ frontEnd: TestFrontEnd) throws {
        let app = appWithRadioHidden(frontEnd)
        let tabs = app.tabBarRouter.tabs
        app.tabBarRouter.setTabs([tabs[0], tabs[3], tabs[2], tabs[4]])  // Albums goes; hidden Radio takes its index
        let selected = try #require(app.tabBarRouter.selectedIndex)
        #expect(app.tabBarRouter.isTabHidden(at: 1))
        #expect(!app.tabBarRouter.isTabHidden(at: selected))
        #expect(selected == 0, "the first tab shown, as when the selected tab is hidden")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func setTabsAskedToSelectAHiddenTabRefusesIt(_ frontEnd: TestFrontEnd) {
        let app = appWithRadioHidden(frontEnd)
        app.tabBarRouter.setTabs(app.tabBarRouter.tabs, selectedIndex: 3)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
        #expect(
            app.diagnostics.first?.message.hasPrefix("TabBarRouter.setTabs") == true, "the router refuses it, UIKit's controller would not")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func selectingAHiddenTabInCodeChangesNothingAndIsReported(_ frontEnd: TestFrontEnd) {
        let app = appWithRadioHidden(frontEnd)
        app.tabBarRouter.selectTab(at: 3)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(!app.tabBarRouter.selectTab(of: app.tabBarRouter.tabs[3].coordinator))
        #expect(app.tabBarRouter.selectedIndex == 1)
        app.tabBarController.selectedIndex = 3  // on the headless controller itself
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound, .tabNotFound, .tabNotFound])
        #expect(app.diagnostics.allSatisfy { $0.message.contains("hid") })
        #expect(app.diagnostics.map { $0.message.prefix(19) } == ["TabBarRouter.select", "TabBarRouter.select", "HeadlessTabBarContr"])
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aLinkToATabTheUserHidStopsBeforeItAndTheTabStaysHidden(_ frontEnd: TestFrontEnd) {
        let app = appWithRadioHidden(frontEnd)
        let opening = app.navigator.open([.radio, .album(1)])
        #expect(opening.ending == .stopped)
        #expect(opening.shown.isEmpty)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.tabRouter("radio").viewControllers.count == 1)
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
    }

    @Test func aLinkToAGroupWhoseFirstTabIsHiddenSelectsItsFirstTabShown() throws {
        let app = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, true), ("Artists", .artists, false)])],
            groupRoutes: ["Library": .library])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 1))
        let opening = app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(opening.ending == .complete)
    }

    @Test func aLinkToAGroupWhoseLastSelectedTabWasHiddenSelectsItsFirstTabShown() throws {
        let app = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, true), ("Artists", .artists, true)])],
            groupRoutes: ["Library": .library])
        app.navigator.open([.artists])
        app.navigator.open([.home])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 2))
        app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 1)
    }

    @Test func aLinkToAGroupWhoseTabsAreAllHiddenStopsThere() throws {
        let app = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, true), ("Artists", .artists, true)])],
            groupRoutes: ["Library": .library])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 1))
        #expect(app.tabBarController.simulateHidingTab(at: 2))
        app.diagnostics = []
        let opening = app.navigator.open([.library])
        #expect(opening.ending == .stopped)
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
    }
}

/// Rules of the hidden tabs and groups that a one-line change would otherwise break unseen: the headless
/// controller's own fallback, a code selection remembered by its group, a restore into an app with tabs hidden.
@MainActor
@Suite struct HiddenTabsEdgeTests {
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theControllersOwnFallbackNeverLandsOnAHiddenTab(_ frontEnd: TestFrontEnd) throws {
        let app = MusicApp(frontEnd)
        #expect(app.tabBarRouter.hideTab(at: 3))
        app.tabBarRouter.selectTab(at: 2)
        // Artists' screen taken off the controller directly: UIKit's rule falls on index 2, hidden Radio now.
        let screens = try #require(app.tabBarController.viewControllers)
        app.tabBarController.viewControllers = screens.enumerated().filter { $0.offset != 2 }.map(\.element)
        let selected = try #require(app.tabBarRouter.selectedIndex)
        #expect(app.tabBarRouter.tabs.count == 4)
        #expect(!app.tabBarRouter.isTabHidden(at: selected))
        #expect(selected == 0)
    }

    @Test func aGroupRemembersATabSelectedOnTheControllerInCode() {
        let app = MusicApp()
        app.tabBarController.selectedIndex = 2  // Artists, in code on the controller
        app.tabBarController.selectedIndex = 0
        app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 2)
    }

    @Test func aRestoreIntoAnAppWithTabsHiddenRestoresTheirStacks() {
        let app = MusicApp()
        #expect(app.tabBarRouter.hideTab(at: 3))
        var save = NavigationSnapshot<MusicRoute>(background: [[.radio, .album(5)]], foreground: [.home])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        #expect(app.navigator.restore(save).isComplete)
        #expect(app.tabRouter("radio").viewControllers.count == 2, "the hidden tab's stack is restored")
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.tabBarRouter.selectedIndex == 0)
    }
}
