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
        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in self?.show(state) }
        observers.reloadData = { [weak self] in
            guard let self else { return }
            rows = (0..<viewModel.numberOfRows).map(viewModel.rowText(at:))
            notify("↻ Reloaded \(rows.count) orders")
        }
        observers.presentAlert = { [weak self] alert in self?.present(alert) }
        viewModel.start()
    }

    public override func body() -> [String] {
        var lines = loadingMessage.map { ["\($0)…"] } ?? []
        lines += rows.isEmpty ? ["  (no orders)"] : rows.map { "  \($0)" }
        lines.append("[Reload]")
        return lines
    }

    public override var loadsOrders: Bool { true }

    public override func commands() -> [TerminalCommand] {
        [
            TerminalCommand("order", argument: "number", help: "open an order"),
            TerminalCommand("reload", help: "load the orders again"),
        ]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        if command == "reload" {
            viewModel.loadOrders()
            return .done
        }
        guard command == "order" else { return .unknown }
        guard let number = Int(argument), viewModel.orderTapped(number: number) else {
            return .refused("“\(argument)” is not an order: choose a number from 1 to \(viewModel.numberOfRows).")
        }
        return .done
    }
}
