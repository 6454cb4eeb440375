import Foundation
import TiltUp

/// The plan picker: a single-selection list in a modal of its own router, whose flow answers the plan
/// chosen, or `nil` when the user cancels or swipes the sheet down.
///
/// Its parent runs it with `await picker.run()`, or, where the picker must be up before the parent returns
/// (a link's `handOff`), with `picker.run { plan in … }`.
@MainActor
public final class PlanCoordinator: ResultCoordinator<Plan> {
    public let viewModel: SingleSelectionViewModel<Plan>
    private let factory: ExampleScreenFactory

    public init(parent: Coordinating, current: Plan, factory: ExampleScreenFactory) {
        viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
        self.factory = factory
        super.init(parent: parent, modal: true)
        if let index = Plan.allCases.firstIndex(of: current) {
            viewModel.preselectRow(at: IndexPath(row: index, section: 0))
        }
    }

    public override func start() {
        // Confirm answers the plan and Cancel answers nothing; each closes the picker, the first time only.
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in self?.finish(returning: plan) }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.cancel() }
        router.push(factory.makePlanScreen(viewModel: viewModel), animated: false)
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    }
}
