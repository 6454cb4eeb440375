import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// The rules the fixes of the tabs branch's attack state, one test each (the attack's own tests, in
/// `TabsBranchAttackTests`, show the defects): tabs named uniquely, a tab bar that always shows a tab, restores
/// journaled and keeping the groups' selections, the app's editor journaled, search cancelled, a plain sheet
/// left up under another tab.
@MainActor
@Suite struct TabBarRulesTests {
    // MARK: Identifiers

    @Test func aTabListedAfterAnotherOfTheSameIdentifierIsNamedByItsPlace() {
        let app = TabsAttackApp { tabs in
            [
                .tab(tabs.tab("home", .home)), .tab(tabs.tab("news", identifier: "feed", hides: true)),
                .tab(tabs.tab("sports", identifier: "feed", hides: true)),
            ]
        }
        #expect(app.tabBarRouter.tabs.map(\.identifier) == ["home", "feed", "feed#2"])
        #expect(app.diagnostics.map(\.kind) == [.duplicateScreens])
        #expect(app.diagnostics.first?.message.contains("feed#2") == true)
        #expect(app.tabBarRouter.hideTab(at: 2))
        #expect(!app.tabBarRouter.isTabHidden(at: 1), "hiding one tab hides no other")
        #expect(app.navigator.capture().hiddenTabs == ["feed#2"])
    }

    // MARK: A tab always shown

    @Test func aTabBarNeverHasEveryTabHidden() {
        let app = TabsAttackApp { tabs in [.tab(tabs.tab("home", .home, hides: true)), .tab(tabs.tab("radio", .radio, hides: true))] }
        #expect(app.tabBarRouter.hideTab(at: 0))
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        app.diagnostics = []
        app.tabBarRouter.setTabs([app.tabBarRouter.tabs[0]])
        #expect(!app.tabBarRouter.isTabHidden(at: 0), "the first tab is shown again")
        #expect(app.selectedName == "home")
        #expect(events.contains(.tabShown(index: 0)), "\(events)")
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
        _ = observation
    }

    // MARK: Restores

    @Test func aGroupsLastTabIsSavedAndRestored() throws {
        let app = MusicApp()
        app.navigator.open([.artists])
        app.navigator.open([.home])
        let save = app.navigator.capture()
        #expect(save.groupSelections == ["library": "artists"])
        let restored = MusicApp()
        restored.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: save.restorationData()).snapshot)
        #expect(restored.navigator.capture() == save)
        restored.navigator.open([.library])
        #expect(restored.navigator.currentPath == [.artists], "the group's route selects the tab it showed last before the save")
    }

    @Test func aRestoreIsOneActionOfTheJournalThatAReplayRestoresAgain() {
        let source = MusicApp()
        #expect(source.tabBarRouter.hideTab(at: 3))
        #expect(source.tabBarRouter.moveTab(from: 2, to: 1))
        source.navigator.open([.albums, .album(2)])
        source.navigator.open([.home])
        let save = source.navigator.capture()

        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.restore(save)
        let entries = journal.entries
        journal.stop()
        #expect(Set(entries.map(\.action)).count == 1, "one action")
        #expect(entries.allSatisfy { $0.cause == .link(origin: .restoration) })
        #expect(entries.last?.change == .snapshotRestored(save))
        #expect(entries.contains { $0.change == .tabHidden(index: 3, hidden: true) })

        let replayed = MusicApp()
        let replay = replayed.navigator.replay(NavigationJournal.Recording(entries: entries))
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.standIns.isEmpty)
        #expect(replayed.navigator.capture() == save)
    }

    // MARK: The app's editor

    @Test func theAppsMoveAndHideAreJournaledAsWhatTheyDidAndReplayed() {
        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(app.tabBarRouter.moveTab(from: 2, to: 1))
        #expect(app.tabBarRouter.hideTab(at: 3))
        #expect(journal.entries.map(\.change) == [.tabMoved(from: 2, to: 1), .tabHidden(index: 3, hidden: true)])
        app.tabBarController.simulateTabSelection(at: 1)  // Artists, first of the group now
        let recording = NavigationJournal.Recording(entries: journal.entries)
        journal.stop()

        let replayed = MusicApp()
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.standIns.isEmpty, "the app's editor's calls are done again, not stood in for")
        #expect(replayed.tabNames == app.tabNames)
        #expect(replayed.tabBarRouter.isTabHidden(at: 3))
        #expect(replayed.tabNames[replayed.tabBarRouter.selectedIndex ?? 0] == "artists")
    }

    // MARK: Search

    @Test func cancellingSearchAfterTheTabSearchedFromWasHiddenSelectsTheFirstOtherTabShown() {
        let app = TabsAttackApp { tabs in
            [.tab(tabs.tab("home", .home, hides: true)), .tab(tabs.tab("search", .search, role: .search)), .tab(tabs.tab("radio", .radio))]
        }
        app.tabBarRouter.searchActivatesAutomatically = true
        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.tabBarRouter.hideTab(at: 0))
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        #expect(app.tabBarController.simulateSearchCancel())
        #expect(app.selectedName == "radio", "not the search tab, which search leaves")
        #expect(events == [.tabSelected(index: 2)])
        _ = observation
    }

    @Test func cancellingSearchWithNoOtherTabShownChangesAndReportsNoSelection() {
        let app = TabsAttackApp { tabs in [.tab(tabs.tab("home", .home, hides: true)), .tab(tabs.tab("search", .search, role: .search))] }
        app.tabBarRouter.searchActivatesAutomatically = true
        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.tabBarRouter.hideTab(at: 0))
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        app.diagnostics = []
        #expect(!app.tabBarController.simulateSearchCancel())
        #expect(app.selectedName == "search")
        #expect(events.isEmpty)
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        _ = observation
    }

    // MARK: A plain sheet left up under another tab

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aPlainScreensSheetLeftUpUnderAnotherTabIsOnTopOfTheSelectedTab(_ frontEnd: TestFrontEnd) throws {
        let appCoordinator = TestAppCoordinator(navigationController: frontEnd.makeNavigationController())
        let tabs = TabsAttackCoordinator(appCoordinator: appCoordinator)
        tabs.makeAttackItems = { tabs in [.tab(tabs.tab("home", .home)), .tab(tabs.tab("radio", .radio))] }
        appCoordinator.start(coordinator: tabs)
        let home = tabs.tabBarRouter.tabs[0].router
        let radio = tabs.tabBarRouter.tabs[1].router
        tabs.tabBarRouter.selectTab(at: 1)
        let player = TestScreen("player")
        radio.presentSheet(player, animated: false, detents: [.medium, .large], selectedDetent: .medium, largestUndimmedDetent: .medium)
        try #require(appCoordinator.tabBarController).simulateTabSelection(at: 0)
        #expect(tabs.tabBarRouter.selectedIndex == 0)
        #expect(appCoordinator.visibleNavigationController.map(ObjectIdentifier.init) == ObjectIdentifier(home.navigationController))
        #expect(appCoordinator.visibleScreen === player, "the sheet is on top of what the user sees")
        #expect(appCoordinator.simulateSwipeDown() === player, "the swipe-down reaches the sheet")
        #expect(radio.navigationController.presentedViewController == nil)
    }
}
