import Testing
import TiltUp
import TiltUpTestSupport

/// Every way a modal can go away.
enum ModalDeparture: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case dismissFromPresenter, dismissFromModalRouter, swipeDown, navigationControllerDismiss

    var testDescription: String { rawValue }

    @MainActor
    func perform(presenter: Router, modal: Router) {
        switch self {
        case .dismissFromPresenter: presenter.dismissModal(animated: false)
        case .dismissFromModalRouter: modal.dismissModal(animated: false)
        case .swipeDown: presenter.headless.simulateSwipeDown()
        case .navigationControllerDismiss: presenter.navigationController.dismiss(animated: true)
        }
    }
}

@MainActor
@Suite struct RouterModalTests {
    let recorder = Recorder()

    private func makeRouter(_ name: String) -> Router {
        let router = Router.headless(root: TestScreen(name))
        recorder.watch(router)
        return router
    }

    @Test(arguments: ModalDeparture.allCases)
    func dismissHandlerAndTheModalStacksPopHandlersRunOnce(_ departure: ModalDeparture) {
        let presenter = makeRouter("presenter root")
        let modal = makeRouter("unused")
        modal.replaceRoot(with: TestScreen("modal root"), animated: false, popHandler: recorder.handler("modal root"))
        modal.push(TestScreen("modal top"), animated: false, popHandler: recorder.handler("modal top"))
        presenter.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        #expect(presenter.presentedRouter === modal)
        #expect(modal.presentingRouter === presenter)
        #expect(recorder.runs.isEmpty)

        departure.perform(presenter: presenter, modal: modal)

        #expect(recorder.runs == ["modal top", "modal root", "dismissed"])
        #expect(presenter.presentedRouter == nil)
        #expect(modal.presentingRouter == nil)
        presenter.dismissModal()
        modal.dismissModal()
        #expect(recorder.runs.count == 3)
    }

    @Test(arguments: ModalDeparture.allCases)
    func aPresentedScreensDismissHandlerRunsOnce(_ departure: ModalDeparture) {
        let presenter = makeRouter("presenter root")
        let alert = HeadlessNavigationController(rootViewController: TestScreen("alert"))
        presenter.presentModal(alert, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("dismissed"))
        #expect(presenter.navigationController.presentedViewController === alert)
        switch departure {
        case .dismissFromModalRouter: alert.dismiss(animated: false)
        default: departure.perform(presenter: presenter, modal: presenter)
        }
        #expect(recorder.runs == ["dismissed"])
        #expect(presenter.navigationController.presentedViewController == nil)
    }

    @Test func dismissingTheOuterModalDismissesNestedModalsInnermostFirst() {
        let presenter = makeRouter("presenter root")
        let outer = makeRouter("unused")
        outer.replaceRoot(with: TestScreen("outer"), animated: false, popHandler: recorder.handler("outer screen"))
        let inner = makeRouter("unused")
        inner.replaceRoot(with: TestScreen("inner"), animated: false, popHandler: recorder.handler("inner screen"))
        presenter.presentModal(outer, animated: false, dismissHandler: recorder.handler("outer dismissed"))
        outer.presentModal(inner, animated: false, dismissHandler: recorder.handler("inner dismissed"))

        presenter.dismissModal()

        #expect(recorder.runs == ["inner screen", "inner dismissed", "outer screen", "outer dismissed"])
        #expect(outer.navigationController.presentedViewController == nil)
    }

    @Test func swipingDownANestedModalLeavesTheOuterOneUp() {
        let presenter = makeRouter("presenter root")
        let outer = makeRouter("outer")
        let inner = makeRouter("inner")
        presenter.presentModal(outer, animated: false, dismissHandler: recorder.handler("outer dismissed"))
        outer.presentModal(inner, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("inner dismissed"))

        outer.headless.simulateSwipeDown()

        #expect(recorder.runs == ["inner dismissed"])
        #expect(presenter.presentedRouter === outer)
    }

    @Test func dismissModalRunsTheCompletionAfterTheDismissHandler() {
        let presenter = makeRouter("presenter root")
        presenter.presentModal(TestScreen("modal"), animated: false, dismissHandler: recorder.handler("dismissed"))
        presenter.dismissModal(dismissHandler: recorder.handler("completion"))
        #expect(recorder.runs == ["dismissed", "completion"])
    }

    @Test func presentModalAppliesThePresentationStyleToAPresentedRouter() {
        let presenter = makeRouter("presenter root")
        let modal = makeRouter("modal")
        presenter.presentModal(modal, presentationStyle: .pageSheet)
        #expect(modal.headless.modalPresentationStyle == .pageSheet)
    }

    @Test func aDismissHandlerMayPresentTheNextModal() {
        let presenter = makeRouter("presenter root")
        let next = TestScreen("next")
        presenter.presentModal(TestScreen("first"), animated: false) { [recorder] in
            recorder.runs.append("first dismissed")
            presenter.presentModal(next, animated: false, dismissHandler: recorder.handler("next dismissed"))
        }
        presenter.dismissModal()
        #expect(presenter.navigationController.presentedViewController === next)
        presenter.dismissModal()
        #expect(recorder.runs == ["first dismissed", "next dismissed"])
        #expect(recorder.diagnostics.isEmpty)
    }
}
