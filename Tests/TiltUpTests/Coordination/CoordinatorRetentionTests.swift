import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct CoordinatorRetentionTests {
    @Test(arguments: Departure.allCases)
    func aPushedCoordinatorIsHeldUntilItsScreenLeaves(_ departure: Departure) {
        let app = TestApp()
        let state = app.router.currentNavigationState
        weak var weakCoordinator: PushedCoordinator?
        weak var weakScreen: TestScreen?
        do {
            let coordinator = PushedCoordinator(parent: app.root, onPop: app.recorder.handler("popped"))
            coordinator.start()
            weakCoordinator = coordinator
            weakScreen = coordinator.screen
        }
        #expect(weakCoordinator.map(app.appCoordinator.containsCoordinator) == true)
        #expect(app.appCoordinator.retainedCoordinators.count == 2)

        departure.perform(on: app.router, root: app.root.screen, state: state)

        #expect(app.recorder.count("popped") == 1)
        #expect(weakCoordinator == nil, "the coordinator's deinit ran")
        #expect(weakScreen == nil)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test(arguments: ModalDeparture.allCases)
    func coordinatorsInsideAModalAreReleasedWhenItGoesAway(_ departure: ModalDeparture) {
        let app = TestApp()
        weak var weakModal: ModalCoordinator?
        weak var weakInsideModal: PushedCoordinator?
        weak var weakModalRouter: Router?
        weak var weakModalScreen: TestScreen?
        do {
            let modal = ModalCoordinator(parent: app.root, onDismiss: app.recorder.handler("modal dismissed"))
            modal.start()
            let insideModal = PushedCoordinator(parent: modal, onPop: app.recorder.handler("inside modal popped"))
            insideModal.start()
            weakModal = modal
            weakInsideModal = insideModal
            weakModalRouter = modal.router
            weakModalScreen = modal.screen
        }
        #expect(app.appCoordinator.retainedCoordinators.count == 3)

        if let modalRouter = weakModalRouter {
            departure.perform(presenter: app.router, modal: modalRouter)
        }

        #expect(app.recorder.runs == ["inside modal popped", "modal dismissed"])
        #expect(weakModal == nil)
        #expect(weakInsideModal == nil)
        #expect(weakModalRouter == nil)
        #expect(weakModalScreen == nil)
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test(arguments: [ModalDeparture.dismissFromPresenter, .navigationControllerDismiss])
    func coordinatorsInNestedModalsAreReleasedWhenTheOuterModalGoesAway(_ departure: ModalDeparture) {
        let app = TestApp()
        weak var weakModal: ModalCoordinator?
        weak var weakInsideModal: PushedCoordinator?
        weak var weakNested: ModalCoordinator?
        weak var weakInsideNested: PushedCoordinator?
        weak var weakModalRouter: Router?
        do {
            let modal = ModalCoordinator(parent: app.root, onDismiss: app.recorder.handler("modal dismissed"))
            modal.start()
            let insideModal = PushedCoordinator(parent: modal, onPop: app.recorder.handler("inside modal popped"))
            insideModal.start()
            let nested = ModalCoordinator(parent: modal, name: "nested", onDismiss: app.recorder.handler("nested dismissed"))
            nested.start()
            let insideNested = PushedCoordinator(parent: nested, onPop: app.recorder.handler("inside nested popped"))
            insideNested.start()
            weakModal = modal
            weakInsideModal = insideModal
            weakNested = nested
            weakInsideNested = insideNested
            weakModalRouter = modal.router
        }
        #expect(app.appCoordinator.retainedCoordinators.count == 5)

        if let modalRouter = weakModalRouter {
            departure.perform(presenter: app.router, modal: modalRouter)
        }

        #expect(app.recorder.runs == ["inside nested popped", "nested dismissed", "inside modal popped", "modal dismissed"])
        #expect(weakModal == nil)
        #expect(weakInsideModal == nil)
        #expect(weakNested == nil)
        #expect(weakInsideNested == nil)
        #expect(weakModalRouter == nil)
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
        #expect(app.appCoordinator.containsCoordinator(app.root))
    }

    @Test(arguments: [ModalDeparture.dismissFromModalRouter, .swipeDown])
    func dismissingTheNestedModalReleasesOnlyItsCoordinators(_ departure: ModalDeparture) {
        let app = TestApp()
        let modal = ModalCoordinator(parent: app.root)
        modal.start()
        weak var weakNested: ModalCoordinator?
        do {
            let nested = ModalCoordinator(parent: modal, name: "nested")
            nested.start()
            weakNested = nested
        }
        #expect(weakNested != nil)
        departure.perform(presenter: modal.router, modal: modal.router)
        #expect(weakNested == nil)
        #expect(app.appCoordinator.containsCoordinator(modal))
    }

    @Test func aCoordinatorShowingTwoScreensIsHeldUntilBothHaveLeft() {
        let app = TestApp()
        weak var weakCoordinator: PushedCoordinator?
        do {
            let coordinator = PushedCoordinator(parent: app.root)
            coordinator.start()
            coordinator.router.push(TestScreen("second"), retaining: coordinator, animated: false)
            weakCoordinator = coordinator
        }
        app.router.pop()
        #expect(weakCoordinator != nil)
        app.router.pop()
        #expect(weakCoordinator == nil)
    }

    @Test func aModalCoordinatorGetsANewRouterOfItsParentsKind() {
        let app = TestApp()
        let modal = ModalCoordinator(parent: app.root)
        let pushed = PushedCoordinator(parent: app.root)
        #expect(modal.router !== app.router)
        #expect(pushed.router === app.router)
        #expect(type(of: modal.router.navigationController) == type(of: app.router.navigationController))
        #expect(modal.router.viewControllers.isEmpty)
        #expect(modal.parent === app.root)
        #expect(modal.appCoordinator === app.appCoordinator)
    }

    @Test func aModalRouterReportsToItsParentsDiagnosticHandler() {
        let app = TestApp()
        let modal = ModalCoordinator(parent: app.root)
        modal.router.pop()
        #expect(app.recorder.diagnostics == [.stackIsEmpty])
    }

    @Test func theBaseStartReportsTheSubclassAndShowsNothing() {
        let app = TestApp()
        var messages: [String] = []
        app.router.diagnosticHandler = { messages.append($0.message) }
        ForgetfulCoordinator(parent: app.root, modal: false).start()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("ForgetfulCoordinator does not override start()") == true)
        #expect(app.router.viewControllers.count == 1)
    }

    @Test func diagnosticsOfCoordinatorsNameTheCallAndTheAppsOwnTypeNotRouter() {
        let app = TestApp()
        var messages: [String] = []
        app.router.diagnosticHandler = { messages.append($0.description) }
        ForgetfulCoordinator(parent: app.root, modal: false).start()
        app.appCoordinator.popCoordinator(PushedCoordinator(parent: app.root))
        #expect(
            messages == [
                "TiltUp: Coordinator.start: ForgetfulCoordinator does not override start(), so the base start() showed nothing",
                "TiltUp: AppCoordinator.popCoordinator: PushedCoordinator is not retained by the app coordinator; nothing changed",
            ])
    }

    @Test func appCoordinatorCountsRetainsAndReportsAnUnbalancedPop() {
        let app = TestApp()
        let coordinator = PushedCoordinator(parent: app.root)
        app.appCoordinator.pushCoordinator(coordinator)
        app.appCoordinator.pushCoordinator(coordinator)
        app.appCoordinator.popCoordinator(coordinator)
        #expect(app.appCoordinator.containsCoordinator(coordinator))
        app.appCoordinator.popCoordinator(coordinator)
        #expect(!app.appCoordinator.containsCoordinator(coordinator))
        #expect(app.recorder.diagnostics.isEmpty)
        app.appCoordinator.popCoordinator(coordinator)
        #expect(app.recorder.diagnostics == [.coordinatorNotHeld])
    }

    @Test func retainedCoordinatorsAreListedInTheOrderTheyWereFirstRetained() {
        let app = TestApp()
        let first = PushedCoordinator(parent: app.root, name: "first")
        let second = PushedCoordinator(parent: app.root, name: "second")
        first.start()
        second.start()
        first.router.push(TestScreen("third"), retaining: first, animated: false)
        let order = app.appCoordinator.retainedCoordinators.map { ObjectIdentifier($0) }
        #expect(order == [ObjectIdentifier(app.root), ObjectIdentifier(first), ObjectIdentifier(second)])
    }

    @Test func everythingIsReleasedWhenTheAppCoordinatorLetsGo() {
        weak var weakAppCoordinator: AppCoordinator?
        weak var weakRouter: Router?
        weak var weakNavigationController: HeadlessNavigationController?
        weak var weakRoot: RootCoordinator?
        weak var weakPushed: PushedCoordinator?
        weak var weakModal: ModalCoordinator?
        weak var weakModalScreen: TestScreen?
        weak var weakModalRouter: Router?
        weak var weakCaptured: TestScreen?
        do {
            let app = TestApp()
            let pushed = PushedCoordinator(parent: app.root)
            pushed.start()
            let captured = TestScreen("captured by a handler")
            app.router.push(TestScreen("with handler"), animated: false, popHandler: { _ = captured })
            weakCaptured = captured
            let modal = ModalCoordinator(parent: pushed)
            modal.start()
            weakAppCoordinator = app.appCoordinator
            weakRouter = app.router
            weakNavigationController = app.navigationController
            weakRoot = app.root
            weakPushed = pushed
            weakModal = modal
            weakModalScreen = modal.screen
            weakModalRouter = modal.router
        }
        #expect(weakAppCoordinator == nil)
        #expect(weakRouter == nil)
        #expect(weakNavigationController == nil)
        #expect(weakRoot == nil)
        #expect(weakPushed == nil)
        #expect(weakModal == nil)
        #expect(weakModalScreen == nil)
        #expect(weakModalRouter == nil)
        #expect(weakCaptured == nil, "handlers are released too")
    }

    @Test func aHandlerAndWhatItCapturesAreReleasedOnceItRan() {
        let router = Router.headless(root: TestScreen("root"))
        weak var weakCaptured: TestScreen?
        do {
            let captured = TestScreen("captured")
            router.push(TestScreen("top"), animated: false, popHandler: { _ = captured })
            weakCaptured = captured
        }
        #expect(weakCaptured != nil)
        router.pop()
        #expect(weakCaptured == nil)
    }

    @Test func aCoordinatorWithoutAnAppCoordinatorIsShownButReported() {
        let router = Router.headless(root: TestScreen("root"))
        let recorder = Recorder()
        recorder.watch(router)
        weak var weakCoordinator: PushedCoordinator?
        do {
            let orphanParent = OrphanCoordinator(router: router)
            let coordinator = PushedCoordinator(parent: orphanParent)
            coordinator.start()
            weakCoordinator = coordinator
        }
        // Nothing retained it, so it went at once while its screen stayed up: that is reported too.
        #expect(recorder.diagnostics == [.coordinatorNotRetained, .coordinatorReleasedWhileShown])
        #expect(router.viewControllers.count == 2)
        #expect(weakCoordinator == nil)
        router.pop()
        #expect(recorder.diagnostics == [.coordinatorNotRetained, .coordinatorReleasedWhileShown])
    }

    @Test func aCoordinatorThatShowsAScreenWithoutRetainingIsReportedWhenItGoes() {
        let app = TestApp()
        var messages: [String] = []
        app.router.diagnosticHandler = { messages.append($0.description) }
        UnretainedCoordinator(parent: app.root, modal: false).start()
        UnretainedCoordinator(parent: app.root, modal: true).start()
        #expect(
            messages == [
                "TiltUp: Coordinator: UnretainedCoordinator was released while TestScreen, shown since it was made, is still up: nothing retained it, so that screen's closures reach nothing. Show the screen with `retaining: self`",
                "TiltUp: Coordinator: UnretainedCoordinator was released while TestScreen, shown since it was made, is still up: nothing retained it, so that screen's closures reach nothing. Show the screen with `retaining: self`",
            ])
        #expect(app.router.viewControllers.count == 2)
        #expect(app.router.presentedRouter != nil)
    }

    @Test func coordinatorsThatWereRetainedOrShowNothingAreNotReported() {
        let app = TestApp()
        do {
            let pushed = PushedCoordinator(parent: app.root)
            pushed.start()
            app.router.pop()  // released with its screen
            let modal = UnretainedCoordinator(parent: app.root, modal: true)
            modal.prepareWithoutPresenting()  // its screens never go up
        }
        #expect(app.recorder.diagnostics.isEmpty)
    }
}

/// A coordinator that shows its screen without `retaining:`, as a mistake would.
@MainActor
final class UnretainedCoordinator: Coordinator {
    private let isModal: Bool

    override init(parent: any Coordinating, modal: Bool) {
        isModal = modal
        super.init(parent: parent, modal: modal)
    }

    override func start() {
        if isModal {
            prepareWithoutPresenting()
            parent?.router.presentModal(router, animated: false)
        } else {
            router.push(TestScreen("unretained"), animated: false)
        }
    }

    func prepareWithoutPresenting() {
        router.push(TestScreen("unretained"), animated: false)
    }
}

/// A coordinator with no app coordinator, as after its app coordinator was released.
@MainActor
final class OrphanCoordinator: Coordinating {
    let router: Router
    var appCoordinator: (any AppCoordinating)? { nil }
    var parent: (any Coordinating)? { nil }

    init(router: Router) {
        self.router = router
    }

    func start() {}
}
