import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

@MainActor
@Suite struct WaitableCoordinatorTestTests: WaitableCoordinatorTest {
    let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())

    @Test func returnsOnceTheTopHasChanged() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        waitForTopViewControllerChange(using: coordinator) {
            coordinator.start()
        }
        assertType(of: coordinator.router.navigationController.topViewController, is: FakeScreen.self)
        waitForTopViewControllerChange(in: appCoordinator.router) {
            appCoordinator.navigationController.simulateBackSwipe()
        }
    }

    @Test func returnsOnceTheModalHasChanged() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        waitForPresentedViewControllerChange(using: coordinator) {
            coordinator.router.presentModal(FakeScreen(), animated: false, presentationStyle: .pageSheet)
        }
        waitForPresentedViewControllerChange(in: appCoordinator.router) {
            appCoordinator.navigationController.simulateSwipeDown()
        }
    }

    @Test func failsAtOnceWhenNothingChanged() {
        let line = #line + 2
        withKnownIssue {
            waitForTopViewControllerChange(in: appCoordinator.router) {}
        } matching: {
            $0.isFailure("waitForTopViewControllerChange failed: the top view controller did not change", at: line)
        }
        let otherLine = #line + 2
        withKnownIssue {
            waitForPresentedViewControllerChange(in: appCoordinator.router) { appCoordinator.router.pop() }
        } matching: {
            $0.isFailure(
                "waitForPresentedViewControllerChange failed: the presented view controller did not change; diagnostics during the work: TiltUp: Router.pop: only the root screen is on the stack; nothing was popped",
                at: otherLine)
        }
    }

    @Test func aFailedWaitShowsWhatWasOnScreen() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        withKnownIssue {
            waitForPresentedViewControllerChange(using: coordinator) {}
        } matching: {
            $0.navigationShown == """
                HeadlessNavigationController · ◀ this router
                  1. OtherScreen
                  2. FakeScreen · retains FakeCoordinator
                """
        }
    }

    @Test func aFailedWaitForATabShowsTheWholeNavigation() {
        let tabs = TabBarRouter(tabBarController: HeadlessTabBarController())
        let parent = FakeCoordinator(appCoordinator: appCoordinator)
        tabs.setTabs([TabBarRouter.Tab(FakeCoordinator(parent: parent, router: tabs.makeTabRouter()))])
        let expected = tabs.tabs[0].router.navigationDescription
        withKnownIssue {
            waitForSelectedTabChange(in: tabs) {}
        } matching: {
            $0.navigationShown == expected && expected.contains("FakeScreen")
        }
    }

    @Test func aFailedWaitNamesTheDiagnosticsTheTestAppCoordinatorCollectedDuringTheWork() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        coordinator.router.pop()  // before the work: not named
        let line = #line + 2
        withKnownIssue {
            waitForPresentedViewControllerChange(using: coordinator) {
                coordinator.router.dismissModal()
            }
        } matching: {
            $0.isFailure(
                "waitForPresentedViewControllerChange failed: the presented view controller did not change; diagnostics during the work: TiltUp: Router.dismissModal: nothing is presented; the dismiss handler ran at once",
                at: line)
        }
        #expect(appCoordinator.diagnostics.count == 2)
    }
}

@MainActor
@Suite struct TestAppCoordinatorTests {
    @Test func countsCallsAndCollectsDiagnostics() {
        let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: coordinator)
        #expect(appCoordinator.pushCallCount == 1)
        #expect(appCoordinator.pushCoordinatorCallCount == 1)
        #expect(appCoordinator.containsCoordinator(coordinator))
        #expect(appCoordinator.retainedCoordinators.count == 1)

        appCoordinator.router.presentModal(FakeScreen(), animated: false)
        appCoordinator.router.dismissModal(animated: false)
        appCoordinator.router.pop()
        appCoordinator.router.pop()
        #expect(appCoordinator.presentCallCount == 1)
        #expect(appCoordinator.dismissCallCount == 1)
        #expect(appCoordinator.popCallCount == 1)
        #expect(appCoordinator.popCoordinatorCallCount == 1)
        #expect(!appCoordinator.containsCoordinator(coordinator))
        #expect(appCoordinator.diagnostics.map(\.kind) == [.cannotPopRoot])
    }
}

@MainActor
@Suite struct AssertRetainedTests {
    let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())

    @Test func passesWhileTheCoordinatorsScreenIsOnTop() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        assertRetained(coordinator, withTopViewControllerOfType: FakeScreen.self)
    }

    @Test func failsWhenTheCoordinatorIsNotRetained() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        let line = #line + 2
        withKnownIssue {
            assertRetained(coordinator, withTopViewControllerOfType: OtherScreen.self)
        } matching: {
            $0.isFailure(
                "assertRetained(_:withTopViewControllerOfType:) failed: FakeCoordinator is not retained by its app coordinator", at: line)
        }
    }

    @Test func failsWhenTheTopIsOfAnotherType() {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        coordinator.start()
        let line = #line + 2
        withKnownIssue {
            assertRetained(coordinator, withTopViewControllerOfType: OtherScreen.self, message: "after start")
        } matching: {
            $0.isFailure(
                "assertRetained(_:withTopViewControllerOfType:) failed: the top view controller is a FakeScreen, not a OtherScreen - after start",
                at: line) && $0.navigationShown?.hasSuffix("2. FakeScreen · retains FakeCoordinator") == true
        }
    }

    @Test func failsWhenTheStackIsEmpty() {
        let empty = TestAppCoordinator()
        let coordinator = FakeCoordinator(appCoordinator: empty)
        let line = #line + 2
        withKnownIssue {
            assertRetained(coordinator, withTopViewControllerOfType: FakeScreen.self)
        } matching: {
            $0.isFailure("assertRetained(_:withTopViewControllerOfType:) failed: topViewController is nil", at: line)
        }
    }

    @Test func failsWhenTheAppCoordinatorIsGone() {
        var coordinator: FakeCoordinator?
        do {
            let shortLived = TestAppCoordinator(rootViewController: OtherScreen())
            coordinator = FakeCoordinator(appCoordinator: shortLived)
        }
        let orphan = try! #require(coordinator)
        let line = #line + 2
        withKnownIssue {
            assertRetained(orphan, withTopViewControllerOfType: OtherScreen.self)
        } matching: {
            $0.isFailure("assertRetained(_:withTopViewControllerOfType:) failed: FakeCoordinator has no app coordinator", at: line)
        }
    }
}

@MainActor
@Suite(.detectsMemoryLeaks) struct TrackMemoryLeaksTests {
    @Test func aReleasedObjectPasses() {
        let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        trackMemoryLeaks(coordinator, coordinator.router)
        coordinator.start()
        appCoordinator.router.pop()
    }
}

@Suite struct LeakTrackerTests {
    final class Leaky: Sendable {}

    @Test func withoutTheTraitItSaysWhatIsMissing() {
        let line = #line + 2
        withKnownIssue {
            trackMemoryLeaks(Leaky())
        } matching: {
            $0.isFailure(
                "trackMemoryLeaks failed: nothing checks the objects at the end of this test; add the .detectsMemoryLeaks trait to the @Test or its @Suite, or call it from an XCTestCase method",
                at: line)
        }
    }

    @Test func anObjectStillAliveWhenTheTestEndsFailsAtTheLineThatTrackedIt() async throws {
        let kept = Leaky()
        let line = #line + 3
        try await withKnownIssue {
            try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                trackMemoryLeaks(kept)
            }
        } matching: {
            $0.isFailure("trackMemoryLeaks failed: Leaky is still alive at the end of the test", at: line)
        }
        _ = kept
    }
}
