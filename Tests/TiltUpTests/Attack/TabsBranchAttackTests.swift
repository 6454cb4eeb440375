import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A tab bar coordinator whose items a test gives, as a closure of the coordinator (so that the tabs' coordinators
/// have it as their parent), and whose decision for a route a test may give too; by default the tabs' own.
@MainActor
final class TabsAttackCoordinator: TabBarCoordinator, RouteHandling {
    var makeAttackItems: (TabsAttackCoordinator) -> [TabBarRouter.Item] = { _ in [] }
    var decide: ((MusicRoute) -> RouteDecision?)?

    override func makeItems() -> [TabBarRouter.Item] { makeAttackItems(self) }

    func handle(_ route: MusicRoute) -> RouteDecision { decide?(route) ?? tabRouteDecision(for: route) }

    /// A tab whose coordinator is a `MusicStackCoordinator` named `name`.
    func tab(
        _ name: String, _ route: MusicRoute? = nil, identifier: String? = nil, role: TabBarRouter.Tab.Role? = nil,
        hides: Bool = false
    ) -> TabBarRouter.Tab {
        TabBarRouter.Tab(
            MusicStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: name), route: route.map { AnyHashable($0) },
            title: name.capitalized, identifier: identifier, role: role, allowsHiding: hides)
    }
}

/// An app whose root is a `TabsAttackCoordinator`, on a front end and platform a test gives.
@MainActor
final class TabsAttackApp {
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let tabs: TabsAttackCoordinator
    let navigator: RouteNavigator<MusicRoute>
    var diagnostics: [NavigationDiagnostic] = []

    init(
        _ frontEnd: TestFrontEnd = .uiKit, platform: NavigationPlatform = .iOS, regular: Bool = true,
        decide: ((MusicRoute) -> RouteDecision?)? = nil, items: @escaping (TabsAttackCoordinator) -> [TabBarRouter.Item]
    ) {
        navigationController = frontEnd.makeNavigationController()
        navigationController.platform = platform
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        tabs = TabsAttackCoordinator(appCoordinator: appCoordinator)
        tabs.makeAttackItems = items
        tabs.decide = decide
        navigator = RouteNavigator(root: tabs)
        appCoordinator.router.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        tabs.tabBarRouter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        appCoordinator.start(coordinator: tabs)
        if regular, platform != .macOS {
            navigationController.simulateSizeClassChange(to: .regular)
        }
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
    var selectedName: String? { tabBarRouter.selectedTab.map { ($0.coordinator as! MusicStackCoordinator).name } }
    func index(of name: String) -> Int { tabNames.firstIndex(of: name) ?? -1 }
    /// Whether the selected tab is one the model hides: what no path may end on.
    var selectsAHiddenTab: Bool { tabBarRouter.selectedIndex.map { tabBarRouter.isTabHidden(at: $0) } ?? false }
}

/// The music app's tabs: Home, the Library group (Albums, Artists, reorderable, with a route), Radio (hides), Search.
@MainActor
private func musicItems(_ tabs: TabsAttackCoordinator) -> [TabBarRouter.Item] {
    [
        .tab(tabs.tab("home", .home)),
        .group(
            TabBarRouter.TabGroup(
                "Library", route: MusicRoute.library, allowsReordering: true,
                tabs: [tabs.tab("albums", .albums, hides: true), tabs.tab("artists", .artists, hides: true)])),
        .tab(tabs.tab("radio", .radio, hides: true)),
        .tab(tabs.tab("search", .search, role: .search)),
    ]
}

/// A tab's coordinator that pushes its screen, retaining itself, then runs what a test gives (re-entrancy).
@MainActor
private final class OnStartCoordinator: Coordinator {
    var onStart: (() -> Void)?

