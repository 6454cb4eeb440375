/// The flow a step needs before it can be shown, such as signing in: what a coordinator's
/// ``RouteDecision/runFirst(_:)`` starts, and ends with ``succeed()`` or ``cancel()``.
///
/// Only the first call counts; later ones, and calls once a later path has replaced the one that waited,
/// change nothing. End it in every way the flow can end (a dismiss handler that cancels covers the
/// user's swipe-down), or the path waits until a later one replaces it.
///
/// ```swift
/// case .order(let id) where !session.isSignedIn:
///     return .runFirst { flow in
///         SignInCoordinator(parent: self, onSignedIn: flow.succeed, onCancel: flow.cancel).start()
///     }
/// ```
@preconcurrency @MainActor
public final class RouteFlow {
    private var onEnd: ((RouteFlow, Bool) -> Void)?

    init(onEnd: @escaping @MainActor (RouteFlow, Bool) -> Void) {
        self.onEnd = onEnd
    }

    /// Whether the flow has ended, by ``succeed()`` or ``cancel()``.
    public var hasEnded: Bool { onEnd == nil }

    /// The flow succeeded: the path goes on from the step that needed it, asking its coordinator again.
    public func succeed() {
        end(succeeded: true)
    }

    /// The flow was cancelled: the path stops at the step that needed it, with what it showed before kept.
    public func cancel() {
        end(succeeded: false)
    }

    private func end(succeeded: Bool) {
        guard let onEnd else { return }
        self.onEnd = nil
        onEnd(self, succeeded)
    }
}
