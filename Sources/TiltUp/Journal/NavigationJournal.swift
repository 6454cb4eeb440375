/// A bounded record of the app's navigation: each change, who caused it, and the routes shown after it.
///
/// Attach one to the app's ``RouteNavigator`` at launch, and it records every change of the navigator's tree
/// of Routers, whatever made it: a Router or TabBarRouter call, the user's back swipe, swipe-down or tab tap,
/// SwiftUI's writes, a path opened from a URL. Attach it to a crash report as JSON, or print it, one line per
/// entry:
///
/// ```swift
/// let journal = NavigationJournal(navigator: navigator, capacity: 200)
/// journal.redact = { route in route.withoutPersonalData }
/// let report = try journal.jsonData()
/// ```
///
/// It keeps the last ``capacity`` entries, and holds no screen and no coordinator (screens are named by
/// their type). The entries of one action (the user's swipe and whatever its handlers did) share its
/// ``Entry/action`` number and ``Entry/cause``. Routes can carry personal data: ``redact`` decides what is
/// written of each route, and diagnostics' messages, which name routes, are left out when
/// ``recordsDiagnosticMessages`` is `false`.
///
/// One journal records a navigator at a time: attaching another one stops the first. Keep the journal for
/// as long as it should record (the app's delegate, say): the navigator does not keep it, and a journal
/// that goes stops recording and leaves nothing behind.
@preconcurrency @MainActor
public final class NavigationJournal<Route: Hashable & Codable> {
    /// The most entries kept; older ones are dropped, and counted in ``droppedCount``. At least 1.
    public var capacity: Int { core.capacity }

    /// What is written of each route, in the paths of every entry recorded from now on; by default the route itself.
    ///
    /// ```swift
    /// journal.redact = { route in
    ///     if case .search = route { return .search(text: "") }
    ///     return route
    /// }
    /// ```
    public var redact: @MainActor (Route) -> Route = { $0 } {
        didSet { core.forgetPath() }
    }

    /// Whether the entries keep the messages of diagnostics (which name routes), or only their kinds; `true` by default.
    public var recordsDiagnosticMessages: Bool {
        get { core.recordsDiagnosticMessages }
        set { core.recordsDiagnosticMessages = newValue }
    }

    /// How many entries have been dropped to keep at most ``capacity``.
    public var droppedCount: Int { core.droppedCount }

    /// Whether the journal records: from its creation until ``stop()``, or until another journal is attached.
    public var isRecording: Bool {
        navigator?.journal?.journal === self
    }

    let core: NavigationJournalCore
    private weak var navigator: RouteNavigator<Route>?
    /// The paths entries name, by number, with the types of the coordinators that showed their routes:
    /// `paths[0]` is number `firstPathNumber`.
    private var paths: [(routes: [Route], coordinators: [(any Coordinating.Type)?])] = []
    private var firstPathNumber = 0
    /// The changes that carry routes, by the number of their entry.
    private var routedChanges: [Int: Change] = [:]

    /// Creates a journal that records `navigator`'s navigation from now on.
    ///
    /// - Parameters:
    ///   - navigator: the app's navigator; the journal holds it weakly.
    ///   - capacity: the most entries kept (at least 1); the oldest are dropped first.
    public init(navigator: RouteNavigator<Route>, capacity: Int = 500) {
        core = NavigationJournalCore(capacity: capacity)
        self.navigator = navigator
        core.paths = self
        attach(to: navigator)
    }

    deinit {
        // The navigator's Routers hold the core (they reach it on every call, so not weakly): take it back,
        // on the main actor.
        let core = core
        if isOnMainActorThread() {
            MainActor.assumeIsolated { core.end() }
        } else {
            Task { @MainActor in core.end() }
        }
    }

    /// Records `navigator` from now on, in place of the journal that recorded it.
    func attach(to navigator: RouteNavigator<Route>) {
        navigator.journal?.core.detach()
        core.detach()
        core.forgetPath()
        core.detachment = { [weak navigator] core in navigator?.detach(core) }
        navigator.journal = JournalHooks(
            journal: self, core: core,
            opened: { [weak self] path, origin, ending in
                self?.recordRouted(.pathOpened(path: path, origin: origin, ending: ending))
            },
            ended: { [weak self] path, ending in self?.recordRouted(.pathEnded(path: path, ending: ending)) },
            flowStarted: { [weak self] route in self?.recordRouted(.flowStarted(before: route)) },
            flowEnded: { [weak self] succeeded in self?.recordRouted(.flowEnded(succeeded: succeeded)) },
            restored: { [weak self] snapshot in self?.recordRouted(.snapshotRestored(snapshot)) })
        navigator.rootRouter.journalLink.attached = core
    }

    /// Stops recording; the entries stay.
    public func stop() {
        core.detach()
    }

