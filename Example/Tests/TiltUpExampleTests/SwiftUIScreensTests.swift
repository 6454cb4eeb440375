import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

// The example's SwiftUI screens (Home, an order, the plan picker) exist on iOS only; here stand-ins of
// the same shape are hosted by the same Router calls, bound to the same view models and ScreenStates.

/// Home as the SwiftUI screen holds it: its view model and the state it observes.
struct HostedHome: HostableView, ViewModelBacked {
    let viewModel: HomeViewModel
    let state: ScreenState<HomeScreenValues>
}

/// An order as the SwiftUI screen holds it.
struct HostedOrder: HostableView, ViewModelBacked {
    let viewModel: OrderViewModel
    let state: ScreenState<NoScreenValues>
}

/// Orders as the SwiftUI screen holds it: the state alone, which keeps its own subscription to the list.
struct HostedOrders: HostableView, ViewModelBacked {
    let viewModel: OrdersViewModel
    let state: ScreenState<OrdersScreenValues>
}

/// The plan picker as `SingleSelectionView` holds it.
struct HostedPlan: HostableView, ViewModelBacked {
    let viewModel: SingleSelectionViewModel<Plan>
    let state: ScreenState<SingleSelection.ScreenValues>
}

/// What `SwiftUIScreenFactory` makes, with stand-ins for the SwiftUI views.
@MainActor
final class HostedScreenFactory: ExampleScreenFactory {
    private let stubs = StubScreenFactory()

    func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen { stubs.makeSignUpScreen(viewModel: viewModel) }
    func makeHomeScreen(viewModel: HomeViewModel) -> Screen {
        HostingController(HostedHome(viewModel: viewModel, state: ScreenState(home: viewModel)), title: "Home")
    }
    func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen {
        HostingController(HostedPlan(viewModel: viewModel, state: ScreenState(singleSelection: viewModel)), title: "Choose a plan")
    }
    func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen {
        HostingController(HostedOrders(viewModel: viewModel, state: ScreenState(orders: viewModel)), title: "Orders")
    }
    func makeOrderScreen(viewModel: OrderViewModel) -> Screen {
        HostingController(HostedOrder(viewModel: viewModel, state: ScreenState(observing: viewModel.viewObservers)), title: viewModel.title)
    }
    func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        stubs.makeCameraViewModel(settings: settings, hint: hint)
    }
    func makeCameraScreen(viewModel: CameraViewModel) -> Screen { stubs.makeCameraScreen(viewModel: viewModel) }
    func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen { stubs.makeSectionsScreen(viewModel: viewModel) }
}

@MainActor
@Suite(.detectsMemoryLeaks) struct SwiftUIScreensTests {
    let appCoordinator = TestAppCoordinator()

