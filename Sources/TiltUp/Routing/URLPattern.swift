/// One entry's pattern in a ``RouteURLTable``: its path segments, fixed or the placeholder, and the
/// query item that carries the placeholder instead, if any.
struct URLPattern: Sendable {
    enum Part: Sendable, Equatable {
        case literal(String)
        case value
    }

    /// The pattern as written: `orders/:id`.
    let text: String
    let segments: [Part]
    /// The name of the query item that carries the value: `q` in `search?q=:text`.
    let queryName: String?

    /// Parses `text`, which must have exactly `placeholders` placeholders (0 or 1) and at least one
    /// path segment; otherwise reports it and returns `nil`.
    init?(_ text: String, placeholders: Int) {
        self.text = text
        let halves = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        segments = halves[0].split(separator: "/").map { $0.hasPrefix(":") ? .value : .literal(String($0)) }
        var queryName: String?
        var problem: String?
        if halves.count == 2 {
            let item = halves[1].split(separator: "=", maxSplits: 1)
            if item.count == 2, item[1].hasPrefix(":"), !item[0].isEmpty {
                queryName = String(item[0])
            } else {
                problem = "its query must be one item whose value is the placeholder, such as 'q=:text'"
            }
        }
        self.queryName = queryName
        let count = segments.filter { $0 == .value }.count + (queryName == nil ? 0 : 1)
        if segments.isEmpty {
            problem = "it has no path segment"
        } else if count != placeholders {
            problem = placeholders == 0 ? "a fixed route takes no placeholder" : "a route with a value takes exactly one placeholder"
        }
        if let problem {
            NavigationDiagnostic.log(
                NavigationDiagnostic(
                    kind: .invalidURLPattern, message: "RouteURLTable.add: the pattern '\(text)' was not added: \(problem)"))
            return nil
        }
    }

    /// How many of its segments are fixed text.
    var literalCount: Int {
        segments.filter { $0 != .value }.count
    }

    /// The text of the value if the segments from the start of `path` match (`.some(nil)` for a pattern
    /// without one); `nil` if they do not, or the pattern takes a query item and `queryItem` is `nil`.
    func match(_ path: ArraySlice<String>, queryItem: String?) -> String?? {
        guard path.count >= segments.count else { return nil }
        var value: String?
        for (part, segment) in zip(segments, path) {
            switch part {
            case .literal(let literal):
                guard literal == segment else { return nil }
            case .value:
                value = segment
            }
        }
        if queryName != nil {
            guard let queryItem else { return nil }
            value = queryItem
        }
        return .some(value)
    }

    /// Whether the placeholder is in a path segment (not in the query).
    var hasValueInPath: Bool {
        segments.contains(.value)
    }
}

/// How one step of a path is read or written by a ``RouteURLTable``: by an entry (its index), with the
/// text of its value (`nil` for a fixed step), or left out of the URL because the entry of a later step
/// implies it (that entry's index, and the step's position among the steps it implies).
enum RouteURLStep: Equatable {
    case written(Int, String?)
    case implied(by: Int, Int)
}
