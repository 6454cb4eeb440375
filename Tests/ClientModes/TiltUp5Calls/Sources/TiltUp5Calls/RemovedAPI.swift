import Foundation
import TiltUp

// TiltUp 5's calls of API that TiltUp 6 removed or renamed, each after what the compiler must say of it:
// the `// expect:` comments above a line name every error and warning that line must report.

enum Plan: SingleSelectionableRow {
    case basic

    var singleSelectionableRow: SingleSelection.Row {
        SingleSelection.Row(title: "Basic", subtitle: nil, hasNextStep: false)
    }
}

@MainActor
func callsOfRemovedRouterMembers(_ router: Router) {
    // expect: error: 'topViewControllerSubject' is unavailable: TiltUp 6 has no Combine subjects: use observe(_:) and its .topViewControllerChanged(_:) events (see Moving from TiltUp 5 for a Combine adapter)
    _ = router.topViewControllerSubject
    // expect: error: 'presentedViewControllerSubject' is unavailable: TiltUp 6 has no Combine subjects: use observe(_:) and its .modalPresented(_:) and .modalDismissed(_:) events
    _ = router.presentedViewControllerSubject
    // expect: error: 'ModalChange' is unavailable: TiltUp 6 reports modals as RouterEvent.modalPresented(_:) and .modalDismissed(_:), from observe(_:)
    let change: Router.ModalChange? = nil
    _ = change
}

func callsOfRenamedObservation() {
    // expect: warning: 'init(dispose:)' is deprecated: replaced by 'init(_:)'
    _ = Disposable(dispose: {})
}

@MainActor
func callsOfRenamedSingleSelectionActions(_ viewModel: SingleSelectionViewModel<Plan>) {
    // expect: warning: 'selectedRow(at:)' is deprecated: renamed to 'selectRow(at:)'
    viewModel.selectedRow(at: IndexPath(row: 0, section: 0))
    // expect: warning: 'tappedConfirmButton()' is deprecated: renamed to 'tappedConfirm()'
    viewModel.tappedConfirmButton()
    // expect: warning: 'tappedCancelButton()' is deprecated: renamed to 'tappedCancel()'
    viewModel.tappedCancelButton()
}

// The migration article's advice for an app's own types: in Swift 5 mode, code that is not isolated
// (a TiltUp 5-style synchronous test) may not make a plain `@MainActor` view model, and may make a
// `@preconcurrency @MainActor` one without a warning.
@MainActor
final class PlainViewModel {
    init() {}
}

@preconcurrency @MainActor
final class MigratedViewModel {
    init() {}
}

func aTiltUp5StyleTestBody() {
    // expect: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context
    _ = PlainViewModel()
    _ = MigratedViewModel()
}

@MainActor
func callsOfTheTiltUp5Camera(parent: Coordinator, viewModel: CameraViewModel) {
    // expect: error: 'Logger' is unavailable: TiltUp 6's camera shows its problems to the user as alerts; drop the logger and use CameraViewModel(settings:device:hint:)
    // expect: error: 'init(info:bug:)' is unavailable: drop the logger: TiltUp 6's camera shows its problems as alerts
    let logger = Camera.Logger(info: { print($0) }, bug: { print($0) })
    // expect: error: 'init(settings:logger:)' is unavailable: use CameraViewModel(settings:device:hint:), with AVCameraDevice() on iOS and a fake CameraDevice in tests
    _ = CameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3, cameraPosition: .back), logger: logger)
    // expect: error: 'init(parent:modal:hintProvider:viewModel:)' is unavailable: use CameraCoordinator(parent:settings:completion:) on iOS, or init(parent:viewModel:makeScreen:completion:); the hint provider now goes to CameraViewModel(settings:device:hint:)
    _ = CameraCoordinator(parent: parent, modal: true, hintProvider: { _ in nil }, viewModel: viewModel)
    // expect: warning: 'CameraPosition' is deprecated: renamed to 'Camera.Position'
    let position: Camera.Settings.CameraPosition = .front
    _ = position
}
