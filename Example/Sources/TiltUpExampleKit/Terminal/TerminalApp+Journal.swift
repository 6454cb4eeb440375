#if !canImport(UIKit)
import Foundation
import TiltUp

// The terminal's `where` and `journal` commands: the navigation now, and what happened so far, as text,
// as a Mermaid diagram, or saved as JSON for a bug report.

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
}
#endif
