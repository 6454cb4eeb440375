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
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in self?.finish(choosing: plan) }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.finish(choosing: nil) }
        router.push(factory.makePlanScreen(viewModel: viewModel), animated: false)
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet) { [weak self] in
            self?.hasFinished = true  // swiped down, or dismissed by a link: later taps change nothing
        }
    }

    /// Whether the picker has finished: once it has, a second tap or a late callback changes nothing.
    private var hasFinished = false

    /// Hands back the choice, if any, and dismisses the picker, the first time only.
    private func finish(choosing plan: Plan?) {
        guard !hasFinished else { return }
        hasFinished = true
        if let plan {
            onChoose(plan)
        }
        router.dismissModal()
    }
}
