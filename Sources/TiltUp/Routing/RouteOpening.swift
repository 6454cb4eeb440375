/// What ``RouteNavigator/open(_:from:)`` showed of a path, what it could not, and how the opening ended.
///
/// A path asked for while a transition is under way (the user's back swipe, an animation UIKit has not
/// finished), while another path is being opened, or before the app's first coordinator has started
/// waits, and is opened once it can be. So does the rest of a path whose step needs a flow first
/// (``RouteDecision/runFirst(_:)``: signing in, say) while the flow runs. Until then the opening
/// ``isPending``: ``shown`` holds what is shown of the path so far (nothing, but for the steps before a
/// guarded one) and ``unresolved`` the rest. Then the same value reports what was finally shown and its
/// ``ending``, so it can be kept and read later:
///
/// ```swift
/// let opening = navigator.open([.orders, .order(id: 42)])
/// if opening.isPending {
///     // the user is mid-swipe: read `opening` again once the swipe has ended
/// }
/// ```
public struct RouteOpening<Route: Hashable>: Hashable {
    private let storage: Storage

    /// How an opening ended.
    public enum Ending: Hashable, Sendable, Codable {
        /// The whole path is shown.
        case complete
        /// A step was not handled or not shown (reported as a ``NavigationDiagnostic``); the steps before
        /// it are shown.
        case stopped
        /// The flow a step needed first (``RouteDecision/runFirst(_:)``) was cancelled: the path stopped
        /// at that step, and the steps before it are shown.
        case cancelled
        /// The path was refused before anything of it was shown (reported as ``NavigationDiagnostic/Kind/routeRefused``).
        ///
        /// It came from outside the app and reaches a route marked internal only, or it is too long.
        case refused
        /// A later path replaced this one while it waited; only the latest is opened.
        ///
        /// It waited for the app's first coordinator to start, or for the flow a step needed first.
        case replaced
    }

    fileprivate enum Storage {
        case settled(shown: [Route], unresolved: [Route], ending: Ending)
        case waiting(Outcome)
    }

    /// The outcome of a path that waits, settled once the path has been opened.
    final class Outcome: @unchecked Sendable {
        private let state: Locked<(shown: [Route], unresolved: [Route], ending: Ending?)>

        init(waitingFor path: [Route]) {
            state = Locked(([], path, nil))
        }

        var value: (shown: [Route], unresolved: [Route], ending: Ending?) {
            state.withLock { $0 }
        }

        /// Notes what is shown so far of a path that still waits (for a flow a step needs first).
        func progress(shown: [Route], unresolved: [Route]) {
            state.withLock { $0 = (shown, unresolved, nil) }
        }

        func settle(_ opening: RouteOpening) {
            state.withLock { $0 = (opening.shown, opening.unresolved, opening.ending) }
        }

        func settle(shown: [Route], unresolved: [Route], ending: Ending) {
            state.withLock { $0 = (shown, unresolved, ending) }
        }
    }

    init(shown: [Route], unresolved: [Route], ending: Ending) {
        storage = .settled(shown: shown, unresolved: unresolved, ending: ending)
    }

    init(_ outcome: Outcome) {
        storage = .waiting(outcome)
    }

    /// The steps of the path that are shown now: the longest prefix that could be shown.
    ///
    /// While the opening ``isPending``, what is shown so far: nothing, or the steps before a guarded one.
    public var shown: [Route] {
        switch storage {
        case .settled(let shown, _, _): shown
        case .waiting(let outcome): outcome.value.shown
        }
    }

    /// The steps that could not be shown, from the first one that failed; empty when the whole path is shown.
    ///
    /// While the opening ``isPending``, the steps not shown yet.
    public var unresolved: [Route] {
        switch storage {
        case .settled(_, let unresolved, _): unresolved
        case .waiting(let outcome): outcome.value.unresolved
        }
    }

    /// How the opening ended; `nil` while it ``isPending``.
    public var ending: Ending? {
        switch storage {
        case .settled(_, _, let ending): ending
        case .waiting(let outcome): outcome.value.ending
        }
    }

    /// Whether the path still waits: behind a transition or another path, or for a first coordinator or a flow.
    public var isPending: Bool { ending == nil }

    /// Whether the whole path is shown.
    public var isComplete: Bool { ending == .complete }

    /// Whether two openings report the same, as they are now.
    ///
    /// - Parameters:
    ///   - lhs: an opening.
    ///   - rhs: another opening.
    /// - Returns: `true` when both have shown the same steps, left the same ones, and ended the same way (or both wait).
    public static func == (lhs: RouteOpening, rhs: RouteOpening) -> Bool {
        lhs.ending == rhs.ending && lhs.shown == rhs.shown && lhs.unresolved == rhs.unresolved
    }

    /// Hashes what the opening reports now.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ending)
        hasher.combine(shown)
        hasher.combine(unresolved)
    }
}

extension RouteOpening: Sendable where Route: Sendable {}

extension RouteOpening.Storage: Sendable where Route: Sendable {}
