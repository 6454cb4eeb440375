import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// iOS 18's tab bar: groups of tabs that an iPad shows as a sidebar too, the user's customization (hiding a
/// tab, reordering a group), the search tab; each tab with its own stack, route and coordinator.
@MainActor
@Suite struct TabGroupsTests {
    @Test func aGroupsTabsAreTabsInItsPlaceEachWithItsOwnStackAndCoordinator() {
        let app = MusicApp()
        #expect(app.tabNames == ["home", "albums", "artists", "radio", "search"])
        #expect(app.tabBarRouter.items.count == 4)
        #expect(app.tabBarRouter.groups.map(\.title) == ["Library"])
        #expect(app.tabBarRouter.group(ofTabAt: 2)?.title == "Library")
        #expect(app.tabBarRouter.group(ofTabAt: 0) == nil)
        for tab in app.tabBarRouter.tabs {
            #expect(app.appCoordinator.containsCoordinator(tab.coordinator))
        }
        #expect(app.tabRouter("artists").viewControllers.count == 1)
    }

    @Test func selectingAGroupsTabFromTheSidebarIsTheUsersTap() {
        let app = MusicApp()
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        #expect(app.tabBarController.simulateSidebarToggle())
        #expect(app.tabBarController.isSidebarVisible && app.tabBarRouter.isSidebarVisible)
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(events == [.sidebarShown, .tabSelected(index: 2)])
        _ = observation
    }

