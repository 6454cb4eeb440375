import Foundation
import TiltUp

extension TestAppCoordinator {
    /// Replays a journal on this headless app, comparing each change the app makes with the one recorded.
    ///
    /// The user's gestures and the paths opened are done again. The app's coordinators run as in the recorded session, so the Router calls their own code made happen
    /// again by themselves. For each action of the recording, in order:
    /// - a path opened (the cause `.link(origin:)`) is opened again from the same origin;
    /// - the user's back swipe, swipe-down and tab tap are done on what the app shows
    ///   (``simulateBackSwipe()``, ``simulateSwipeDown()``, the tab bar's `simulateTabSelection(at:)`), and the
    ///   back menu's several screens at once are written away on SwiftUI's stack (`writePath(_:)`);
    /// - an action of the app's own that the replay did not make by itself (a button's action, which a
    ///   journal cannot repeat) is stood in for by opening the path it led to, and only that path is compared.
    ///
    /// After each change the replay compares what changed and the routes shown with the entry recorded. The
    /// first difference is reported at the caller's line, with both entries and the navigation tree, and the
    /// replay stops there. A recording that dropped its first entries begins by opening the path of its first
    /// action. Replay a journal on the front end it was recorded on: the screens' names are compared.
    ///
    /// ```swift
    /// let recording = try NavigationJournal<AppRoute>.read(jsonData: bugReport)
    /// let replay = appCoordinator.replay(recording, navigator: navigator)
    /// #expect(replay.divergence == nil)
    /// ```
    ///
    /// - Parameters:
    ///   - recording: the journal to replay, read with `NavigationJournal.read(jsonData:)` or made from a
    ///     journal's entries.
    ///   - navigator: the app's navigator, on this app coordinator's router.
    ///   - redact: what the recording's journal wrote of each route, so that the replay's routes compare.
    ///   - fileID: the file the failure is reported in.
    ///   - file: the file the failure is reported in.
    ///   - line: the line the failure is reported at.
    ///   - column: the column the failure is reported at.
    /// - Returns: what was replayed, and where it diverged, if it did.
    @discardableResult
    public func replay<Route: Hashable & Codable>(
        _ recording: NavigationJournal<Route>.Recording,
        navigator: RouteNavigator<Route>,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> NavigationReplay<Route> {
        var replayer = Replayer(app: self, recording: recording, navigator: navigator, redact: redact)
        let result = replayer.run()
        if let divergence = result.divergence {
            let site = CallSite(fileID: fileID, file: file, line: line, column: column)
            reportFailure(withNavigation(of: router, divergence.description), at: site)
        }
        return result
    }
}

/// What a replay did: the entries it made, how many recorded entries it matched, and where it diverged.
public struct NavigationReplay<Route: Hashable & Codable> {
    /// The replayed app's own journal: its entries, oldest first.
    public let replayed: [NavigationJournal<Route>.Entry]
    /// How many of the recording's entries the replay matched, from the first.
    public let matchedCount: Int
    /// The numbers of the recorded entries whose actions were the app's own, stood in for by opening their path.
    public let standIns: [Int]
    /// The entries of the recording this version of the app could not read, as the recording says.
    public let skipped: [String]
    /// Where the replay first differed from the recording, or `nil` when it did everything the same.
    public let divergence: Divergence?

    /// Where a replay first differed from its recording.
    public struct Divergence: Equatable, CustomStringConvertible {
        /// The recorded entry the replay did not match.
        public let expected: NavigationJournal<Route>.Entry
        /// What the replay did instead, if it changed anything.
        public let actual: NavigationJournal<Route>.Entry?
        /// The routes the replay showed then.
        public let actualPath: [Route]

        /// Both entries, and both paths.
        public var description: String {
            let replayed = actual.map { "\($0.change), \(route($0.path))" } ?? "nothing"
            return
                "replay diverged at entry #\(expected.number) (\(expected.cause)): recorded \(expected.change), \(route(expected.path)); replayed \(replayed); the replay shows \(route(actualPath))"
        }

