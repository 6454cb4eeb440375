import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// The routes of the replayed app: two tabs, orders pushed in them, a sheet.
enum ReplayRoute: Hashable, Codable, Sendable {
    case home, orders
    case order(Int)
    case sheet
}

/// How the replayed app behaves; a test changes it between the recording and the replay.
@MainActor
final class ReplayBehaviour {
    /// Whether an order pushes a receipt screen over itself, as a later version of the app does.
    var orderPushesAReceipt = false
}

@MainActor
private final class ReplayTabs: TabBarCoordinator, RouteHandling {
    let behaviour: ReplayBehaviour

    init(appCoordinator: any AppCoordinating, behaviour: ReplayBehaviour) {
        self.behaviour = behaviour
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        [ReplayRoute.home, .orders].map { route in
            TabBarRouter.Tab(ReplayStack(parent: self, router: tabBarRouter.makeTabRouter(), behaviour: behaviour), route: route)
        }
    }

    func handle(_ route: ReplayRoute) -> RouteDecision {
        guard let index = [ReplayRoute.home, .orders].firstIndex(of: route) else { return .decline }
        return .handOff {
            self.tabBarRouter.selectTab(at: index)
            return self.tabBarRouter.tabs[index].coordinator
        }
    }
}

@MainActor
private final class ReplayStack: Coordinator, RouteHandling {
    let behaviour: ReplayBehaviour

    init(parent: any Coordinating, router: Router, behaviour: ReplayBehaviour) {
        self.behaviour = behaviour
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(FakeScreen(), retaining: self, animated: false)
    }

    /// The button on an order that shows the next one: the app's own Router call.
    func nextOrderTapped() {
        router.push(OtherScreen(), animated: false)
    }

    func handle(_ route: ReplayRoute) -> RouteDecision {
        switch route {
        case .order:
            return .show {
                self.router.push(FakeScreen(), retaining: self, animated: false)
                if self.behaviour.orderPushesAReceipt {
                    self.router.push(OtherScreen(), animated: false)
                }
            }
        case .sheet:
            return .show {
                let sheet = Router(rootViewController: OtherScreen())
                self.router.presentModal(sheet, animated: false, presentationStyle: .pageSheet)
            }
        case .home, .orders:
            return .decline
        }
    }
}

/// A replayable app: a test app coordinator, the tabs, the navigator, and a journal.
@MainActor
struct ReplayApp {
    let appCoordinator: TestAppCoordinator
    let navigator: RouteNavigator<ReplayRoute>

    init(swiftUI: Bool, behaviour: ReplayBehaviour = ReplayBehaviour()) {
        appCoordinator = TestAppCoordinator(navigationController: swiftUI ? NavigationStackController() : HeadlessNavigationController())
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: ReplayTabs(appCoordinator: appCoordinator, behaviour: behaviour))
    }

    private var ordersStack: ReplayStack? {
        appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? ReplayStack }.last
    }

    /// A session: links, a sheet swiped down, a back swipe, the app's own button, tab taps.
    func playSession() {
        navigator.open([.orders, .order(7)], from: .url)
        navigator.open([.orders, .order(7), .sheet])
        appCoordinator.simulateSwipeDown()
        appCoordinator.simulateBackSwipe()
        ordersStack?.nextOrderTapped()
        appCoordinator.tabBarController?.simulateTabSelection(at: 0)
        appCoordinator.tabBarController?.simulateTabSelection(at: 1)
    }
}

@MainActor
@Suite struct ReplayTests {
    @Test(arguments: [false, true])
    func aRecordedSessionReplaysTheSameOnTheSameApp(swiftUI: Bool) throws {
        let recorded = ReplayApp(swiftUI: swiftUI)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.playSession()
        let recording = try NavigationJournal<ReplayRoute>.read(jsonData: journal.jsonData())

        let app = ReplayApp(swiftUI: swiftUI)
        let replay = app.appCoordinator.replay(recording, navigator: app.navigator)

        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(replay.standIns.count == 1)  // the app's own button
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
        #expect(recording.entries.contains { $0.cause == .swipeDown } && recording.entries.contains { $0.cause == .tabTap(index: 0) })
    }

    @Test(arguments: [false, true])
    func aChangedCoordinatorFailsTheReplayAtTheEntryWhereTheAppDiffers(swiftUI: Bool) throws {
        let recorded = ReplayApp(swiftUI: swiftUI)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.playSession()
        let recording = NavigationJournal<ReplayRoute>.Recording(entries: journal.entries)
        // The first push of the order (entry 2), where the changed app pushes a receipt too.
        let orderPush = try #require(recording.entries.first { $0.path == [.orders, .order(7)] && "\($0.change)" == "pushed FakeScreen" })

        let behaviour = ReplayBehaviour()
        behaviour.orderPushesAReceipt = true
        let app = ReplayApp(swiftUI: swiftUI, behaviour: behaviour)
        var replay: NavigationReplay<ReplayRoute>?
        let line = #line + 2
        withKnownIssue {
            replay = app.appCoordinator.replay(recording, navigator: app.navigator)
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("replay diverged at entry #\(orderPush.number + 1)")
                && "\(issue)".contains("Navigation now:")
        }
        let divergence = try #require(replay?.divergence)
        #expect(divergence.expected?.number == orderPush.number + 1)
        #expect(divergence.actual.map { "\($0.change)" } == "pushed OtherScreen")
        #expect(replay?.matchedCount == orderPush.number)
    }

    @Test func theBackMenusSeveralScreensAtOnceReplayOnSwiftUIsStack() throws {
        let recorded = ReplayApp(swiftUI: true)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.orders, .order(1), .order(2), .order(3)])
        let stack = try #require(recorded.appCoordinator.visibleNavigationController as? NavigationStackController)
        stack.writePath(Array(stack.path.prefix(1)))
        #expect(journal.entries.last?.cause == .backMenu(count: 2))

        let app = ReplayApp(swiftUI: true)
        let replay = app.appCoordinator.replay(NavigationJournal.Recording(entries: journal.entries), navigator: app.navigator)
        #expect(replay.divergence == nil)
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }

    @Test func aRecordingThatDroppedItsFirstEntriesBeginsWhereItsFirstActionLed() {
        let recorded = ReplayApp(swiftUI: false)
        let journal = NavigationJournal(navigator: recorded.navigator, capacity: 4)
        recorded.playSession()
        #expect(journal.droppedCount > 0)
        let recording = NavigationJournal<ReplayRoute>.Recording(entries: journal.entries, droppedCount: journal.droppedCount)

        let app = ReplayApp(swiftUI: false)
        let replay = app.appCoordinator.replay(recording, navigator: app.navigator)
        #expect(replay.divergence == nil)
        #expect(replay.standIns.first == recording.entries.first?.number)
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
    }
}
