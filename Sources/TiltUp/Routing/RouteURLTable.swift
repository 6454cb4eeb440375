import Foundation

/// The app's URL scheme, declared once: reads a URL as a path of routes, and writes a path as the URL
/// that opens it, so that a screen can be shared and the same link brings it back.
///
/// Each entry is one step of a path: a pattern of path segments, with at most one placeholder
/// (`:id`) in a segment or in a query item (`search?q=:text`), and the route it stands for. A URL is
/// read from left to right, each step matching the entries in the order they were added; a path is
/// written step by step, each route by the first entry that has it. Custom-scheme URLs carry the first
/// segment as their host (`myapp://orders/42/receipt`); universal links, on one of ``hosts``, carry
/// them all in their path (`https://example.com/orders/42/receipt`).
///
/// ```swift
/// var table = RouteURLTable<AppRoute>(scheme: "myapp", hosts: ["example.com"])
/// table.add("home", .home)
/// table.add("orders", .orders)
/// table.add(":id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
/// table.add("receipt", .receipt)
/// table.add("settings", .settings)
///
/// table.path(for: URL(string: "myapp://orders/42/receipt")!)  // .success([.orders, .order(id: 42), .receipt])
/// table.url(for: [.orders, .order(id: 42)])  // .success(myapp://orders/42)
/// ```
///
/// Reading is total: every URL gives a path or a ``RouteURLError`` that says why not, in time and memory
/// bounded by ``maximumLength`` and ``maximumSteps``, never a crash. Which paths make sense is left to the
/// coordinators: a path the table reads may still stop at a step nobody handles.
public struct RouteURLTable<Route> {
    /// The app's own URL scheme, such as `myapp`.
    public let scheme: String
    /// The hosts of the app's universal links (`https` URLs), such as `example.com`; the first one is
    /// used to write them.
    public let hosts: [String]
    /// The longest URL read, in UTF-8 bytes; a longer one is ``RouteURLError/tooLong(_:)``. 2,048 by default.
    public var maximumLength = 2_048
    /// The most steps a URL is read into; one with more is ``RouteURLError/tooManySteps(_:)``. 32 by default.
    public var maximumSteps = 32

    private var entries: [Entry] = []
    /// For each fixed first segment, the entries that may match a step starting with it, in the order
    /// they were added (those that start with the placeholder among them); kept up to date by `add`.
    private var candidatesByFirstSegment: [String: [Int]] = [:]
    private var entriesStartingWithValue: [Int] = []

