import Testing
import TiltUp
import TiltUpTestSupport

/// A journal made before the app launched records the launch first: its replay runs on an app not launched
/// yet, whose `redo` does the launch again.
@MainActor
@Suite struct ReplayingTheLaunchTests {
    /// Records a session from the launch on: the tab bar installed, a link, a back swipe, a tab tap.
    private func recordFromLaunch(_ frontEnd: TestFrontEnd) -> NavigationJournal<ShopRoute>.Recording {
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = ShopTabsCoordinator(appCoordinator: appCoordinator, journal: ShopJournal(), routedTabs: true)
        let navigator = RouteNavigator<ShopRoute>(root: tabs)
        let journal = NavigationJournal(navigator: navigator)
        appCoordinator.start(coordinator: tabs)
        navigator.open([.orders, .order(1)], from: .url)
        tabs.tabBarRouter.tabs[1].router.headless.simulateBackSwipe()
        navigator.open([.home], from: .notification)
        return NavigationJournal.Recording(entries: journal.entries)
    }

    @Test func aLaunchedAppDivergesAtTheLaunchItDidBeforeTheReplay() throws {
        let recording = recordFromLaunch(.uiKit)
        let app = ShopApp()

        let replay = app.navigator.replay(recording)

        let divergence = try #require(replay.divergence, "the launch is an action of the app's own: a launched app cannot do it again")
        #expect(divergence.expected?.number == 1)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRecordingFromTheLaunchReplaysOnAnAppNotLaunchedWhoseRedoLaunches(frontEnd: TestFrontEnd) {
        let recording = recordFromLaunch(frontEnd)
        let appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        let tabs = ShopTabsCoordinator(appCoordinator: appCoordinator, journal: ShopJournal(), routedTabs: true)
        let navigator = RouteNavigator<ShopRoute>(root: tabs)
        var redone: [Int] = []

        let replay = navigator.replay(
            recording,
            redo: { group in
                redone.append(group[0].number)
                guard group[0].number == 1 else { return false }
                appCoordinator.start(coordinator: tabs)  // the launch, done again
                return true
            })

        #expect(redone == [1], "the launch redone makes both its recorded actions: the tab bar, then its tabs")
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replay.matchedCount == recording.entries.count)
        #expect(replay.standIns.isEmpty)
        #expect(navigator.currentPath == [.home])
    }
}
