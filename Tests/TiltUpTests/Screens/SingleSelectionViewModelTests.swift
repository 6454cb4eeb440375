import Foundation
import Testing
import TiltUpTestSupport

@testable import TiltUp

enum Plan: String, CaseIterable, SingleSelectionableRow {
    case basic, premium, custom

    var singleSelectionableRow: SingleSelection.Row {
        SingleSelection.Row(title: rawValue.capitalized, subtitle: nil, hasNextStep: self == .custom)
    }
}

@MainActor
@Suite struct SingleSelectionViewModelTests {
    /// Everything the view model told its view and coordinator, in order.
    final class Log {
        var entries: [String] = []
    }

    private func makeViewModel(requireConfirmation: Bool = true, toolbarButtonTitle: String? = nil) -> (SingleSelectionViewModel<Plan>, Log)
    {
        let viewModel = SingleSelectionViewModel(
            rows: Plan.allCases, navTitle: "Plan",
            requireConfirmation: requireConfirmation, toolbarButtonTitle: toolbarButtonTitle
        )
        let log = Log()
        let view = viewModel.viewObservers
        view.navTitle = { log.entries.append("title \($0)") }
        view.confirmButtonEnabled = { log.entries.append("enabled \($0)") }
        view.confirmButtonVisible = { log.entries.append("visible \($0)") }
        view.confirmButtonTitle = { log.entries.append("confirm \($0)") }
        view.toolbarHidden = { hidden, animated in log.entries.append("toolbar hidden \(hidden) animated \(animated)") }
        view.toolbarButtonTitle = { log.entries.append("toolbar \($0 ?? "nil")") }
        view.rowUpdated = { log.entries.append("row \($0.section),\($0.row)") }
        let coordinator = viewModel.coordinatorObservers
        coordinator.tappedConfirm = { log.entries.append("confirmed \($0.rawValue)") }
        coordinator.tappedCancel = { log.entries.append("cancelled") }
        coordinator.tappedToolbarButton = { log.entries.append("toolbar tapped") }
        return (viewModel, log)
    }

    @Test func startSendsTheFirstState() {
        let (viewModel, log) = makeViewModel(toolbarButtonTitle: "Help")
        viewModel.start()
        #expect(
            log.entries == [
                "title Plan", "visible true", "enabled false", "confirm Save", "toolbar Help",
                "toolbar hidden false animated false",
            ])
    }

    @Test func withoutAToolbarTitleTheToolbarIsHidden() {
        let (viewModel, log) = makeViewModel()
        viewModel.updateToolbarHidden(animated: true)
        #expect(log.entries == ["toolbar hidden true animated true"])
    }

    @Test func selectingUnchecksThePreviousRowAndReportsBoth() {
        let (viewModel, log) = makeViewModel()
        viewModel.selectRow(at: IndexPath(row: 0, section: 0))
        log.entries.removeAll()
        viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(log.entries == ["row 0,0", "row 0,1", "enabled true", "confirm Save"])
        #expect(viewModel.row(at: IndexPath(row: 0, section: 0)).isSelected == false)
        #expect(viewModel.row(at: IndexPath(row: 1, section: 0)).isSelected)
        #expect(viewModel.selectedIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func selectingTheSelectedRowAgainReportsItOnce() {
        let (viewModel, log) = makeViewModel()
        viewModel.selectRow(at: IndexPath(row: 0, section: 0))
        log.entries.removeAll()
        viewModel.selectRow(at: IndexPath(row: 0, section: 0))
        #expect(log.entries == ["row 0,0", "enabled true", "confirm Save"])
    }

    @Test func withConfirmationSelectingDoesNotConfirmButTheButtonDoes() {
        let (viewModel, log) = makeViewModel()
        viewModel.tappedConfirm()
        #expect(log.entries.isEmpty, "nothing selected: nothing to confirm")
        viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(!log.entries.contains("confirmed premium"))
        viewModel.tappedConfirm()
        #expect(log.entries.last == "confirmed premium")
    }

    @Test func withoutConfirmationSelectingConfirmsAtOnce() {
        let (viewModel, log) = makeViewModel(requireConfirmation: false)
        viewModel.start()
        #expect(log.entries.contains("visible false"))
        viewModel.selectRow(at: IndexPath(row: 0, section: 0))
        #expect(log.entries.last == "confirmed basic")
    }

    @Test func aRowWithANextStepConfirmsAtOnceAndTheButtonSaysNext() {
        let (viewModel, log) = makeViewModel()
        viewModel.selectRow(at: IndexPath(row: 2, section: 0))
        #expect(log.entries.suffix(2) == ["confirm Next", "confirmed custom"])
        #expect(viewModel.confirmButtonTitle == "Next")
    }

    @Test func preselectingSelectsWithoutConfirming() {
        let (viewModel, log) = makeViewModel(requireConfirmation: false)
        viewModel.preselectRow(at: IndexPath(row: 2, section: 0))
        #expect(!log.entries.contains { $0.hasPrefix("confirmed") })
        #expect(viewModel.selectedIndexPath == IndexPath(row: 2, section: 0))
        #expect(viewModel.confirmButtonTitle == "Next")
    }

    @Test func cancelAndToolbarTapsReachTheCoordinator() {
        let (viewModel, log) = makeViewModel()
        viewModel.tappedCancel()
        viewModel.tappedToolbarButton()
        #expect(log.entries == ["cancelled", "toolbar tapped"])
    }

    @Test func sectionsGiveTheDataAListViewNeeds() {
        let viewModel = SingleSelectionViewModel<Plan>(
            sections: [(title: "Popular", rows: [.basic, .premium]), (title: nil, rows: [.custom])],
            navTitle: "Plan"
        )
        #expect(viewModel.numberOfSections == 2)
        #expect(viewModel.title(forSection: 0) == "Popular")
        #expect(viewModel.title(forSection: 1) == nil)
        #expect(viewModel.numberOfRows(inSection: 0) == 2)
        #expect(viewModel.numberOfRows(inSection: 1) == 1)
        #expect(viewModel.row(at: IndexPath(row: 0, section: 1)).value == .custom)
        #expect(viewModel.confirmButtonTitle == "Save")
        #expect(viewModel.selectedIndexPath == nil)
    }

    @Test func anOutOfRangeIndexPathIsDescribedClearly() {
        let counts = [2, 1]
        typealias ViewModel = SingleSelectionViewModel<Plan>
        #expect(ViewModel.problem(with: IndexPath(row: 1, section: 0), rowCounts: counts) == nil)
        #expect(
            ViewModel.problem(with: IndexPath(row: 2, section: 0), rowCounts: counts)
                == "SingleSelectionViewModel: row 2 is out of range; section 0 has 2 rows")
        #expect(
            ViewModel.problem(with: IndexPath(row: 0, section: 2), rowCounts: counts)
                == "SingleSelectionViewModel: section 2 is out of range; the list has 2 sections")
        #expect(
            ViewModel.problem(with: IndexPath(row: -1, section: 1), rowCounts: counts)
                == "SingleSelectionViewModel: row -1 is out of range; section 1 has 1 rows")
        #expect(
            ViewModel.problem(with: IndexPath(index: 0), rowCounts: counts)
                == "SingleSelectionViewModel: index path [0] must have a section and a row")
    }
}

