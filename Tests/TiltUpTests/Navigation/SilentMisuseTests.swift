import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A modal coordinator that shows its screen by presenting it from its own router, which nothing
/// presents: the mistake a new user makes when switching a modal coordinator to a SwiftUI screen.
@MainActor
private final class SelfPresentingSignInCoordinator: Coordinator {
    let onDismiss: Router.Handler

    init(parent: any Coordinating, onDismiss: @escaping Router.Handler) {
        self.onDismiss = onDismiss
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.presentModal(view: AboutView(), retaining: self, animated: false, dismissHandler: onDismiss)
    }
}

/// A modal coordinator that pushes its screen on its own router and forgets to present that router.
@MainActor
private final class ForgetfulModalCoordinator: Coordinator {
    let retains: Bool

    init(parent: any Coordinating, retains: Bool) {
        self.retains = retains
        super.init(parent: parent, modal: true)
    }

    override func start() {
        if retains {
            router.push(TestScreen("never shown"), retaining: self, animated: false)
        } else {
            router.push(TestScreen("never shown"), animated: false)
        }
    }
}

/// The app's first coordinator that only decides which flow to start: here, a tab bar.
@MainActor
private final class LaunchCoordinator: Coordinator {
    override func start() {
        LaunchTabsCoordinator(parent: self).start()
    }
}

@MainActor
private final class LaunchTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [TabBarRouter.Tab] {
        [TabBarRouter.Tab(PushedCoordinator(parent: self, name: "home"), route: nil)]
    }
}

/// Mistakes that used to pass in silence, each now reported with what to do.
@MainActor
@Suite struct SilentMisuseTests {
    @Test func presentingFromAModalCoordinatorsOwnRouterThatNothingPresentsIsReportedAndReleasesTheCoordinator() throws {
        let app = TestApp()
        var dismissals = 0
        weak var weakCoordinator: SelfPresentingSignInCoordinator?
        do {
            let coordinator = SelfPresentingSignInCoordinator(parent: app.root) { dismissals += 1 }
            coordinator.start()
            weakCoordinator = coordinator
        }

        #expect(app.recorder.diagnostics == [.routerNotOnScreen])
        #expect(app.navigationController.presentedViewController == nil)
        #expect(dismissals == 1, "the dismiss handler ran at once, so nothing waits for it")
        #expect(weakCoordinator == nil, "the coordinator it retained went with it")
    }

    @Test func theDiagnosticNamesTheCallTheCoordinatorAndTheFix() throws {
        let app = TestApp()
        var messages: [String] = []
        app.router.diagnosticHandler = { messages.append($0.message) }
        SelfPresentingSignInCoordinator(parent: app.root) {}.start()
        let message = try #require(messages.first)
        #expect(message.hasPrefix("Router.presentModal:"))
        #expect(message.contains("SelfPresentingSignInCoordinator"))
        #expect(message.contains("parent?.router.presentModal"))
    }

    @Test func aModalCoordinatorPresentedByItsParentPresentsFromItsRouterAsUsual() {
        let app = TestApp()
        let modal = ModalCoordinator(parent: app.root)
        modal.start()
        modal.router.presentModal(TestScreen("picker"), animated: false)
        #expect(modal.router.navigationController.presentedViewController is TestScreen)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func aScreenPushedOnAModalRouterThatNothingPresentsByTheEndOfTheTurnIsReported() async {
        let app = TestApp()
        ForgetfulModalCoordinator(parent: app.root, retains: true).start()
        #expect(app.recorder.diagnostics.isEmpty, "a push followed by the presentation in the same turn is the usual order")

        await waitForMainQueue()

        #expect(app.recorder.diagnostics == [.routerNotOnScreen])
        #expect(app.appCoordinator.retainedCoordinators.last is ForgetfulModalCoordinator, "retained, and never seen: hence the report")
    }

    @Test func aModalRouterReleasedWithItsCoordinatorBeforeTheEndOfTheTurnIsNotReported() async {
        let app = TestApp()
        ForgetfulModalCoordinator(parent: app.root, retains: false).start()
        await waitForMainQueue()
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func aScreenPushedOnAModalRouterPresentedInTheSameTurnIsNotReported() async {
        let app = TestApp()
        ModalCoordinator(parent: app.root).start()
        await waitForMainQueue()
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func aLaunchCoordinatorThatOnlyStartsATabBarIsNotReportedAsReleasedWhileShown() {
        let app = TestApp()
        weak var weakLaunch: LaunchCoordinator?
        do {
            let launch = LaunchCoordinator(appCoordinator: app.appCoordinator)
            app.appCoordinator.start(coordinator: launch)
            weakLaunch = launch
        }
        #expect(weakLaunch == nil)
        #expect(app.appCoordinator.retainedCoordinators.first is LaunchTabsCoordinator)
        #expect(app.recorder.diagnostics.isEmpty)
    }
}
