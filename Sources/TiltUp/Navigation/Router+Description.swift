#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// The navigation as text, one line per level, for a developer to read when a link lands somewhere
// unexpected and for TiltUpTest's failure messages.

extension Router {
    /// The navigation this router is part of, as a tree to read: one line per level, from the app's
    /// root router down.
    ///
    /// Each stack is listed from its root to its top, a numbered line per screen. A tab bar on a stack
    /// lists its tabs, the selected one marked, each followed by its own stack; a modal follows the
    /// stack it covers, with its presentation style. Each line names the route that marks the screen,
    /// tab or modal, if any (``RouteHandling``), and the coordinators retained for it. This router's
    /// first line is marked `◀ this router`; a router in a transition says so.
    ///
    /// A split view lists its columns, sidebar first, each with its route and coordinator, then its stack, and
    /// says whether it is collapsed into one stack (compact width) or side by side (regular width).
    ///
    /// ```swift
    /// print(appCoordinator.router.navigationDescription)
    /// // HeadlessNavigationController
    /// //   1. HeadlessTabBarController · retains MainTabsCoordinator
    /// //     tab 0 · route .home · HomeCoordinator
    /// //       1. HomeController · retains HomeCoordinator
    /// //     tab 1 (selected) · route .orders · OrdersCoordinator
    /// //       1. OrdersController · retains OrdersCoordinator
    /// //       2. OrderController · route .order(id: 42) · retains OrderCoordinator
    /// ```
    public var navigationDescription: String {
        navigationDescription(marking: self)
    }

    /// The tree ``navigationDescription`` prints, with `marked`'s first line marked, if any.
    func navigationDescription(marking marked: Router?) -> String {
        var lines: [String] = []
        var seen: Set<ObjectIdentifier> = []
        outermostRouter.appendDescription(to: &lines, indent: "", header: true, marking: marked, seen: &seen)
        return lines.joined(separator: "\n")
    }

    /// The router whose tree holds this one: up the presenting routers and the tab bars this one is a tab of.
    var outermostRouter: Router {
        var router = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while true {
            let next = router.presentingRouter ?? TabBarRegistry.router(withTab: router)?.presenter ?? router.splitRouter?.presenter
            guard let next, seen.insert(ObjectIdentifier(next)).inserted else { return router }
            router = next
        }
    }

    fileprivate func appendDescription(
        to lines: inout [String], indent: String, header: Bool, marking marked: Router?, seen: inout Set<ObjectIdentifier>
    ) {
        guard seen.insert(ObjectIdentifier(self)).inserted else { return }
        var notes: [String] = []
        if self === marked { notes.append("◀ this router") }
        if isInTransition { notes.append("transition under way") }
        if header {
            lines.append(indent + Self.line(TiltUp.describe(navigationController), notes))
        } else if !notes.isEmpty {
            lines[lines.count - 1] += " · " + notes.joined(separator: " · ")
        }
        let inner = indent + "  "
        let entries = routeState.entries
        if entries.isEmpty {
            lines.append(inner + "(empty stack)")
        }
        for (position, entry) in entries.enumerated() {
            let notes = Self.notes(entry.tag, coordinatorsRetained(for: entry.screen))
            lines.append(inner + Self.line("\(position + 1). \(Self.name(of: entry.screen))", notes))
            if let tabBar = TabBarRegistry.router(of: entry.screen) {
                tabBar.appendTabs(to: &lines, indent: inner + "  ", marking: marked, seen: &seen)
            }
            if let split = SplitRegistry.router(of: entry.screen) {
                split.appendColumns(to: &lines, indent: inner + "  ", marking: marked, seen: &seen)
            }
        }
        if let modal {
            var modalNotes = Self.notes(modal.tag, coordinatorsRetained(for: modal.screen))
            modalNotes.insert("modal \(modal.style.name)", at: 0)
            lines.append(inner + Self.line(Self.name(of: modal.screen), modalNotes))
            modal.router?.appendDescription(to: &lines, indent: inner, header: false, marking: marked, seen: &seen)
        } else if let presented = navigationController.presentedViewController {
            lines.append(inner + Self.line(Self.name(of: presented), ["modal presented without the Router"]))
        }
    }

    /// The notes of a line: the route that marks it, and the coordinators retained for it.
    static func notes(_ tag: RouteTag?, _ retained: [any Coordinating]) -> [String] {
        var notes: [String] = []
        if let tag {
            notes.append("route " + routeName(tag.route))
        }
        if !retained.isEmpty {
            notes.append("retains " + retained.map { String(describing: type(of: $0)) }.joined(separator: ", "))
        }
        return notes
    }

    /// A route as written in Swift: `.order(id: 42)` for a case of an enum.
    ///
    /// On one line: a line break in the route's description is written `\n`, so that it cannot start a
    /// line of its own in a description or a diagram.
    nonisolated static func routeName(_ route: AnyHashable) -> String {
        let text = singleLine(String(describing: route.base))
        return Mirror(reflecting: route.base).displayStyle == .enum ? "." + text : text
    }

    /// `text` on one line: each line break (`\n`, `\r`, `\r\n`, and Unicode's line and paragraph
    /// separators) written as `\n`.
    nonisolated static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n"))
    }

    /// A screen's type, and its title if it has one: `OrderController "Order 42"`.
    static func name(of screen: Screen) -> String {
        let type = TiltUp.describe(screen)
        guard let title = Platform.title(of: screen), !title.isEmpty else { return type }
        return "\(type) \"\(singleLine(title))\""
    }

    static func line(_ text: String, _ notes: [String]) -> String {
        ([text] + notes).joined(separator: " · ")
    }
}

extension TabBarRouter {
    /// Lists the tabs, the selected one marked, each with its route and coordinator, then its stack.
    fileprivate func appendTabs(to lines: inout [String], indent: String, marking marked: Router?, seen: inout Set<ObjectIdentifier>) {
        let selected = selectedIndex
        for (index, tab) in tabs.enumerated() {
            var notes: [String] = []
            if let route = tab.route {
                notes.append("route " + Router.routeName(route))
            }
            notes.append(String(describing: type(of: tab.coordinator)))
            lines.append(indent + Router.line("tab \(index)\(index == selected ? " (selected)" : "")", notes))
            tab.router.appendDescription(to: &lines, indent: indent, header: false, marking: marked, seen: &seen)
        }
    }
}

extension SplitRouter {
    /// Lists the columns, sidebar first, each with its route and coordinator, then its stack.
    fileprivate func appendColumns(to lines: inout [String], indent: String, marking marked: Router?, seen: inout Set<ObjectIdentifier>) {
        lines[lines.count - 1] += isCollapsed ? " · collapsed into one stack (compact width)" : " · columns side by side (regular width)"
        for column in columns {
            var notes: [String] = []
            if let route = column.route {
                notes.append("route " + Router.routeName(route))
            }
            notes.append(String(describing: type(of: column.coordinator)))
            lines.append(indent + Router.line(column.column.rawValue, notes))
            column.router.appendDescription(to: &lines, indent: indent, header: false, marking: marked, seen: &seen)
        }
    }
}
