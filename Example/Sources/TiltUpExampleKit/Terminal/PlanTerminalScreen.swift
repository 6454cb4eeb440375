import Foundation
import TiltUp

/// The plan picker, TiltUp's single-selection screen drawn in the terminal.
@MainActor
public final class PlanTerminalScreen: TerminalScreen {
    private let viewModel: SingleSelectionViewModel<Plan>
    private var confirmEnabled = false
    private var confirmTitle = "Save"
    private var navTitle = ""

    public init(viewModel: SingleSelectionViewModel<Plan>) {
        self.viewModel = viewModel
        super.init(title: "Choose a plan")
    }

    public override func viewDidLoad() {
        let observers = viewModel.viewObservers
        observers.navTitle = { [weak self] title in self?.navTitle = title }
        observers.confirmButtonEnabled = { [weak self] enabled in self?.confirmEnabled = enabled }
        observers.confirmButtonTitle = { [weak self] title in self?.confirmTitle = title }
        viewModel.start()
    }

    public override func body() -> [String] {
        let rows = (0..<viewModel.numberOfRows(inSection: 0)).map { index -> String in
            let row = viewModel.row(at: IndexPath(row: index, section: 0))
            let description = row.value.singleSelectionableRow
            return "  \(index + 1). [\(row.isSelected ? "x" : " ")] \(description.title) — \(description.subtitle ?? "")"
        }
        return [navTitle] + rows + ["[Cancel] [\(confirmTitle)] \(confirmEnabled ? "enabled" : "disabled")"]
    }

    public override func commands() -> [TerminalCommand] {
        [
            TerminalCommand("select", argument: "number", help: "select a plan"),
            TerminalCommand(
                confirmTitle.lowercased(),
                help: "\(confirmTitle.lowercased()) the selected plan, as the [\(confirmTitle)] button does (or: confirm)"),
            TerminalCommand("cancel", help: "close without saving"),
        ]
    }

    public override func perform(_ command: String, argument: String) -> CommandOutcome {
        switch command {
        case "select":
            let count = viewModel.numberOfRows(inSection: 0)
            guard let number = Int(argument), (1...count).contains(number) else {
                return .refused("“\(argument)” is not a plan: choose a number from 1 to \(count).")
            }
            viewModel.selectRow(at: IndexPath(row: number - 1, section: 0))
        case "confirm", confirmTitle.lowercased():
            guard confirmEnabled else { return .refused("Select a plan first.") }
            viewModel.tappedConfirm()
        case "cancel":
            viewModel.tappedCancel()
        default:
            return .unknown
        }
        return .done
    }
}
