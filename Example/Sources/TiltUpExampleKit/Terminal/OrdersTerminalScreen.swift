import TiltUp

/// The Orders tab's list, drawn in the terminal.
@MainActor
public final class OrdersTerminalScreen: TerminalScreen {
    private let viewModel: OrdersViewModel
    private var rows: [String] = []

    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(title: "Orders")
    }

    public override func viewDidLoad() {
        viewModel.viewObservers.loadingState = { [weak self] state in
            if case .loading(let message) = state { self?.notify("… \(message)") }
        }
        viewModel.viewObservers.reloadData = { [weak self] in
            guard let self else { return }
            rows = (0..<viewModel.numberOfRows).map(viewModel.rowText(at:))
        }
        viewModel.start()
    }

    public override func body() -> [String] {
        rows.isEmpty ? ["  (no orders)"] : rows.map { "  \($0)" }
    }

    public override var loadsOrders: Bool { true }

    public override func commands() -> [TerminalCommand] {
        [TerminalCommand("order", argument: "number", help: "open an order")]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        guard command == "order" else { return .unknown }
        guard let number = Int(argument), viewModel.orderTapped(number: number) else {
            return .refused("“\(argument)” is not an order: choose a number from 1 to \(viewModel.numberOfRows).")
        }
        return .done
    }
}
