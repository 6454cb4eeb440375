#if !canImport(UIKit)
import Foundation
import TiltUp

// The terminal's `where`, `journal` and `replay` commands: the navigation now, and what happened so far,
// as text, as a Mermaid diagram, or saved as JSON for a bug report; and a saved journal replayed.

extension TerminalApp {
    /// `where`: the navigation tree; `where --diagram`: the same as a Mermaid flowchart.
    func whereCommand(_ argument: String) -> [String] {
        switch argument {
        case "": navigator.navigationDescription.split(separator: "\n").map(String.init)
        case "--diagram": navigator.navigationDiagram.split(separator: "\n").map(String.init)
        default: ["where takes nothing or --diagram, not “\(argument)”."]
        }
    }

    /// `journal`: one line per change; `journal --diagram`: the map of what happened; `journal save FILE`:
    /// the journal as JSON, which TiltUpTest's `replay` reads.
    func journalCommand(_ argument: String) -> [String] {
        if argument.isEmpty {
            let lines = journal.lines
            return lines.isEmpty ? ["Nothing has happened yet."] : lines
        }
        if argument == "--diagram" {
            return journal.diagram.split(separator: "\n").map(String.init)
        }
        guard argument.hasPrefix("save ") else {
            return ["journal takes nothing, --diagram or save FILE, not “\(argument)”."]
        }
        let path = argument.dropFirst("save ".count).trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return ["journal save needs a file name."] }
        let file = URL(fileURLWithPath: path)
        do {
            try journal.jsonData().write(to: file)
            return ["Saved the journal (\(journal.entries.count) entries) to \(file.path)."]
        } catch {
            return ["Could not save the journal to \(file.path): \(error.localizedDescription)"]
        }
    }

    /// `replay FILE`: launches the app again and replays the journal `journal save` wrote, then says how
    /// far the app did the same and where it did otherwise.
    ///
    /// The user's gestures and the links are done again; of the app's own actions, which a journal cannot
    /// repeat, the launch and the sign-up are done again here (``redo(_:)``), and the others (a row tapped,
    /// a button) are stood in for by opening where they led.
    func replayCommand(_ argument: String) -> [String] {
        let path = argument.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return ["replay needs the file journal save wrote."] }
        let file = URL(fileURLWithPath: path)
        let recording: NavigationJournal<ExampleRoute>.Recording
        do {
            recording = try NavigationJournal<ExampleRoute>.read(jsonData: Data(contentsOf: file))
        } catch {
            return ["Could not read a journal from \(file.path): \(error.localizedDescription)"]
        }
        relaunch()
        let replay = navigator.replay(recording, redo: redo(_:))
        var lines = [
            "Replayed \(file.lastPathComponent) on a new launch: \(replay.matchedCount) of \(recording.entries.count) entries as recorded."
        ]
        if !replay.standIns.isEmpty {
            let numbers = replay.standIns.map { "#\($0)" }.joined(separator: ", ")
            lines.append("The app's own actions at \(numbers) were stood in for by opening where they led.")
        }
        lines += recording.skipped.map { "Skipped, unreadable here: \($0)" }
        if let divergence = replay.divergence {
            if let expected = divergence.expected {
                lines.append("The app did otherwise at entry #\(expected.number):")
                lines.append("  recorded: \(expected.line)")
            } else {
                lines.append("The app did more than the recording holds:")
                lines.append("  recorded: nothing more")
            }
            lines.append("  replayed: " + (divergence.actual?.line ?? "nothing"))
        } else {
            lines.append("The app did everything as recorded.")
        }
        return lines
    }

    /// Does again an action of the app's own that the terminal knows: the launch, and signing up on the form.
    private func redo(_ action: [NavigationJournal<ExampleRoute>.Entry]) -> Bool {
        if navigationController.viewControllers.isEmpty {
            launch.start()
            return true
        }
        let replacesTheForm = action.contains { entry in
            if case .stackReplaced = entry.change { return true }
            return false
        }
        guard replacesTheForm, let form = visibleScreen as? SignUpTerminalScreen else { return false }
        form.loadIfNeeded()
        for (command, argument) in [
            ("name", "Replay"), ("email", "replay@example.com"), ("password", "replay"), ("submit", ""), ("continue", ""),
        ] {
            _ = form.handle(command, argument: argument)
        }
        return true
    }
}
#endif
