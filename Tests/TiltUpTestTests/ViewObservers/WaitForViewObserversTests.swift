import Testing
import TiltUp
import TiltUpTest

@MainActor
@Suite struct WaitForViewObserversTests {
    @Test(arguments: [false, true])
    func passesWhetherObserversAreCalledAtOnceOrLater(_ later: Bool) async {
        let viewModel = FakeListViewModel()
        viewModel.later = later
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.refresh(failing: true)
        }
    }

    @Test func putsEveryObserverBackAsItFoundIt() async {
        let viewModel = FakeListViewModel()
        var alerts = 0
        let presentAlert: @MainActor (AlertModel) -> Void = { _ in alerts += 1 }
        viewModel.viewObservers.presentAlert = presentAlert
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        #expect(viewModel.viewObservers.loadingState == nil)
        #expect(viewModel.viewObservers.reloadData == nil)
        viewModel.refresh(failing: true)
        #expect(alerts == 1, "the test's own observer is back")
    }

    @Test(arguments: [false, true])
    func aScreenStateConnectedBeforeAWaitStillFollowsAfterIt(_ later: Bool) async {
        let viewModel = FakeListViewModel(later: later)
        let state = ScreenState(observing: viewModel.viewObservers)

        let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.refresh(failing: true)
        }
        #expect(calls.alert?.title == "Failed")
        #expect(state.alert?.model.title == "Failed", "the state saw the alert during the wait too")
        #expect(state.loadingState == .notLoading)

        state.dismissAlert()
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.refresh()
        }
        let reloadsBefore = state.reloadCount
        viewModel.viewObservers.loadingState?(.loading())
        viewModel.viewObservers.reloadData?()
        #expect(state.loadingState == .loading(), "the state follows after the wait")
        #expect(state.reloadCount == reloadsBefore + 1)
    }

    @Test(arguments: [false, true])
    func failsWhenTheLoadingCycleIsIncomplete(_ later: Bool) async {
        let viewModel = FakeListViewModel()
        viewModel.later = later
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData], timeout: 0.2) {
                viewModel.refresh(skipNotLoading: true)
            }
        } matching: { issue in
            issue.isFailure("waitForBaseTableViewObservers failed: timed out after 0.2 seconds", at: line)
                || issue.isFailure(
                    "waitForBaseTableViewObservers failed: loadingCycle expected loadingState(.loading) then loadingState(.notLoading), got [\".loading(\\\"Loading\\\")\"]",
                    at: line)
        }
    }

    @Test func failsWhenAnExpectedObserverIsNeverCalled() async {
        let viewModel = FakeListViewModel()
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert], timeout: 30) {
                viewModel.refresh()
            }
        } matching: { issue in
            issue.isFailure(
                "waitForBaseViewObservers failed: stopped waiting: an alert or a reload that was not expected came instead", at: line)
                || issue.isFailure("waitForBaseViewObservers failed: presentAlert expected 1 call, got 0", at: line)
                || issue.isFailure(
                    "waitForBaseViewObservers failed: calls not expected: loadingState(.loading(\"Loading\")), loadingState(.notLoading), reloadData()",
                    at: line)
        }
    }

    /// The view model shows an alert instead of reloading: the wait names it, and ends without waiting
    /// out its timeout (it would say "timed out after 30.0 seconds" otherwise).
    @Test(arguments: [false, true])
    func anAlertInsteadOfAReloadEndsTheWaitAtOnceAndIsNamed(_ later: Bool) async {
        let viewModel = FakeListViewModel(later: later)
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData], timeout: 30) {
                viewModel.refresh(failing: true)
            }
        } matching: { issue in
            issue.isFailure(
                "waitForBaseTableViewObservers failed: stopped waiting: an alert or a reload that was not expected came instead", at: line)
                || issue.isFailure("waitForBaseTableViewObservers failed: reloadData expected 1 call, got 0", at: line)
                || issue.isFailure("waitForBaseTableViewObservers failed: calls not expected: presentAlert(\"Failed\")", at: line)
        }
        #expect(viewModel.viewObservers.presentAlert == nil)
    }

    @Test func theTestsOwnObserverOfAKindNotExpectedStillRunsAndIsPutBack() async {
        let viewModel = FakeListViewModel(later: true)
        var reloads = 0
        viewModel.viewObservers.reloadData = { reloads += 1 }
        await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle]) {
            viewModel.refresh()
        }
        #expect(reloads == 1)
        viewModel.viewObservers.reloadData?()
        #expect(reloads == 2)
    }

    @Test func failsWhenAnObserverIsCalledTwice() async {
        let viewModel = FakeListViewModel()
        let line = #line + 2
        await withKnownIssue {
            await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.reloadData]) {
                viewModel.refresh()
                viewModel.refresh()
            }
        } matching: { issue in
            issue.isFailure("waitForBaseTableViewObservers failed: reloadData expected 1 call, got 2", at: line)
                || issue.isFailure(
                    "waitForBaseTableViewObservers failed: calls not expected: loadingState(.loading(\"Loading\")), loadingState(.notLoading), loadingState(.loading(\"Loading\")), loadingState(.notLoading)",
                    at: line)
        }
    }
}
