import Testing
import TiltUp
import TiltUpTestSupport

/// A Router call that waits for a transition never outlives what it waited on: when its Router ends
/// first (the modal or tab that showed its stack went away), the call is dropped with its handlers run,
/// and nothing lands later on a stack nothing shows.
@MainActor
@Suite struct WaitingCallsOutlivedTests {
    let recorder = Recorder()

    /// An app on `navigationController`, its root coordinator started.
    private func startedApp(on navigationController: HeadlessNavigationController) -> AppCoordinator {
        let app = AppCoordinator(router: Router(navigationController: navigationController))
        recorder.watch(app.router)
        app.start(coordinator: RootCoordinator(appCoordinator: app))
        return app
    }

    /// An app on `navigationController`, with a flow presented as a sheet that presents a picker in turn.
    private func flowWithPicker(on navigationController: HeadlessNavigationController) -> (
        app: AppCoordinator, flow: Router, picker: Router
    ) {
        let app = startedApp(on: navigationController)
        let flow = Router(navigationController: app.router.frontEndStackForTests())
        recorder.watch(flow)
        flow.push(TestScreen("flow"), animated: false, popHandler: recorder.handler("flow"))
        app.router.presentModal(flow, animated: true, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismiss flow"))
        let picker = Router(navigationController: app.router.frontEndStackForTests())
        recorder.watch(picker)
        picker.push(TestScreen("picker"), animated: false)
        flow.presentModal(picker, animated: true, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismiss picker"))
        return (app, flow, picker)
    }

    @Test func aPushWaitingForAPickersOnDismissIsDroppedWithItsHandlersWhenItsFlowIsDismissedFirst() throws {
        let rootStack = NavigationStackController()
        rootStack.waitsForOnDismiss = true
        let (app, flow, picker) = flowWithPicker(on: rootStack)
        let details = PushedCoordinatorForTests(parent: app.retainedCoordinators[0], router: flow)

        flow.dismissModal()
        details.start(popHandler: recorder.handler("details"))
        #expect(flow.viewControllers.count == 1, "the push waits for the picker's onDismiss")
        #expect(app.containsCoordinator(details))

        app.router.dismissModal()

        #expect(recorder.count("details") == 1, "the dropped push's pop handler ran")
        #expect(!app.containsCoordinator(details), "the coordinator it retained is released")
        #expect(recorder.diagnostics.contains(.callDroppedWithRouter))
        #expect(flow.viewControllers.isEmpty)
        #expect(flow.navigationController.viewControllers.isEmpty)

        // SwiftUI's onDismiss calls come later: nothing lands on the ended stacks.
        let flowStack = try #require(flow.navigationController as? NavigationStackController)
        flowStack.sheetDidDismiss(picker.navigationController)
        rootStack.sheetDidDismiss(flow.navigationController)
        #expect(flow.navigationController.viewControllers.isEmpty)
        #expect(recorder.count("details") == 1)
        #expect(recorder.count("flow") == 1)
        #expect(recorder.count("dismiss flow") == 1)
        #expect(recorder.count("dismiss picker") == 1)
    }

    @Test func aPushWaitingForAHeldPresentationIsDroppedWithItsHandlersWhenItsFlowIsDismissedFirst() {
        let app = startedApp(on: HeadlessNavigationController())
        let flowController = HeadlessNavigationController()
        flowController.holdsAnimatedPresentations = true
        let flow = Router(navigationController: flowController)
        recorder.watch(flow)
        flow.push(TestScreen("flow"), animated: false, popHandler: recorder.handler("flow"))
        app.router.presentModal(flow, animated: false, dismissHandler: recorder.handler("dismiss flow"))
        flow.presentModal(TestScreen("picker"), animated: true, dismissHandler: recorder.handler("dismiss picker"))
        let details = PushedCoordinatorForTests(parent: app.retainedCoordinators[0], router: flow)
        details.start(popHandler: recorder.handler("details"))
        #expect(flow.viewControllers.count == 1, "the push waits for the picker's presentation to finish")

        app.router.dismissModal()

        #expect(recorder.count("details") == 1)
        #expect(!app.containsCoordinator(details))
        #expect(flow.navigationController.viewControllers.isEmpty)
        #expect(recorder.runs == ["dismiss picker", "details", "flow", "dismiss flow"], "innermost first, then the stack top first")
    }

    @Test func aPresentationWaitingOnARouterThatEndsEndsThePresentedRouterToo() throws {
        let rootStack = NavigationStackController()
        rootStack.waitsForOnDismiss = true
        let (app, flow, _) = flowWithPicker(on: rootStack)
        flow.dismissModal()
        let next = Router(navigationController: app.router.frontEndStackForTests())
        next.push(TestScreen("next"), animated: false, popHandler: recorder.handler("next"))
        flow.presentModal(next, animated: true, dismissHandler: recorder.handler("dismiss next"))

        app.router.dismissModal()

        #expect(recorder.count("next") == 1, "the modal that was never shown leaves, with its screens")
        #expect(recorder.count("dismiss next") == 1)
        #expect(next.viewControllers.isEmpty)
        #expect(next.presentingRouter == nil)
    }

    @Test func callsThatWaitOnARouterThatGoesOnRunInTheirOrderOnce() throws {
        let rootStack = NavigationStackController()
        rootStack.waitsForOnDismiss = true
        let (_, flow, picker) = flowWithPicker(on: rootStack)
        flow.dismissModal()
        flow.push(TestScreen("a"), animated: true, popHandler: recorder.handler("a"))
        flow.push(TestScreen("b"), animated: true, popHandler: recorder.handler("b"))
        let flowStack = try #require(flow.navigationController as? NavigationStackController)
        flowStack.sheetDidDismiss(picker.navigationController)
        #expect(flow.viewControllers.compactMap { ($0 as? TestScreen)?.name } == ["flow", "a", "b"])
        #expect(!recorder.diagnostics.contains(.callDroppedWithRouter))
    }
}

/// A coordinator that pushes its screen on a given router, retaining itself, with the app coordinator.
@MainActor
final class PushedCoordinatorForTests: Coordinator {
    func start(popHandler: @escaping Router.Handler) {
        router.push(TestScreen("details"), retaining: self, animated: true, popHandler: popHandler)
    }
}

extension Router {
    /// A new stack of this router's front end, for a modal: a `NavigationStackController` that waits for
    /// `onDismiss` as this router's does, or a headless controller.
    func frontEndStackForTests() -> HeadlessNavigationController {
        if let stack = navigationController as? NavigationStackController {
            let made = NavigationStackController()
            made.waitsForOnDismiss = stack.waitsForOnDismiss
            return made
        }
        return HeadlessNavigationController()
    }
}
