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

    @Test func aCoordinatorTheTestKeepsOnPurposeIsLeftOut() {
        let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
        let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        appCoordinator.keepsAlive(coordinator)
        appCoordinator.simulateBackSwipe()
        withExtendedLifetime(appCoordinator) {}
        // The app coordinator goes first; the coordinator the test holds is left out of the check.
        #expect(coordinator.taps == 0)
    }

    @Test func theCheckCanBeAskedForAtTheCallersLine() {
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
        appCoordinator.keepsAlive(coordinator)  // held here: left out at the end
    }
}
