import Testing
import TiltUp
import TiltUpTestSupport

/// Several windows, each with its own app coordinator, Router tree, navigator and saved navigation:
/// nothing ties two together.
@MainActor
@Suite struct WindowsTests {
    @Test(arguments: TestFrontEnd.allCases)
    func twoWindowsOpenTheirOwnLinksAndClosingOneReleasesItsTreeAlone(_ frontEnd: TestFrontEnd) {
        let first = ShopApp(frontEnd)
        let second = ShopApp(frontEnd)
        first.navigator.open([.orders, .order(1), .edit(2)])
        second.navigator.open([.home, .receipt])

        first.appCoordinator.close()
        first.settle()
        second.navigator.open([.orders, .order(3)])

        #expect(first.journal.liveCoordinatorCount == 1, "only the tab bar coordinator the test app holds")
        #expect(first.appCoordinator.retainedCoordinators.isEmpty)
        #expect(first.journal.runs == ["pop home", "dismiss edit 2", "pop order 1", "pop orders", "pop profile"])
        #expect(second.navigator.currentPath == [.orders, .order(3)])
        #expect(second.journal.runs.isEmpty)
        #expect(second.journal.diagnostics.isEmpty)

        first.appCoordinator.close()  // again: nothing more
        #expect(first.journal.runs == ["pop home", "dismiss edit 2", "pop order 1", "pop orders", "pop profile"])
    }

    @Test func aLinkOpenedInOneWindowAnimatesNothingLessInAnother() {
        let first = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let second = HeadlessNavigationController(rootViewController: TestScreen("second window"))
        second.holdsAnimatedPresentations = true
        let secondRouter = Router(navigationController: second)
        let hook = HookCoordinator(appCoordinator: first)
        hook.onShow = {
            // A call in the other window while this one opens a path: animated as asked, so held.
            secondRouter.presentModal(TestScreen("sheet"), animated: true, presentationStyle: .pageSheet)
            first.router.presentModal(TestScreen("own sheet"), animated: true, presentationStyle: .pageSheet)
        }
        first.start(coordinator: hook)
        let navigator = RouteNavigator<String>(root: hook)
        navigator.open(["step"])

        #expect(second.presentedViewController != nil)
        #expect(secondRouter.navigationDescription.contains("transition under way"), "the other window's presentation animates")
        #expect(!first.router.navigationDescription.contains("transition under way"), "this window's, during its link, does not")
    }

    @Test func aWindowClosedAndReconnectedRestoresWhatItSaved() throws {
        let window = ShopApp()
        window.navigator.open([.orders, .order(4), .receipt])
        let saved = try window.navigator.capture().restorationData()
        window.appCoordinator.close()
        #expect(window.appCoordinator.router.viewControllers.isEmpty)

        let reconnected = ShopApp()
        reconnected.navigator.restore(restorationData: saved)
        #expect(reconnected.navigator.currentPath == [.orders, .order(4), .receipt])
    }
}

/// A coordinator whose one route runs a hook, then pushes a screen.
@MainActor
private final class HookCoordinator: Coordinator, RouteHandling {
    var onShow: () -> Void = {}

    override func start() {
        router.push(TestScreen("root"), retaining: self, animated: false)
    }

    func handle(_ route: String) -> RouteDecision {
        .show {
            self.onShow()
            self.router.push(TestScreen(route), animated: true)
        }
    }
}