    /// Creates an empty table for URLs of `scheme`, and universal links on `hosts`.
    public init(scheme: String, hosts: [String] = []) {
        self.scheme = scheme.lowercased()
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// Adds a step that is always the same route: `"orders"` for `.orders`.
    ///
    /// A pattern with a placeholder, or none at all, is not added and is reported
    /// (``NavigationDiagnostic/Kind/invalidURLPattern``, to standard error).
    public mutating func add(_ pattern: String, _ route: Route) where Route: Equatable {
        guard let parsed = URLPattern(pattern, placeholders: 0) else { return }
        entries.append(Entry(pattern: parsed, read: { _ in route }, write: { $0 == route ? .some(nil) : nil }))
        indexEntries()
    }

    /// Adds a step with a value, read from and written to the pattern's one placeholder: `":id"` for
    /// `.order(id:)`, `"search?q=:text"` for `.search(text:)`.
    ///
    /// `route` makes the route from the value, or returns `nil` for a value the app does not accept (an
    /// id that must be positive), which reads as ``RouteURLError/malformedValue(_:in:)``; `value` gives
    /// the value of a route of this step, and `nil` for any other route. A pattern without exactly one
    /// placeholder is not added and is reported.
    ///
    /// ```swift
    /// table.add(":id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
    /// ```
    public mutating func add<Value: RouteURLValue>(
        _ pattern: String, _ route: @escaping (Value) -> Route?, _ value: @escaping (Route) -> Value?
    ) {
        guard let parsed = URLPattern(pattern, placeholders: 1) else { return }
        entries.append(
            Entry(
                pattern: parsed, read: { text in text.flatMap(Value.init(urlText:)).flatMap(route) },
                write: { candidate in value(candidate).map { .some($0.urlText) } }))
        indexEntries()
    }

    // MARK: Reading

    /// The path of routes `url` stands for, or why it stands for none.
    public func path(for url: URL) -> Result<[Route], RouteURLError> {
        let length = url.absoluteString.utf8.count
        guard length <= maximumLength else { return .failure(.tooLong(length)) }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return .failure(.unknownScheme(url.scheme))
        }
        let urlScheme = components.scheme?.lowercased()
        let host = components.host?.lowercased()
        var segments = components.percentEncodedPath.split(separator: "/").map { Self.decode(String($0)) }
        if urlScheme == scheme {
            if let host = components.host, !host.isEmpty {
                segments.insert(Self.decode(components.percentEncodedHost ?? host), at: 0)
            }
        } else if urlScheme == "https" || urlScheme == "http" {
            guard let host, hosts.contains(host) else { return .failure(.unknownHost(host)) }
        } else {
            return .failure(.unknownScheme(components.scheme))
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        return read(segments, query: query)
    }

    private func read(_ segments: [String], query: [String: String]) -> Result<[Route], RouteURLError> {
        var path: [Route] = []
        var index = 0
        while index < segments.count {
            guard path.count < maximumSteps else { return .failure(.tooManySteps(path.count + 1)) }
            // A value that is malformed is the reason given when an entry with fixed segments matched
            // around it (the one with the most of them); otherwise the segment is unknown.
            var malformed: (error: RouteURLError, literals: Int)?
            var matched = false
            for entry in candidates(startingWith: segments[index]).lazy.map({ entries[$0] }) {
                guard let text = entry.pattern.match(segments[index...], query: query) else { continue }
                guard let route = entry.read(text) else {
                    let literals = entry.pattern.literalCount
                    if literals > 0, literals > malformed?.literals ?? 0 {
                        malformed = (.malformedValue(text ?? "", in: entry.pattern.text), literals)
                    }
                    continue
                }
                path.append(route)
                index += entry.pattern.segments.count
                matched = true
                break
            }
            if !matched {
                return .failure(malformed?.error ?? .unknownSegment(segments[index], at: index))
            }
        }
        return .success(path)
    }

    // MARK: Writing

    /// The URL that opens `path`: of the app's scheme, or with `universal`, an `https` link on the
    /// first of ``hosts``. Fails with ``RouteURLError/routeNotInTable(_:)`` for a step with no entry.
    public func url(for path: [Route], universal: Bool = false) -> Result<URL, RouteURLError> {
        var segments: [String] = []
        var query: [(String, String)] = []
        for route in path {
            guard let (entry, value) = entry(writing: route) else {
                return .failure(.routeNotInTable(String(describing: route)))
            }
            for part in entry.pattern.segments {
                switch part {
                case .literal(let literal): segments.append(Self.encode(literal, allowed: Self.segmentAllowed))
                case .value: segments.append(Self.encode(value ?? "", allowed: Self.segmentAllowed))
                }
            }
            if let name = entry.pattern.queryName {
                query.append((name, value ?? ""))
            }
        }
        var text: String
        if universal, let host = hosts.first {
            text = "https://\(host)/" + segments.joined(separator: "/")
        } else {
            text = "\(scheme)://" + segments.joined(separator: "/")
        }
        if !query.isEmpty {
            text +=
                "?"
                + query.map { "\(Self.encode($0, allowed: Self.queryAllowed))=\(Self.encode($1, allowed: Self.queryAllowed))" }
                .joined(separator: "&")
        }
        guard let url = URL(string: text) else { return .failure(.routeNotInTable(path.map { "\($0)" }.joined(separator: ", "))) }
        return .success(url)
    }

    // MARK: Internals

    /// The first entry that writes `route`, and the text of its value (`nil` for a fixed step).
    private func entry(writing route: Route) -> (Entry, String?)? {
        for entry in entries {
            if let value = entry.write(route) {
                return (entry, value)
            }
        }
        return nil
    }

    /// Indexes the entries by their first segment, so that a step is matched against only those that
    /// can match it, in the order they were added.
    private mutating func indexEntries() {
        var byFirst: [String: [Int]] = [:]
        var startingWithValue: [Int] = []
        for (index, entry) in entries.enumerated() {
            switch entry.pattern.segments.first {
            case .literal(let literal):
                byFirst[literal, default: startingWithValue].append(index)
            case .value, nil:
                startingWithValue.append(index)
                for key in byFirst.keys {
                    byFirst[key]?.append(index)
                }
            }
        }
        candidatesByFirstSegment = byFirst
        entriesStartingWithValue = startingWithValue
    }

    /// The entries that may match a step whose first segment is `segment`, in the order they were added.
    private func candidates(startingWith segment: String) -> [Int] {
        candidatesByFirstSegment[segment] ?? entriesStartingWithValue
    }

    private struct Entry {
        let pattern: URLPattern
        /// The route of the step, from the text of its value (`nil` for a fixed step); `nil` if malformed.
        let read: (String?) -> Route?
        /// For a route of this step, the text of its value (`.some(nil)` for a fixed step); `nil` otherwise.
        let write: (Route) -> String??
    }

    private static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    private static func encode(_ text: String, allowed: CharacterSet) -> String {
        URLEncoding.encode(text, allowed: allowed)
    }

    private static var segmentAllowed: CharacterSet { URLEncoding.segmentAllowed }

    private static var queryAllowed: CharacterSet { URLEncoding.queryAllowed }
}
