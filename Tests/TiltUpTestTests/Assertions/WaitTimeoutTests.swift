import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// Every timeout a user can pass to the waiting helpers has a defined meaning, and none traps.
@MainActor
@Suite struct WaitTimeoutTests {
    @Test(arguments: [TimeInterval.infinity, .greatestFiniteMagnitude, 1e300, Double(UInt64.max)])
    func anUnlimitedOrHugeTimeoutWaitsForCallsThatComeLater(_ timeout: TimeInterval) async {
        let viewModel = FakeListViewModel(later: true)
        let calls = await waitForBaseTableViewObservers(
            viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData], timeout: timeout
        ) {
            viewModel.refresh()
        }
        #expect(calls.reloadDataCount == 1)
    }

    @Test(arguments: [-1, -TimeInterval.infinity, TimeInterval.nan])
    func aNegativeOrNaNTimeoutFailsAtOnceSayingWhy(_ timeout: TimeInterval) async {
        let viewModel = FakeListViewModel(later: true)
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert], timeout: timeout) {
                viewModel.refresh(failing: true)
            }
        } matching: { issue in
            issue.isFailure(
                "waitForBaseViewObservers failed: the timeout must be zero or more seconds, or .infinity; \(timeout) did not wait", at: line
            )
                || issue.isFailure("waitForBaseViewObservers failed: presentAlert expected 1 call, got 0", at: line)
        }
        #expect(viewModel.viewObservers.presentAlert == nil)
    }

    @Test func aNegativeTimeoutFailsEvenWhenTheCallsCameAtOnce() async {
        let viewModel = FakeListViewModel()
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.reloadData], timeout: -0.5) {
                viewModel.refresh()
            }
        } matching: {
            $0.isFailure(
                "waitForBaseTableViewObservers failed: the timeout must be zero or more seconds, or .infinity; -0.5 did not wait", at: line)
        }
    }

    @Test func aZeroTimeoutDoesNotWait() async {
        let viewModel = FakeListViewModel(later: true)
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert], timeout: 0) {
                viewModel.refresh(failing: true)
            }
        } matching: { issue in
            issue.isFailure("waitForBaseViewObservers failed: timed out after 0.0 seconds", at: line)
                || issue.isFailure("waitForBaseViewObservers failed: presentAlert expected 1 call, got 0", at: line)
        }
    }

    @Test(arguments: [TimeInterval.infinity, -1, .nan])
    func theCoordinatorWaitsTakeEveryTimeout(_ timeout: TimeInterval) async {
        let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
        let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
        let test = CoordinatorWaits()
        if timeout >= 0 {
            await test.waitForTopViewControllerChange(using: coordinator, timeout: timeout) { coordinator.start() }
        } else {
            let line = #line + 2
            await withKnownIssue {
                await test.waitForTopViewControllerChange(using: coordinator, timeout: timeout) { coordinator.start() }
            } matching: {
                $0.isFailure(
                    "waitForTopViewControllerChange failed: the timeout must be zero or more seconds, or .infinity; \(timeout) did not wait",
                    at: line)
            }
        }
        #expect(coordinator.router.viewControllers.last is FakeScreen)
    }

    private struct CoordinatorWaits: WaitableCoordinatorTest {}
}
