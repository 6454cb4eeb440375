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
    // expect: error: 'topViewControllerSubject' is unavailable: TiltUp 6 has no Combine subjects: use observeNavigation(_:) and its .topViewControllerChanged(_:) events (see Moving from TiltUp 5 for a Combine adapter)
    _ = router.topViewControllerSubject
    // expect: error: 'presentedViewControllerSubject' is unavailable: TiltUp 6 has no Combine subjects: use observeNavigation(_:) and its .modalPresented(_:) and .modalDismissed(_:) events
    _ = router.presentedViewControllerSubject
    // expect: error: 'ModalChange' is unavailable: TiltUp 6 reports modals as RouterEvent.modalPresented(_:) and .modalDismissed(_:), from observeNavigation(_:)
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
