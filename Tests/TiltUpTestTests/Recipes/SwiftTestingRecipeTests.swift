import Testing
import TiltUp
import TiltUpTest
import XCTest

/// Recipe (c): a `@MainActor` Swift Testing suite. Stored properties may have default values: each test
/// gets a new instance of the suite, made on the main actor.
@MainActor
@Suite struct SwiftTestingRecipeTests: WaitableCoordinatorTest {
    let viewModel = FakeListViewModel(later: true)
    let appCoordinator = TestAppCoordinator()

    @Test func refreshShowsLoadingThenReloads() async {
        let calls = await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        #expect(calls.loadingStates == [.loading(), .notLoading])
        #expect(calls.reloadDataCount == 1)
    }

    @Test func aFailureHandsBackItsAlert() async throws {
        let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert, .loadingCycle]) {
            viewModel.refresh(failing: true)
        }
        let alert = try #require(calls.alert)
        #expect(alert.title == "Failed")
    }

    @Test func aCoordinatorShowsItsScreen() async {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        await waitForTopViewControllerChange(using: coordinator) {
            coordinator.start()
        }
        #expect(appCoordinator.pushCallCount == 1)
    }
}

/// A synchronous helper called where it would block the main actor fails at once, naming the fix.
@Suite struct BlockingWaitDiagnosticsTests {
    /// A test case to call the XCTestCase helpers on, outside XCTest.
    static func host() -> XCTestCase {
        #if canImport(Darwin)
        XCTestCase()
        #else
        XCTestCase(name: "host") { _ in }
        #endif
    }

    @MainActor
    @Test func theSynchronousFormInsideATaskFailsAtOnceAndSaysToAwait() {
        let viewModel = FakeListViewModel(later: true)
        let line = #line + 2
        withKnownIssue {
            Self.host().waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert]) {
                viewModel.refresh(failing: true)
            }
        } matching: { issue in
            issue.isFailure(
                "waitForBaseViewObservers failed: it was called without `await` inside an async test (or a Swift Testing test), where waiting would block the main actor and the calls it waits for could never arrive. Write `await waitForBaseViewObservers(…)` in an async test: the overload that suspends.",
                at: line)
        }
        #expect(viewModel.viewObservers.presentAlert == nil)
    }

    @Test func theSynchronousFormOffTheMainThreadFailsAndSaysWhatToDo() async {
        // This test is not isolated: it runs on the concurrency pool, off the main thread.
        let viewModel = await FakeListViewModel()
        let line = #line + 2
        func waitSynchronously() {
            Self.host().waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.reloadData]) {
                viewModel.refresh()
            }
        }
        withKnownIssue {
            waitSynchronously()
        } matching: { issue in
            issue.isFailure(
                "waitForBaseTableViewObservers failed: it was called off the main thread, where it cannot reach the main actor. Mark the test (or its suite) @MainActor, make it async and write `await waitForBaseTableViewObservers(…)`.",
                at: line)
        }
    }

    struct CoordinatorHost: WaitableCoordinatorTest {}

    @Test func aCoordinatorWaitOffTheMainThreadFailsAndSaysWhatToDo() async {
        // Not isolated: this test runs on the concurrency pool, off the main thread.
        let coordinator = await FakeCoordinator(appCoordinator: TestAppCoordinator())
        let line = #line + 2
        func waitSynchronously() {
            CoordinatorHost().waitForTopViewControllerChange(using: coordinator) {
                coordinator.start()
            }
        }
        withKnownIssue {
            waitSynchronously()
        } matching: { issue in
            issue.isFailure(
                "waitForTopViewControllerChange failed: it was called off the main thread, where it cannot reach the main actor. Mark the test (or its suite) @MainActor, make it async and write `await waitForTopViewControllerChange(…)`.",
                at: line)
        }
    }
}
