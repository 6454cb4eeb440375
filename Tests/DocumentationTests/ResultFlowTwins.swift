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

/// The article's first flow: a welcome form whose flow answers the name typed.
final class WelcomeCoordinator: ResultCoordinator<String> {
    override func start() {
        router.replaceRoot(with: Screens.make(), retaining: self)
    }
}

/// What the article shows once the welcome form has answered.
final class SignedInCoordinator: Coordinator {
    let name: String

    init(appCoordinator: any AppCoordinating, name: String) {
        self.name = name
        super.init(appCoordinator: appCoordinator)
    }

    override func start() {
        router.replaceRoot(with: Screens.make(), retaining: self)
    }
}

/// Launches the article's app: the welcome form, then the signed-in screen with the name it answered.
@MainActor
func launchWelcome(on appCoordinator: AppCoordinator) -> WelcomeCoordinator {
    // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
    let signUp = WelcomeCoordinator(appCoordinator: appCoordinator)
    appCoordinator.start(coordinator: signUp) { name in
        guard let name else { return }
        SignedInCoordinator(appCoordinator: appCoordinator, name: name).start()
    }
    // docs-twin-end
    return signUp
}

@MainActor
@Suite struct ResultFlowTwins {
    @Test func theFirstFlowsNameStartsTheSignedInScreenInTheFormsPlace() throws {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let signUp = launchWelcome(on: appCoordinator)
        #expect(appCoordinator.retainedCoordinators.count == 1)

        signUp.finish(returning: "Lisa")

        let home = try #require(appCoordinator.retainedCoordinators.first as? SignedInCoordinator)
        #expect(home.name == "Lisa")
        #expect(appCoordinator.retainedCoordinators.count == 1)
        #expect(appCoordinator.router.viewControllers.count == 1)
    }

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
