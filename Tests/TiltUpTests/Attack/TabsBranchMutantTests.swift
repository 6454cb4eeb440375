import Foundation
import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// Rules of the `tabs` branch (issue 59) that one-line mutants of its code broke while every other test passed:
/// each test here fails with its mutant (named in its comment) and passes without it.
@MainActor
@Suite struct TabsBranchMutantTests {
    // MARK: Hidden tabs, saved and restored

    // Mutant: restoreHiddenTabs leaves the last tab shown, not the first.
    @Test func aSaveThatHidesEveryTabLeavesTheFirstTabShown() {
        let app = AttackTabsApp([(nil, false, [("Home", .home, true), ("Radio", .radio, true), ("Search", .search, true)])])
        app.tabBarRouter.selectTab(at: 2)
        var save = NavigationSnapshot<MusicRoute>(foreground: [])
        save.hiddenTabs = app.tabBarRouter.tabs.map(\.identifier)
        app.navigator.restore(save)
        #expect(!app.tabBarRouter.isTabHidden(at: 0), "the first tab stays shown")
        #expect(app.tabBarRouter.isTabHidden(at: 1))
        #expect(app.tabBarRouter.isTabHidden(at: 2))
        #expect(app.tabBarRouter.selectedIndex == 0)
    }

    // Mutant: restoreHiddenTabs forgets noteSelection, so the selection it moves is no event.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func restoringASaveThatHidesTheSelectedTabReportsTheSelectionOfTheFirstTabShown(_ frontEnd: TestFrontEnd) {
        let app = MusicApp(frontEnd)
        app.tabBarRouter.selectTab(at: 3)  // Radio
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        var save = NavigationSnapshot<MusicRoute>(foreground: [])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        app.navigator.restore(save)
        #expect(app.tabBarRouter.selectedIndex == 0)
        // The tab the restore hides is reported too (fix-tabs: a restore reports each change of the tabs).
        #expect(
            events == [.tabSelected(index: 0), .tabHidden(index: 3)],
            "the selection moved off the hidden tab, as any selection, is an event")
        _ = observation
    }

    // MARK: Saved order

    // Mutant: customizedTabOrders saves the order of every group, not only of those that allow reordering.
    @Test func onlyAGroupThatAllowsReorderingHasItsOrderSaved() throws {
        let app = AttackTabsApp([
            (nil, false, [("Home", .home, false)]), ("Library", false, [("Albums", .albums, false), ("Artists", .artists, false)]),
        ])
        let screens = try #require(app.tabBarController.viewControllers)
        // A change made on the controller directly: the router follows its order.
        app.tabBarController.viewControllers = [screens[0], screens[2], screens[1]]
        #expect(app.tabNames == ["home", "artists", "albums"])
        #expect(app.navigator.capture().tabOrders.isEmpty, "the user cannot reorder this group: there is no order of theirs to save")
    }

    // MARK: Snapshots

    // Mutant: NavigationSnapshot's == leaves tabOrders out.
    @Test func snapshotsThatDifferOnlyInTheirTabOrdersAreNotEqual() {
        let appsOrder = NavigationSnapshot<MusicRoute>(foreground: [.home])
        var usersOrder = appsOrder
        usersOrder.tabOrders = ["library": ["artists", "albums"]]
        #expect(usersOrder != appsOrder)
        var otherOrder = appsOrder
        otherOrder.tabOrders = ["library": ["albums", "artists"]]
        #expect(usersOrder != otherOrder)
        #expect(usersOrder == usersOrder)
    }

    // Mutant: read(restorationData:) lists the unreadable fields in Restored only, not in its snapshot.
    @Test func theSnapshotReadFromRestorationDataListsItsUnreadableFields() throws {
        let app = MusicApp()
        var json = try #require(try JSONSerialization.jsonObject(with: app.navigator.capture().restorationData()) as? [String: Any])
        json["tabOrders"] = ["library": 3]
        let read = try NavigationSnapshot<MusicRoute>.read(restorationData: JSONSerialization.data(withJSONObject: json))
        #expect(read.unreadableFields == ["tabOrders"])
        #expect(read.snapshot.unreadableFields == ["tabOrders"], "the snapshot says it too, as its Decodable does")
    }

    // MARK: Groups

    // Mutant: tabShown(by:) forgets the selected tab, and a group's item shows the tab it remembered instead.
    @Test func aGroupsItemShowsItsSelectedTabAfterTheAppRegroupsTheTabs() throws {
        let app = MusicApp(regular: false)  // an iPhone: a group is one item of the tab bar
        app.tabBarRouter.selectTab(at: 2)  // Artists, which the Library group remembers
        app.tabBarRouter.selectTab(at: 0)  // Home
        let tabs = app.tabBarRouter.tabs
        app.tabBarRouter.setItems([
            .group(TabBarRouter.TabGroup("Library", route: MusicRoute.library, tabs: Array(tabs[0..<3]))), .tab(tabs[3]), .tab(tabs[4]),
        ])
        #expect(app.tabBarRouter.selectedIndex == 0, "Home, now in the group, stays selected")
        app.diagnostics = []
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 0, "the group's item shows Home, its selected tab: Artists is reached from the sidebar")
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.diagnostics.first?.message.contains("at index 0") == true)
    }

    // Mutant: the refusal names the index of the tab tapped, not that of the tab the group's item shows.
    @Test func aRefusedTapOnAGroupsOtherTabNamesTheIndexOfTheTabItsItemShows() {
        let app = MusicApp(regular: false)  // an iPhone: a group is one item of the tab bar
        app.tabBarRouter.selectTab(at: 2)  // Artists, which the Library group shows from now on
        app.tabBarRouter.selectTab(at: 0)  // Home
        app.diagnostics = []
        app.tabBarController.simulateTabSelection(at: 1)  // Albums, the group's other tab
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(app.diagnostics.first?.message.contains("selected tab, at index 2: tap that one") == true, "Artists, which the item shows")
    }

    // Mutant: without a router, the group's item shows its first tab even when the user hid it.
    @Test func withoutARouterAGroupsItemShowsItsFirstTabShown() {
        let controller = HeadlessTabBarController()
        let screens = (0..<4).map { _ in HeadlessNavigationController() }
        controller.viewControllers = screens
        var layout = TabLayout()
        layout.groups = [
            TabLayout.Group(
                title: "Library", systemImage: nil, identifier: "library", allowsReordering: false, screens: Array(screens[1...3]))
        ]
        layout.hidden = [ObjectIdentifier(screens[1])]
        controller.core.layout = layout
        controller.simulateTabSelection(at: 2)
        #expect(controller.selectedIndex == 2, "the item of the group shows its first tab shown")
    }

    // Mutant: duplicate groups are reported among all groups, not only the stable ones.
    @Test func twoReorderableGroupsNamedByTheSameTitleAreReportedOnlyAsUnstable() {
        let app = AttackTabsApp([
            ("Library", true, [("Albums", .albums, false), ("Artists", .artists, false)]),
            ("Library", true, [("Radio", .radio, false), ("Search", .search, false)]),
        ])
        #expect(app.diagnostics.map(\.kind) == [.tabWithoutRoute, .tabWithoutRoute], "each named by its title only; not also duplicates")
    }

    // Mutant: showRoute's check that the step after the coordinator's shows the route compares routes only,
    // so a group's route shown already (its tab selected) is unwound and shown again.
    @Test func aTabBarCoordinatorShowingTheRouteOfTheGroupItShowsChangesNothing() {
        let app = MusicApp()
        #expect(app.navigator.open([.artists, .album(4)]).isComplete)
        var dismissals = 0
        let sheet = Router(rootViewController: OtherScreen())
        app.tabRouter("artists").presentModal(sheet, animated: false, presentationStyle: .pageSheet) { dismissals += 1 }
        app.runs = []
        #expect(app.tabs.showRoute(.library))
        #expect(app.navigator.currentPath == [.artists, .album(4)], "the group's tab, and what it shows, stay")
        #expect(app.tabRouter("artists").navigationController.presentedViewController === sheet.navigationController)
        #expect(dismissals == 0, "nothing is unwound")
        #expect(app.runs.isEmpty, "no handler runs")
        #expect(app.diagnostics.isEmpty)
    }

    // MARK: The bottom accessory

    // Mutant: removeAccessoriesInRounds runs one round more than a window's close.
    @Test func accessoriesThatEachShowAnotherEndAfterSixteenRounds() {
        let app = MusicApp()
        var shown: [TestScreen] = []
        var ended = 0
        func showNext() {
            shown.append(TestScreen("player \(shown.count + 1)"))
            app.tabBarRouter.showBottomAccessory(shown[shown.count - 1]) {
                ended += 1
                showNext()
            }
        }
        showNext()
        app.tabBarRouter.removeAllTabs()
        #expect(ended == 16, "16 rounds, as a window's close")
        #expect(shown.count == 17)
        #expect(app.tabBarRouter.bottomAccessoryScreen === shown.last, "the 17th, shown by the 16th's removal handler, is left")
        #expect(app.diagnostics.map(\.kind) == [.closeUnfinished])
        #expect(app.diagnostics.first?.message.contains("16 rounds") == true)
    }
}
