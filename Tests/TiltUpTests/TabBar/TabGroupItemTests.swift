import Testing
import TiltUp
import TiltUpTestSupport

/// Where the tab bar shows a group (issue 59, §2 and §10): under UIKit's rules a group is one item of the tab
/// bar on an iPhone and on an iPad without the sidebar, which shows the group's selected tab; SwiftUI's tab bar
/// shows each of a section's tabs. The sidebar a tab bar with groups makes starts shown on a Mac, and under
/// SwiftUI's rules its visibility is SwiftUI's own, which TiltUp does not follow.
@MainActor
@Suite struct TabGroupItemTests {
    @Test func underUIKitsRulesAGroupIsOneItemOfAnIPhonesTabBar() {
        let app = MusicApp(regular: false)
        app.tabBarController.simulateTabSelection(at: 2)  // Artists, not the tab Library's item shows
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.diagnostics.first?.message.contains("Library") == true)
        app.tabBarController.simulateTabSelection(at: 1)  // Library's item, which shows Albums
        #expect(app.tabBarRouter.selectedIndex == 1)
    }

    @Test func tappingAGroupsItemShowsTheGroupsSelectedTab() {
        let app = MusicApp(regular: false)
        app.navigator.open([.artists])
        app.tabBarController.simulateTabSelection(at: 0)
        app.diagnostics = []
        app.tabBarController.simulateTabSelection(at: 1)  // Albums is no longer what Library's item shows
        #expect(app.tabBarRouter.selectedIndex == 0)
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 2, "Library's item shows Artists, its selected tab")
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func underUIKitsRulesAGroupIsOneItemOfAnIPadsTabBarUntilTheSidebarShows() {
        let app = MusicApp()
        #expect(!app.tabBarController.isSidebarVisible, "an iPad starts with the tab bar")
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.tabBarController.simulateSidebarToggle())
        app.tabBarController.simulateTabSelection(at: 2)  // the sidebar lists each of the group's tabs
        #expect(app.tabBarRouter.selectedIndex == 2)
    }

    @Test func aRefusedTapOnAGroupsTabReplaysTheSame() {
        let app = MusicApp(regular: false)
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarController.simulateTabSelection(at: 2)
        app.tabBarController.simulateTabSelection(at: 1)
        let replayed = MusicApp(regular: false)
        #expect(replayed.navigator.replay(NavigationJournal.Recording(entries: journal.entries)).divergence == nil)
        #expect(replayed.tabBarRouter.selectedIndex == 1)
    }

    @Test(arguments: [true, false])
    func underSwiftUIsRulesEachTabOfAGroupIsAnItem(_ regular: Bool) {
        let app = MusicApp(.swiftUI, regular: regular)
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: [NavigationPlatform.macCatalyst, .macOS])
    func aTabBarWithGroupsStartsAsASidebarOnAMac(_ platform: NavigationPlatform) {
        for frontEnd in [TestFrontEnd.uiKit, .swiftUI] {
            let app = MusicApp(frontEnd)
            #expect(!app.tabBarRouter.isSidebarVisible, "\(frontEnd): an iPad starts with the tab bar")
            app.navigationController.platform = platform
            #expect(app.tabBarRouter.isSidebarVisible, "\(frontEnd) on \(platform)")
            #expect(app.tabBarController.isSidebarVisible)
            app.tabBarController.simulateTabSelection(at: 2)
            #expect(app.tabBarRouter.selectedIndex == 2, "\(frontEnd) on \(platform): the sidebar lists the group's tabs")

            let plain = ShopApp(frontEnd)
            plain.navigationController.platform = platform
            #expect(!plain.tabBarRouter.isSidebarVisible, "\(frontEnd) on \(platform): no groups, no sidebar")
        }
    }

    @Test func underSwiftUIsRulesTheSidebarToggleReportsNothingTiltUpCannotKnow() {
        let app = MusicApp(.swiftUI)
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(!app.tabBarController.simulateSidebarToggle())
        #expect(!app.tabBarRouter.isSidebarVisible)
        #expect(!app.tabBarController.isSidebarVisible)
        #expect(events.isEmpty)
        #expect(!journal.entries.contains { $0.change == .sidebarVisibilityChanged(visible: true) })
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.diagnostics.first?.message.contains("SwiftUI") == true)
        _ = observation
    }
}