    /// Forgets every entry; numbering goes on.
    public func removeAll() {
        core.removeAll()
        routedChanges = [:]
    }

    /// The entries kept, oldest first.
    public var entries: [Entry] {
        entries(from: 0)
    }

    /// How many entries are kept.
    var entryCount: Int {
        core.storage.count
    }

    /// The entries kept from the one at `offset` (0 is the oldest) on: a replay reads each new entry once,
    /// without making the earlier ones again.
    func entries(from offset: Int) -> [Entry] {
        let kept = core.entries
        guard offset < kept.count else { return [] }
        return kept[offset...].map { raw in
            Entry(
                number: raw.number, time: raw.seconds, change: change(of: raw), cause: raw.cause, action: raw.action,
                call: raw.call.map { "\($0)" }, path: path(numbered: raw.pathNumber), coordinators: coordinators(numbered: raw.pathNumber),
                diagnostics: raw.diagnostics)
        }
    }

    /// Notes a change that carries routes, redacted.
    private func recordRouted(_ change: Change) {
        let redacted: Change =
            switch change {
            case .pathOpened(let path, let origin, let ending): .pathOpened(path: path.map(redact), origin: origin, ending: ending)
            case .pathEnded(let path, let ending): .pathEnded(path: path.map(redact), ending: ending)
            case .flowStarted(let route): .flowStarted(before: redact(route))
            case .snapshotRestored(let snapshot): .snapshotRestored(snapshot.mapRoutes(redact))
            default: change
            }
        routedChanges[core.append(.routed)] = redacted
        if routedChanges.count / 2 > capacity, let oldest = core.oldestNumber {  // over 2 × capacity, with no overflow
            routedChanges = routedChanges.filter { $0.key >= oldest }
        }
    }

    private func change(of raw: NavigationJournalCore.RawEntry) -> Change {
        switch raw.change {
        case .pushed(let screen): .pushed(screen: JournalScreenName.name(of: screen))
        case .popped(let count): .popped(count: count)
        case .stackReplaced(let popped, let top): .stackReplaced(popped: popped, top: JournalScreenName.name(of: top))
        case .presented(let screen, let style): .presented(screen: JournalScreenName.name(of: screen), style: style.name)
        case .dismissed(let screen): .dismissed(screen: JournalScreenName.name(of: screen))
        case .tabSelected(let index): .tabSelected(index: index)
        case .tabsChanged(let count): .tabsChanged(count: count)
        case .sidebarVisibilityChanged(let visible): .sidebarVisibilityChanged(visible: visible)
        case .tabHidden(let index, let hidden): .tabHidden(index: index, hidden: hidden)
        case .tabMoved(let from, let to): .tabMoved(from: from, to: to)
        case .columnShown(let column): .columnShown(column: column)
        case .columnCleared(let column): .columnCleared(column: column)
        case .sizeClassChanged(let sizeClass): .sizeClassChanged(to: sizeClass)
        case .routed: routedChanges[raw.number] ?? .unchanged
        case .unchanged: .unchanged
        }
    }

    private func path(numbered number: Int) -> [Route] {
        let index = number - firstPathNumber
        return paths.indices.contains(index) ? paths[index].routes : []
    }

    private func coordinators(numbered number: Int) -> [String] {
        let index = number - firstPathNumber
        guard paths.indices.contains(index) else { return [] }
        return paths[index].coordinators.map { $0.map { String(describing: $0) } ?? "?" }
    }
}

extension NavigationJournal: JournalPathReading {
    func readPath() -> Int {
        let shown = navigator?.pathForJournal ?? (routes: [], coordinators: [])
        let path = (routes: shown.routes.map(redact), coordinators: shown.coordinators)
        if let last = paths.last, last.routes == path.routes, Self.same(last.coordinators, path.coordinators) {
            return firstPathNumber + paths.count - 1
        }
        if paths.count >= 16, (paths.count - 16) / 2 >= capacity {  // 2 × capacity + 16, with no overflow
            // Paths no entry names any more go: those before the oldest entry's.
            let oldest = core.storage.lazy.map(\.pathNumber).filter { $0 >= 0 }.min() ?? firstPathNumber + paths.count
            let unused = min(max(0, oldest - firstPathNumber), paths.count - 1)
            paths.removeFirst(unused)
            firstPathNumber += unused
        }
        paths.append(path)
        return firstPathNumber + paths.count - 1
    }

    /// Whether two lists of coordinator types are the same, type by type. (A loop: a closure formed here
    /// would check its actor on every call.)
    private static func same(_ first: [(any Coordinating.Type)?], _ second: [(any Coordinating.Type)?]) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index].map(ObjectIdentifier.init) != second[index].map(ObjectIdentifier.init) {
            return false
        }
        return true
    }
}
