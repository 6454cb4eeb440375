import Foundation

// Writing a path as a URL, checked by reading it back: the URL given always reads as the same path.

extension RouteURLTable {
    /// The URL that opens `path`, checked to read back as the same path.
    ///
    /// Each route is written by the first entry that has it (and whose implied steps, if any, come just
    /// before it; those are then left out). A custom-scheme URL carries its first segment as its host
    /// when that segment is plain (lowercase letters, digits, `-`, `.`, `_`, `~`), and otherwise after an
    /// empty host (`myapp:///a%40b`), so that no value is read as a user name or a port.
    ///
    /// ```swift
    /// table.url(for: [.orders, .order(id: 42)])                   // .success(myapp://orders/42)
    /// table.url(for: [.orders, .order(id: 42)], universal: true)  // .success(https://example.com/orders/42)
    /// ```
    ///
    /// - Parameters:
    ///   - path: the routes, from the root.
    ///   - universal: whether to write an `https` link on the first of ``hosts`` instead.
    /// - Returns: the URL, or why none reads back as `path`: ``RouteURLError/routeNotInTable(_:)``,
    ///   ``RouteURLError/missingImpliedSteps(_:before:)``, ``RouteURLError/valueNotWritable(_:in:)``,
    ///   ``RouteURLError/readsBackDifferently(_:)``, or the error reading it back gives (a URL longer than
    ///   ``maximumLength``, say).
    public func url(for path: [Route], universal: Bool = false) -> Result<URL, RouteURLError> {
        var steps: [Step] = []
        steps.reserveCapacity(path.count)
        for (index, route) in path.enumerated() {
            switch writer(of: route, at: index, in: path) {
            case .failure(let error):
                return .failure(error)
            case .success(let (entryIndex, text)):
                let implied = entries[entryIndex].implied.count
                for position in 0..<implied {
                    steps[index - implied + position] = .implied(by: entryIndex, position)
                }
                steps.append(.written(entryIndex, text))
            }
        }
        var segments: [String] = []
        var query: [(String, String)] = []
        // What reading the URL will see: the segments and query items, decoded.
        var readSegments: [String] = []
        var readQuery: [String: [String]] = [:]
        for case .written(let entryIndex, let value) in steps {
            let pattern = entries[entryIndex].pattern
            if let value, pattern.hasValueInPath && value.isEmpty || entries[entryIndex].read(value) == nil {
                // An empty segment is dropped when read; a value the route refuses does not read back.
                return .failure(.valueNotWritable(value, in: pattern.text))
            }
            for part in pattern.segments {
                switch part {
                case .literal(let literal): readSegments.append(literal)
                case .value: readSegments.append(value ?? "")
                }
                segments.append(URLEncoding.encodeSegment(readSegments[readSegments.count - 1]))
            }
            if let name = pattern.queryName {
                query.append((name, value ?? ""))
                readQuery[name, default: []].append(value ?? "")
            }
        }
        var text: String
        if universal, let host = hosts.first {
            text = "https://\(host)/" + segments.joined(separator: "/")
        } else if let first = segments.first, !URLEncoding.isPlainHost(first) {
            text = "\(scheme):///" + segments.joined(separator: "/")
        } else {
            text = "\(scheme)://" + segments.joined(separator: "/")
        }
        if !query.isEmpty {
            text +=
                "?"
                + query.map {
                    "\(URLEncoding.encode($0, allowed: URLEncoding.queryAllowed))=\(URLEncoding.encode($1, allowed: URLEncoding.queryAllowed))"
                }
                .joined(separator: "&")
        }
        guard let url = URL(string: text) else { return .failure(.readsBackDifferently(text)) }
        return check(url, reading: readSegments, query: readQuery, readsBackAs: steps)
    }

    /// The entry that writes `route`, the step at `index` of `path`, and the text of its value.
    private func writer(of route: Route, at index: Int, in path: [Route]) -> Result<(Int, String?), RouteURLError> {
        var impliedElsewhere: Entry?
        // By index: enumerating the entries would look up the metadata of a generic sequence each step.
        for entryIndex in entries.indices {
            let entry = entries[entryIndex]
            guard let value = entry.write(route) else { continue }
            if let isImplied = entry.isImplied {
                guard index >= entry.implied.count, isImplied(path[(index - entry.implied.count)..<index]) else {
                    impliedElsewhere = impliedElsewhere ?? entry
                    continue
                }
            }
            return .success((entryIndex, value))
        }
        if let impliedElsewhere {
            return .failure(
                .missingImpliedSteps(String(describing: route), before: impliedElsewhere.implied.map { "\($0)" }.joined(separator: ", ")))
        }
        return .failure(.routeNotInTable(String(describing: route)))
    }

    /// `url`, if reading it (its decoded `segments` and `query`, which percent-encoding and the choice
    /// of host carry unchanged) gives the steps it was written from, each value reading back as the text
    /// written; otherwise why not.
    private func check(
        _ url: URL, reading segments: [String], query: [String: [String]], readsBackAs steps: [Step]
    ) -> Result<URL, RouteURLError> {
        let length = url.absoluteString.utf8.count
        guard length <= maximumLength else { return .failure(.tooLong(length)) }
        switch read(segments, query: query) {
        case .failure(let error):
            return .failure(error)
        case .success(let (routes, readSteps)):
            guard readSteps == steps else { return .failure(.readsBackDifferently(url.absoluteString)) }
            for (route, step) in zip(routes, readSteps) {
                guard case .written(let entryIndex, let text?) = step else { continue }
                if entries[entryIndex].write(route) != .some(text) {
                    return .failure(.valueNotWritable(text, in: entries[entryIndex].pattern.text))
                }
            }
            return .success(url)
        }
    }
}
