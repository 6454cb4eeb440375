#if canImport(Combine)
import Combine

// Observing TiltUp's sources with Combine, where Combine exists: the same values as the asynchronous
// sequences, in the same order, each publisher holding its source weakly. Each subscription is the
// platform-neutral `SourceSubscription`, begun by the source's `subscribe`.

extension Observable {
    /// The property's values as a Combine publisher: the current value first, then each new one, in order;
    /// it finishes when the property is released.
    ///
    /// Each subscriber gets every value set after it subscribed, once, in order, even those it has not asked
    /// for yet; the publisher does not keep the property alive.
    ///
    /// ```swift
    /// cancellable = viewModel.$itemCount.publisher
    ///     .map { "\($0)" }
    ///     .assign(to: \.text, on: badgeLabel)
    /// ```
    public var publisher: AnyPublisher<Observed, Never> {
        SourcePublisher { [weak self] subscription in
            guard let self else { return subscription.finish() }
            subscribe(subscription)
        }
        .eraseToAnyPublisher()
    }
}

extension ObserverList {
    /// The values notified from now on as a Combine publisher, in order; it finishes when the list (and
    /// the ``ObserverNotifier`` that owns it) is released.
    ///
    /// ```swift
    /// cancellable = cart.itemCountChanges.publisher
    ///     .sink { count in print(count) }
    /// ```
    public var publisher: AnyPublisher<Observed, Never> {
        SourcePublisher { [weak self] subscription in
            guard let self else { return subscription.finish() }
            subscribe(subscription)
        }
        .eraseToAnyPublisher()
    }
}

extension EventQueue {
    /// The events delivered from the subscription on, each made an element by `element`, as a publisher
    /// that begins with what `first` returns then, if anything, and finishes when the owner goes.
    func publisher<Element>(
        first: @escaping @MainActor () -> Element? = { nil }, _ element: @escaping @MainActor (Event) -> Element
    ) -> AnyPublisher<Element, Never> {
        let queue = WeakSource(self)
        return SourcePublisher { subscription in
            // Events are made and read on the main actor only: the subscription begins there.
            subscription.startOnMainActor { subscription in
                guard let queue = queue.source else { return subscription.finish() }
                queue.subscribe(subscription, first: first, element)
            }
        }
        .eraseToAnyPublisher()
    }
}
#endif