    override func start() {
        router.push(TestScreen("on start"), retaining: self, animated: false)
        onStart?()
    }
}

/// A coordinator held by nothing but what retains it, to watch with a weak reference.
@MainActor
private final class AccessoryCoordinator: Coordinator {}

/// Attacks on branch `tabs` (issue 59 §2, §3, the tab parts of §9 and §10): hidden tabs, the group's item and
/// route, the user's and the app's customizations, their saves and journals, the accessory and the sheet left up.
@MainActor
@Suite struct TabsBranchAttackTests {
    // MARK: Hidden tabs: no path ends on one

    /// Two tabs without a route, of one coordinator type, both allowing hiding (two feeds of one `FeedCoordinator`):
    /// their identifiers default to the type, so that hiding one with the app's editor hides both, the last tab
    /// shown among them, and leaves the selected tab hidden.
    @Test func theAppsEditorNeverHidesTheLastTabShownWhenTwoTabsShareTheirDefaultIdentifier() {
        let app = TabsAttackApp { tabs in
            [.tab(tabs.tab("following", hides: true)), .tab(tabs.tab("foryou", hides: true))]
        }
        #expect(app.tabBarRouter.selectedIndex == 0)
        let hid = app.tabBarRouter.hideTab(at: 0)
        #expect(
            !(app.tabBarRouter.isTabHidden(at: 0) && app.tabBarRouter.isTabHidden(at: 1)),
            "hideTab never hides the last tab shown (hid: \(hid))")
        #expect(!app.tabBarRouter.isTabHidden(at: 1), "hideTab(at: 0) hides the tab at 0, not another")
        #expect(!app.selectsAHiddenTab, "no path ends on a hidden tab")
    }

    /// Home was hidden (the app's editor); the app then drops Radio, the only tab shown: UIKit's rule of `setTabs`
    /// falls on Home, hidden, and there is no tab shown to fall back on, so the hidden tab stays selected.
    @Test func removingEveryTabShownNeverLeavesAHiddenTabSelected() {
        let app = TabsAttackApp { tabs in [.tab(tabs.tab("home", .home, hides: true)), .tab(tabs.tab("radio", .radio, hides: true))] }
        #expect(app.tabBarRouter.hideTab(at: 0))
        #expect(app.selectedName == "radio")
        let home = app.tabBarRouter.tabs[0]
        app.tabBarRouter.setTabs([home])
        #expect(app.tabBarRouter.tabs.count == 1)
        #expect(!app.selectsAHiddenTab, "no path ends on a hidden tab: a tab bar never has every tab hidden")
    }

    /// A tab bar whose tabs are all new, one of them under the identifier of a tab hidden earlier (since removed):
    /// the new tab is hidden from its start, and being the only one, selected hidden.
    @Test func aNewTabUnderTheIdentifierOfATabHiddenBeforeIsNeverSelectedHidden() {
        let app = TabsAttackApp { tabs in [.tab(tabs.tab("home", .home)), .tab(tabs.tab("radio", .radio, hides: true))] }
        #expect(app.tabBarRouter.hideTab(at: 1))
        let replacement = TabBarRouter.Tab(
            MusicStackCoordinator(parent: app.tabs, router: app.tabBarRouter.makeTabRouter(), name: "radio2"), route: MusicRoute.radio,
            title: "Radio", allowsHiding: true)
        app.tabBarRouter.setTabs([replacement])
        #expect(!app.selectsAHiddenTab, "no path ends on a hidden tab")
    }

