import Foundation
import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// Attacks on what the native Mac's SwiftUI front end promises on Linux's model (CHANGELOG, Unreleased; RunningOnAMac.md;
/// RecordingNavigation.md): a tab's label kept on its stack for SwiftUI's `TabView` through the tab bar's changes,
/// a split view named `split view` in every journal (inside a modal, beside a tab bar in a column), and a journal
/// recorded before that name still replaying, or saying why not.
@MainActor
@Suite(.detectsMemoryLeaks) struct MacSwiftUIAttackTests {
    /// Tabs whose labels the test gives, on a headless tab bar of the app's front end.
    final class Tabs: TabBarCoordinator {
        var labels: [(String?, String?)] = [("Home", "house"), ("Orders", "bag")]

        override func makeTabs() -> [TabBarRouter.Tab] {
            labels.enumerated().map { index, label in
                TabBarRouter.Tab(
                    TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "tab \(index)"), title: label.0,
                    systemImage: label.1)
            }
        }
    }

    func tabs(_ frontEnd: TestFrontEnd) -> (AppCoordinator, Tabs) {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = Tabs(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        return (appCoordinator, tabs)
    }

    func stack(_ tab: TabBarRouter.Tab) -> HeadlessNavigationController {
        tab.router.navigationController
    }

    // MARK: Tab labels on the stacks

    @Test(arguments: TestFrontEnd.allCases)
    func aTabsLabelChangedOnALaterSetTabsIsTheOneItsStackCarries(_ frontEnd: TestFrontEnd) {
        let (_, tabs) = tabs(frontEnd)
        let router = tabs.tabBarRouter
        let home = router.tabs[0]

        router.setTabs([TabBarRouter.Tab(home.coordinator, title: "Start"), router.tabs[1]])

        #expect(stack(router.tabs[0]).tabLabel?.title == "Start")
        #expect(stack(router.tabs[0]).tabLabel?.systemImage == nil, "the new label is the whole label, as a new tabBarItem is")
        #expect(router.tabs[0].title == "Start")
        #expect(stack(router.tabs[1]).tabLabel?.title == "Orders")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aLabelChangedOnALaterSetTabsIsOnTheStackWhenTheTabBarTellsItsRenderers(_ frontEnd: TestFrontEnd) throws {
        let (_, tabs) = tabs(frontEnd)
        let router = tabs.tabBarRouter
        let controller = try #require(Platform.headlessTabBar(router.tabBarController))
        let renderer = NSObject()
        var seen: [String?] = []
        controller.core.watchers.add(renderer) { [router] in
            seen.append(router.tabBarController.viewControllers?.first.flatMap { $0 as? HeadlessNavigationController }?.tabLabel?.title)
        }

        router.setTabs([TabBarRouter.Tab(router.tabs[0].coordinator, title: "Start"), router.tabs[1]])

        #expect(seen.last == "Start", "SwiftUI's TabView draws again with the new label: \(seen)")
        withExtendedLifetime(renderer) {}
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabRelistedWithoutALabelKeepsItsStacksLabelAsUIKitsTabBarItemDoes(_ frontEnd: TestFrontEnd) {
        let (_, tabs) = tabs(frontEnd)
        let router = tabs.tabBarRouter

        router.setTabs([TabBarRouter.Tab(router.tabs[0].coordinator), router.tabs[1]])

        #expect(router.tabs[0].title == nil)
        #expect(stack(router.tabs[0]).tabLabel?.title == "Home")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func labelsSurviveSelectingAndReorderingAndATabRemoved(_ frontEnd: TestFrontEnd) {
        let (_, tabs) = tabs(frontEnd)
        let router = tabs.tabBarRouter
        router.selectTab(at: 1)
        router.setTabs(router.tabs.reversed())
        router.setTabs([router.tabs[1]])

        #expect(router.tabs.count == 1)
        #expect(stack(router.tabs[0]).tabLabel?.title == "Home")
        #expect(stack(router.tabs[0]).tabLabel?.systemImage == "house")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabAddedAfterRemoveAllTabsCarriesItsOwnLabel(_ frontEnd: TestFrontEnd) {
        let (_, tabs) = tabs(frontEnd)
        let router = tabs.tabBarRouter
        router.removeAllTabs()
        #expect(router.tabs.isEmpty)

        let again = TabCoordinator(parent: tabs, router: router.makeTabRouter(), name: "again")
        let plain = TabCoordinator(parent: tabs, router: router.makeTabRouter(), name: "plain")
        router.setTabs([TabBarRouter.Tab(again, title: "Again", systemImage: "arrow.clockwise"), TabBarRouter.Tab(plain)])

        #expect(stack(router.tabs[0]).tabLabel?.title == "Again")
        #expect(stack(router.tabs[0]).tabLabel?.systemImage == "arrow.clockwise")
        #expect(stack(router.tabs[1]).tabLabel == nil, "a new stack given no label has none")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theTabsCoordinatorsAreReleasedAfterRemoveAllTabsAndTheTabBarLeaving(_ frontEnd: TestFrontEnd) {
        let (appCoordinator, tabs) = tabs(frontEnd)
        for tab in tabs.tabBarRouter.tabs {
            trackMemoryLeaks(tab.coordinator, tab.router)
        }
        trackMemoryLeaks(tabs)
        tabs.tabBarRouter.removeAllTabs()
        appCoordinator.close()
    }

    // MARK: A split view's name in every journal

    /// Every change a journal recorded, as text, with any screen named by a container's class.
    func containerClassNames(_ entries: [NavigationJournal<String>.Entry]) -> [String] {
        entries.map { "\($0.change)" }.filter {
            $0.contains("HeadlessSplitViewController") || $0.contains("HeadlessTabBarController")
                || $0.contains("HeadlessNavigationController") || $0.contains("NavigationStackController")
        }
    }

    /// RecordingNavigation.md: a modal is recorded as `presented navigation stack`; what its Router showed before it
    /// was presented is not recorded, so a split view that fills a modal before it comes up is not named at all.
    @Test(arguments: TestFrontEnd.allCases)
    func aModalFilledWithASplitViewBeforeItIsPresentedIsRecordedAsANavigationStack(_ frontEnd: TestFrontEnd) throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let root = PlainRootCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: root)
        let journal = NavigationJournal(navigator: RouteNavigator<String>(appCoordinator: appCoordinator))

        ModalSplitHostCoordinator(parent: root, frontEnd: frontEnd).start()

        #expect(journal.entries.map { "\($0.change)" } == ["presented navigation stack .fullScreen"])
        appCoordinator.close()
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSplitViewShownInAPresentedModalIsNamedSplitViewInTheJournal(_ frontEnd: TestFrontEnd) throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let root = PlainRootCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: root)
        let journal = NavigationJournal(navigator: RouteNavigator<String>(appCoordinator: appCoordinator))
        let modal = TabCoordinator(
            parent: root, router: Router(navigationController: frontEnd.makeModalNavigationController()), name: "picker")
        modal.start()
        root.router.presentModal(modal.router, retaining: modal, animated: false, presentationStyle: .pageSheet)

        ModalSplitCoordinator(parent: modal).start()

        let changes = journal.entries.map { "\($0.change)" }
        #expect(containerClassNames(journal.entries).isEmpty, "\(changes)")
        #expect(Array(changes.prefix(2)) == ["presented navigation stack .pageSheet", "replaced 1 by split view"], "\(changes)")
        appCoordinator.close()
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabBarInASplitViewsColumnIsNamedTabBarAndTheSplitSplitView(_ frontEnd: TestFrontEnd) throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let journal = NavigationJournal(navigator: RouteNavigator<String>(appCoordinator: appCoordinator))
        let split = ColumnTabsSplitCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: split)
        let detail = try #require(split.splitRouter.column(.detail)?.coordinator as? TabCoordinator)
        let columnTabs = Tabs(parent: detail)
        columnTabs.start()

        let changes = journal.entries.map { "\($0.change)" }
        #expect(containerClassNames(journal.entries).isEmpty, "\(changes)")
        #expect(changes.first == "pushed split view", "the launch's new root on an empty stack is a push: \(changes)")
        #expect(changes.contains { $0.hasSuffix("by tab bar") || $0.hasSuffix("pushed tab bar") }, "\(changes)")
        appCoordinator.close()
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSplitViewInATabIsNamedSplitViewInTheJournal(_ frontEnd: TestFrontEnd) throws {
        let (appCoordinator, tabs) = tabs(frontEnd)
        let journal = NavigationJournal(navigator: RouteNavigator<String>(appCoordinator: appCoordinator))
        let tab = try #require(tabs.tabBarRouter.tabs[1].coordinator as? TabCoordinator)
        let split = ModalSplitCoordinator(parent: tab)
        split.start()

        let changes = journal.entries.map { "\($0.change)" }
        #expect(containerClassNames(journal.entries).isEmpty, "\(changes)")
        #expect(changes.contains("replaced 1 by split view"), "\(changes)")
        appCoordinator.close()
    }

    // MARK: A journal recorded before the name

    /// A notes app's journal as a TiltUp before this change wrote it: the split view named by its class.
    func journalNamingTheSplitByItsClass(_ frontEnd: TestFrontEnd) throws -> NavigationJournal<NotesRoute>.Recording {
        let navigationController = frontEnd.makeNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        let journal = NavigationJournal(navigator: navigator)
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: ShopJournal(), showsContentColumn: false)
        appCoordinator.start(coordinator: split)
        navigator.open([.folders, .note(1), .info], from: .url)
        split.splitRouter.column(.detail)?.router.headless.simulateBackSwipe()
        let json = try #require(String(data: try journal.jsonData(), encoding: .utf8))
        #expect(json.contains("\"split view\""))
        let old = json.replacingOccurrences(of: "\"split view\"", with: "\"HeadlessSplitViewController\"")
        appCoordinator.close()
        return try NavigationJournal<NotesRoute>.read(jsonData: Data(old.utf8))
    }

    func launchedNotes(_ frontEnd: TestFrontEnd) -> (AppCoordinator, RouteNavigator<NotesRoute>, NotesSplitCoordinator) {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        let split = NotesSplitCoordinator(appCoordinator: appCoordinator, journal: ShopJournal(), showsContentColumn: false)
        return (appCoordinator, navigator, split)
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aJournalNamingTheSplitByItsClassIsReadWholeSkippingNothing(_ frontEnd: TestFrontEnd) throws {
        let recording = try journalNamingTheSplitByItsClass(frontEnd)
        #expect(recording.skipped.isEmpty)
        #expect(recording.entries.first?.change == .pushed(screen: "HeadlessSplitViewController"))
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aJournalNamingTheSplitByItsClassReplaysWhenTheLaunchIsStoodIn(_ frontEnd: TestFrontEnd) throws {
        let recording = try journalNamingTheSplitByItsClass(frontEnd)
        let (appCoordinator, navigator, split) = launchedNotes(frontEnd)
        appCoordinator.start(coordinator: split)

        let replay = navigator.replay(NavigationJournal.Recording(entries: Array(recording.entries.dropFirst(1))))

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        appCoordinator.close()
    }

    /// CHANGELOG, Unreleased, Breaking: a journal names a split view `split view` (it was the controller's class).
    /// A journal recorded before, its launch done again, stops at the renamed entry, and says both names.
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aJournalNamingTheSplitByItsClassDivergesAtTheRenamedEntryNamingBoth(_ frontEnd: TestFrontEnd) throws {
        let recording = try journalNamingTheSplitByItsClass(frontEnd)
        let (appCoordinator, navigator, split) = launchedNotes(frontEnd)

        let replay = navigator.replay(
            recording,
            redo: { action in
                guard action.first?.number == recording.entries.first?.number else { return false }
                appCoordinator.start(coordinator: split)
                return true
            })

        let divergence = try #require(replay.divergence)
        #expect(divergence.expected?.change == .pushed(screen: "HeadlessSplitViewController"))
        #expect(divergence.actual?.change == .pushed(screen: "split view"))
        #expect(replay.matchedCount == 0)
        appCoordinator.close()
    }
}

/// A split view whose two columns are plain stacks, "side" and "main", started as the app's first coordinator.
@MainActor
final class ColumnTabsSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "side"), in: .sidebar),
            SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "main"), in: .detail),
        ]
    }
}

/// The app's first coordinator: one screen, "root", on the app coordinator's stack.
@MainActor
final class PlainRootCoordinator: Coordinator {
    override func start() {
        router.push(TestScreen("root"), retaining: self, animated: false)
    }
}
