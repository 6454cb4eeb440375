import Testing
import TiltUp
import TiltUpTest

/// The "Starting without a window" article's start and test, run as written.
@Suite struct StartingWithoutAWindowTests {
    #if !canImport(UIKit)
    @MainActor
    @Test func anAppCoordinatorMadeWithoutAWindowShowsTheFirstScreenAtOnce() throws {
        // docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
        let appCoordinator = AppCoordinator()
        appCoordinator.start(coordinator: GreetingCoordinator(appCoordinator: appCoordinator, factory: GreetingScreens()))

        let screen = appCoordinator.router.navigationController.topViewController as? GreetingScreen
        print(screen?.text ?? "")  // Hello, Lisa
        // docs-twin-end
        #expect(screen?.text == "Hello, Lisa")
        #expect(appCoordinator.retainedCoordinators.count == 1)
    }
    #endif

    // docs-twin: Sources/TiltUp/TiltUp.docc/StartingWithoutAWindow.md
    @MainActor
    @Test func theGreetingCoordinatorShowsItsScreenAndIsRetainedWhileItIsUp() {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: GreetingCoordinator(appCoordinator: appCoordinator, factory: StubGreetingScreens()))

        #expect(appCoordinator.visibleScreen is GreetingStubScreen)
        #expect(appCoordinator.retainedCoordinators.count == 1)
    }
    // docs-twin-end
}
