import Testing
import TiltUp

// docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
final class PlanPickerCoordinator: ResultCoordinator<Plan> {
    override func start() {
        let viewModel = SingleSelectionViewModel(rows: Plan.allCases, navTitle: "Choose a plan")
        viewModel.coordinatorObservers.tappedConfirm = { [weak self] plan in self?.finish(returning: plan) }
        viewModel.coordinatorObservers.tappedCancel = { [weak self] in self?.cancel() }
        router.push(SingleSelectionController(viewModel: viewModel))
        parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    }
}
// docs-twin-end

/// The screen whose coordinator runs the picker, as the article's parent: its view model keeps the plan.
@MainActor
final class PlanScreenModel {
    var plan: Plan?
    func didChoose(_ plan: Plan) { self.plan = plan }
}

/// The article's parent, with both forms of the run.
final class PlanParentCoordinator: Coordinator, RouteHandling {
    let viewModel = PlanScreenModel()
    private(set) weak var picker: PlanPickerCoordinator?

    enum Route: Hashable {
        case plan
    }

    override func start() {
        router.push(Screens.make(), retaining: self)
    }

    // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
    func choosePlan() async {
        if let plan = await PlanPickerCoordinator(parent: self, modal: true).run() {
            viewModel.didChoose(plan)
        }
    }
    // docs-twin-end

    func handle(_ route: Route) -> RouteDecision {
        // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
        return .handOff {
            let picker = PlanPickerCoordinator(parent: self, modal: true)
            picker.run { [weak self] plan in
                if let plan { self?.viewModel.didChoose(plan) }
            }
            return picker
        }
        // docs-twin-end
    }
}

@MainActor
@Suite struct ResultFlowTwins {
    /// The parent's picker, found among the retained coordinators.
    private func picker(in appCoordinator: AppCoordinator) throws -> PlanPickerCoordinator {
        try #require(appCoordinator.retainedCoordinators.compactMap { $0 as? PlanPickerCoordinator }.first)
    }

    @Test func theAwaitedPickerAnswersThePlanConfirmed() async throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let parent = PlanParentCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: parent)
        let choosing = Task { await parent.choosePlan() }
        for _ in 0..<100 where appCoordinator.router.presentedRouter == nil {
            await Task.yield()
        }
        let picker = try picker(in: appCoordinator)

        picker.finish(returning: .pro)
        try #require(picker.ending == .finished(.pro))
        await choosing.value

        #expect(parent.viewModel.plan == .pro)
        #expect(appCoordinator.router.presentedRouter == nil)
    }

    @Test func theLinkedPickerIsUpAtOnceAndASwipeDownAnswersNothing() throws {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let parent = PlanParentCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: parent)

        #expect(RouteNavigator<PlanParentCoordinator.Route>(root: parent).open([.plan]).isComplete)
        let picker = try picker(in: appCoordinator)
        navigationController.simulateSwipeDown()

        #expect(picker.ending == .closed)
        #expect(parent.viewModel.plan == nil)
        #expect(appCoordinator.retainedCoordinators.count == 1)
    }
}