@Suite struct SingleSelectionOutOfRangeTests {
    @MainActor
    @Test func selectingAnOutOfRangeRowChangesNothingAndCallsNoObserver() {
        let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Plan", requireConfirmation: false)
        var events: [String] = []
        viewModel.viewObservers.rowUpdated = { events.append("updated \($0)") }
        viewModel.coordinatorObservers.tappedConfirm = { events.append("confirmed \($0)") }
        viewModel.preselectRow(at: IndexPath(row: 1, section: 0))
        events.removeAll()

        viewModel.selectRow(at: IndexPath(row: 7, section: 0))
        viewModel.preselectRow(at: IndexPath(row: 0, section: 3))
        #expect(events.isEmpty)
        #expect(viewModel.selectedIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func anOutOfRangeSelectionSaysSoOnStandardErrorAndTheProgramGoesOn() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Plan")
                viewModel.selectRow(at: IndexPath(row: 7, section: 0))
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("TiltUp: SingleSelectionViewModel: row 7 is out of range; section 0 has 3 rows; nothing was selected"))
    }

    @Test func readingAnOutOfRangeRowStopsWithTheMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Plan")
                _ = viewModel.row(at: IndexPath(row: 7, section: 0))
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("row 7 is out of range; section 0 has 3 rows"))
    }
}

/// The modal coordinator the single-selection docs show, which dismisses with its own router.
@MainActor
private final class PlanPickerCoordinator: Coordinator {
    let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Plan")
    var chosen: [Plan] = []

    init(parent: any Coordinating) {
        super.init(parent: parent, modal: true)
    }

    override func start() {
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in
            self?.chosen.append(plan)
            self?.router.dismissModal()
        }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
        router.push(TestScreen("plans"), animated: false)
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: .pageSheet)
    }
}

@MainActor
@Suite struct SingleSelectionCoordinatorTests {
    @Test func aSecondCancelOrConfirmOnTheDocumentedModalCoordinatorLeavesTheModalUnderItUp() {
        let app = TestApp()
        let details = ModalCoordinator(parent: app.root, name: "details")
        details.start()
        let picker = PlanPickerCoordinator(parent: details)  // kept, as a property would keep it
        picker.start()

        picker.viewModel.tappedCancel()
        picker.viewModel.tappedCancel()
        picker.viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        picker.viewModel.tappedConfirm()

        #expect(app.router.presentedRouter === details.router, "the modal the picker was over stays up")
        #expect(details.router.presentedRouter == nil)
        // Its own router, once dismissed, presents nothing and is presented by nothing: it says so.
        #expect(app.recorder.diagnostics == [.nothingToDismiss, .nothingToDismiss])
    }
}
