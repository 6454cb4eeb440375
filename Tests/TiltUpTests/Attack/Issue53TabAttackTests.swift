import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A tab bar whose tabs and groups a test gives: each tab a `MusicStackCoordinator` named after its title.
@MainActor
final class AttackTabsCoordinator: TabBarCoordinator, RouteHandling {
    /// Each group: its title (nil for a tab at the top level), whether it allows reordering, its tabs'
    /// titles, routes and whether they allow hiding.
    var layout: [(group: String?, reorders: Bool, tabs: [(title: String, route: MusicRoute, hides: Bool)])] = []
    /// The route of each group, by its title.
    var groupRoutes: [String: MusicRoute] = [:]

    override func makeItems() -> [TabBarRouter.Item] {
        layout.flatMap { place -> [TabBarRouter.Item] in
            let tabs = place.tabs.map { tab in
                TabBarRouter.Tab(
                    MusicStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: tab.title.lowercased()),
                    route: tab.route, title: tab.title, allowsHiding: tab.hides)
            }
            guard let group = place.group else { return tabs.map(TabBarRouter.Item.tab) }
            return [
                .group(
                    TabBarRouter.TabGroup(
                        group, route: groupRoutes[group].map { AnyHashable($0) }, allowsReordering: place.reorders, tabs: tabs))
            ]
        }
    }

    func handle(_ route: MusicRoute) -> RouteDecision { tabRouteDecision(for: route) }
}

/// An app of an `AttackTabsCoordinator`, in regular width.
@MainActor
final class AttackTabsApp {
    let navigationController = HeadlessNavigationController()
    let appCoordinator: AppCoordinator
    let tabs: AttackTabsCoordinator
    let navigator: RouteNavigator<MusicRoute>
    var diagnostics: [NavigationDiagnostic] = []

    init(
        _ layout: [(group: String?, reorders: Bool, tabs: [(title: String, route: MusicRoute, hides: Bool)])],
        groupRoutes: [String: MusicRoute] = [:]
    ) {
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        tabs = AttackTabsCoordinator(appCoordinator: appCoordinator)
        tabs.layout = layout
        tabs.groupRoutes = groupRoutes
        navigator = RouteNavigator(root: tabs)
        appCoordinator.router.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        tabs.tabBarRouter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        appCoordinator.start(coordinator: tabs)
        navigationController.simulateSizeClassChange(to: .regular)
    }

    var tabBarRouter: TabBarRouter { tabs.tabBarRouter }
    var tabBarController: HeadlessTabBarController {
        #if canImport(UIKit)
        tabBarRouter.tabBarController as! HeadlessTabBarController
        #else
        tabBarRouter.tabBarController
        #endif
    }
    var tabNames: [String] { tabBarRouter.tabs.map { ($0.coordinator as! MusicStackCoordinator).name } }
}

/// Attacks on issue 53's tab groups, sidebar, hidden and moved tabs, search tab, bottom accessory, the
/// journal's replay of them, saved navigation and SwiftUI's links.
@MainActor
@Suite struct Issue53TabAttackTests {
    // MARK: Hidden tabs

