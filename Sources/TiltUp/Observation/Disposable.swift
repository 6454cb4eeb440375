/// A token that ends a subscription: its closure runs exactly once, when ``dispose()`` is called or
/// when the token is released, whichever comes first.
///
/// Keep the token for as long as you want to observe:
///
/// ```swift
/// @MainActor final class HomeController {
///     private var observation: Disposable?
///
///     func bind(to router: Router) {
///         observation = router.observe { event in print(event) }
///     }
/// }
/// ```
public final class Disposable: Sendable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// Creates a token that runs `dispose` once, at the latest when the token is released.
    public init(_ dispose: @escaping @Sendable () -> Void) {
        action = Locked(dispose)
    }

    /// Creates a token that runs `dispose` once, as TiltUp 5's `Disposable(dispose:)` did.
    @available(*, deprecated, renamed: "init(_:)")
    public convenience init(dispose: @escaping @Sendable () -> Void) {
        self.init(dispose)
    }

    /// Runs the closure now, if it has not run yet; later calls do nothing.
    public func dispose() {
        let pending = action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Whether the closure has run.
    public var isDisposed: Bool {
        action.withLock { $0 == nil }
    }

    deinit {
        dispose()
    }
}
