import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

@MainActor
@Suite(.detectsMemoryLeaks) struct ExampleCoordinatorTests: WaitableCoordinatorTest {
    let appCoordinator = TestAppCoordinator()
    let factory = StubScreenFactory()
    let service = FakeOrderService()

    private func startSignUp() -> SignUpCoordinator {
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: factory, service: service)
        assertRetained(signUp, withTopViewControllerOfType: SignUpStubScreen.self)
        return signUp
    }

    /// Signs up as Lisa and returns the tabs' coordinator.
    private func signedIn() throws -> MainTabsCoordinator {
        let signUp = startSignUp()
        trackMemoryLeaks(signUp)
        signUp.signedUp(as: "Lisa")
        return try assertCast(appCoordinator.retainedCoordinators.first, as: MainTabsCoordinator.self)
    }

    /// Ends the plan picker as the user does: confirming Premium, cancelling, or swiping the sheet down.
    private func end(_ picker: PlanCoordinator, of home: HomeCoordinator, by ending: String) {
        switch ending {
        case "confirm":
            picker.viewModel.selectRow(at: IndexPath(row: 2, section: 0))
            picker.viewModel.tappedConfirm()
        case "cancel":
            picker.viewModel.tappedCancel()
        default:
            (home.router.navigationController as HeadlessNavigationController?)?.simulateSwipeDown()
        }
    }

    private func retained<T>(_ type: T.Type) throws -> T {
        try assertUnwrap(appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? T }.first)
    }

    @Test func signUpIsTheRootAndIsRetained() {
        let signUp = startSignUp()
        assertRetained(signUp, withTopViewControllerOfType: SignUpStubScreen.self)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theSignUpFlowAnswersTheNameOnceAndTheTabsGetIt() throws {
        let signUp = startSignUp()
        signUp.viewModel.nameChanged("Lisa")
        signUp.viewModel.emailChanged("lisa@example.com")
        signUp.viewModel.passwordChanged("secret")
        var alerts: [AlertModel] = []
        signUp.viewModel.viewObservers.presentAlert = { alerts.append($0) }
        signUp.viewModel.submitButtonPressed()
        let welcome = try assertUnwrap(alerts.first)
        welcome.actions.first?.handler?()
        welcome.actions.first?.handler?()

        #expect(signUp.ending == .finished("Lisa"))
        let tabs = try assertCast(appCoordinator.retainedCoordinators.first, as: MainTabsCoordinator.self)
        #expect(tabs.name == "Lisa")
        #expect(appCoordinator.retainedCoordinators.filter { $0 is MainTabsCoordinator }.count == 1)
        #expect(!appCoordinator.containsCoordinator(signUp))
    }

    @Test func signingUpShowsHomeAndOrdersTabsInPlaceOfTheForm() throws {
        let tabs = try signedIn()
        let tabBarRouter = try assertUnwrap(appCoordinator.tabBarRouter)
        #expect(tabBarRouter === tabs.tabBarRouter)
        #expect(tabBarRouter.tabs.map(\.route) == [AnyHashable(ExampleRoute.home), AnyHashable(ExampleRoute.orders)])
        let home = try retained(HomeCoordinator.self)
        assertRetained(home, withTopViewControllerOfType: HomeStubScreen.self)
        #expect(home.viewModel.name == "Lisa")
        assertRetained(try retained(OrdersCoordinator.self), withTopViewControllerOfType: OrdersStubScreen.self)
        #expect(appCoordinator.retainedCoordinators.count == 3)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aLinkOpensAnOrderFromAnywhereAndTheTabKeepsItsStack() throws {
        let tabs = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(root: tabs)
        try navigator.open(#require(ExampleRoute.path(from: URL(string: "tiltup://home/plan")!)))
        assertRetained(try retained(PlanCoordinator.self), withTopViewControllerOfType: PlanStubScreen.self)

        try waitForSelectedTabChange(in: #require(appCoordinator.tabBarRouter)) {
            navigator.open([.orders, .order(2)])
        }
        #expect(appCoordinator.retainedCoordinators.count == 3)  // the plan picker went
        assertType(of: appCoordinator.selectedTabNavigationController?.topViewController, is: OrderStubScreen.self)
        #expect(navigator.currentPath == [.orders, .order(2)])

        navigator.open([.home])
        appCoordinator.tabBarController?.simulateTabSelection(at: 1)
        #expect(navigator.currentPath == [.orders, .order(2)])
        appCoordinator.tabBarController?.simulateTabSelection(at: 1)
        #expect(navigator.currentPath == [.orders])
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func linksThatAreNotTheAppsChangeNothing() throws {
        for link in ["https://tiltup/home", "tiltup://settings", "tiltup://orders/zero", "tiltup://orders/0", "tiltup://orders/-2"] {
            #expect(ExampleRoute.path(from: try #require(URL(string: link))) == nil, "\(link)")
        }
        // A path the table reads but no coordinator handles stops where it is declined.
        #expect(ExampleRoute.path(from: try #require(URL(string: "tiltup://home/plan/3"))) == [.home, .plan, .order(3)])
        let tabs = try signedIn()
        let opening = RouteNavigator<ExampleRoute>(root: tabs).open([.orders, .plan])
        #expect(opening.unresolved == [.plan])
        #expect(appCoordinator.diagnostics.map(\.kind) == [.routeNotHandled])
    }

    @Test func theNavigationSavedIsRestoredInANewAppWithLiveCoordinators() throws {
        let tabs = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(root: tabs)
        navigator.open([.orders, .order(3)])
        navigator.open([.home, .plan])
        let data = try JSONEncoder().encode(navigator.capture())

        let relaunched = TestAppCoordinator()
        let newTabs = MainTabsCoordinator(appCoordinator: relaunched, name: "Lisa", factory: factory, service: service)
        relaunched.start(coordinator: newTabs)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<ExampleRoute>.self, from: data)
        #expect(RouteNavigator<ExampleRoute>(root: newTabs).restore(snapshot).isComplete)
        #expect(
            relaunched.retainedCoordinators.map { "\(type(of: $0))" } == [
                "MainTabsCoordinator", "HomeCoordinator", "OrdersCoordinator", "PlanCoordinator",
            ])
        #expect(relaunched.tabBarRouter?.tabs[1].router.viewControllers.last is OrderStubScreen)
        #expect(relaunched.diagnostics.isEmpty)
    }

    @Test(arguments: ["confirm", "cancel", "swipe down"])
    func thePlanPickerIsAModalThatGoesAwayAndIsReleased(_ ending: String) throws {
        _ = try signedIn()
        let home = try retained(HomeCoordinator.self)

        waitForPresentedViewControllerChange(using: home) {
            home.goToPlanPicker()
        }
        let picker = try retained(PlanCoordinator.self)
        assertRetained(picker, withTopViewControllerOfType: PlanStubScreen.self)
        assertType(of: home.router.navigationController.presentedViewController, is: HeadlessNavigationController.self)
        trackMemoryLeaks(picker, picker.router)

        waitForPresentedViewControllerChange(using: home) {
            end(picker, of: home, by: ending)
        }
        #expect(home.viewModel.plan == (ending == "confirm" ? .premium : .basic))
        #expect(appCoordinator.retainedCoordinators.count == 3)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test(arguments: ["confirm", "cancel", "swipe down"])
    func thePlanPickerKeptInAPropertyIgnoresTapsAfterItFinished(_ ending: String) throws {
        _ = try signedIn()
        let home = try retained(HomeCoordinator.self)
        home.goToPlanPicker()
        let picker = try retained(PlanCoordinator.self)  // held here, as a property would hold it
        end(picker, of: home, by: ending)
        let chosen = home.viewModel.plan

        picker.viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        picker.viewModel.tappedConfirm()
        picker.viewModel.tappedCancel()

        #expect(home.viewModel.plan == chosen, "a tap after the picker finished chose nothing")
        #expect(home.router.navigationController.presentedViewController == nil)
        #expect(appCoordinator.retainedCoordinators.count == 3)
        #expect(appCoordinator.diagnostics.isEmpty, "no second dismissal was asked for")
    }
}
