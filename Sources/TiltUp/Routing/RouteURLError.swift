/// Why a ``RouteURLTable`` could not read a URL as a path of routes, or write a path as a URL.
public enum RouteURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL's scheme is none the table reads: `myapp`, or `https` with one of its hosts.
    case unknownScheme(String?)
    /// An `https` URL whose host is none of the table's.
    case unknownHost(String?)
    /// No step of the table matches the path from this segment on (its index among the segments).
    case unknownSegment(String, at: Int)
    /// A step matched, but the text of its value is no value of its type: a letter in a number, or a
    /// number that overflows.
    case malformedValue(String, in: String)
    /// The URL is longer than ``RouteURLTable/maximumLength`` UTF-8 bytes; it was not read further.
    case tooLong(Int)
    /// The URL has more steps than ``RouteURLTable/maximumSteps``; it was not read further.
    case tooManySteps(Int)
    /// A step of the path has no pattern in the table, so it cannot be written as a URL.
    case routeNotInTable(String)
    /// A value that cannot be written in its pattern so that it reads back as itself.
    ///
    /// An empty value in a path segment (`users/:name` with `""`), a value the route refuses, or a value whose
    /// text reads back as another value.
    case valueNotWritable(String, in: String)
    /// The URL written would read back as another path (an entry added earlier matches it first); it
    /// is not given. The URL is included.
    case readsBackDifferently(String)
    /// A route whose only entries imply steps before it (``RouteURLTable/add(_:implying:_:_:)``), in a
    /// path where those steps do not come just before it.
    case missingImpliedSteps(String, before: String)

    /// What went wrong, in one line.
    public var description: String {
        switch self {
        case .unknownScheme(let scheme): "the URL's scheme \(scheme.map { "'\($0)'" } ?? "(none)") is not the app's"
        case .unknownHost(let host): "the URL's host \(host.map { "'\($0)'" } ?? "(none)") is not the app's"
        case .unknownSegment(let segment, let index): "no route matches the segment '\(segment)' (segment \(index + 1))"
        case .malformedValue(let text, let pattern): "'\(text)' is not a valid value for the pattern '\(pattern)'"
        case .tooLong(let length): "the URL is \(length) bytes long, more than the table reads"
        case .tooManySteps(let count): "the URL has \(count) or more steps, more than the table reads"
        case .routeNotInTable(let route): "the route \(route) has no pattern in the table"
        case .valueNotWritable(let text, let pattern):
            "'\(text)' cannot be written in the pattern '\(pattern)' so that it reads back as the same value"
        case .readsBackDifferently(let url): "the URL \(url) would read back as another path: an entry added earlier matches it first"
        case .missingImpliedSteps(let route, let implied):
            "the route \(route) is written only after \(implied), which the path does not have just before it"
        }
    }
}
