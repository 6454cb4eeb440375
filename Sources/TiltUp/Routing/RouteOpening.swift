/// What ``RouteNavigator/open(_:)`` showed of a path, and what it could not.
///
/// A path asked for while a transition is under way (the user's back swipe, an animation UIKit has not
/// finished) or while another path is being opened waits, and is opened once it can be. Until then the
/// opening ``isPending``: nothing of the path is shown, ``shown`` is empty and ``unresolved`` holds the
/// whole path. Then the same value reports what was finally shown, so it can be kept and read later:
///
/// ```swift
/// let opening = navigator.open([.orders, .order(id: 42)])
/// if opening.isPending {
///     // the user is mid-swipe: read `opening` again once the swipe has ended
/// }
/// ```
public struct RouteOpening<Route: Hashable>: Hashable {
    private let storage: Storage

    fileprivate enum Storage {
        case settled(shown: [Route], unresolved: [Route])
        case waiting(Outcome)
    }

    /// The outcome of a path that waits, settled once the path has been opened.
    final class Outcome: @unchecked Sendable {
        private let state: Locked<(shown: [Route], unresolved: [Route], isPending: Bool)>

        init(waitingFor path: [Route]) {
            state = Locked(([], path, true))
        }

        var value: (shown: [Route], unresolved: [Route], isPending: Bool) {
            state.withLock { $0 }
        }

        func settle(_ opening: RouteOpening) {
            state.withLock { $0 = (opening.shown, opening.unresolved, false) }
        }
    }

    init(shown: [Route], unresolved: [Route]) {
        storage = .settled(shown: shown, unresolved: unresolved)
    }

    init(_ outcome: Outcome) {
        storage = .waiting(outcome)
    }

    /// The steps of the path that are shown now: the longest prefix that could be shown.
    ///
    /// Empty while the opening ``isPending``.
    public var shown: [Route] {
        switch storage {
        case .settled(let shown, _): shown
        case .waiting(let outcome): outcome.value.shown
        }
    }

    /// The steps that could not be shown, from the first one that failed; empty when the whole path is shown.
    ///
    /// The whole path while the opening ``isPending``.
    public var unresolved: [Route] {
        switch storage {
        case .settled(_, let unresolved): unresolved
        case .waiting(let outcome): outcome.value.unresolved
        }
    }

    /// Whether the path still waits to be opened, behind a transition or another path.
    public var isPending: Bool {
        switch storage {
        case .settled: false
        case .waiting(let outcome): outcome.value.isPending
        }
    }

    /// Whether the whole path is shown.
    public var isComplete: Bool { !isPending && unresolved.isEmpty }

    /// Whether two openings report the same, as they are now.
    public static func == (lhs: RouteOpening, rhs: RouteOpening) -> Bool {
        lhs.isPending == rhs.isPending && lhs.shown == rhs.shown && lhs.unresolved == rhs.unresolved
    }

    /// Hashes what the opening reports now.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isPending)
        hasher.combine(shown)
        hasher.combine(unresolved)
    }
}

extension RouteOpening: Sendable where Route: Sendable {}

extension RouteOpening.Storage: Sendable where Route: Sendable {}
