import TiltUp

/// One order, drawn in the terminal.
@MainActor
public final class OrderTerminalScreen: TerminalScreen {
    private let viewModel: OrderViewModel
    private var details = "…"

    public init(viewModel: OrderViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
    }

    public override func viewDidLoad() {
        viewModel.viewObservers.reloadData = { [weak self] in
            guard let self else { return }
            details = viewModel.details
        }
        viewModel.start()
    }

    public override func body() -> [String] {
        [details]
    }

    public override var loadsOrders: Bool { true }
}
