import TiltUp

/// The sidebar of sections, drawn in the terminal: Home, Orders and Plan, the one the detail shows marked.
@MainActor
public final class SectionsTerminalScreen: TerminalScreen {
    private let viewModel: SectionsViewModel

    public init(viewModel: SectionsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Sections")
    }

    public override func body() -> [String] {
        viewModel.sections.map { section in "  [\(section == viewModel.selected ? "x" : " ")] \(section.rawValue)" }
    }

    public override func commands() -> [TerminalCommand] {
        [TerminalCommand("section", argument: "home|orders|plan", help: "show a section beside the sidebar")]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        guard command == "section" else { return .unknown }
        guard let section = ExampleSection.allCases.first(where: { $0.rawValue.lowercased() == argument }) else {
            return .refused("“\(argument)” is no section: home, orders or plan.")
        }
        viewModel.picked(section)
        return .done
    }
}
