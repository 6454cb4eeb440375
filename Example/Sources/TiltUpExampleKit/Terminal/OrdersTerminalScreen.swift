import TiltUp

/// The Orders tab's list, drawn in the terminal: one section per status, narrowed by `filter`. Each
/// update of the list says what it did (`−2 rows, +1 row, 1 moved`), where a phone animates it.
@MainActor
public final class OrdersTerminalScreen: TerminalScreen {
    private let viewModel: OrdersViewModel
    private var list = OrdersList()
    private var observation: Disposable?

    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(title: "Orders")
    }

    public override func viewDidLoad() {
        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in self?.show(state) }
        observers.reloadData = { [weak self] in
            guard let self else { return }
            notify("↻ Reloaded \(viewModel.numberOfRows) orders")
        }
        observers.presentAlert = { [weak self] alert in self?.present(alert) }
        list = viewModel.list.state
        observation = viewModel.list.observe { [weak self] update in
            self?.list = update.state
            self?.notify("Δ \(update.changes)")
        }
        viewModel.start()
    }

    public override func body() -> [String] {
        var lines = loadingMessage.map { ["\($0)…"] } ?? []
        if !viewModel.filter.isEmpty {
            lines.append("Filter: “\(viewModel.filter)”")
        }
        if list.isEmpty {
            lines.append(viewModel.filter.isEmpty ? "  (no orders)" : "  (no orders match)")
        }
        for section in list.sections where !list.isEmpty {
            lines.append(section.model.title)
            lines += section.rows.isEmpty ? ["  –"] : section.rows.map { "  \($0.title)" }
        }
        lines.append("[Reload]")
        return lines
    }

    public override var loadsOrders: Bool { true }

    public override func commands() -> [TerminalCommand] {
        [
            TerminalCommand("order", argument: "number", help: "open an order"),
            TerminalCommand("filter", argument: "text", help: "show only the orders whose name contains the text; filter alone shows all"),
            TerminalCommand("reload", help: "load the orders again"),
        ]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        switch command {
        case "reload":
            viewModel.loadOrders()
            return .done
        case "filter":
            viewModel.filterChanged(argument)
            return .done
        case "order":
            guard let number = Int(argument), viewModel.orderTapped(number: number) else {
                return .refused("“\(argument)” is not an order: choose a number from 1 to \(viewModel.numberOfRows).")
            }
            return .done
        default:
            return .unknown
        }
    }
}
