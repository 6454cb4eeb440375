import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct NavigationSnapshotTests {
    private func roundTrip(_ snapshot: NavigationSnapshot<ShopRoute>) throws -> NavigationSnapshot<ShopRoute> {
        let data = try JSONEncoder().encode(snapshot)
        return try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: data)
    }

    @Test func theSelectedTabEachTabsStackAndTheChainOfModalsAreCaptured() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt])
        app.navigator.open([.profile, .help])
        app.navigator.open([.home, .order(2), .settings, .edit(4)])
        let snapshot = app.navigator.capture()
        #expect(snapshot.foreground == [.home, .order(2), .settings, .edit(4)])
        #expect(snapshot.background == [[.orders, .order(1), .receipt], [.profile, .help]])
    }

    @Test func aModalOverTheWholeTabBarPutsEveryTabInTheBackgroundTheSelectedOneLast() {
        let app = ShopApp()
        app.navigator.open([.home, .help])
        app.navigator.open([.orders, .order(1)])
        app.navigator.open([.settings, .help])
        let snapshot = app.navigator.capture()
        #expect(snapshot.foreground == [.settings, .help])
        #expect(snapshot.background == [[.home, .help], [.orders, .order(1)]])
    }

    @Test func restoringInAFreshAppBringsBackTheSameScreensCoordinatorsAndHandlers() throws {
        let first = ShopApp()
        first.navigator.open([.profile, .order(3)])
        first.navigator.open([.orders, .order(1), .receipt, .edit(2), .help])
        let snapshot = try roundTrip(first.navigator.capture())

        let second = ShopApp()
        let opening = second.navigator.restore(snapshot)
        #expect(opening.isComplete)
        #expect(second.describe() == first.describe())
        #expect(second.journal.liveCoordinatorCount == first.journal.liveCoordinatorCount)
        #expect(second.journal.runs.isEmpty)
        #expect(second.journal.diagnostics.isEmpty)

        // The restored screens carry the same handlers and retention: ending both apps runs the same ones.
        for app in [first, second] {
            app.end()
        }
        #expect(second.journal.runs.sorted() == first.journal.runs.sorted())
        #expect(!second.journal.runs.isEmpty)
        #expect(second.appCoordinator.retainedCoordinators.isEmpty)
        #expect(second.journal.liveCoordinatorCount == 0 + 1)  // the tab bar coordinator, held by the app
    }

    @Test func aStateWhoseRoutesNoLongerResolveRestoresTheLongestValidPrefixAndReportsTheRest() throws {
        let saved = NavigationSnapshot<ShopRoute>(
            background: [[.profile, .help, .home, .help], [.home, .blank]],
            foreground: [.orders, .order(1), .profile])
        let app = ShopApp()
        let opening = app.navigator.restore(try roundTrip(saved))
        #expect(opening.shown == [.orders, .order(1)])
        #expect(opening.unresolved == [.profile])
        #expect(app.navigator.capture() == NavigationSnapshot(background: [[.profile, .help]], foreground: [.orders, .order(1)]))
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled, .routeNotShown, .routeNotHandled])
    }

    @Test func snapshotsAreCodableAsPlainJSON() throws {
        let snapshot = NavigationSnapshot<ShopRoute>(background: [[.home, .help]], foreground: [.orders, .order(7)])
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains("\"foreground\""))
        #expect(json.contains("\"background\""))
        #expect(try roundTrip(snapshot) == snapshot)
    }

    /// Random navigation, by deep links and by the user's own gestures, then capture, JSON, restore in a
    /// new app: the same screens, coordinators and handlers.
    @Test(arguments: 0..<40)
    func randomNavigationSurvivesARelaunch(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let first = ShopApp()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                first.navigator.open(ShopRouteGenerator.path(using: &random))
            case 2:
                first.tabBarController.simulateTabSelection(at: Int.random(in: 0..<3, using: &random))
            case 3:
                first.topRouter.headless.simulateBackSwipe()
            case 4:
                first.presenterOfTopModal?.headless.simulateSwipeDown()
            default:
                let path = first.navigator.currentPath
                first.navigator.open(path + [.help])
            }
        }
        first.journal.runs.removeAll()
        first.journal.diagnostics.removeAll()
        let snapshot = try roundTrip(first.navigator.capture())

        let second = ShopApp()
        second.navigator.restore(snapshot)
        #expect(second.describe() == first.describe(), "seed \(seed)")
        #expect(second.navigator.capture() == snapshot, "seed \(seed)")
        #expect(second.journal.diagnostics.isEmpty, "seed \(seed)")
        #expect(second.journal.liveCoordinatorCount == first.journal.liveCoordinatorCount, "seed \(seed)")
        for app in [first, second] {
            app.end()
        }
        #expect(second.journal.runs.sorted() == first.journal.runs.sorted(), "seed \(seed)")
        #expect(first.appCoordinator.retainedCoordinators.isEmpty, "seed \(seed): \(first.describe())")
        #expect(second.appCoordinator.retainedCoordinators.isEmpty, "seed \(seed): \(second.describe())")
    }
}
