import Foundation
import TiltUp

/// The plan picker: a single-selection list in a modal of its own router.
@MainActor
public final class PlanCoordinator: Coordinator {
    public let viewModel: SingleSelectionViewModel<Plan>
    private let factory: ExampleScreenFactory
    private let onChoose: @MainActor (Plan) -> Void

    public init(parent: Coordinating, current: Plan, factory: ExampleScreenFactory, onChoose: @escaping @MainActor (Plan) -> Void) {
        viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
        self.factory = factory
        self.onChoose = onChoose
        super.init(parent: parent, modal: true)
        if let index = Plan.allCases.firstIndex(of: current) {
            viewModel.preselectRow(at: IndexPath(row: index, section: 0))
        }
    }

    public override func start() {
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in
            self?.onChoose(plan)
            self?.router.dismissModal()
        }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.router.dismissModal() }
        router.push(factory.makePlanScreen(viewModel: viewModel), animated: false)
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    }
}
