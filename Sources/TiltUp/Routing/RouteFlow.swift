import Dispatch

// doc-example: override func handle(_ route: AppRoute) -> RouteDecision { switch route { EXAMPLE default: return .decline } }
/// The flow a step needs before it can be shown, such as signing in: what a coordinator's
/// ``RouteDecision/runFirst(_:)`` starts, and ends with ``succeed()`` or ``cancel()``.
///
/// Only the first call counts; later ones, and calls once a later path has replaced the one that waited,
/// change nothing. End it in every way the flow can end (a dismiss handler that cancels covers the
/// user's swipe-down). A flow released without either call (its coordinator went some way the app did
/// not wire) ends as cancelled, and ``NavigationDiagnostic/Kind/flowReleasedUnanswered`` names it: the
/// path that waited stops there, and later paths open as usual. So keep the flow for as long as it
/// runs: in the coordinator it starts, or in the closures that end it.
///
/// ```swift
/// case .order where !session.isSignedIn:
///     return .runFirst { flow in
///         SignInCoordinator(parent: self, onSignedIn: flow.succeed, onCancel: flow.cancel).start()
///     }
/// ```
@preconcurrency @MainActor
public final class RouteFlow {
    /// How a flow ended.
    enum Ending {
        case succeeded, cancelled
        /// Released without ``succeed()`` or ``cancel()``: it counts as cancelled.
        case released
    }

    private var onEnd: (@MainActor (Ending) -> Void)?
    /// The number of the last flow a navigator's path waited for, in any navigator: how a navigator
    /// tells its flow's end from another's without holding the flow.
    static var lastNumber = 0

    init(onEnd: @escaping @MainActor (Ending) -> Void) {
        self.onEnd = onEnd
    }

    deinit {
        // Released unanswered: the navigator hears it on the main actor, now if this is it, else next.
        guard let onEnd else { return }
        if isOnMainActorThread() {
            MainActor.assumeIsolated { onEnd(.released) }
        } else {
            DispatchQueue.main.async { onEnd(.released) }
        }
    }

    /// Whether the flow has ended, by ``succeed()`` or ``cancel()``.
    public var hasEnded: Bool { onEnd == nil }

    /// The flow succeeded: the path goes on from the step that needed it, asking its coordinator again.
    public func succeed() {
        end(.succeeded)
    }

    /// The flow was cancelled: the path stops at the step that needed it, with what it showed before kept.
    public func cancel() {
        end(.cancelled)
    }

    private func end(_ ending: Ending) {
        guard let onEnd else { return }
        self.onEnd = nil
        onEnd(ending)
    }
}
