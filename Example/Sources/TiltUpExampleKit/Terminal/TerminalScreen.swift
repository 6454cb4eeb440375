import TiltUp

/// A command a terminal screen understands: its name, what it takes, and what it does.
public struct TerminalCommand: Equatable, Sendable {
    public let name: String
    public let argument: String?
    public let help: String

    public init(_ name: String, argument: String? = nil, help: String) {
        self.name = name
        self.argument = argument
        self.help = help
    }

    /// "name <argument>", as `help` lists it.
    public var usage: String {
        argument.map { "\(name) <\($0)>" } ?? name
    }
}

/// What handling a command came to.
public enum CommandOutcome: Equatable, Sendable {
    /// The command was carried out.
    case done
    /// The screen does not know the command.
    case unknown
    /// The command is known but cannot be carried out; the message says why. Nothing changed.
    case refused(String)
}

/// A terminal view playing the part of a view controller: it binds to its view model's observers when
/// it loads, draws itself as lines of text, and turns commands into view-model inputs.
@MainActor
open class TerminalScreen {
    /// The screen's title, shown in the breadcrumb.
    public let title: String
    /// The alert the screen shows, if any; it must be answered before anything else.
    public private(set) var alert: AlertModel?
    /// Lines that tell what happened since the last drawing, such as a loading cycle.
    private(set) var notices: [String] = []
    private var isLoaded = false

    public init(title: String) {
        self.title = title
    }

    /// Binds the observers and starts the view model, once, as `viewDidLoad` does.
    public func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    /// Where a subclass binds its view model's observers and starts it.
    open func viewDidLoad() {}

    /// The screen's fields and buttons, one per line.
    open func body() -> [String] { [] }

    /// The commands the screen understands while no alert is up.
    open func commands() -> [TerminalCommand] { [] }

    /// Whether the screen loads orders from the order service, so that `fail` means something here.
    open var loadsOrders: Bool { false }

    /// Carries out a command of ``commands()``.
    open func perform(_ command: String, argument: String) -> CommandOutcome { .unknown }

    /// Shows `alert`, as `present(UIAlertController(alert), animated: true)` would.
    public func present(_ alert: AlertModel) {
        self.alert = alert
    }

    /// What the screen is loading, while it loads: the message of its loading state.
    public private(set) var loadingMessage: String?

    /// Shows a loading state as a view controller's spinner would, with a line when loading starts and
    /// one when it ends.
    public func show(_ state: LoadingState) {
        switch state {
        case .loading(let message):
            loadingMessage = message
            notify("… \(message)")
        case .notLoading:
            loadingMessage = nil
            notify("✓ Done loading")
        }
    }

    /// Adds a line to show before the next drawing.
    public func notify(_ line: String) {
        notices.append(line)
    }

    /// The lines added since the last call.
    func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    /// The commands available now: the alert's actions while one is up.
    func availableCommands() -> [TerminalCommand] {
        guard let alert else { return commands() }
        return alert.actions.map { TerminalCommand($0.title.lowercased(), help: "answer the alert with “\($0.title)”") }
    }

    /// Why a command must wait while an alert is up, naming its answers; `nil` when none is.
    var answerTheAlertFirst: String? {
        guard let alert else { return nil }
        let choices = alert.actions.map { $0.title.lowercased() }.joined(separator: ", ")
        return "An alert is up: answer it first (\(choices))."
    }

    /// Handles a command, the alert's first.
    func handle(_ command: String, argument: String) -> CommandOutcome {
        guard let alert, let answerTheAlertFirst else { return perform(command, argument: argument) }
        guard let action = alert.actions.first(where: { $0.title.lowercased() == command }) else {
            return commands().contains(where: { $0.name == command }) ? .refused(answerTheAlertFirst) : .unknown
        }
        self.alert = nil
        action.trigger()
        return .done
    }

    /// The alert as lines, if one is up.
    func alertLines() -> [String] {
        guard let alert else { return [] }
        var lines = ["┌ Alert: \(alert.title ?? "")"]
        if let message = alert.message {
            lines.append("│ \(message)")
        }
        let answers = alert.actions.map { $0.title.lowercased() }
        let hint = answers.count == 1 ? "type \(answers[0])" : "type " + answers.dropLast().joined(separator: ", ") + " or " + answers.last!
        lines.append("└ " + alert.actions.map { "[\($0.title)]" }.joined(separator: " ") + "   (\(hint) to answer)")
        return lines
    }
}
