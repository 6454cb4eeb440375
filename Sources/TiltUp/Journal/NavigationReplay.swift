/// What a replay of a journal did: the entries it made, how many recorded entries it matched, and where it diverged.
///
/// ```swift
/// let replay = navigator.replay(recording)
/// if let divergence = replay.divergence {
///     print(divergence)  // replay diverged at entry #9 (…): recorded …; replayed …
/// }
/// ```
public struct NavigationReplay<Route: Hashable & Codable> {
    /// The replayed app's own journal: its entries, oldest first.
    public let replayed: [NavigationJournal<Route>.Entry]
    /// How many of the recording's entries the replay matched, from the first.
    public let matchedCount: Int
    /// The actions of the app's own that were stood in for by opening their path, once each, by the number
    /// of their first recorded entry.
    public let standIns: [Int]
    /// The entries of the recording this version of the app could not read, as the recording says.
    public let skipped: [String]
    /// Where the replay first differed from the recording, or `nil` when it did everything the same.
    public let divergence: Divergence?

    /// Where a replay first differed from its recording.
    public struct Divergence: Equatable, CustomStringConvertible {
        /// The recorded entry the replay did not match; `nil` for a change after the recording's last entry.
        ///
        /// When it is `nil`, every recorded entry matched (``NavigationReplay/matchedCount`` says so).
        public let expected: NavigationJournal<Route>.Entry?
        /// What the replay did instead, if it changed anything.
        public let actual: NavigationJournal<Route>.Entry?
        /// The routes the replay showed then.
        public let actualPath: [Route]

        /// Both entries, and both paths.
        public var description: String {
            let replayed = actual.map { "\($0.change), \(route($0.path))" } ?? "nothing"
            guard let expected else {
                return
                    "replay diverged after the recording's last entry: recorded nothing more; replayed \(replayed); the replay shows \(route(actualPath))"
            }
            return
                "replay diverged at entry #\(expected.number) (\(expected.cause)): recorded \(expected.change), \(route(expected.path)); replayed \(replayed); the replay shows \(route(actualPath))"
        }

        private func route(_ path: [Route]) -> String {
            "[" + path.map { Router.routeName(AnyHashable($0)) }.joined(separator: ", ") + "]"
        }
    }
}

extension NavigationReplay: Sendable where Route: Sendable {}

extension NavigationReplay.Divergence: Sendable where Route: Sendable {}
