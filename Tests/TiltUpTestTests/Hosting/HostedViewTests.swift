import Testing
import TiltUp
import TiltUpTest

@MainActor
private final class NoteViewModel {
    let text = "Note"
}

private struct NoteView: HostableView, ViewModelBacked {
    let viewModel: NoteViewModel
}

private struct PlainView: HostableView {}

private final class PlainScreen {}

@MainActor
@Suite struct HostedViewTests {
    @Test func findsTheViewAndItsModelOnTopOfTheStack() throws {
        let router = Router()
        let viewModel = NoteViewModel()
        router.push(view: NoteView(viewModel: viewModel), animated: false)

        #expect(try router.hostedView(as: NoteView.self).viewModel === viewModel)
        #expect(try router.hostedModel(as: NoteViewModel.self) === viewModel)
        #expect(try hostedModel(of: router.navigationController.topViewController, as: NoteViewModel.self) === viewModel)
    }

    @Test func failsAtTheCallersLineWhenTheTopScreenHostsAnotherView() {
        let router = Router()
        router.push(view: PlainView(), animated: false)
        let navigation = router.navigationDescription
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try router.hostedView(as: NoteView.self) }
        } matching: {
            $0.isFailure("hostedView failed: expected a hosted NoteView, found a screen hosting PlainView", at: line)
                && $0.navigationShown == navigation && navigation.contains("HeadlessHostingController")
        }
    }

    @Test func failsWhenTheScreenHostsNoViewOrThereIsNone() {
        let router = Router(rootViewController: PlainScreen())
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try hostedView(of: router.viewControllers.last, as: NoteView.self) }
        } matching: {
            $0.isFailure("hostedView failed: expected a hosted NoteView, found a PlainScreen, which hosts no view", at: line)
        }
        let nilLine = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try hostedView(of: nil, as: NoteView.self) }
        } matching: {
            $0.isFailure("hostedView failed: expected a hosted NoteView, found nil", at: nilLine) && $0.navigationShown == nil
        }
    }

    @Test func failsWhenTheHostedViewHasNoModelOfThatType() {
        let router = Router()
        router.push(view: PlainView(), animated: false)
        let line = #line + 2
        withKnownIssue {
            #expect(throws: ExpectationFailedError.self) { try router.hostedModel(as: NoteViewModel.self, message: "notes") }
        } matching: {
            $0.isFailure(
                "hostedModel failed: expected a hosted view whose model is a NoteViewModel, found a screen hosting PlainView - notes",
                at: line)
        }
    }
}
