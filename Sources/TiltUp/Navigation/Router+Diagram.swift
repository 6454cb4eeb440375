import Foundation

// The navigation as a Mermaid flowchart, for a failure message or a bug report that carries a picture.
// GitHub draws a `mermaid` block in Markdown; DocC shows its source (swift-docc-render #413), so the
// articles show a picture drawn by scripts/render-diagrams.py beside each block.

extension Router {
    /// The navigation this router is part of, as a Mermaid flowchart: the tree ``navigationDescription`` prints.
    ///
    /// Each screen, tab and modal is a box with its route and the coordinators retained for it; each screen
    /// of a stack points to the one pushed over it, tabs hang from their tab bar, and a modal hangs from the
    /// screen it covers by a dotted arrow, with its presentation style. Paste it in a Markdown code block whose language is `mermaid`.
    ///
    /// ```swift
    /// print(appCoordinator.router.navigationDiagram)
    /// // flowchart TD
    /// //     n0["HeadlessNavigationController"]
    /// //     n1["1. HomeController · retains HomeCoordinator"]
    /// //     n0 --> n1
    /// ```
    public var navigationDiagram: String {
        Self.mermaid(fromDescription: navigationDescription(marking: nil))
    }

    /// The lines of a navigation description as a flowchart: each line a box, under the line above it with
    /// less indentation; a modal under the screen before it, by a dotted arrow.
    nonisolated static func mermaid(fromDescription description: String) -> String {
        var lines = ["flowchart TD"]
        // The nodes met so far, by indentation: the last one at each depth.
        var open: [(indent: Int, node: String, isScreen: Bool)] = []
        for (index, text) in description.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let indent = text.prefix { $0 == " " }.count
            let label = text.drop { $0 == " " }
            let node = "n\(index)"
            lines.append("    \(node)[\"\(escaped(label))\"]")
            // A stack's screens are numbered lines: each follows the one below it on the stack.
            let isScreen = label.first?.isNumber == true
            let sibling = open.last { $0.indent == indent }
            if label.contains(" · modal "), let sibling {
                lines.append("    \(sibling.node) -. modal .-> \(node)")
            } else if isScreen, let sibling, sibling.isScreen {
                lines.append("    \(sibling.node) --> \(node)")
            } else if let parent = open.last(where: { $0.indent < indent }) {
                lines.append("    \(parent.node) --> \(node)")
            }
            open.removeAll { $0.indent >= indent }
            open.append((indent, node, isScreen))
        }
        return lines.joined(separator: "\n")
    }

    /// Text safe inside a Mermaid label in quotes, on the label's one line: a quote as `#quot;`, a line
    /// break as Mermaid's `<br>`.
    nonisolated static func escaped(_ text: some StringProtocol) -> String {
        let quoted = text.replacingOccurrences(of: "\"", with: "#quot;")
        guard quoted.contains(where: \.isNewline) else { return quoted }
        return quoted.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "<br>")
    }
}

extension RouteNavigator {
    /// The app's navigation as a Mermaid flowchart, with the route that marks each screen (see ``Router/navigationDiagram``).
    ///
    /// ```swift
    /// print(navigator.navigationDiagram)
    /// ```
    public var navigationDiagram: String {
        Router.mermaid(fromDescription: navigationDescription)
    }
}
