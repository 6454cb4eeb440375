extension NavigationJournal {
    /// One change of the navigation: what changed, who caused it, and the routes shown after it.
    ///
    /// ```swift
    /// for entry in journal.entries where entry.cause.isUserGesture {
    ///     print(entry.number, entry.change, entry.path)
    /// }
    /// ```
    public struct Entry: Codable, Equatable {
        /// The entry's number, from 1, in the order of the changes; it goes on when older entries are dropped.
        public let number: Int
        /// When the change happened, in seconds since the journal began, from a monotonic clock.
        public let time: Double
        /// What changed.
        public let change: Change
        /// Who caused the change: the app, the user's gesture, or a path opened. Shared by the entries of one action.
        public let cause: NavigationCause
        /// The number of the action the change belongs to: the entries of one action share it.
        public let action: Int
        /// The Router or TabBarRouter call that made the change (`"push"`, `"dismissModal"`), if a call did.
        public let call: String?
        /// The routes shown once the change had happened (``RouteNavigator/currentPath``), as ``NavigationJournal/redact`` wrote them.
        public internal(set) var path: [Route]
        /// The type names of the coordinators that showed the routes of ``path``, one for each route.
        ///
        /// Each is the coordinator its step was handed to, or the one that showed it. Empty in journals written
        /// before entries named them.
        public internal(set) var coordinators: [String]
        /// The diagnostics reported during the action, on its last entry.
        public internal(set) var diagnostics: [NavigationDiagnostic]
    }

    /// What changed in one ``Entry``. Screens are named, never held, the same on every front end and platform.
    ///
    /// A hosted SwiftUI view is named by the view's type (`OrderView`), a view controller of the app's by its
    /// class (`OrderController`); a Router's navigation controller, presented as a modal, is `navigation stack`,
    /// and a tab bar is `tab bar`, whichever front end shows them. A journal recorded on an iPhone replays headless.
    public enum Change: Codable, Equatable {
        /// A screen was pushed, or became the root of an empty stack (the launch's `replaceRoot`).
        case pushed(screen: String)
        /// Screens were popped from the top of a stack.
        case popped(count: Int)
        /// A stack was given a new top in place of `popped` screens (`replaceRoot(with:)` replaces them all).
        case stackReplaced(popped: Int, top: String)
        /// A modal was presented, with its presentation style (`.pageSheet`); a Router's is `navigation stack`.
        case presented(screen: String, style: String)
        /// A modal went away.
        case dismissed(screen: String)
        /// The tab at `index` became the selected one.
        case tabSelected(index: Int)
        /// The tabs were replaced, added or removed; the tab bar has this many now.
        case tabsChanged(count: Int)
        /// The sidebar of a tab bar with groups was shown (`visible`) or hidden.
        case sidebarVisibilityChanged(visible: Bool)
        /// The tab at `index` was hidden (`hidden`) or shown again by the user's customization.
        case tabHidden(index: Int, hidden: Bool)
        /// The app moved the tab at `from` to `to` (``TabBarRouter/moveTab(from:to:)``); the user's move is a
        /// ``tabsChanged(count:)`` whose cause names the move.
        case tabMoved(from: Int, to: Int)
        /// A coordinator was shown in a split view's column, in place of the one there.
        case columnShown(column: SplitColumn)
        /// A split view's column was emptied: by the app, or by the user's Back past its first screen.
        case columnCleared(column: SplitColumn)
        /// The window's width changed to `sizeClass`; a split view collapsed or expanded with it.
        case sizeClassChanged(to: SizeClass)
        /// A path was asked for from `origin`: how its opening ended, or `nil` when it waits.
        case pathOpened(path: [Route], origin: RouteOrigin, ending: RouteOpening<Route>.Ending?)
        /// A path that waited ended so.
        case pathEnded(path: [Route], ending: RouteOpening<Route>.Ending)
        /// A path waits for the flow a step needs first (signing in), before `before`.
        case flowStarted(before: Route)
        /// The flow a step needed first ended: it succeeded, or was cancelled.
        case flowEnded(succeeded: Bool)
        /// Saved navigation was restored (``RouteNavigator/restore(_:)``), after the changes it made: a replay
        /// restores it again.
        case snapshotRestored(NavigationSnapshot<Route>)
        /// Nothing changed: a call or a gesture was refused (the entry's diagnostics say why).
        case unchanged
    }
}

extension NavigationJournal.Entry: Sendable where Route: Sendable {}

extension NavigationJournal.Change: Sendable where Route: Sendable {}

extension NavigationJournal.Entry {
    private enum CodingKeys: String, CodingKey {
        case number, time, change, cause, action, call, path, coordinators, diagnostics
    }

    /// Reads an entry; one written without coordinators has none.
    ///
    /// Every value is checked against what a journal records, so that a damaged or hostile file cannot make a
    /// replay do what no app did.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` when a field is missing or of another type, a route cannot be read, or a
    ///   value is out of its range (a negative count, a tab before the first, a time that is not a number).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        time = try container.decode(Double.self, forKey: .time)
        change = try container.decode(NavigationJournal.Change.self, forKey: .change)
        cause = try container.decode(NavigationCause.self, forKey: .cause)
        action = try container.decode(Int.self, forKey: .action)
        call = try container.decodeIfPresent(String.self, forKey: .call)
        path = try container.decode([Route].self, forKey: .path)
        coordinators = try container.decodeIfPresent([String].self, forKey: .coordinators) ?? []
        diagnostics = try container.decode([NavigationDiagnostic].self, forKey: .diagnostics)
        if let problem = valueOutOfRange {
            throw DecodingError.dataCorruptedError(forKey: .change, in: container, debugDescription: problem)
        }
    }

    /// What no journal records in this entry, if anything: the first value out of its range.
    private var valueOutOfRange: String? {
        if number < 1 { return "number \(number) is below 1" }
        if action < 0 { return "action \(action) is negative" }
        if !time.isFinite || time < 0 { return "time \(time) is not a time since the journal began" }
        if !coordinators.isEmpty, coordinators.count != path.count {
            return "\(coordinators.count) coordinators for a path of \(path.count) routes"
        }
        switch cause {
        case .backMenu(let count) where count < 1: return "a back menu of \(count) screens"
        case .columnBack(_, let count) where count < 1: return "a Back of \(count) screens in a column"
        case .tabTap(let index) where index < 0: return "a tap on tab \(index)"
        default: break
        }
        switch change {
        case .popped(let count) where count < 1: return "\(count) screens popped"
        case .stackReplaced(let popped, _) where popped < 0: return "\(popped) screens replaced"
        case .tabSelected(let index) where index < 0: return "tab \(index) selected"
        case .tabsChanged(let count) where count < 0: return "\(count) tabs"
        case .tabMoved(let from, let to) where from < 0 || to < 0: return "tab \(from) moved to \(to)"
        default: return nil
        }
    }
}
