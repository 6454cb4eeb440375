@testable import TiltUp

/// A view model for the hosted stand-in views: it closes its screen through its coordinator.
@MainActor
final class ReceiptViewModel {
    var close: (@MainActor () -> Void)?
    let title: String

    init(title: String) {
        self.title = title
    }

    func doneTapped() {
        close?()
    }
}

/// A stand-in for a SwiftUI view with a model (SwiftUI does not exist here).
struct ReceiptView: HostableView, ViewModelBacked {
    let viewModel: ReceiptViewModel
}

/// A stand-in for a SwiftUI view without a model.
struct AboutView: HostableView {
    var text = "About"
}

/// A stand-in for SwiftUI's `ModifiedContent`: a view wrapped in a modifier.
struct Padded<Wrapped: HostableView>: HostableView, HostedViewWrapper {
    let wrapped: Wrapped
    var wrappedHostedView: Any { wrapped }
}

/// A coordinator that shows a receipt as a hosted view, and closes it when its model asks.
@MainActor
final class ReceiptCoordinator: Coordinator {
    let viewModel: ReceiptViewModel
    private(set) weak var screen: HostingController<ReceiptView>?
    private let modally: Bool

    init(parent: any Coordinating, title: String = "Receipt", modally: Bool = false) {
        viewModel = ReceiptViewModel(title: title)
        self.modally = modally
        super.init(parent: parent, modal: false)
    }

    override func start() {
        viewModel.close = { [weak self] in self?.close() }
        let view = ReceiptView(viewModel: viewModel)
        if modally {
            screen = router.presentModal(
                view: view, title: viewModel.title, retaining: self, animated: false, presentationStyle: .pageSheet)
        } else {
            screen = router.push(view: view, title: viewModel.title, largeTitleDisplayMode: .never, retaining: self, animated: false)
        }
    }

    private func close() {
        if modally {
            router.dismissModal(animated: false)
        } else {
            router.pop(animated: false)
        }
    }
}
