/// What ``RouteNavigator/open(_:)`` showed of a path, and what it could not.
public struct RouteOpening<Route: Hashable>: Hashable {
    /// The steps of the path that are shown now: the longest prefix that could be shown.
    public let shown: [Route]
    /// The steps that could not be shown, from the first one that failed; empty when the whole path is shown.
    public let unresolved: [Route]

    /// Whether the whole path is shown.
    public var isComplete: Bool { unresolved.isEmpty }
}

extension RouteOpening: Sendable where Route: Sendable {}
