import TiltUp
import TiltUpTest
import XCTest

/// Recipe (a): a nonisolated XCTestCase with synchronous test methods, as TiltUp 5's tests were written.
///
/// XCTest runs these methods on the main thread. The waiting helpers take the view observers and the
/// triggering action as main-actor closures, so calling them needs nothing special. Creating a
/// `@MainActor` object (a view model, a coordinator) does: Swift 6 checks it, and a synchronous method
/// of a nonisolated class is not on the main actor, so it is made in `MainActor.assumeIsolated`, once.
final class SynchronousXCTestCaseRecipeTests: XCTestCase, WaitableCoordinatorTest {
    func testRefreshShowsLoadingThenReloads() {
        let viewModel = MainActor.assumeIsolated { FakeListViewModel() }
        let calls = waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        XCTAssertEqual(calls.loadingStates, [.loading(), .notLoading])
        XCTAssertEqual(calls.reloadDataCount, 1)
    }

    func testAFailureLaterOnTheMainQueueHandsBackItsAlert() {
        let viewModel = MainActor.assumeIsolated { FakeListViewModel(later: true) }
        let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.refresh(failing: true)
        }
        XCTAssertEqual(calls.alert?.title, "Failed")
        XCTAssertEqual(calls.alerts.count, 1)
    }

    func testACoordinatorShowsItsScreen() {
        let coordinator = MainActor.assumeIsolated { FakeCoordinator(appCoordinator: TestAppCoordinator()) }
        waitForTopViewControllerChange(using: coordinator) {
            coordinator.start()
        }
    }

    func testWaitForMainQueueTurnsTheRunLoopUntilTheObserversQueuedThereHaveRun() {
        let property = Observable(wrappedValue: 0)
        let counts = TestObserver<Int>()
        let observation = property.addObserver { _, new in counts.record(new) }
        property.wrappedValue = 1
        property.wrappedValue = 2
        XCTAssertEqual(counts.values, [], "delivered later, on the main queue")
        waitForMainQueue()
        XCTAssertEqual(counts.values, [1, 2])
        observation.dispose()
    }

    func testWaitForExpectationsWithTheDefaultTimeout() {
        let done = expectation(description: "done")
        DispatchQueue.main.async { done.fulfill() }
        wait(for: [done])
    }
}
