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
        [details, viewModel.photosSummary, "[Photograph parcel]"]
    }

    public override func commands() -> [TerminalCommand] {
        [TerminalCommand("photo", help: "photograph the parcel")]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        guard command == "photo" else { return .unknown }
        viewModel.photographParcelTapped()
        return .done
    }

    public override var loadsOrders: Bool { true }
}
