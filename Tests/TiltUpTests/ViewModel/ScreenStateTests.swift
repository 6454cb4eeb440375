import Dispatch
import Foundation
import Testing
import TiltUpTest

@testable import TiltUp

#if canImport(Observation)
import Observation
#endif

@MainActor
private final class ProfileObservers: BaseTableViewObservers {
    var name: (@MainActor (String) -> Void)?
}

/// Counts the changes Observation reports, from whichever thread it reports them on.
private final class ChangeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() {
        lock.withLock { count += 1 }
    }
}

private struct ProfileValues: Equatable {
    var name = ""
}

@MainActor
@Suite struct ScreenStateTests {
    private func alert(_ title: String, runs: @escaping @MainActor @Sendable (String) -> Void) -> AlertModel {
        AlertModel(
            title: title, message: nil,
            actions: [
                .init(title: "OK") { runs("\(title) OK") },
                .init(title: "Cancel", style: .cancel) { runs("\(title) Cancel") },
            ])
    }

    @Test func connectedObserversFeedTheLoadingStateAlertsReloadsAndTheScreensOwnValues() {
        let observers = ProfileObservers()
        let state = ScreenState(ProfileValues(), observing: observers) { observers, state in
            observers.name = state.update(\.name)
        }

        observers.loadingState?(.loading("Saving"))
        #expect(state.loadingState == .loading("Saving"))
        observers.reloadData?()
        observers.reloadData?()
        #expect(state.reloadCount == 2)
        observers.name?("Ada")
        #expect(state.values.name == "Ada")
        observers.presentAlert?(AlertModel(title: "Saved", message: nil))
        #expect(state.alert?.model.title == "Saved")
        #expect(state.isAlertPresented)
    }

    @Test func observersHoldTheStateWeakly() {
        let observers = ProfileObservers()
        weak var weakState: ScreenState<ProfileValues>?
        do {
            let state = ScreenState(ProfileValues(), observing: observers) { observers, state in
                observers.name = state.update(\.name)
            }
            weakState = state
        }
        #expect(weakState == nil)
        observers.loadingState?(.loading())
        observers.name?("nobody listens")
        observers.presentAlert?(AlertModel(title: nil, message: "nor here"))
    }

    @Test func stateConnectedToASecondScreenFollowsOnlyTheLatestAndSaysSo() {
        let first = ProfileObservers()
        let second = ProfileObservers()
        let state = ScreenState()
        var diagnostics: [String] = []
        state.diagnosticHandler = { diagnostics.append($0) }

        state.connect(first)
        state.connect(first)
        #expect(diagnostics.isEmpty)
        state.connect(second)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("ProfileObservers") == true)

