import Foundation

extension NavigationJournal.Recording {
    /// What happened, as a Mermaid flowchart: each path of routes shown is a box, and each arrow a move between two, with who made it.
    ///
    /// A box names each route with the coordinator that showed it (`.orders · OrdersCoordinator`). An arrow
    /// joins the path shown before an action and the one shown after it (actions that changed no routes are
    /// left out), labelled with the action's cause: `back swipe`, `swipe-down`, `tab 1`, `link from a URL`,
    /// or the app's call (`app: push`). A move made several times is one arrow, with a count.
    ///
    /// ```swift
    /// print(NavigationJournal.Recording(entries: journal.entries).diagram)
    /// ```
    public var diagram: String {
        var boxes: [(path: [Route], coordinators: [String])] = []
        var moves: [(from: Int, to: Int, label: String, count: Int)] = []
        func box(_ entry: NavigationJournal.Entry) -> Int {
            if let index = boxes.firstIndex(where: { $0.path == entry.path && $0.coordinators == entry.coordinators }) {
                return index
            }
            boxes.append((entry.path, entry.coordinators))
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
            let next = box(last)
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
        for (number, (path, coordinators)) in boxes.enumerated() {
            let steps = path.indices.map { index in
                let route = Router.routeName(AnyHashable(path[index]))
                return coordinators.indices.contains(index) ? "\(route) · \(coordinators[index])" : route
            }
            let text = path.isEmpty ? "(no route)" : steps.joined(separator: " › ")
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
        case .columnBack(let column, let count): count == 1 ? "back in the \(column)" : "back menu in the \(column), \(count) screens"
        case .swipeDown: "swipe-down"
        case .tapOutside: "tap outside"
        case .tabTap(let index): "tab \(index)"
        case .sizeClassChange(let sizeClass): "\(sizeClass) width"
        case .link(let origin): "link from \(origin)"
        case .sidebarToggle: "sidebar button"
        case .tabHiding(let index, let hidden): "\(hidden ? "hid" : "showed") tab \(index)"
        case .tabMove(let from, let to): "moved tab \(from) to \(to)"
        case .interactiveDismissal(.columnTop(let column)): "interactive dismissal in the \(column)"
        case .interactiveDismissal: "interactive dismissal"
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
