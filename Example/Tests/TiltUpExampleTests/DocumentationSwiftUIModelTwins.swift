import Foundation
import TiltUp

// The SwiftUI article's view model and coordinators: compiled here, where the Router hosts the
// stand-in views below, and for iOS by ../shared/tools/ios-typecheck, where they host the article's
// SwiftUI views (DocumentationSwiftUITwins.swift). DocumentationSwiftUITestTwins.swift runs its test.

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
enum Receipt {
    @MainActor final class CoordinatorObservers {
        var done: (@MainActor () -> Void)?
    }

    @MainActor final class ViewObservers: BaseViewObservers {
        var total: (@MainActor (String) -> Void)?
    }
}

@MainActor final class ReceiptViewModel {
    let coordinatorObservers = Receipt.CoordinatorObservers()
    let viewObservers = Receipt.ViewObservers()

    func start() {
        viewObservers.loadingState?(.loading("Adding up"))
        viewObservers.total?("$12.50")
        viewObservers.loadingState?(.notLoading)
    }

    func doneTapped() {
        coordinatorObservers.done?()
    }
}

/// What the receipt's own observers say, kept for a view that observes it.
struct ReceiptValues {
    var total = ""
}

extension ScreenState where Values == ReceiptValues {
    /// A state that follows the receipt's view observers: one call, made by the view and by tests.
    convenience init(receipt viewModel: ReceiptViewModel) {
        self.init(ReceiptValues(), observing: viewModel.viewObservers) { observers, state in
            observers.total = state.update(\.total)
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
final class ReceiptCoordinator: Coordinator {
    let viewModel = ReceiptViewModel()

    override func start() {
        viewModel.coordinatorObservers.done = { [weak self] in self?.router.pop() }
        router.push(view: ReceiptView(viewModel: viewModel), title: "Receipt", largeTitleDisplayMode: .never, retaining: self)
    }
}
// docs-twin-end

/// The stack's root in the article's test.
final class HomeScreen: StubScreen {}

#if !canImport(SwiftUI)
/// The article's `ReceiptView`, where SwiftUI does not exist: the same model, hosted by the same Router.
struct ReceiptView: HostableView, ViewModelBacked {
    let viewModel: ReceiptViewModel
}
#endif