    /// A save whose background opens Artists' stack and whose foreground goes through Radio, which it hides: the
    /// foreground stops before Radio, and `restore(_:)` says the first tab shown is then selected; Artists, the last
    /// tab the background opened, stays selected, a tab the user was not on.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRestoreStoppedBeforeAHiddenTabSelectsTheFirstTabShown(_ frontEnd: TestFrontEnd) {
        let app = TabsAttackApp(frontEnd, items: musicItems)
        var save = NavigationSnapshot<MusicRoute>(background: [[.artists, .album(4)]], foreground: [.radio, .album(2)])
        save.hiddenTabs = ["radio"]
        let opening = app.navigator.restore(save)
        #expect(!opening.isComplete)
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
        #expect(app.tabBarRouter.tabs[2].router.viewControllers.count == 2, "the background restored")
        #expect(
            app.selectedName == "home",
            "restore(_:): a foreground path through a hidden tab stops before it, and the first tab shown is selected")
    }

    // MARK: The user's editor

    /// UIKit's editor of the tabs is the sidebar's: on an iPad in regular width whose sidebar is hidden (the tab bar
    /// an iPad starts with) no editor is on screen, yet the model lets the user hide and move tabs there, and a
    /// journal records gestures no device can make without showing the sidebar first.
    @Test(arguments: [NavigationPlatform.iOS, .macCatalyst])
    func theUserCustomizesOnlyWhileTheSidebarAndItsEditorAreShown(_ platform: NavigationPlatform) {
        let app = TabsAttackApp(platform: platform, items: musicItems)
        if app.tabBarRouter.isSidebarVisible {
            #expect(app.tabBarController.simulateSidebarToggle())  // a Mac starts with the sidebar: the user hides it
        }
        #expect(!app.tabBarRouter.isSidebarVisible)
        #expect(!app.tabBarController.simulateHidingTab(at: 3), "simulateHidingTab: the user has an editor only in UIKit's sidebar")
        #expect(!app.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
        #expect(app.tabBarController.simulateSidebarToggle())
        #expect(app.tabBarController.simulateHidingTab(at: 1), "with the sidebar shown, its editor hides a Library tab")
    }

    // MARK: Links

    /// A tab bar coordinator handles a route of its own (`.album(99)`, "now playing") by selecting Radio and handing
    /// it on: the step overwrites Radio's route, so that the link to Radio's own route no longer finds its tab, and
    /// a link to it once it is hidden is reported as declined, not as a hidden tab.
    @Test func aTabKeepsItsRouteAfterALinkOfAnotherRouteSelectedIt() {
        let app = TabsAttackApp(items: musicItems)
        app.tabs.decide = { [unowned app] route in
            guard route == .album(99) else { return nil }
            let radio = app.tabBarRouter.tabs[3].coordinator
            return .handOff {
                app.tabBarRouter.selectTab(of: radio)
                return radio
            }
        }
        #expect(app.navigator.open([.album(99)]).isComplete)
        #expect(app.selectedName == "radio")
        app.navigator.open([.home])
        #expect(
            app.tabBarRouter.tabs[3].route == AnyHashable(MusicRoute.radio), "Tab.route: the step that stands for the tab in deep links")
        #expect(app.navigator.open([.radio]).isComplete, "a link to the tab's route selects it")
        #expect(app.tabBarRouter.hideTab(at: 3))
        app.navigator.open([.home])
        app.diagnostics = []
        app.navigator.open([.radio])
        #expect(app.diagnostics.map(\.kind) == [.tabNotFound], "a link through a hidden tab is reported as such")
    }

    // MARK: Re-entrancy

    /// A new tab's coordinator whose `start()` drops the tab after it (a feature flag read at start): `setTabs`
    /// goes on starting the tab that was removed meanwhile, whose coordinator then lives on a stack nobody shows.
    @Test func aTabRemovedBeforeItStartedIsNeverStarted() {
        let app = TabsAttackApp { tabs in [.tab(tabs.tab("home", .home))] }
        weak var weakSecond: OnStartCoordinator?
        do {
            let router = app.tabBarRouter
            let first = OnStartCoordinator(parent: app.tabs, router: router.makeTabRouter())
            let second = OnStartCoordinator(parent: app.tabs, router: router.makeTabRouter())
            weakSecond = second
            first.onStart = { [unowned router] in router.setTabs([router.tabs[0]]) }
            router.setTabs([TabBarRouter.Tab(first, route: MusicRoute.radio), TabBarRouter.Tab(second, route: MusicRoute.search)])
        }
        #expect(app.tabBarRouter.tabs.count == 1)
        #expect(weakSecond?.router.viewControllers.isEmpty ?? true, "a tab removed is ended: its stack empty")
        #expect(weakSecond == nil, "a tab removed has its coordinator released")
    }

    // MARK: Saves

    /// A restore that puts a group in the user's saved order changes the tabs: the observers hear nothing.
    @Test func aRestoreThatReordersAGroupReportsTheTabsChanged() {
        let app = TabsAttackApp(items: musicItems)
        #expect(app.tabBarRouter.moveTab(from: 2, to: 1))
        let save = app.navigator.capture()
        #expect(save.tabOrders == ["library": ["artists", "albums"]])

        let restored = TabsAttackApp(items: musicItems)
        var events: [TabBarEvent] = []
        let observation = restored.tabBarRouter.observe { events.append($0) }
        restored.navigator.restore(save)
        #expect(restored.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(events.contains(.tabsChanged(count: 5)), "observe: the observer is called after every change of the tabs; got \(events)")
        _ = observation
    }

    /// A restore that hides a tab changes the tabs: the observers hear no `tabHidden`.
    @Test func aRestoreThatHidesATabReportsIt() {
        let app = TabsAttackApp(items: musicItems)
        #expect(app.tabBarRouter.hideTab(at: 3))
        let save = app.navigator.capture()
        let restored = TabsAttackApp(items: musicItems)
        var events: [TabBarEvent] = []
        let observation = restored.tabBarRouter.observe { events.append($0) }
        restored.navigator.restore(save)
        #expect(restored.tabBarRouter.isTabHidden(at: 3))
        #expect(events.contains(.tabHidden(index: 3)), "observe: every change of the tabs is reported; got \(events)")
        _ = observation
    }

    /// The user last chose Albums in the Library group, then went Home; the group's route selects Albums. After the
    /// save is restored, the restore's own openings of the group's stacks (Albums', then Artists') leave Artists as
    /// the group's last selected tab: the same link lands elsewhere.
    @Test func aRestoreKeepsTheTabAGroupsRouteSelects() {
        let app = TabsAttackApp(items: musicItems)
        app.navigator.open([.artists, .album(2)])
        app.navigator.open([.albums, .album(1)])
        app.navigator.open([.home])
        let save = app.navigator.capture()
        #expect(save.background.count == 2)

        let restored = TabsAttackApp(items: musicItems)
        restored.navigator.restore(save)
        #expect(restored.navigator.capture() == save)

        app.navigator.open([.library])
        restored.navigator.open([.library])
        #expect(app.navigator.currentPath == [.albums])
        #expect(
            restored.navigator.currentPath == app.navigator.currentPath,
            "a group's route selects the group's last selected tab; the restore made it another")
    }

    // MARK: Journals

    /// A journal recording a restore of a save that hides Radio and reorders Library, then the user's taps. The
    /// restore's customizations are no entries of the journal, so that the replay (the paths opened again) taps
    /// other tabs.
    @Test func aJournalOfARestoredCustomizationReplaysTheSame() throws {
        let source = TabsAttackApp(items: musicItems)
        source.tabBarRouter.hideTab(at: 3)
        source.tabBarRouter.moveTab(from: 2, to: 1)
        let save = source.navigator.capture()

        let app = TabsAttackApp(items: musicItems)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.restore(save)
        #expect(app.tabBarController.simulateSidebarToggle())  // the sidebar, where each group's tab is tapped
        app.tabBarController.simulateTabSelection(at: 1)  // Artists, first in the user's order
        app.tabBarController.simulateTabSelection(at: 3)  // Radio, hidden: refused
        #expect(app.selectedName == "artists")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        journal.stop()

        let replayed = TabsAttackApp(items: musicItems)
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replayed.selectedName == "artists")
    }

    // MARK: The accessory

    /// One coordinator kept by two accessories in turn (the mini player's coordinator, whose screen is replaced):
    /// showing the second retains it again before the first lets it go, so it lives while the second is shown.
    @Test func anAccessoryReplacedByOneRetainingTheSameCoordinatorKeepsItAlive() {
        let app = TabsAttackApp(items: musicItems)
        var runs: [String] = []
        weak var weakPlayer: AccessoryCoordinator?
        do {
            let player = AccessoryCoordinator(appCoordinator: app.appCoordinator)
            weakPlayer = player
            app.tabBarRouter.showBottomAccessory(TestScreen("mini 1"), retaining: player) { runs.append("first") }
            app.tabBarRouter.showBottomAccessory(TestScreen("mini 2"), retaining: player) { runs.append("second") }
        }
        #expect(runs == ["first"])
        #expect(weakPlayer != nil, "retained while it is shown")
        app.tabBarRouter.removeBottomAccessory()
        #expect(runs == ["first", "second"])
        #expect(weakPlayer == nil, "released once it goes")
    }

    /// An accessory's removal handler that adds a tab while the tab bar goes (the app's "restore the tabs on
    /// sign-out" code running from it): the tab bar coordinator is gone, the added tab's coordinator never ends.
    @Test func aTabAddedByAHandlerWhileTheTabBarGoesIsReleased() {
        let app = TabsAttackApp(items: musicItems)
        weak var weakLate: MusicStackCoordinator?
        weak var weakTabs: TabsAttackCoordinator?
        do {
            let tabs = app.tabs
            weakTabs = tabs
            let router = app.tabBarRouter
            router.showBottomAccessory(TestScreen("mini")) { [weak tabs] in
                guard let tabs else { return }
                let late = MusicStackCoordinator(parent: tabs, router: router.makeTabRouter(), name: "late")
                weakLate = late
                router.setTabs(router.tabs + [TabBarRouter.Tab(late, route: MusicRoute.radio)])
            }
        }
        app.appCoordinator.close()
        #expect(weakLate == nil, "close(): what the handlers of one round show, the next one ends")
        _ = weakTabs
    }

    // MARK: Search

    /// The tab before the search tab was hidden meanwhile, and the first tab shown is the search tab itself:
    /// cancelling search "goes back" to the search tab, which changes nothing, yet reports the user's selection
    /// and returns `true`.
    @Test func cancellingSearchThatChangesNothingReportsNoSelection() {
        let app = TabsAttackApp { tabs in
            [
                .tab(tabs.tab("home", .home, hides: true)), .tab(tabs.tab("search", .search, role: .search)),
                .tab(tabs.tab("radio", .radio)),
            ]
        }
        app.tabBarRouter.searchActivatesAutomatically = true
        app.tabBarController.simulateTabSelection(at: 1)  // Search, from Home
        #expect(app.tabBarRouter.hideTab(at: 0))
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        let journal = NavigationJournal(navigator: app.navigator)
        let wentBack = app.tabBarController.simulateSearchCancel()
        #expect(!app.selectsAHiddenTab)
        #expect(app.selectedName != "search" || !wentBack, "Returns whether the selection went back")
        #expect(app.selectedName != "search" || events.isEmpty, "no selection changed, none reported: \(events)")
        #expect(
            app.selectedName != "search" || !journal.entries.contains { if case .tabSelected = $0.change { true } else { false } },
            "the journal records no selection that did not happen")
        _ = observation
    }

    // MARK: A sheet left up under another tab

    /// Radio shows an album and presents the player as a sheet (a plain screen) at its undimmed detent; the user taps
    /// Home under it. They see Home's stack and the player; `TestAppCoordinator`'s Back goes into Radio's stack,
    /// out of sight, and pops its album.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theBackButtonNeverPopsATabTheUserDoesNotSee(_ frontEnd: TestFrontEnd) throws {
        let appCoordinator = TestAppCoordinator(navigationController: frontEnd.makeNavigationController())
        let tabs = TabsAttackCoordinator(appCoordinator: appCoordinator)
        tabs.makeAttackItems = musicItems
        appCoordinator.start(coordinator: tabs)
        let navigator = RouteNavigator<MusicRoute>(root: tabs)
        navigator.open([.radio, .album(7)])
        let radio = tabs.tabBarRouter.tabs[3].router
        radio.presentSheet(
            TestScreen("player"), animated: false, detents: [.medium, .large], selectedDetent: .medium, largestUndimmedDetent: .medium)
        try #require(appCoordinator.tabBarController).simulateTabSelection(at: 0)
        #expect(tabs.tabBarRouter.selectedIndex == 0, "the undimmed sheet leaves the tab bar to the user's taps")
        #expect(
            appCoordinator.visibleNavigationController !== radio.navigationController,
            "visibleNavigationController: the headless navigation controller on screen; Radio's is not")
        appCoordinator.simulateBackButton()
        #expect(radio.viewControllers.count == 2, "Radio's album, which the user cannot see, stays")
    }

    /// The same state, recorded: the user taps Home under the player (a plain screen) that Radio presents, then
    /// swipes the player down. The replay presents the player again (`redo`), yet finds no tab bar under it: the
    /// tap is stood in for by a link, which dismisses the player, and the swipe-down then finds nothing.
    @Test func aTabTapUnderAnUndimmedSheetOfAPlainScreenReplays() {
        func presentPlayer(on app: TabsAttackApp) {
            app.tabBarRouter.tabs[3].router.presentSheet(
                TestScreen("player"), animated: false, detents: [.medium, .large], selectedDetent: .medium,
                largestUndimmedDetent: .medium)
        }
        let app = TabsAttackApp(items: musicItems)
        app.navigator.open([.radio])
        let journal = NavigationJournal(navigator: app.navigator)
        presentPlayer(on: app)
        app.tabBarController.simulateTabSelection(at: 0)
        #expect(app.selectedName == "home")
        let radioStack = app.tabBarRouter.tabs[3].router.navigationController as AnyObject as! HeadlessNavigationController
        #expect(radioStack.simulateSwipeDown() != nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        journal.stop()

        let replayed = TabsAttackApp(items: musicItems)
        replayed.navigator.open([.radio])
        let replay = replayed.navigator.replay(
            recording,
            redo: { entries in
                guard entries.first?.call == "presentModal" else { return false }
                presentPlayer(on: replayed)
                return true
            })
        #expect(replay.standIns.isEmpty, "the user's tap is done again, not stood in for")
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
    }

    // MARK: What held

    /// A save edited by hand into every hostile shape the tab fields allow, in both encodings: order lists that name
    /// another group's tabs, unknown and duplicate identifiers, a group that does not allow reordering, huge arrays,
    /// fields of another shape. What can be read is restored, each bad field named once, nothing hidden selected.
    @Test(arguments: [false, true])
    func aHostileSaveRestoresWhatItCanAndNamesTheRest(_ restorationData: Bool) throws {
        let source = TabsAttackApp(items: musicItems)
        source.navigator.open([.artists, .album(4)])
        source.navigator.open([.radio])
        let data = restorationData ? try source.navigator.capture().restorationData() : try JSONEncoder().encode(source.navigator.capture())
        func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            edit(&object)
            return try JSONSerialization.data(withJSONObject: object)
        }
        func restore(_ data: Data) throws -> TabsAttackApp {
            let app = TabsAttackApp(items: musicItems)
            if restorationData {
                app.navigator.restore(restorationData: data)
            } else {
                let snapshot = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: data)
                app.navigator.restore(snapshot)
            }
            return app
        }
        let many = (0..<50_000).map { "tab \($0)" }
        let hostile = try edited {
            $0["hiddenTabs"] = ["radio", "radio", "home", "search", "nothing"] + many
            $0["tabOrders"] = ["library": ["radio", "home", "artists", "artists", "gone"] + many, "nothing": ["albums"]]
        }
        let app = try restore(hostile)
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"], "another group's tabs, duplicates and unknowns left out")
        #expect(app.tabBarRouter.isTabHidden(at: 3), "Radio hidden again")
        #expect(!app.tabBarRouter.isTabHidden(at: 0) && !app.tabBarRouter.isTabHidden(at: 4), "tabs that do not allow hiding stay")
        #expect(!app.selectsAHiddenTab, "the save's path goes through Radio, which it hides: it stops before it")
        #expect(app.tabBarRouter.tabs[1].router.viewControllers.count == 2, "Artists' background path restored, in its new place")

        for (field, value) in [
            ("hiddenTabs", "radio" as Any), ("tabOrders", ["library": "artists"] as Any), ("sheetDetents", [1, 2] as Any),
        ] {
            let malformed = try edited { $0[field] = value }
            let app = try restore(malformed)
            #expect(app.tabBarRouter.tabs[2].router.viewControllers.count == 2, "\(field): the rest restored")
            #expect(app.navigator.currentPath == [.radio], "\(field): the rest restored")
            if restorationData {
                let named = app.diagnostics.filter { $0.kind == .savedRouteNotRead }
                #expect(named.count == 1 && named[0].message.contains(field), "\(field) named once: \(named.map(\.message))")
            } else {
                let snapshot = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: malformed)
                #expect(snapshot.unreadableFields == [field])
            }
        }
    }

    /// A hidden tab with a stack of its own, a reordered group and stacks in other tabs round-trip through both
    /// encodings and across front ends: the restored app captures the same save, and shows the same tabs.
    @Test(arguments: [false, true], [TestFrontEnd.uiKit, .swiftUI])
    func aCustomizedTabBarRoundTripsThroughBothEncodings(_ restorationData: Bool, _ frontEnd: TestFrontEnd) throws {
        let app = TabsAttackApp(items: musicItems)
        app.navigator.open([.radio, .album(8)])
        app.navigator.open([.albums, .album(1)])
        app.navigator.open([.artists, .album(2)])
        #expect(app.tabBarRouter.moveTab(from: 2, to: 1))
        #expect(app.tabBarRouter.hideTab(at: 3))
        let save = app.navigator.capture()
        #expect(save.hiddenTabs == ["radio"] && !save.tabOrders.isEmpty && save.background.count == 2)
        let restored = TabsAttackApp(frontEnd, items: musicItems)
        if restorationData {
            restored.navigator.restore(restorationData: try save.restorationData())
        } else {
            restored.navigator.restore(try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: JSONEncoder().encode(save)))
        }
        #expect(restored.navigator.capture() == save)
        #expect(restored.tabNames == app.tabNames)
        #expect(restored.selectedName == app.selectedName)
        #expect(restored.tabBarRouter.tabs[3].router.viewControllers.count == 2, "the hidden tab keeps its stack")
        #expect(restored.diagnostics.isEmpty)
    }

    /// Whether the accessory is drawn: iOS and Mac Catalyst (26, which the headless tab bar models), never a native
    /// Mac, on each front end; and not once it is gone.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI], NavigationPlatform.allCases)
    func theAccessoryIsShownWhereThePlatformDrawsIt(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let app = TabsAttackApp(frontEnd, platform: platform, items: musicItems)
        #expect(!app.tabBarRouter.isBottomAccessoryShown)
        app.tabBarRouter.showBottomAccessory(TestScreen("mini"))
        #expect(app.tabBarRouter.isBottomAccessoryShown == (platform != .macOS))
        app.tabBarRouter.removeBottomAccessory()
        #expect(!app.tabBarRouter.isBottomAccessoryShown)
    }

    /// A tab bar coordinator's own `.decline` of a tab's or a group's route holds for a link, a restore's background
    /// and foreground, and `showRoute`, on each front end.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aTabBarCoordinatorsDeclineHoldsForEveryPath(_ frontEnd: TestFrontEnd) {
        let app = TabsAttackApp(frontEnd, decide: { route in route == .radio || route == .library ? .decline : nil }, items: musicItems)
        #expect(!app.navigator.open([.radio, .album(1)]).isComplete)
        #expect(!app.navigator.open([.library]).isComplete)
        #expect(!app.navigator.restore(NavigationSnapshot(background: [[.radio, .album(5)]], foreground: [.radio])).isComplete)
        #expect(!app.tabs.showRoute(.radio))
        #expect(app.selectedName == "home")
        #expect(app.tabBarRouter.tabs[3].router.viewControllers.count == 1, "nothing opened in the declined tab")
        #expect(app.diagnostics.allSatisfy { $0.kind == .routeNotHandled } && app.diagnostics.count == 5)
        #expect(app.navigator.open([.albums, .album(2)]).isComplete, "the routes it leaves to the tabs still open")
    }

    /// A group's route ends `.complete`, selects the group's last selected tab, and skips a hidden one, on each front
    /// end and platform, in compact and regular width; a group whose tabs are all hidden stops the path.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI], NavigationPlatform.allCases)
    func aGroupsRouteCompletesInItsLastSelectedTabShown(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        for regular in [false, true] {
            let app = TabsAttackApp(frontEnd, platform: platform, regular: regular, items: musicItems)
            #expect(app.navigator.open([.artists]).isComplete)
            #expect(app.navigator.open([.home]).isComplete)
            #expect(app.navigator.open([.library, .album(3)]).isComplete)
            #expect(app.navigator.currentPath == [.artists, .album(3)])
            #expect(app.tabBarRouter.hideTab(at: 2))
            #expect(app.navigator.open([.library]).isComplete)
            #expect(app.navigator.currentPath == [.albums], "the last selected tab is hidden: the first shown")
            #expect(app.tabBarRouter.hideTab(at: 1))
            app.navigator.open([.home])
            let opening = app.navigator.open([.library, .album(1)])
            #expect(!opening.isComplete)
            #expect(app.selectedName == "home")
            #expect(app.diagnostics.map(\.kind) == [.tabNotFound])
        }
    }

    /// Under SwiftUI's rules the sidebar toggle changes nothing TiltUp can see: no event, no journal change, the
    /// sidebar's visibility what SwiftUI documents (a Mac's), on each platform.
    @Test(arguments: NavigationPlatform.allCases)
    func swiftUIsSidebarToggleReportsNothing(_ platform: NavigationPlatform) {
        let app = TabsAttackApp(.swiftUI, platform: platform, items: musicItems)
        let before = app.tabBarRouter.isSidebarVisible
        #expect(before == (platform != .iOS))
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(!app.tabBarController.simulateSidebarToggle())
        #expect(app.tabBarRouter.isSidebarVisible == before)
        #expect(events.isEmpty)
        #expect(!journal.entries.contains { if case .sidebarVisibilityChanged = $0.change { true } else { false } })
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
        _ = observation
    }

    /// A chain of accessories, each shown by the removal handler of the one before, while the tab bar coordinator
    /// is replaced: each handler runs once, each coordinator is released.
    @Test func aChainOfAccessoriesEndsOnceWhenTheTabBarIsReplaced() {
        let app = TabsAttackApp(items: musicItems)
        var runs: [String] = []
        var weakPlayers: [() -> AccessoryCoordinator?] = []
        let router = app.tabBarRouter
        let appCoordinator = app.appCoordinator
        func show(_ level: Int) {
            let player = AccessoryCoordinator(appCoordinator: appCoordinator)
            weakPlayers.append { [weak player] in player }
            router.showBottomAccessory(TestScreen("mini \(level)"), retaining: player) {
                runs.append("mini \(level)")
                if level < 3 { show(level + 1) }
            }
        }
        show(0)
        #expect(router.isBottomAccessoryShown)
        app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
        #expect(runs == ["mini 0", "mini 1", "mini 2", "mini 3"])
        #expect(weakPlayers.allSatisfy { $0() == nil })
        #expect(!router.isBottomAccessoryShown)
        #expect(app.diagnostics.isEmpty)
    }
}