    private func signedIn(service: OrderService = FakeOrderService()) throws -> MainTabsCoordinator {
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: HostedScreenFactory(), service: service)
        signUp.signedUp(as: "Lisa")
        return try assertCast(appCoordinator.retainedCoordinators.first, as: MainTabsCoordinator.self)
    }

    private func homeRouter() throws -> Router {
        try assertUnwrap(appCoordinator.tabBarRouter?.tabs.first?.router)
    }

    @Test func homesStateFollowsItsViewModelOnceTheViewStartsIt() throws {
        _ = try signedIn()
        let router = try homeRouter()
        let home = try router.hostedView(as: HostedHome.self)
        #expect((router.viewControllers.last as? HostingController<HostedHome>)?.title == "Home")
        let homeCoordinator = try assertUnwrap(appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? HomeCoordinator }.first)
        assertRetained(homeCoordinator, withTopViewControllerOfType: HostingController<HostedHome>.self)

        home.viewModel.start()

        #expect(home.state.loadingState == .notLoading)
        #expect(home.state.values.total == "$47.48")
        #expect(home.state.values.plan == "Basic")
        #expect(home.state.reloadCount == 1)
    }

    @Test func ordersStateFollowsTheListAndTheLoadingWithNoTokenKept() throws {
        let tabs = try signedIn()
        tabs.tabBarRouter.selectTab(at: 1)
        let router = try assertUnwrap(appCoordinator.tabBarRouter?.tabs.last?.router)
        let orders = try router.hostedView(as: HostedOrders.self)
        #expect(orders.state.values.list.isEmpty)

        orders.viewModel.start()
        #expect(orders.state.loadingState == .notLoading)
        #expect(orders.state.values.list.allRows.map(\.id) == [1, 2, 3])

        orders.viewModel.filterChanged("tape")
        #expect(orders.state.values.list.allRows.map(\.title) == ["#3 Packing tape"])
        orders.viewModel.orderAdvanced(number: 3)
        #expect(orders.state.values.list.sections.first { !$0.rows.isEmpty }?.model.title == "Shipped")
    }

    @Test func ordersThatFailToLoadShowAnAlertWhoseRetryLoadsAgain() async throws {
        let service = FakeOrderService(failure: OrderServiceError(message: "offline"))
        _ = try signedIn(service: service)
        let home = try homeRouter().hostedView(as: HostedHome.self)
        home.viewModel.start()
        let alert = try assertUnwrap(home.state.alert?.model)
        #expect(home.state.isAlertPresented)

        service.failure = nil
        home.state.answerAlert(actionAt: try assertUnwrap(alert.actions.firstIndex { $0.title == "Retry" }))
        await waitForMainQueue()

        #expect(!home.state.isAlertPresented)
        #expect(home.state.values.total == "$47.48")
    }

    @Test func planPickerInSwiftUIIsClosedByItsCoordinatorAndReleasesItsModel() throws {
        _ = try signedIn()
        let router = try homeRouter()
        let home = try router.hostedModel(as: HomeViewModel.self)
        home.choosePlanTapped()
        do {
            let picker = try assertUnwrap(router.presentedRouter).hostedView(as: HostedPlan.self)
            trackMemoryLeaks(picker.viewModel)
            trackMemoryLeaks(picker.state)

            picker.viewModel.start()
            #expect(picker.state.values.navTitle == "Choose a plan")
            picker.viewModel.selectRow(at: IndexPath(row: 1, section: 0))
            picker.viewModel.tappedConfirm()
        }

        #expect(router.presentedRouter == nil)
        #expect(home.plan == .plus)
    }

    @Test func orderOpenedByALinkIsHostedAndReleasedWhenTheUserGoesBack() throws {
        let tabs = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(root: tabs)
        navigator.open([.orders, .order(2)])
        let ordersRouter = try assertUnwrap(appCoordinator.tabBarRouter?.tabs.last?.router)
        let order = try ordersRouter.hostedView(as: HostedOrder.self)
        #expect(order.viewModel.title == "Order #2")
        #expect(navigator.currentPath == [.orders, .order(2)])  // a hosted screen carries its route like any other
        trackMemoryLeaks(order.viewModel)
        trackMemoryLeaks(order.state)

        order.viewModel.start()
        #expect(order.state.reloadCount == 1)
        #expect(order.viewModel.details == "Moving boxes, $29.99")

        ordersRouter.navigationController.simulateBackSwipe()
        #expect(appCoordinator.retainedCoordinators.count == 3)
    }

    @Test func launchOpensTheURLsTheSystemHandsItOnceSignedIn() throws {
        let launch = ExampleLaunch(router: Router(), factory: HostedScreenFactory(), service: FakeOrderService())
        launch.start()
        let link = try assertUnwrap(URL(string: "tiltup://orders/2"))
        let signUp = try assertCast(launch.appCoordinator.retainedCoordinators.first, as: SignUpCoordinator.self)

        #expect(!launch.open(try assertUnwrap(URL(string: "https://example.com"))))
        signUp.signedUp(as: "Lisa")
        #expect(launch.open(link))

        let tabs = try assertCast(launch.appCoordinator.retainedCoordinators.first, as: MainTabsCoordinator.self)
        let ordersRouter = try assertUnwrap(tabs.tabBarRouter.tabs.last?.router)
        #expect(try ordersRouter.hostedModel(as: OrderViewModel.self).number == 2)
    }
}