    @Test func twoTabsOfTheSameIdentifierAreHiddenOneAtATime() {
        // In a group: UIKit's editor is the sidebar's, which a tab bar with groups has.
        let app = AttackTabsApp([
            ("All", false, [("Home", .home, false), ("Radio", .radio, true), ("Radio", .search, true)])
        ])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 1))
        #expect(app.tabBarRouter.isTabHidden(at: 1))
        #expect(
            !app.tabBarRouter.isTabHidden(at: 2) || app.diagnostics.contains { $0.kind != .gestureUnavailable },
            "the user hid one tab; the other, of the same identifier, is in sight (or the duplicate is reported)")
        // The sidebar, shown to customize, lists each of the group's tabs.
        app.tabBarController.simulateTabSelection(at: 2)
        #expect(app.tabBarRouter.selectedIndex == 2, "the tab the user did not hide can be tapped")
    }

    @Test func restoringASaveThatHidesEveryTabLeavesOneShown() {
        let app = AttackTabsApp([(nil, false, [("Home", .home, true), ("Radio", .radio, true)])])
        #expect(
            !app.tabBarController.simulateHidingTab(at: 0) || !app.tabBarController.simulateHidingTab(at: 1), "the user cannot hide both")
        var save = NavigationSnapshot<MusicRoute>(background: [], foreground: [])
        save.hiddenTabs = ["Home", "Radio"]
        let restored = AttackTabsApp([(nil, false, [("Home", .home, true), ("Radio", .radio, true)])])
        restored.navigator.restore(save)
        #expect(
            !(restored.tabBarRouter.isTabHidden(at: 0) && restored.tabBarRouter.isTabHidden(at: 1)),
            "the last tab shown stays shown, as when the user hides tabs")
    }

    @Test func restoringASaveThatHidesTheSelectedTabSelectsTheFirstTabShown() {
        let app = MusicApp()
        app.tabBarRouter.selectTab(at: 3)  // Radio
        var save = NavigationSnapshot<MusicRoute>(background: [], foreground: [])
        save.hiddenTabs = [app.tabBarRouter.tabs[3].identifier]
        app.navigator.restore(save)
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        let selected = app.tabBarRouter.selectedIndex ?? -1
        #expect(!app.tabBarRouter.isTabHidden(at: selected), "a selected tab hidden leaves the first tab shown selected")
    }

    @Test func cancellingSearchNeverSelectsATabTheUserHidMeanwhile() {
        let app = MusicApp()
        app.tabBarRouter.searchActivatesAutomatically = true
        app.tabBarController.simulateTabSelection(at: 3)  // Radio
        app.tabBarController.simulateTabSelection(at: 4)  // Search
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        app.tabBarController.simulateSearchCancel()
        let selected = app.tabBarRouter.selectedIndex ?? -1
        #expect(!app.tabBarRouter.isTabHidden(at: selected), "a hidden tab is out of sight and cannot be selected by the user")
    }

    @Test func hidingEveryTabThatAllowsItLeavesTheLastOneShown() {
        let app = AttackTabsApp([("All", false, [("Home", .home, true), ("Radio", .radio, true), ("Search", .search, true)])])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 0))
        #expect(app.tabBarController.simulateHidingTab(at: 1))
        #expect(!app.tabBarController.simulateHidingTab(at: 2))
        #expect(app.tabBarRouter.selectedIndex == 2)
        #expect(!app.tabBarController.simulateHidingTab(at: -1) && !app.tabBarController.simulateShowingTab(at: 99))
        #expect(!app.tabBarController.simulateShowingTab(at: 2), "not hidden")
    }

    // MARK: Groups

    @Test func twoGroupsOfTheSameIdentifierEachKeepTheirOwnOrder() {
        let app = AttackTabsApp([
            ("Library", true, [("Albums", .albums, false), ("Artists", .artists, false)]),
            ("Library", true, [("Radio", .radio, false), ("Home", .home, false)]),
        ])
        let moved = app.tabBarController.simulateMovingTab(from: 3, to: 2)
        let reported = app.diagnostics.contains { $0.kind != .gestureUnavailable }
        #expect(moved || reported)
        #expect(
            app.tabBarController.simulateMovingTab(from: 1, to: 0) || reported,
            "the first group still allows its own reordering after the second was reordered")
        #expect(app.tabNames == ["artists", "albums", "home", "radio"] || reported)
    }

    @Test func movingATabOntoItselfOrOutOfRangeChangesNothing() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(!app.tabBarController.simulateMovingTab(from: 1, to: 1))
        #expect(!app.tabBarController.simulateMovingTab(from: 1, to: 99))
        #expect(!app.tabBarController.simulateMovingTab(from: -1, to: 1))
        #expect(app.tabNames == ["home", "albums", "artists", "radio", "search"])
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable], "out of range is reported")
    }

    @Test func aMoveReportsTabsChangedAndKeepsTheSelectedTabSelected() {
        let app = MusicApp()
        app.tabBarController.simulateTabSelection(at: 1)  // Albums
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateMovingTab(from: 1, to: 2))
        #expect(events.contains(.tabsChanged(count: 5)))
        #expect(app.tabNames[app.tabBarRouter.selectedIndex ?? -1] == "albums")
        _ = observation
    }

    // MARK: Sidebar

    @Test func theSidebarIsNeverShownInCompactWidthWhateverTheUserDidInRegular() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle())
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(!app.tabBarRouter.isSidebarVisible)
        #expect(!app.tabBarController.simulateSidebarToggle())
        app.navigationController.simulateSizeClassChange(to: .regular)
        #expect(app.tabBarRouter.isSidebarVisible, "the user's choice is kept for regular width")
    }

    @Test func anUndimmedSheetOverTheTabBarLeavesTheSidebarButtonUsableADimmedOneCoversIt() {
        let app = MusicApp()
        app.appCoordinator.router.presentSheet(
            TestScreen("mini player"), animated: false, detents: [.fraction(0.1), .large], largestUndimmedDetent: .fraction(0.1))
        #expect(app.tabBarController.simulateSidebarToggle())
        app.navigationController.simulateDetentChange(to: .large)
        #expect(!app.tabBarController.simulateSidebarToggle())
        #expect(app.tabBarRouter.isSidebarVisible)
    }

    // MARK: Replay

    @Test func aJournalOfSidebarTogglesHidingAndMovingTabsReplaysToTheSameTabBar() throws {
        let app = MusicApp(regular: false)
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarController.simulateSidebarToggle()  // refused: compact
        app.navigationController.simulateSizeClassChange(to: .regular)
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateTabSelection(at: 3)
        app.tabBarController.simulateHidingTab(at: 3)  // the selected tab
        app.tabBarController.simulateMovingTab(from: 1, to: 2)
        app.tabBarController.simulateTabSelection(at: 2)
        app.tabBarController.simulateMovingTab(from: 2, to: 1)
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateSidebarToggle()
        app.tabBarController.simulateShowingTab(at: 3)
        app.tabBarController.simulateHidingTab(at: 3)
        let recording = try NavigationJournal<MusicRoute>.read(jsonData: journal.jsonData())

        let replayed = MusicApp(regular: false)
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil)
        #expect(replayed.tabNames == app.tabNames)
        #expect(replayed.tabBarRouter.selectedIndex == app.tabBarRouter.selectedIndex)
        #expect(replayed.tabBarRouter.isSidebarVisible == app.tabBarRouter.isSidebarVisible)
        #expect((0..<5).map(replayed.tabBarRouter.isTabHidden) == (0..<5).map(app.tabBarRouter.isTabHidden))
        #expect(replayed.navigator.capture() == app.navigator.capture())
    }

    @Test func aSearchCancelRecordedOnOneAppReplaysOnAFreshOne() {
        let app = MusicApp()
        app.tabBarRouter.searchActivatesAutomatically = true
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarController.simulateSidebarToggle()  // Artists is in the sidebar's Library section
        app.tabBarController.simulateTabSelection(at: 2)
        app.tabBarController.simulateTabSelection(at: 4)
        #expect(app.tabBarController.simulateSearchCancel())
        let replayed = MusicApp()
        replayed.tabBarRouter.searchActivatesAutomatically = true
        let replay = replayed.navigator.replay(NavigationJournal.Recording(entries: journal.entries))
        #expect(replay.divergence == nil)
        #expect(replayed.tabBarRouter.selectedIndex == 2)
    }

    // MARK: Saved navigation

    @Test func aSnapshotWithHiddenTabsAndOddDetentsRoundTripsThroughBothEncodings() throws {
        var snapshot = NavigationSnapshot<MusicRoute>(background: [[.home]], foreground: [.artists, .album(1), .album(2), .album(3)])
        snapshot.sheetDetents = [
            1: .height(.infinity), 2: .fraction(1.0 / 3.0), 3: .custom("peek ✨ (0.1)") { $0.maximumDetentValue * 0.1 },
        ]
        snapshot.hiddenTabs = ["Radio", ""]
        let read = try NavigationSnapshot<MusicRoute>.read(restorationData: snapshot.restorationData()).snapshot
        #expect(read == snapshot)
        let decoded = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    @Test func anOlderSaveWithoutHiddenTabsReadsAsNoneHidden() throws {
        let older = Data(#"{"version":1,"background":[],"foreground":[{"home":{}}],"sheetDetents":{"0":"medium"}}"#.utf8)
        let read = try NavigationSnapshot<MusicRoute>.read(restorationData: older).snapshot
        #expect(read.hiddenTabs.isEmpty)
        #expect(read.sheetDetents == [0: .medium])
    }

    @Test func aSaveNamingTabsThatNoLongerExistOrDoNotAllowHidingHidesNothing() {
        let app = MusicApp()
        var save = NavigationSnapshot<MusicRoute>(background: [], foreground: [.home])
        save.hiddenTabs = ["Home", "Gone", "", "Search"]
        app.navigator.restore(save)
        #expect((0..<5).allSatisfy { !app.tabBarRouter.isTabHidden(at: $0) })
        #expect(app.navigator.capture().hiddenTabs.isEmpty)
    }

    // MARK: Bottom accessory

    @Test func theAccessorysCoordinatorIsReleasedOnceWhenTheTabBarCoordinatorIsReplaced() {
        let app = MusicApp()
        var ended = 0
        weak var weakPlayer: MusicStackCoordinator?
        do {
            let player = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "player")
            weakPlayer = player
            app.tabBarRouter.showBottomAccessory(TestScreen("mini player"), retaining: player) { ended += 1 }
        }
        app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
        #expect(ended == 1)
        #expect(weakPlayer == nil)
    }

    @Test func anAccessoryShownFromTheRemovalHandlerOfAnotherIsRetainedAndEndsOnce() {
        let app = MusicApp()
        var runs: [String] = []
        weak var weakSecond: MusicStackCoordinator?
        app.tabBarRouter.showBottomAccessory(TestScreen("first")) {
            runs.append("first")
            let second = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "second")
            weakSecond = second
            app.tabBarRouter.showBottomAccessory(TestScreen("second"), retaining: second) { runs.append("second") }
        }
        app.tabBarRouter.removeBottomAccessory()
        #expect(runs == ["first"])
        #expect(weakSecond != nil)
        #expect((app.tabBarRouter.bottomAccessoryScreen as? TestScreen)?.name == "second")
        app.tabBarRouter.removeAllTabs()
        #expect(runs == ["first", "second"])
        #expect(weakSecond == nil)
        #expect(app.tabBarRouter.bottomAccessoryScreen == nil)
    }

    @Test func theSameCoordinatorRetainedByATabAndTheAccessoryOutlivesTheAccessory() throws {
        let app = MusicApp()
        let albums = app.tabBarRouter.tabs[1].coordinator
        app.tabBarRouter.showBottomAccessory(TestScreen("mini player"), retaining: albums)
        app.tabBarRouter.showBottomAccessory(TestScreen("other"), retaining: albums)
        app.tabBarRouter.removeBottomAccessory()
        #expect(app.appCoordinator.containsCoordinator(albums), "the tab still retains it")
    }

    // MARK: SwiftUI's links

    @Test func aLinkUnderAModalPresentedOverTheTabBarDoesNothing() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders])
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        app.appCoordinator.router.presentModal(TestScreen("over everything"), animated: false)
        #expect(!stack.writeLink(ShopRoute.order(3)))
        #expect(app.tabRouter(1).viewControllers.count == 1)
    }

    @Test func aLinkOfAValueNoCoordinatorTakesDoesNothingAndIsReported() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders])
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        #expect(!stack.writeLink("order 3"))
        #expect(!stack.writeLink(Double.nan))
        #expect(!stack.writeLink(MusicRoute.album(1)))
        #expect(app.tabRouter(1).viewControllers.count == 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled, .routeNotHandled, .routeNotHandled])
    }
}
