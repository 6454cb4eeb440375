import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest
import XCTest

// The testing article's snippets, run against the example app.

/// The article's suites, apart from the example's own of the same names.
enum TestingArticle {
    // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
    @MainActor
    @Suite struct SignUpViewModelTests {
        let viewModel = SignUpViewModel()
        let submitButtonEnabled = TestObserver<Bool>()

        init() {
            viewModel.viewObservers.submitButtonEnabled = submitButtonEnabled.observer
        }

        @Test func submitIsEnabledOnlyWhileEveryFieldHasText() {
            viewModel.viewDidLoad()
            viewModel.nameChanged("Chris")
            viewModel.emailChanged("chris@example.com")
            viewModel.passwordChanged("secret123")
            viewModel.nameChanged("")
            submitButtonEnabled.assertValues([false, true, false])
        }
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
    @MainActor
    @Suite(.detectsMemoryLeaks) struct HomeCoordinatorTests: WaitableCoordinatorTest {
        let appCoordinator = TestAppCoordinator()

        @Test func choosingAPlanPresentsThePickerAndReleasesIt() async throws {
            let root = Coordinator(appCoordinator: appCoordinator)
            let home = HomeCoordinator(parent: root, name: "Lisa", factory: StubScreenFactory(), service: FakeOrderService())
            home.start()
            await waitForPresentedViewControllerChange(using: home) { home.goToPlanPicker() }
            let picker = try assertCast(appCoordinator.retainedCoordinators.last, as: PlanCoordinator.self)
            trackMemoryLeaks(picker)
            await waitForPresentedViewControllerChange(using: home) {
                appCoordinator.navigationController.simulateSwipeDown()
            }
        }
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
    @MainActor
    @Suite struct MainTabsCoordinatorTests: WaitableCoordinatorTest {
        let appCoordinator = TestAppCoordinator()

        @Test func aLinkSelectsOrdersAndReTappingGoesBackToTheList() async throws {
            let tabs = MainTabsCoordinator(
                appCoordinator: appCoordinator, name: "Lisa", factory: StubScreenFactory(), service: FakeOrderService())
            appCoordinator.start(coordinator: tabs)
            let tabBarRouter = try #require(appCoordinator.tabBarRouter)
            await waitForSelectedTabChange(in: tabBarRouter) {
                RouteNavigator<ExampleRoute>(root: tabs).open([.orders, .order(2)])
            }
            assertType(of: appCoordinator.selectedTabNavigationController?.topViewController, is: OrderStubScreen.self)
            appCoordinator.tabBarController?.simulateTabSelection(at: 1)  // the user taps Orders again
            assertType(of: appCoordinator.selectedTabNavigationController?.topViewController, is: OrdersStubScreen.self)
            #expect(appCoordinator.diagnostics.isEmpty)
        }
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
    @MainActor
    @Suite struct HomeViewModelSwiftTestingTests {
        let service = FakeOrderService(answersLater: true)

        @Test func aFailedLoadShowsAnAlert() async {
            service.failure = OrderServiceError(message: "Offline")
            let viewModel = HomeViewModel(name: "Lisa", service: service)
            let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
                viewModel.loadOrders()
            }
            #expect(calls.alert?.message == "Offline")
        }
    }
    // docs-twin-end

    @MainActor
    @Suite struct Overview {
        let service = FakeOrderService()
        let viewModel: HomeViewModel

        init() {
            viewModel = HomeViewModel(name: "Lisa", service: service)
        }

        // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TiltUpTest.md
        @Test func presentsAnAlertWhenLoadingFails() async throws {
            service.failure = OrderServiceError(message: "Offline")
            let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
                viewModel.loadOrders()
            }
            #expect(calls.alert?.title == "Could not load orders")
        }
        // docs-twin-end
    }
}

// XCTest finds only classes at the top level.

// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
final class HomeViewModelSynchronousTests: XCTestCase {
    func testAFailedLoadShowsAnAlert() {
        // Made on the main actor, which XCTest runs this synchronous method on, but does not say so.
        let viewModel = MainActor.assumeIsolated {
            HomeViewModel(name: "Lisa", service: FakeOrderService(failure: OrderServiceError(message: "Offline")))
        }
        let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(calls.alert?.title, "Could not load orders")  // `calls` is a value: no isolation needed.
    }

    func testLoadingShowsOneRowPerOrder() {
        let viewModel = MainActor.assumeIsolated { HomeViewModel(name: "Lisa", service: FakeOrderService()) }
        waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.loadOrders()
        }
        // The view model's properties are main-actor state, and so are the assertions that read them.
        MainActor.assumeIsolated {
            XCTAssertEqual(viewModel.numberOfRows, 3)
            XCTAssertEqual(viewModel.rowText(at: 0), "Storage bin — $12.50")
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
@MainActor
final class HomeViewModelAsyncTests: XCTestCase {
    private var service: FakeOrderService!
    private var viewModel: HomeViewModel!

    override func setUp() async throws {
        service = FakeOrderService(answersLater: true)
        viewModel = HomeViewModel(name: "Lisa", service: service)
    }

    func testRefreshShowsALoadingCycleThenTheRows() async {
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(viewModel.numberOfRows, 3)
    }

    func testAFailedLoadOffersToRetry() async throws {
        service.failure = OrderServiceError(message: "Offline")
        let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        let retry = try XCTUnwrap(calls.alert?.actions.first { $0.title == "Retry" })
        service.failure = nil
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            retry.trigger()
        }
    }
}
// docs-twin-end

// The app object of the testing article, at file scope as an app's would be.
// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
@MainActor
final class ExampleApp {
    let appCoordinator: any AppCoordinating

    init(appCoordinator: any AppCoordinating) {
        self.appCoordinator = appCoordinator
    }

    func launch() {
        appCoordinator.start(
            coordinator: SignUpCoordinator(appCoordinator: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService()))
    }
}

@MainActor
@Test func launchingShowsTheSignUpForm() {
    let appCoordinator = TestAppCoordinator()
    ExampleApp(appCoordinator: appCoordinator).launch()
    #expect(appCoordinator.retainedCoordinators.first is SignUpCoordinator)
    assertType(of: appCoordinator.navigationController.topViewController, is: SignUpStubScreen.self)
}
// docs-twin-end