        private func route(_ path: [Route]) -> String {
            "[" + path.map { "\($0)" }.joined(separator: ", ") + "]"
        }
    }
}

extension NavigationReplay: Sendable where Route: Sendable {}

extension NavigationReplay.Divergence: Sendable where Route: Sendable {}

/// Runs one replay: performs the recording's actions in turn and compares what the app records.
@MainActor
private struct Replayer<Route: Hashable & Codable> {
    let app: TestAppCoordinator
    let recording: NavigationJournal<Route>.Recording
    let navigator: RouteNavigator<Route>
    let journal: NavigationJournal<Route>
    /// The next recorded entry to match, and the next replayed entry to compare.
    var next = 0
    var compared = 0
    var standIns: [Int] = []

    init(
        app: TestAppCoordinator, recording: NavigationJournal<Route>.Recording, navigator: RouteNavigator<Route>,
        redact: @escaping @MainActor (Route) -> Route
    ) {
        self.app = app
        self.recording = recording
        self.navigator = navigator
        journal = NavigationJournal(navigator: navigator, capacity: max(64, recording.entries.count * 4 + 64))
        journal.redact = redact
    }

    mutating func run() -> NavigationReplay<Route> {
        let divergence = replayAll()
        journal.stop()
        return NavigationReplay(
            replayed: journal.entries, matchedCount: next, standIns: standIns, skipped: recording.skipped, divergence: divergence)
    }

    private mutating func replayAll() -> NavigationReplay<Route>.Divergence? {
        let entries = recording.entries
        var first = true
        while true {
            if let divergence = compareNewEntries() {
                return divergence
            }
            guard next < entries.count else { return nil }
            let entry = entries[next]
            let group = entries[next...].prefix { $0.action == entry.action }
            let standsIn = (first && recording.droppedCount > 0) || !perform(entry.cause, group)
            first = false
            if standsIn {
                // Brought to the same place another way: only where the action led is compared.
                let last = group.last ?? entry
                navigator.open(last.path, from: .app)
                compared = journal.entries.count
                standIns.append(entry.number)
                if navigator.currentPath.map(journal.redact) != last.path {
                    return divergence(at: last, actual: nil)
                }
                next += group.count
            } else if journal.entries.count == compared {
                return divergence(at: entry, actual: nil)
            }
        }
    }

    /// Does what caused `group` again; returns false for an action the replay cannot do (the app's own).
    private func perform(_ cause: NavigationCause, _ group: ArraySlice<NavigationJournal<Route>.Entry>) -> Bool {
        switch cause {
        case .app:
            return false
        case .link(let origin):
            for entry in group {
                if case .pathOpened(let path, let recordedOrigin, _) = entry.change, recordedOrigin == origin {
                    navigator.open(path, from: origin)
                    return true
                }
            }
            return false
        case .backSwipe:
            app.simulateBackSwipe()
        case .backMenu(let count):
            guard let stack = app.visibleNavigationController as? NavigationStackController, stack.path.count >= count else {
                return false
            }
            stack.writePath(Array(stack.path.dropLast(count)))
        case .swipeDown:
            app.simulateSwipeDown()
        case .tabTap(let index):
            app.tabBarController?.simulateTabSelection(at: index)
        }
        return true
    }

    /// Compares the entries the replay has made since the last comparison with the recorded ones in turn.
    private mutating func compareNewEntries() -> NavigationReplay<Route>.Divergence? {
        let replayed = journal.entries
        let recorded = recording.entries
        while compared < replayed.count {
            let actual = replayed[compared]
            guard next < recorded.count else {
                return NavigationReplay.Divergence(expected: recorded[recorded.count - 1], actual: actual, actualPath: actual.path)
            }
            let expected = recorded[next]
            guard actual.change == expected.change, actual.path == expected.path else {
                return divergence(at: expected, actual: actual)
            }
            compared += 1
            next += 1
        }
        return nil
    }

    private func divergence(at expected: NavigationJournal<Route>.Entry, actual: NavigationJournal<Route>.Entry?)
        -> NavigationReplay<Route>.Divergence
    {
        NavigationReplay.Divergence(expected: expected, actual: actual, actualPath: navigator.currentPath.map(journal.redact))
    }
}
