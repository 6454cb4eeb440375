#if canImport(Combine)
import Combine

/// A publisher whose every subscriber gets its own ``SourceSubscription`` of a TiltUp source: the thin
/// Combine front of that platform-neutral core.
struct SourcePublisher<Output>: Publisher {
    typealias Failure = Never

    /// Starts the subscription's observation, or finishes it when the source has gone.
    let connect: @Sendable (SourceSubscription<Output>) -> Void

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = SourceSubscription<Output>(
            receive: { subscriber.receive($0).max ?? .max },
            complete: { subscriber.receive(completion: .finished) })
        subscriber.receive(subscription: subscription)
        connect(subscription)
    }
}

extension SourceSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {
        request(demand.max ?? .max)
    }
}

/// A main-actor source, held weakly by its publishers: a publisher does not keep its source alive.
final class WeakSource<Source: AnyObject>: @unchecked Sendable {
    // Read on the main actor only, by `SourceSubscription.startOnMainActor`.
    private(set) weak var source: Source?

    init(_ source: Source) {
        self.source = source
    }
}
#endif
