import TiltUp

/// Home, drawn in the terminal: the orders, their total and the chosen plan.
@MainActor
public final class HomeTerminalScreen: TerminalScreen {
    private let viewModel: HomeViewModel
    private var total = "—"
    private var plan = ""
    private var rows: [String] = []

    public init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(title: "Home")
    }

    public override func viewDidLoad() {
        let observers = viewModel.viewObservers
        observers.loadingState = { [weak self] state in self?.show(state) }
        observers.reloadData = { [weak self] in
            guard let self else { return }
            rows = (0..<viewModel.numberOfRows).map(viewModel.rowText(at:))
            notify("↻ Reloaded \(rows.count) orders")
        }
        observers.total = { [weak self] total in self?.total = total }
        observers.plan = { [weak self] plan in self?.plan = plan }
        observers.presentAlert = { [weak self] alert in self?.present(alert) }
        viewModel.start()
    }

    public override func body() -> [String] {
        var lines = [viewModel.greeting, "Plan: \(plan)"]
        if let loadingMessage {
            lines.append("\(loadingMessage)…")
        }
        lines.append("Orders:")
        lines += rows.isEmpty ? ["  (none)"] : rows.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("Total: \(total)")
        lines.append("[Choose plan] [Reload]")
        return lines
    }

    public override var loadsOrders: Bool { true }

    public override func commands() -> [TerminalCommand] {
        [
            TerminalCommand("plan", help: "choose a plan"),
            TerminalCommand("reload", help: "load the orders again"),
        ]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        switch command {
        case "plan": viewModel.choosePlanTapped()
        case "reload": viewModel.loadOrders()
        default: return .unknown
        }
        return .done
    }
}
