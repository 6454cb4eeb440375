import Foundation

extension NavigationJournal {
    /// The entries as JSON, for a crash reporter to attach, or for TiltUpTest to replay.
    ///
    /// ```swift
    /// try journal.jsonData().write(to: reportURL)
    /// ```
    ///
    /// - Returns: a versioned document: the entries, oldest first, and how many were dropped before them.
    /// - Throws: an `EncodingError`, only when a route's own encoding throws.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Document(version: Self.formatVersion, droppedCount: droppedCount, entries: entries))
    }

    /// The version of the JSON format ``jsonData()`` writes, and the latest ``read(jsonData:)`` reads.
    public nonisolated static var formatVersion: Int { 1 }

    /// The entries, one line each, for logs: `#3 +0.412s pushed OrderController · push · the app · [.orders, .order(2)]`.
    public var lines: [String] {
        entries.map(\.line)
    }

    /// Reads a journal that ``jsonData()`` wrote, possibly in an older version of the app.
    ///
    /// An entry this version cannot read (a route that no longer exists, say) is skipped and listed in
    /// ``Recording/skipped``, as restoration skips steps it cannot read.
    ///
    /// ```swift
    /// let recording = try NavigationJournal<AppRoute>.read(jsonData: data)
    /// print(recording.skipped)  // ["entry 12: Cannot initialize AppRoute from invalid String value coupons"]
    /// ```
    ///
    /// Every value is checked: an entry that no app could have recorded (a negative count, a tab before the
    /// first) is skipped, with why, and a journal of a later format than this version reads is refused.
    ///
    /// - Parameter data: what ``jsonData()`` wrote.
    /// - Returns: the entries read, oldest first, and those skipped.
    /// - Throws: a `DecodingError`, only for data that is no journal at all, or a journal of a later format
    ///   (its `version` above ``formatVersion``), whose message says so.
    public nonisolated static func read(jsonData data: Data) throws -> Recording {
        let document = try JSONDecoder().decode(Document<LenientEntry>.self, from: data)
        guard document.version <= formatVersion else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "the journal is of format version \(document.version), later than this version of TiltUp reads (\(formatVersion)): read it with a later TiltUp"
                ))
        }
        guard document.version >= 1, document.droppedCount >= 0 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "the journal's version (\(document.version)) or dropped count (\(document.droppedCount)) is not one TiltUp writes"))
        }
        var entries: [Entry] = []
        var skipped: [String] = []
        for (index, lenient) in document.entries.enumerated() {
            if let entry = lenient.entry {
                entries.append(entry)
            } else {
                skipped.append("entry \(lenient.number.map(String.init) ?? "at \(index + 1)"): \(lenient.problem ?? "unreadable")")
            }
        }
        return Recording(entries: entries, skipped: skipped, droppedCount: document.droppedCount)
    }

    /// A journal read back: its entries, and those this version of the app could not read.
    public struct Recording: Equatable {
        /// The entries read, oldest first.
        public var entries: [Entry]
        /// Each entry skipped, with why: `"entry 12: …"`.
        public var skipped: [String]
        /// How many entries the journal had dropped before its first, to keep within its capacity.
        public var droppedCount: Int

        /// Creates a recording of `entries`.
        ///
        /// - Parameters:
        ///   - entries: the entries, oldest first.
        ///   - skipped: the entries that could not be read, with why.
        ///   - droppedCount: how many entries were dropped before the first.
        public init(entries: [Entry], skipped: [String] = [], droppedCount: Int = 0) {
            self.entries = entries
            self.skipped = skipped
            self.droppedCount = droppedCount
        }
    }
}

extension NavigationJournal.Entry {
    /// The entry in one line: number, time, change, call, cause, path, and diagnostics' kinds.
    public var line: String {
        var parts = ["#\(number) +\(String(format: "%.3f", time))s \(change)"]
        if let call { parts.append(call) }
        parts.append("\(cause)")
        parts.append("[" + path.map { Router.routeName(AnyHashable($0)) }.joined(separator: ", ") + "]")
        if !diagnostics.isEmpty {
            parts.append("diagnostics: " + diagnostics.map(\.kind.rawValue).joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }
}

extension NavigationJournal.Change: CustomStringConvertible {
    /// The change in words: `pushed OrderController`, `popped 2`, `presented navigation stack .pageSheet`.
    public var description: String {
        func routes(_ path: [Route]) -> String {
            "[" + path.map { Router.routeName(AnyHashable($0)) }.joined(separator: ", ") + "]"
        }
        switch self {
        case .pushed(let screen): return "pushed \(screen)"
        case .popped(let count): return "popped \(count)"
        case .stackReplaced(let popped, let top): return "replaced \(popped) by \(top)"
        case .presented(let screen, let style): return "presented \(screen) \(style)"
        case .dismissed(let screen): return "dismissed \(screen)"
        case .tabSelected(let index): return "selected tab \(index)"
        case .tabsChanged(let count): return "tabs changed to \(count)"
        case .sidebarVisibilityChanged(let visible): return visible ? "showed the sidebar" : "hid the sidebar"
        case .tabHidden(let index, let hidden): return "\(hidden ? "hid" : "showed") tab \(index)"
        case .tabMoved(let from, let to): return "moved tab \(from) to \(to)"
        case .columnShown(let column): return "showed the \(column) column"
        case .columnCleared(let column): return "cleared the \(column) column"
        case .sizeClassChanged(let sizeClass): return "width became \(sizeClass)"
        case .pathOpened(let path, let origin, let ending):
            return "opened \(routes(path)) from \(origin): \(ending.map { "\($0)" } ?? "waits")"
        case .pathEnded(let path, let ending): return "path \(routes(path)) ended: \(ending)"
        case .flowStarted(let route): return "flow started before \(Router.routeName(AnyHashable(route)))"
        case .flowEnded(let succeeded): return "flow \(succeeded ? "succeeded" : "cancelled")"
        case .snapshotRestored(let snapshot):
            return "restored \(routes(snapshot.foreground)) with \(snapshot.background.count) paths behind"
        case .unchanged: return "nothing changed"
        }
    }
}

/// The journal's JSON: a version, the entries dropped before the first, and the entries.
private struct Document<Entry> {
    let version: Int
    let droppedCount: Int
    let entries: [Entry]
}

extension Document: Encodable where Entry: Encodable {}

extension Document: Decodable where Entry: Decodable {}

extension NavigationJournal {
    /// An entry read on its own: `nil`, with why, when this version of the app cannot read it.
    fileprivate struct LenientEntry: Decodable {
        let entry: Entry?
        let number: Int?
        let problem: String?

        private enum Keys: String, CodingKey { case number }

        init(from decoder: any Decoder) throws {
            number = try? decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .number)
            do {
                entry = try Entry(from: decoder)
                problem = nil
            } catch {
                entry = nil
                problem = LenientRoute<Route>.describe(error, readingFrom: decoder)
            }
        }
    }
}

extension NavigationJournal.Recording: Sendable where Route: Sendable {}
