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
        let coordinator = SignUpCoordinator(appCoordinator: appCoordinator, factory: factory, service: service)
        waitForTopViewControllerChange(using: coordinator) {
            appCoordinator.start(coordinator: coordinator)
        }
        return coordinator
    }

    @Test func signUpIsTheRootAndIsRetained() {
        let signUp = startSignUp()
        assertRetained(signUp, withTopViewControllerOfType: SignUpStubScreen.self)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func signingUpPushesHomeWithItsCoordinatorRetained() throws {
        let signUp = startSignUp()
        waitForTopViewControllerChange(in: signUp.router) {
            signUp.goToHome(name: "Lisa")
        }
        let home = try assertCast(appCoordinator.retainedCoordinators.last, as: HomeCoordinator.self)
        assertRetained(home, withTopViewControllerOfType: HomeStubScreen.self)
        #expect(home.viewModel.name == "Lisa")
    }

    @Test func goingBackReleasesHome() {
        let signUp = startSignUp()
        signUp.goToHome(name: "Lisa")
        let home = appCoordinator.retainedCoordinators.last
        if let home {
            trackMemoryLeaks(home)
        }
        waitForTopViewControllerChange(in: appCoordinator.router) {
            appCoordinator.navigationController.simulateBackSwipe()
        }
        #expect(appCoordinator.retainedCoordinators.count == 1)
        assertRetained(signUp, withTopViewControllerOfType: SignUpStubScreen.self)
    }

    @Test(arguments: ["confirm", "cancel", "swipe down"])
    func thePlanPickerIsAModalThatGoesAwayAndIsReleased(_ ending: String) throws {
        let signUp = startSignUp()
        signUp.goToHome(name: "Lisa")
        let home = try assertCast(appCoordinator.retainedCoordinators.last, as: HomeCoordinator.self)

        waitForPresentedViewControllerChange(using: home) {
            home.goToPlanPicker()
        }
        let picker = try assertCast(appCoordinator.retainedCoordinators.last, as: PlanCoordinator.self)
        assertRetained(picker, withTopViewControllerOfType: PlanStubScreen.self)
        assertType(of: home.router.navigationController.presentedViewController, is: HeadlessNavigationController.self)
        trackMemoryLeaks(picker, picker.router)

        waitForPresentedViewControllerChange(using: home) {
            switch ending {
            case "confirm":
                picker.viewModel.selectedRow(at: IndexPath(row: 2, section: 0))
                picker.viewModel.tappedConfirmButton()
            case "cancel":
                picker.viewModel.tappedCancelButton()
            default:
                appCoordinator.navigationController.simulateSwipeDown()
            }
        }
        #expect(home.viewModel.plan == (ending == "confirm" ? .premium : .basic))
        #expect(appCoordinator.retainedCoordinators.count == 2)
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
