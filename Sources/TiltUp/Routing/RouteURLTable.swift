import Foundation

/// The app's URL scheme, declared once: reads a URL as a path of routes, and writes a path as its URL.
///
/// So a screen can be shared and the same link brings it back. Each entry is one step of a path: a pattern
/// of path segments, with at most one placeholder (`:id`) in a segment or in a query item
/// (`search?q=:text`), and the route it stands for. A URL is read from left to right, each step matching
/// the entries in the order they were added; a path is written step by step, each route by the first entry
/// that has it. Custom-scheme URLs carry the first segment as their host (`myapp://orders/42/receipt`);
/// universal links, on one of ``hosts``, carry them all in their path (`https://example.com/orders/42/receipt`).
/// An entry can imply the steps before it, for short links (`myapp://item/42` for
/// `[.pantry, .item(id: 42)]`): see ``add(_:implying:_:_:)``.
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
/// coordinators: a path the table reads may still stop at a step nobody handles. Writing is checked:
/// the URL written reads back as the same path, or it is refused with the reason (see
/// ``url(for:universal:)``). The rules for each case are in <doc:DeepLinks#URLs-both-ways>.
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

    var entries: [Entry] = []
    /// For each fixed first segment, the entries that may match a step starting with it, in the order
    /// they were added (those that start with the placeholder among them); kept up to date by `add`.
    private var candidatesByFirstSegment: [String: [Int]] = [:]
    private var entriesStartingWithValue: [Int] = []

    /// Creates an empty table for URLs of `scheme`, and universal links on `hosts`.
    ///
    /// - Parameters:
    ///   - scheme: the app's own URL scheme, such as `myapp`; it is read in any case.
    ///   - hosts: the hosts of the app's universal links, such as `example.com`; the first one is used to write them.
    public init(scheme: String, hosts: [String] = []) {
        self.scheme = scheme.lowercased()
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// Adds a step that is always the same route: `"orders"` for `.orders`.
    ///
    /// A pattern with a placeholder, or none at all, is not added and is reported
    /// (``NavigationDiagnostic/Kind/invalidURLPattern``, to standard error).
    ///
    /// - Parameters:
    ///   - pattern: the step's path segments, such as `"orders"` or `"orders/open"`.
    ///   - route: the route the step stands for.
    ///   - implying: the steps a URL leaves out before this one: reading adds them, writing leaves them
    ///     out (see ``add(_:implying:_:_:)``).
    public mutating func add(_ pattern: String, _ route: Route, implying: [Route] = []) where Route: Equatable {
        guard let parsed = URLPattern(pattern, placeholders: 0) else { return }
        entries.append(
            Entry(
                pattern: parsed, read: { _ in route }, write: { $0 == route ? .some(nil) : nil }, implied: implying,
                isImplied: Self.isImplied(implying)))
        indexEntries()
    }

    /// Adds a step with a value, read from and written to the pattern's one placeholder: `":id"` for
    /// `.order(id:)`, `"search?q=:text"` for `.search(text:)`.
    ///
    /// A pattern without exactly one placeholder is not added and is reported.
    ///
    /// ```swift
    /// table.add(":id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the step's path segments and query item, with one placeholder: `"orders/:id"`.
    ///   - route: makes the route from the value, or returns `nil` for a value the app does not accept
    ///     (an id that must be positive), which reads as ``RouteURLError/malformedValue(_:in:)``.
    ///   - value: the value of a route of this step, and `nil` for any other route.
    public mutating func add<Value: RouteURLValue>(
        _ pattern: String, _ route: @escaping (Value) -> Route?, _ value: @escaping (Route) -> Value?
    ) {
        addEntry(pattern, implying: [], isImplied: nil, route, value)
    }

    /// Adds a step with a value that implies the steps before it: a short link.
    ///
    /// An item that always opens in the Pantry tab can be linked as `pantry://item/42`, with no `pantry`
    /// step: reading the URL adds the implied steps (`[.pantry, .item(id: 42)]`) unless the path read so
    /// far already ends with them, and writing a path where they come just before the step leaves them
    /// out, so that the round trip holds. A route whose implied steps are not just before it in the path
    /// is written by the next entry that has it, or refused with
    /// ``RouteURLError/missingImpliedSteps(_:before:)``.
    ///
    /// ```swift
    /// table.add("pantry", .pantry)
    /// table.add("item/:id", implying: [.pantry], { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the step's path segments and query item, with one placeholder.
    ///   - implying: the steps that come before this one in every path it stands in.
    ///   - route: makes the route from the value, or returns `nil` for a value the app does not accept.
    ///   - value: the value of a route of this step, and `nil` for any other route.
    public mutating func add<Value: RouteURLValue>(
        _ pattern: String, implying: [Route], _ route: @escaping (Value) -> Route?, _ value: @escaping (Route) -> Value?
    ) where Route: Equatable {
        addEntry(pattern, implying: implying, isImplied: Self.isImplied(implying), route, value)
    }

    private mutating func addEntry<Value: RouteURLValue>(
        _ pattern: String, implying: [Route], isImplied: ((ArraySlice<Route>) -> Bool)?, _ route: @escaping (Value) -> Route?,
        _ value: @escaping (Route) -> Value?
    ) {
        guard let parsed = URLPattern(pattern, placeholders: 1) else { return }
        entries.append(
            Entry(
                pattern: parsed, read: { text in text.flatMap(Value.init(urlText:)).flatMap(route) },
                write: { candidate in value(candidate).map { .some($0.urlText) } }, implied: implying, isImplied: isImplied))
        indexEntries()
    }

    /// Whether the steps just before a step are `implied`, or `nil` when it implies none.
    private static func isImplied(_ implied: [Route]) -> ((ArraySlice<Route>) -> Bool)? where Route: Equatable {
        implied.isEmpty ? nil : { $0.elementsEqual(implied) }
    }

    // MARK: Reading

    /// The path of routes `url` stands for, or why it stands for none.
    ///
    /// A query item that several steps take (`search?q=:text` twice) is read in order: each step takes the
    /// next item of that name, and items left over are ignored, so `myapp://search?q=a&q=b` reads as
    /// `[.search("a")]`.
    ///
    /// - Parameter url: the URL to read.
    /// - Returns: the path, or a ``RouteURLError`` that says why the URL stands for none.
    public func path(for url: URL) -> Result<[Route], RouteURLError> {
        switch parse(url) {
        case .failure(let error): return .failure(error)
        case .success(let parts): return read(parts.segments, query: parts.query).map(\.routes)
        }
    }

    /// The path segments of `url`, percent-decoded, its first one from the host for a custom-scheme
    /// URL, and its query items' values by name, in order.
    func parse(_ url: URL) -> Result<(segments: [String], query: [String: [String]]), RouteURLError> {
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
        var query: [String: [String]] = [:]
        for item in components.queryItems ?? [] {
            query[item.name, default: []].append(item.value ?? "")
        }
        return .success((segments, query))
    }

    /// The routes `segments` and `query` stand for, with how each was read (``Step``).
    func read(_ segments: [String], query: [String: [String]]) -> Result<(routes: [Route], steps: [Step]), RouteURLError> {
        var path: [Route] = []
        var steps: [Step] = []
        var taken: [String: Int] = [:]  // how many items of each query name steps have taken
        var index = 0
        while index < segments.count {
            guard path.count < maximumSteps else { return .failure(.tooManySteps(path.count + 1)) }
            // A value that is malformed is the reason given when an entry with fixed segments matched
            // around it (the one with the most of them); otherwise the segment is unknown.
            var malformed: (error: RouteURLError, literals: Int)?
            var matched = false
            for entryIndex in candidates(startingWith: segments[index]) {
                let entry = entries[entryIndex]
                // The next item of the entry's query name that no step has taken yet.
                let item = entry.pattern.queryName.flatMap { name -> String? in
                    guard let items = query[name], taken[name, default: 0] < items.count else { return nil }
                    return items[taken[name, default: 0]]
                }
                guard let text = entry.pattern.match(segments[index...], queryItem: item) else { continue }
                guard let route = entry.read(text) else {
                    let literals = entry.pattern.literalCount
                    if literals > 0, literals > malformed?.literals ?? 0 {
                        malformed = (.malformedValue(text ?? "", in: entry.pattern.text), literals)
                    }
                    continue
                }
                if let isImplied = entry.isImplied, path.count < entry.implied.count || !isImplied(path.suffix(entry.implied.count)) {
                    path.append(contentsOf: entry.implied)
                    steps.append(contentsOf: entry.implied.indices.map { Step.implied(by: entryIndex, $0) })
                }
                path.append(route)
                steps.append(.written(entryIndex, text))
                if let name = entry.pattern.queryName {
                    taken[name, default: 0] += 1
                }
                index += entry.pattern.segments.count
                matched = true
                break
            }
            if !matched {
                return .failure(malformed?.error ?? .unknownSegment(segments[index], at: index))
            }
        }
        return .success((path, steps))
    }

    // MARK: Internals

    /// How one step of a path is read or written (not nested in this generic type, so that arrays of it
    /// need no metadata looked up at run time).
    typealias Step = RouteURLStep

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

    /// One entry. A class, so that going through the entries retains one reference each, not every
    /// closure and array an entry holds.
    final class Entry {
        let pattern: URLPattern
        /// The route of the step, from the text of its value (`nil` for a fixed step); `nil` if malformed.
        let read: (String?) -> Route?
        /// For a route of this step, the text of its value (`.some(nil)` for a fixed step); `nil` otherwise.
        let write: (Route) -> String??
        /// The steps that come before this one, left out of its URLs.
        let implied: [Route]
        /// Whether the steps just before this one are ``implied``; `nil` when it implies none.
        let isImplied: ((ArraySlice<Route>) -> Bool)?

        init(
            pattern: URLPattern, read: @escaping (String?) -> Route?, write: @escaping (Route) -> String??, implied: [Route],
            isImplied: ((ArraySlice<Route>) -> Bool)?
        ) {
            self.pattern = pattern
            self.read = read
            self.write = write
            self.implied = implied
            self.isImplied = isImplied
        }
    }

    private static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
