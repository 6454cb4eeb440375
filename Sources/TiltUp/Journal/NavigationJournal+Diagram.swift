import Foundation

extension NavigationJournal.Recording {
    /// What happened, as a Mermaid flowchart: each path of routes shown is a box, and each arrow a move between two, with who made it.
    ///
    /// An arrow joins the path shown before an action and the one shown after it (actions that changed no
    /// routes are left out), labelled with the action's cause: `back swipe`, `swipe-down`, `tab 1`,
    /// `link from a URL`, or the app's call (`app: push`). A move made several times is one arrow, with a count.
    ///
    /// ```swift
    /// print(NavigationJournal.Recording(entries: journal.entries).diagram)
    /// ```
    public var diagram: String {
        var boxes: [[Route]] = []
        var moves: [(from: Int, to: Int, label: String, count: Int)] = []
        func box(_ path: [Route]) -> Int {
            if let index = boxes.firstIndex(of: path) {
                return index
            }
            boxes.append(path)
            return boxes.count - 1
        }
        var current: Int?
        var index = entries.startIndex
        while index < entries.endIndex {
            let action = entries[index].action
            let end = entries[index...].firstIndex { $0.action != action } ?? entries.endIndex
            let actionEntries = entries[index..<end]
            index = end
            guard let last = actionEntries.last else { continue }
            let next = box(last.path)
            defer { current = next }
            guard let from = current, from != next else { continue }
            let label = Self.label(actionEntries.first?.cause ?? .app, call: actionEntries.first?.call)
            if let existing = moves.firstIndex(where: { $0.from == from && $0.to == next && $0.label == label }) {
                moves[existing].count += 1
            } else {
                moves.append((from, next, label, 1))
            }
        }
        var lines = ["flowchart LR"]
        for (number, path) in boxes.enumerated() {
            let text = path.isEmpty ? "(no route)" : path.map { Router.routeName(AnyHashable($0)) }.joined(separator: " › ")
            lines.append("    p\(number)[\"\(Router.escaped(text))\"]")
        }
        for move in moves {
            let label = move.count > 1 ? "\(move.label) ×\(move.count)" : move.label
            lines.append("    p\(move.from) -- \"\(Router.escaped(label))\" --> p\(move.to)")
        }
        return lines.joined(separator: "\n")
    }

    /// An arrow's label: the user's gesture, the path's origin, or the app's call.
    private static func label(_ cause: NavigationCause, call: String?) -> String {
        switch cause {
        case .app: "app" + (call.map { ": \($0)" } ?? "")
        case .backSwipe: "back swipe"
        case .backMenu(let count): "back menu, \(count) screens"
        case .swipeDown: "swipe-down"
        case .tabTap(let index): "tab \(index)"
        case .link(let origin): "link from \(origin)"
        }
    }
}

extension NavigationJournal {
    /// The map of what the journal recorded, as a Mermaid flowchart (see ``Recording/diagram``).
    ///
    /// ```swift
    /// print(journal.diagram)
    /// ```
    public var diagram: String {
        Recording(entries: entries).diagram
    }
}
