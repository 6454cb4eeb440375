import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A coordinator whose screen's closure captures it strongly: a retain cycle, so it outlives its screen.
@MainActor
final class CyclicCoordinator: Coordinator {
    var onTap: (() -> Void)?
    var taps = 0

    override func start() {
        onTap = { self.taps += 1 }  // the planted cycle
        router.push(TestScreen("cyclic"), retaining: self)
    }
}

/// The same coordinator without the cycle.
@MainActor
final class WeakCoordinator: Coordinator {
    var onTap: (() -> Void)?
    var taps = 0

    override func start() {
        onTap = { [weak self] in self?.taps += 1 }
        router.push(TestScreen("weak"), retaining: self)
    }
}

/// `TestAppCoordinator` checks, at the end of the test, that every coordinator it released was freed.
@MainActor
@Suite struct ReleasedCoordinatorsFreedTests {
    /// Shows `coordinator` over a root screen, then pops it as the user's back swipe does.
    private func showAndSwipeBack(_ make: (TestAppCoordinator) -> Coordinator, on navigationController: HeadlessNavigationController) {
        let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"), navigationController: navigationController)
        let coordinator = make(appCoordinator)
        coordinator.start()
        appCoordinator.simulateBackSwipe()
        #expect(!appCoordinator.containsCoordinator(coordinator))
    }

    @Test(arguments: [false, true])
    func aCoordinatorKeptAliveByACycleAfterItsScreenLeftFailsTheTest(swiftUI: Bool) {
        let line = #line + 2
        withKnownIssue {
            let appCoordinator = TestAppCoordinator(
                rootViewController: TestScreen("root"),
                navigationController: swiftUI ? NavigationStackController() : HeadlessNavigationController())
            CyclicCoordinator(appCoordinator: appCoordinator).start()
            appCoordinator.simulateBackSwipe()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    $0.rawValue.hasPrefix(
                        "TestAppCoordinator: CyclicCoordinator released by the app coordinator but still alive when the app coordinator went, and no coordinator the app retains references it"
                    )
                }
        }
    }

    @Test func aCoordinatorFreedWhenItsScreenLeftPasses() {
        showAndSwipeBack({ WeakCoordinator(appCoordinator: $0) }, on: HeadlessNavigationController())
        showAndSwipeBack({ WeakCoordinator(appCoordinator: $0) }, on: NavigationStackController())
    }

    @Test func aCoordinatorStillShownIsNotChecked() {
        let appCoordinator = TestAppCoordinator()
        let coordinator = CyclicCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        #expect(appCoordinator.containsCoordinator(coordinator))
        coordinator.onTap = nil  // the test's own cleanup: nothing was released
    }

    // Catches: keepsAlive(_:) doing nothing. The app coordinator goes (at the helper's end) while the test still
    // holds the coordinator, so the check at its end sees it alive: left out only because it is kept.
    @Test func aCoordinatorTheTestKeepsOnPurposeIsLeftOut() {
        let kept = Self.showAndSwipeBackKeepingAlive()
        #expect(kept.taps == 0, "read after its screen left and the app coordinator went")
    }

    // Catches: keepsAlive(_:) doing nothing: the check asked for after it, and the one at the app coordinator's
    // end (which comes while the test still holds the coordinator), would each fail.
    @Test func theCheckCanBeAskedForAtTheCallersLine() {
        let kept = Self.askForTheCheckThenKeepAlive()
        #expect(kept.taps == 0)
    }

    /// Shows a coordinator, keeps it alive on purpose, lets the user swipe its screen away, and returns it: the
    /// app coordinator goes when this returns, the coordinator still held by the caller.
    private static func showAndSwipeBackKeepingAlive() -> WeakCoordinator {
        let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
        let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        appCoordinator.keepsAlive(coordinator)
        appCoordinator.simulateBackSwipe()
        #expect(!appCoordinator.containsCoordinator(coordinator))
        return coordinator
    }

    /// Asks for the check while a released coordinator is still held (it fails, at the caller's line), then
    /// keeps it alive on purpose and asks again (it passes); returns it past the app coordinator's end.
    private static func askForTheCheckThenKeepAlive() -> WeakCoordinator {
        let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
        let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        appCoordinator.simulateBackSwipe()
        let line = #line + 2
        withKnownIssue {
            appCoordinator.assertReleasedCoordinatorsFreed()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.contains { $0.rawValue.contains("WeakCoordinator released") }
        }
        appCoordinator.keepsAlive(coordinator)  // held past the app coordinator: left out now and at its end
        appCoordinator.assertReleasedCoordinatorsFreed()
        return coordinator
    }
}
