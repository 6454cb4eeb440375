import TiltUp
import TiltUpTest
import XCTest

/// Recipe (b): a `@MainActor` XCTestCase with `async` test methods, `setUp() async` and stored view models.
///
/// Every test method is `async`: on Linux, SwiftPM's test discovery crashes on a `@MainActor` XCTestCase
/// whose test methods are all synchronous. Stored properties are set in `setUp() async throws`, not given
/// default values: XCTest creates the test case outside the main actor.
@MainActor
final class MainActorXCTestCaseRecipeTests: XCTestCase, WaitableCoordinatorTest {
    private var viewModel: FakeListViewModel!
    private var appCoordinator: TestAppCoordinator!

    override func setUp() async throws {
        viewModel = FakeListViewModel(later: true)
        appCoordinator = TestAppCoordinator()
    }

    func testRefreshShowsLoadingThenReloads() async {
        let calls = await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        XCTAssertEqual(calls.loadingStates, [.loading(), .notLoading])
        XCTAssertEqual(calls.reloadDataCount, 1)
    }

    func testAFailureHandsBackAnAlertWhoseActionsRun() async {
        var retried = false
        viewModel.retry = { retried = true }
        let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.refresh(failing: true)
        }
        let retry = try? XCTUnwrap(calls.alert?.actions.first { $0.title == "Retry" })
        retry?.trigger()
        XCTAssertTrue(retried)
    }

    func testACoordinatorShowsItsScreen() async {
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        await waitForTopViewControllerChange(using: coordinator) {
            coordinator.start()
        }
        XCTAssertEqual(appCoordinator.pushCallCount, 1)
    }

    func testWaitForExpectationsSuspends() async {
        let done = expectation(description: "done")
        DispatchQueue.main.async { done.fulfill() }
        await wait(for: [done])
    }
}
