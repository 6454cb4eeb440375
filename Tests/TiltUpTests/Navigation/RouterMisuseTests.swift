import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct RouterMisuseTests {
    let recorder = Recorder()
    let root = TestScreen("root")

    private func makeRouter() -> Router {
        let router = Router.headless()
        recorder.watch(router)
        router.push(root, animated: false, popHandler: recorder.handler("root"))
        return router
    }

    @Test func poppingTheRootPopsNothingAndRunsNoHandler() {
        let router = makeRouter()
        #expect(router.pop() == nil)
        #expect(router.viewControllers.count == 1)
        #expect(recorder.runs.isEmpty)
        #expect(recorder.diagnostics == [.cannotPopRoot])
    }

    @Test func poppingAnEmptyStackIsReported() {
        let router = Router.headless()
        recorder.watch(router)
        #expect(router.pop() == nil)
        #expect(router.popToRoot().isEmpty)
        #expect(recorder.diagnostics == [.stackIsEmpty, .stackIsEmpty])
    }

    @Test func popToRootAtTheRootIsQuiet() {
        let router = makeRouter()
        #expect(router.popToRoot().isEmpty)
        #expect(recorder.diagnostics.isEmpty)
        #expect(recorder.runs.isEmpty)
    }

    @Test func popToAScreenNotOnTheStackPopsNothing() {
        let router = makeRouter()
        router.push(TestScreen("top"), animated: false, popHandler: recorder.handler("top"))
        #expect(router.popToViewController(TestScreen("stranger")).isEmpty)
        #expect(router.viewControllers.count == 2)
        #expect(recorder.runs.isEmpty)
        #expect(recorder.diagnostics == [.screenNotOnStack])
    }

    @Test func dismissingWithNothingPresentedStillRunsTheCompletionOnce() {
        let router = makeRouter()
        router.dismissModal(dismissHandler: recorder.handler("completion"))
        #expect(recorder.runs == ["completion"])
        #expect(recorder.diagnostics == [.nothingToDismiss])
    }

    @Test func presentingOverAModalKeepsTheFirstAndRunsTheRefusedOnesHandlersAtOnce() {
        let router = makeRouter()
        let first = TestScreen("first")
        router.presentModal(first, dismissHandler: recorder.handler("first dismissed"))
        let refused = Router.headless()
        refused.push(TestScreen("refused root"), animated: false, popHandler: recorder.handler("refused root popped"))
        router.presentModal(refused, dismissHandler: recorder.handler("refused dismissed"))
        router.presentModal(TestScreen("second"), dismissHandler: recorder.handler("second dismissed"))

        #expect(router.navigationController.presentedViewController === first)
        #expect(recorder.diagnostics == [.modalAlreadyPresented, .modalAlreadyPresented])
        #expect(recorder.runs == ["refused root popped", "refused dismissed", "second dismissed"])
        #expect(refused.presentingRouter == nil)

        router.dismissModal()
        #expect(recorder.runs.last == "first dismissed")
        #expect(recorder.count("refused dismissed") == 1)
    }

    @Test func aRefusedModalCoordinatorIsNotLeaked() {
        let app = TestApp()
        app.router.presentModal(TestScreen("alert"))
        weak var weakModal: ModalCoordinator?
        weak var weakInside: PushedCoordinator?
        do {
            let modal = ModalCoordinator(parent: app.root, onDismiss: app.recorder.handler("modal dismissed"))
            let inside = PushedCoordinator(parent: modal)
            inside.start()
            modal.start()
            weakModal = modal
            weakInside = inside
        }
        #expect(app.recorder.diagnostics == [.modalAlreadyPresented])
        #expect(app.recorder.runs == ["modal dismissed"])
        #expect(weakModal == nil)
        #expect(weakInside == nil)
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
    }

    @Test func aRouterCannotPresentItselfNorBePresentedTwice() {
        let router = makeRouter()
        let other = Router.headless()
        router.presentModal(router, dismissHandler: recorder.handler("self"))
        let modal = Router.headless(root: TestScreen("modal"))
        other.presentModal(modal)
        router.presentModal(modal, dismissHandler: recorder.handler("twice"))
        #expect(recorder.diagnostics == [.invalidModal, .invalidModal])
        #expect(recorder.runs == ["self", "twice"])
        #expect(router.navigationController.presentedViewController == nil)
        #expect(modal.presentingRouter === other)
    }

    @Test func pushingAScreenAlreadyOnTheStackKeepsItsPlaceAndRunsBothHandlersWhenItLeaves() {
        let app = TestApp()
        let screen = TestScreen("twice")
        app.router.push(screen, animated: false, popHandler: app.recorder.handler("first"))
        app.router.push(TestScreen("above"), animated: false)
        weak var weakCoordinator: PushedCoordinator?
        do {
            let coordinator = PushedCoordinator(parent: app.root)
            app.router.push(screen, retaining: coordinator, animated: false, popHandler: app.recorder.handler("second"))
            weakCoordinator = coordinator
        }
        #expect(app.recorder.diagnostics == [.screenAlreadyOnStack])
        #expect(app.router.viewControllers.count == 3)
        #expect(weakCoordinator != nil, "retained while the screen is on the stack")

        app.router.popToRoot()
        #expect(app.recorder.runs == ["first", "second"])
        #expect(weakCoordinator == nil)
    }

    @Test func popToANavigationStateWhoseTopHasLeftPopsNothing() {
        let router = makeRouter()
        let middle = TestScreen("middle")
        router.push(middle, animated: false)
        let state = router.currentNavigationState
        router.pop()
        router.push(TestScreen("other"), animated: false, popHandler: recorder.handler("other"))
        router.popToNavigationState(state)
        #expect(router.viewControllers.count == 2)
        #expect(recorder.runs.isEmpty)
        #expect(recorder.diagnostics == [.navigationStateUnavailable])
    }

    @Test func aNavigationStateTakenOnAnEmptyStackEmptiesIt() {
        let router = Router.headless()
        let state = router.currentNavigationState
        #expect(state.isEmpty)
        router.push(TestScreen("one"), animated: false, popHandler: recorder.handler("one"))
        router.popToNavigationState(state)
        #expect(router.viewControllers.isEmpty)
        #expect(recorder.runs == ["one"])
    }

    @Test func impossibleGesturesAreReportedThroughTheRouter() {
        let router = makeRouter()
        router.headless.simulateBackSwipe()
        router.headless.simulateSwipeDown()
        #expect(recorder.diagnostics == [.gestureUnavailable, .gestureUnavailable])
        #expect(recorder.runs.isEmpty)
    }

    @Test func misuseOfTheNavigationControllerItselfIsReportedThroughItsRouter() {
        let router = makeRouter()
        router.headless.pushViewController(root, animated: true)
        router.headless.popViewController(animated: true)
        router.headless.popToViewController(TestScreen("stranger"), animated: true)
        router.headless.setViewControllers([root, root], animated: false)
        router.headless.dismiss(animated: true)
        #expect(recorder.diagnostics == [.screenAlreadyOnStack, .cannotPopRoot, .screenNotOnStack, .duplicateScreens, .nothingToDismiss])
        #expect(recorder.runs.isEmpty)
    }

    @Test func aSecondRouterOnTheSameNavigationControllerTakesItOverAndSaysSo() {
        let router = makeRouter()
        let second = Router(navigationController: router.navigationController)
        var secondDiagnostics: [NavigationDiagnostic.Kind] = []
        second.diagnosticHandler = { secondDiagnostics.append($0.kind) }
        #expect(recorder.diagnostics == [.navigationControllerShared])
        second.push(TestScreen("pushed by second"), animated: false, popHandler: recorder.handler("second's screen"))
        router.headless.simulateBackSwipe()
        #expect(recorder.runs == ["second's screen"])
        #expect(secondDiagnostics.isEmpty)
    }

    @Test func diagnosticsNameTheMethodAndWhatWasDone() {
        let router = makeRouter()
        var messages: [String] = []
        router.diagnosticHandler = { messages.append($0.description) }
        router.pop()
        router.popToViewController(TestScreen("stranger"))
        #expect(
            messages == [
                "TiltUp: Router.pop: only the root screen is on the stack; nothing was popped",
                "TiltUp: Router.popToViewController: TestScreen is not on the stack; nothing was popped",
            ])
    }
}
