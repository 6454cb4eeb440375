// Observing a property from Swift concurrency: an asynchronous sequence of its values, and observers
// that run on the main actor.

extension Observable {
    /// The property's values as an asynchronous sequence: the current value first, then each new one, in
    /// order; it ends when the property is released.
    ///
    /// Every value set after the sequence was made is kept until it is read: none is lost, none comes twice.
    /// The observation ends when the loop stops (or its task is cancelled).
    ///
    /// ```swift
    /// for await count in viewModel.$itemCount.values {
    ///     badge.text = "\(count)"
    /// }
    /// ```
    public var values: AsyncStream<Observed> {
        streamEnds.stream { continuation in
            addObserver(observingCurrentValue: true, on: nil) { _, new in continuation.yield(new) }
        }
    }

    /// Begins `subscription` (a publisher's): the current value first, then each new one, until it is
    /// cancelled or the property goes.
    func subscribe(_ subscription: SourceSubscription<Observed>) {
        subscription.start(ends: streamEnds) { send in
            addObserver(observingCurrentValue: true, on: nil) { _, new in send(new) }
        }
    }

    /// Adds `observer`, called on the main actor after each change: the form for a main-actor view model.
    ///
    /// It is called until the returned token is disposed of or released.
    ///
    /// The observer is `@MainActor`, so it reads and sets main-actor state without `MainActor.assumeIsolated`.
    /// As with ``addObserver(observingCurrentValue:on:observer:)`` on the main queue, each call comes once the
    /// main queue runs it: a read right after setting the value sees no call yet.
    ///
    /// ```swift
    /// observation = cart.$itemCount.observe { [weak self] _, count in
    ///     self?.badgeText = "\(count)"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - observingCurrentValue: whether the observer is first called with the current value as both the old
    ///     and the new value.
    ///   - observer: called with the old and the new value, on the main actor.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(
        observingCurrentValue: Bool = false,
        _ observer: @escaping @MainActor @Sendable (_ oldValue: Observed, _ newValue: Observed) -> Void
    ) -> Disposable {
        addObserver(observingCurrentValue: observingCurrentValue, on: .main) { old, new in
            MainActor.assumeIsolated { observer(old, new) }
        }
    }
}

extension ObserverList {
    /// The values notified from now on, as an asynchronous sequence, in order; it ends when the list (and
    /// the ``ObserverNotifier`` that owns it) is released.
    ///
    /// ```swift
    /// for await count in cart.itemCountChanges.values {
    ///     badge.text = "\(count)"
    /// }
    /// ```
    public var values: AsyncStream<Observed> {
        streamEnds.stream { continuation in
            addObserver(on: nil) { continuation.yield($0) }
        }
    }

    /// Begins `subscription` (a publisher's): each value notified from now on, until it is cancelled or
    /// the list goes.
    func subscribe(_ subscription: SourceSubscription<Observed>) {
        subscription.start(ends: streamEnds) { send in
            addObserver(on: nil) { send($0) }
        }
    }

    /// Adds `observer`, called on the main actor with each value notified: the form for a main-actor view model.
    ///
    /// It is called until the returned token is disposed of or released.
    ///
    /// ```swift
    /// observation = cart.itemCountChanges.observe { [weak self] count in
    ///     self?.badgeText = "\(count)"
    /// }
    /// ```
    ///
    /// - Parameter observer: called with each value, on the main actor, once the main queue runs it.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func observe(_ observer: @escaping @MainActor @Sendable (Observed) -> Void) -> Disposable {
        addObserver(on: .main) { value in
            MainActor.assumeIsolated { observer(value) }
        }
    }
}
