// docs-twin: README.md
import Testing
import TiltUp
import TiltUpTest

struct FakeOrderService: OrderService {
    func fetchOrders(completion: @escaping @MainActor (Result<[Order], any Error>) -> Void) {
        completion(.success([Order(priceInCents: 1_250), Order(priceInCents: 499)]))
    }
}

@MainActor
@Suite(.detectsMemoryLeaks) struct ProfileTests: WaitableCoordinatorTest {
    let appCoordinator = TestAppCoordinator()

    @Test func loadingShowsALoadingCycleThenTheRows() async {
        let viewModel = ProfileViewModel(service: FakeOrderService())
        let calls = await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.load()
        }
        #expect(calls.loadingStates == [.loading("Loading orders"), .notLoading])
        #expect(viewModel.orders.count == 2)
    }

    @Test func thePlanPickerIsReleasedWhenSwipedDown() async throws {
        let root = Coordinator(appCoordinator: appCoordinator)
        let profile = ProfileCoordinator(parent: root, service: FakeOrderService())
        profile.start()
        await waitForPresentedViewControllerChange(using: profile) { profile.choosePlan() }
        let picker = try assertCast(appCoordinator.retainedCoordinators.last, as: PlanCoordinator.self)
        trackMemoryLeaks(picker)
        appCoordinator.simulateSwipeDown()
        assertRetained(profile, withTopViewControllerOfType: ProfileController.self)
    }
}
// docs-twin-end
