import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

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
                appCoordinator.simulateSwipeDown()
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
            coordinator: SignUpCoordinator(appCoordinator: appCoordinator, factory: StubScreenFactory()))
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