    @Test func theSidebarExistsOnlyInRegularWidthWithGroups() {
        let app = MusicApp(regular: false)
        #expect(!app.tabBarController.simulateSidebarToggle())
        #expect(!app.tabBarController.isSidebarVisible)
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(app.tabBarController.simulateSidebarToggle())
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(!app.tabBarController.isSidebarVisible, "compact width shows the tab bar")
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])

        let plain = ShopApp()
        plain.navigationController.simulateSizeClassChange(to: .regular)
        #expect(!plain.tabBarController.simulateSidebarToggle(), "no groups, no sidebar")
    }

    @Test func aModalOverTheTabBarCoversTheSidebarButton() {
        let app = MusicApp()
        app.appCoordinator.router.presentModal(TestScreen("sheet"), animated: false)
        #expect(!app.tabBarController.simulateSidebarToggle())
        #expect(!app.tabBarController.isSidebarVisible)
    }

    @Test func aDeepLinkGoesThroughAGroupToItsTab() {
        let app = MusicApp()
        app.navigator.open([.artists, .album(4)])
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(app.navigator.currentPath == [.artists, .album(4)])
        app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 2, "the group's route selects its selected tab")
        app.navigator.open([.home])
        app.navigator.open([.library])
        #expect(app.navigator.currentPath == [.artists], "the one it showed last, which keeps its own route")
        let fresh = MusicApp()
        fresh.navigator.open([.library])
        #expect(fresh.navigator.currentPath == [.albums], "or its first")
        app.navigator.open([.albums, .album(1)])
        #expect(app.navigator.currentPath == [.albums, .album(1)])
    }

    @Test func savedNavigationRestoresATabOfAGroup() throws {
        let app = MusicApp()
        app.navigator.open([.artists, .album(4)])
        let data = try app.navigator.capture().restorationData()
        let restored = MusicApp()
        restored.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: data).snapshot)
        #expect(restored.navigator.currentPath == [.artists, .album(4)])
    }

    @Test func theUserHidesATabThatAllowsItAndItKeepsItsStack() {
        let app = MusicApp()
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        app.tabBarRouter.selectTab(at: 3)
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        events = []
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.tabBarRouter.selectedIndex == 0, "the selected tab went out of sight: the first shown is selected")
        #expect(app.tabBarRouter.tabs.count == 5)
        #expect(app.appCoordinator.containsCoordinator(app.tabBarRouter.tabs[3].coordinator))
        #expect(events == [.tabSelected(index: 0), .tabHidden(index: 3)])
        app.tabBarController.simulateTabSelection(at: 3)
        #expect(app.tabBarRouter.selectedIndex == 0, "a hidden tab cannot be tapped")
        #expect(app.tabBarController.simulateShowingTab(at: 3))
        #expect(!app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.runs.isEmpty)
        _ = observation
    }

    @Test func aTabThatDoesNotAllowHidingStays() {
        let app = MusicApp()
        #expect(!app.tabBarController.simulateHidingTab(at: 0))
        #expect(!app.tabBarRouter.isTabHidden(at: 0))
        #expect(!app.tabBarController.simulateHidingTab(at: 9))
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test func theUserReordersAGroupThatAllowsItAndOnlyWithinIt() {
        let app = MusicApp()
        app.tabBarRouter.selectTab(at: 1)
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(app.tabBarRouter.groups.first?.tabs.map { ($0.coordinator as! MusicStackCoordinator).name } == ["artists", "albums"])
        #expect(app.tabBarRouter.selectedIndex == 2, "the selected tab moved with its place")
        #expect(!app.tabBarController.simulateMovingTab(from: 1, to: 0), "out of the group")
        #expect(!app.tabBarController.simulateMovingTab(from: 3, to: 4), "tabs in no group")
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"])
    }

    @Test func savedNavigationKeepsTheHiddenTabs() throws {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        app.tabBarController.simulateHidingTab(at: 3)
        let snapshot = app.navigator.capture()
        #expect(snapshot.hiddenTabs == ["radio"], "named by its route, not its title")
        let restored = MusicApp()
        restored.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: snapshot.restorationData()).snapshot)
        #expect(restored.tabBarRouter.isTabHidden(at: 3))
        #expect(restored.tabBarController.simulateSidebarToggle())
        #expect(restored.tabBarController.simulateShowingTab(at: 3))
    }

    @Test func cancellingSearchOnIOS26SelectsTheTabBeforeIt() {
        let app = MusicApp()
        app.tabBarRouter.searchActivatesAutomatically = true
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateTabSelection(at: 2)  // Artists, from the sidebar
        app.tabBarController.simulateTabSelection(at: 4)
        #expect(app.tabBarController.simulateSearchCancel())
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(!app.tabBarController.simulateSearchCancel(), "the search tab is not selected")

        let older = MusicApp()
        older.tabBarController.simulateTabSelection(at: 4)
        #expect(!older.tabBarController.simulateSearchCancel())
        #expect(older.tabBarRouter.selectedIndex == 4, "without automatic activation the search tab stays")
    }

    @Test func theJournalRecordsTheSidebarAndTheCustomizationAndReplaysThem() throws {
        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateHidingTab(at: 3)
        app.tabBarController.simulateMovingTab(from: 2, to: 1)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause).contains(.sidebarToggle))
        #expect(recording.entries.map(\.change).contains(.sidebarVisibilityChanged(visible: true)))
        #expect(recording.entries.map(\.change).contains(.tabHidden(index: 3, hidden: true)))
        #expect(recording.entries.map(\.cause).contains(.tabMove(from: 2, to: 1)))

        let replayed = MusicApp()
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil)
        #expect(replayed.tabBarController.isSidebarVisible)
        #expect(replayed.tabBarRouter.isTabHidden(at: 3))
        #expect(replayed.tabNames == app.tabNames)
    }

    @Test func theBottomAccessoryIsRetainedWhileShownAndEndsOnceWhicheverWayItGoes() {
        for way in ["remove", "replace", "tab bar gone"] {
            let app = MusicApp()
            var ended = 0
            weak var weakPlayer: MusicStackCoordinator?
            do {
                let player = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "player")
                weakPlayer = player
                app.tabBarRouter.showBottomAccessory(TestScreen("mini player"), retaining: player) { ended += 1 }
            }
            #expect(weakPlayer != nil, "retained while shown")
            #expect(app.tabBarRouter.bottomAccessoryScreen.map { ($0 as? TestScreen)?.name } == "mini player")
            switch way {
            case "remove": app.tabBarRouter.removeBottomAccessory()
            case "replace": app.tabBarRouter.showBottomAccessory(TestScreen("other"))
            default: app.tabBarRouter.removeAllTabs()
            }
            #expect(ended == 1, "\(way)")
            #expect(weakPlayer == nil, "\(way): released")
            app.tabBarRouter.removeBottomAccessory()
            #expect(ended == 1, "\(way): once")
        }
    }

    @Test func theMinimizeBehaviorIsKeptForTheTabBar() {
        let app = MusicApp()
        #expect(app.tabBarRouter.minimizeBehavior == .automatic)
        app.tabBarRouter.minimizeBehavior = .onScrollDown
        #expect(app.tabBarRouter.minimizeBehavior == .onScrollDown)
    }

    @Test func theLastTabShownStaysShown() {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let tabBar = HeadlessTabBarController()
        let tabBarRouter = TabBarRouter(tabBarController: tabBar)
        var kinds: [NavigationDiagnostic.Kind] = []
        tabBarRouter.diagnosticHandler = { kinds.append($0.kind) }
        let parent = Coordinator(appCoordinator: appCoordinator)
        tabBarRouter.setTabs(
            ["one", "two"].map { name in
                TabBarRouter.Tab(
                    MusicStackCoordinator(parent: parent, router: tabBarRouter.makeTabRouter(), name: name), title: name, identifier: name,
                    allowsHiding: true)
            })
        // The app's own editor, as there is no sidebar here for the user's (hidingEveryTabThatAllowsItLeavesTheLastOneShown).
        #expect(tabBarRouter.hideTab(at: 0))
        #expect(!tabBarRouter.hideTab(at: 1))
        #expect(!tabBarRouter.isTabHidden(at: 1))
        #expect(tabBarRouter.selectedIndex == 1)
        #expect(kinds == [.tabNotFound])
        #expect(!tabBar.simulateHidingTab(at: 1))
    }

    @Test func aTabThatNoLongerAllowsHidingIsShownThoughItsIdentifierWasHidden() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        let radio = app.tabBarRouter.tabs[3]
        let replacement = TabBarRouter.Tab(radio.coordinator, route: radio.route, title: radio.title)  // no allowsHiding
        var tabs = app.tabBarRouter.tabs
        tabs[3] = replacement
        app.tabBarRouter.setTabs(tabs)
        #expect(!app.tabBarRouter.isTabHidden(at: 3))
        app.tabBarController.simulateTabSelection(at: 3)
        #expect(app.tabBarRouter.selectedIndex == 3)
    }
}
