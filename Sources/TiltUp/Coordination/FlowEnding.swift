/// How a ``ResultCoordinator``'s flow ended: with its value, or one of the ways it ends without one.
///
/// Only ``finished(_:)`` carries a value; every other ending is "no value", and none is an error:
/// ``ResultCoordinator/run()`` returns `nil` for each, and ``ResultCoordinator/ending`` says which.
///
/// ```swift
/// let plan = await picker.run()
/// if picker.ending == .closed { analytics.note("picker swiped away") }
/// ```
public enum FlowEnding<Value: Sendable>: Sendable {
    /// The child called ``ResultCoordinator/finish(returning:)``.
    case finished(Value)
    /// The child called ``ResultCoordinator/cancel()``: the user's Cancel, say.
    case cancelled
    /// The child's screens all left with no answer given.
    ///
    /// The user swiped the sheet down or went Back past it, the parent dismissed or replaced it, or a link
    /// took the app elsewhere.
    case closed
    /// The task that awaited ``ResultCoordinator/run()`` was cancelled: the child's screens were closed.
    case taskCancelled
    /// `start()` showed no screen with `retaining: self`, so nothing could ever end the flow; reported as
    /// ``NavigationDiagnostic/Kind/flowShowedNothing``.
    case showedNothing

    /// The value the flow finished with, or `nil` when it ended without one.
    public var value: Value? {
        if case .finished(let value) = self { return value }
        return nil
    }
}

extension FlowEnding: Equatable where Value: Equatable {}