        first.loadingState?(.loading("first"))
        #expect(state.loadingState == .notLoading)
        second.loadingState?(.loading("second"))
        #expect(state.loadingState == .loading("second"))
    }

    @Test func stateKeepsItsLastValuesWhenTheViewModelIsReleasedEarly() {
        var observers: ProfileObservers? = ProfileObservers()
        let state = ScreenState(observing: observers!)
        observers?.loadingState?(.loading("Saving"))
        observers = nil

        #expect(state.loadingState == .loading("Saving"))
        let other = ProfileObservers()
        var diagnostics: [String] = []
        state.diagnosticHandler = { diagnostics.append($0) }
        state.connect(other)
        #expect(diagnostics.isEmpty)
    }

    #if canImport(Observation)
    @Test func observationTrackingSeesEachChangeOfWhatWasRead() {
        let observers = ProfileObservers()
        let state = ScreenState(ProfileValues(), observing: observers) { observers, state in
            observers.name = state.update(\.name)
        }
        let changes = ChangeCount()
        withObservationTracking {
            _ = state.loadingState
        } onChange: {
            changes.add()
        }
        observers.name?("not read, not tracked")
        #expect(changes.value == 0)
        observers.loadingState?(.loading())
        #expect(changes.value == 1)

        withObservationTracking {
            _ = state.values.name
            _ = state.isAlertPresented
        } onChange: {
            changes.add()
        }
        observers.presentAlert?(AlertModel(title: "Hi", message: nil))
        #expect(changes.value == 2)
    }
    #endif

    @Test func answeredAlertRunsItsButtonsHandlerOnceAfterItHasGone() async {
        let state = ScreenState()
        var runs: [String] = []
        state.present(alert("Delete?") { runs.append($0) })

        state.answerAlert(actionAt: 0)
        #expect(!state.isAlertPresented)
        #expect(runs.isEmpty)
        #expect(state.alert?.model.title == "Delete?")  // the title stays while the alert animates out
        await waitForMainQueue()
        #expect(runs == ["Delete? OK"])

        state.answerAlert(actionAt: 0)
        await waitForMainQueue()
        #expect(runs == ["Delete? OK"])
    }

    @Test func bindingClearedBeforeTheButtonAsOnIOS15RunsOnlyTheButtonsHandler() async throws {
        let state = ScreenState()
        var runs: [String] = []
        state.present(alert("A") { runs.append($0) })
        let id = try #require(state.alert?.id)

        state.alertWasDismissed(id)
        state.answer(actionAt: 0, ofAlert: id)
        await waitForMainQueue()
        await waitForMainQueue()

        #expect(runs == ["A OK"])
    }

    @Test func bindingClearedAfterTheButtonAsOnIOS16RunsOnlyTheButtonsHandler() async throws {
        let state = ScreenState()
        var runs: [String] = []
        state.present(alert("A") { runs.append($0) })
        let id = try #require(state.alert?.id)

        state.answer(actionAt: 0, ofAlert: id)
        state.alertWasDismissed(id)
        await waitForMainQueue()
        await waitForMainQueue()

        #expect(runs == ["A OK"])
    }

    @Test func alertDismissedWithoutAButtonRunsItsCancelActionOnce() async {
        let state = ScreenState()
        var runs: [String] = []
        state.present(alert("A") { runs.append($0) })

        state.dismissAlert()
        state.dismissAlert()
        await waitForMainQueue()

        #expect(runs == ["A Cancel"])
        #expect(!state.isAlertPresented)
    }

    @Test func alertPresentedWhileAnotherIsUpReplacesItAndNoneOfItsHandlersRun() async {
        let state = ScreenState()
        var runs: [String] = []
        var diagnostics: [String] = []
        state.diagnosticHandler = { diagnostics.append($0) }
        state.present(alert("First") { runs.append($0) })
        let first = state.alert?.id

        state.present(alert("Second") { runs.append($0) })
        #expect(!state.isAlertPresented)  // the first goes, so that SwiftUI sees the second come
        #expect(diagnostics.count == 1)
        await waitForMainQueue()
        #expect(state.isAlertPresented)
        #expect(state.alert?.model.title == "Second")

        if let first { state.answer(actionAt: 0, ofAlert: first) }
        state.answerAlert(actionAt: 1)
        await waitForMainQueue()
        #expect(runs == ["Second Cancel"])
    }

    @Test func alertPresentedFromAnotherAlertsButtonIsShown() async {
        let state = ScreenState()
        var diagnostics: [String] = []
        state.diagnosticHandler = { diagnostics.append($0) }
        state.present(
            AlertModel(
                title: "Retry?", message: nil,
                actions: [.init(title: "Retry") { [weak state] in state?.present(AlertModel(title: "Failed again", message: nil)) }]))

        state.answerAlert(actionAt: 0)
        await waitForMainQueue()

        #expect(state.isAlertPresented)
        #expect(state.alert?.model.title == "Failed again")
        #expect(diagnostics.isEmpty)
    }

    @Test func alertWithTwoCancelActionsRunsOnlyTheFirstWhenDismissed() async {
        let state = ScreenState()
        var runs: [String] = []
        state.present(
            AlertModel(
                title: "Two", message: nil,
                actions: [
                    .init(title: "No", style: .cancel) { runs.append("No") },
                    .init(title: "Never", style: .cancel) { runs.append("Never") },
                ]))
        #expect(state.alert?.model.actions.map(\.style) == [.cancel, .default])

        state.dismissAlert()
        await waitForMainQueue()
        #expect(runs == ["No"])
    }

    @Test func answeringWithNoAlertUpOrAButtonItDoesNotHaveSaysSo() async {
        let state = ScreenState()
        var diagnostics: [String] = []
        state.diagnosticHandler = { diagnostics.append($0) }
        state.answerAlert(actionAt: 0)
        state.present(AlertModel(title: "One button", message: nil))
        state.answerAlert(actionAt: 3)

        #expect(diagnostics.count == 2)
        #expect(state.isAlertPresented)
    }

    @Test func singleSelectionStateFollowsItsViewModel() {
        let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Pick", toolbarButtonTitle: "More")
        let state = ScreenState(singleSelection: viewModel)
        viewModel.start()
        viewModel.updateToolbarHidden(animated: false)

        #expect(state.values.navTitle == "Pick")
        #expect(state.values.confirmButtonVisible)
        #expect(!state.values.confirmButtonEnabled)
        #expect(state.values.toolbarButtonTitle == "More")
        #expect(!state.values.toolbarHidden)

        viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(state.values.confirmButtonEnabled)
        #expect(state.values.rowRevision == 1)
        #expect(state.values.lastUpdatedRow == IndexPath(row: 1, section: 0))
    }

    // MARK: Values the user edits

    // Catches: ScreenState.edit telling the view model before the state holds the value, or not at all, or twice.
    @Test func aValueTheUserEditsIsHeldBeforeTheViewModelHearsOfItOnce() {
        let state = ScreenState(ProfileValues(name: "Ann"))
        var heard: [(String, String)] = []

        state.edit(\.name, to: "Anna") { heard.append(($0, state.values.name)) }

        #expect(heard.map(\.0) == ["Anna"])
        #expect(heard.map(\.1) == ["Anna"], "the view model reads the state's new value")
        #expect(state.values.name == "Anna")
    }

    // Catches: an edit overwriting what the view model's own observer sets while it hears of it.
    @Test func theViewModelsOwnValueWinsOverWhatTheUserWrote() {
        let observers = ProfileObservers()
        let state = ScreenState(ProfileValues(), observing: observers) { observers, state in
            observers.name = state.update(\.name)
        }

        state.edit(\.name, to: "  Anna ") { observers.name?($0.trimmingCharacters(in: .whitespaces)) }

        #expect(state.values.name == "Anna")
    }

    #if canImport(Observation)
    // Catches: an edit that bypasses the observation of ``values`` (a view would not redraw).
    @Test func anEditIsAChangeTheViewSees() {
        let state = ScreenState(ProfileValues())
        let changes = ChangeCount()
        withObservationTracking {
            _ = state.values.name
        } onChange: {
            changes.add()
        }

        state.edit(\.name, to: "Anna")

        #expect(changes.value == 1)
    }
    #endif
}
