/// The observers of a Router's or a TabBarRouter's events, and the events not yet delivered to them.
///
/// Events are queued as changes happen and delivered, oldest first, when the owner says the change is
/// done. An observer that navigates queues new events after the one under way: every observer hears
/// every event once, in the order the changes happened.
@MainActor
final class EventQueue<Event> {
    let observers = ObserverStorage<@MainActor (Event) -> Void>()
    private var pending: [Event] = []
    private var isDelivering = false
    /// The sequences of ``stream(first:_:)`` handed out, ended when the owner, and so this queue, goes.
    private let streamEnds = StreamEnds()

    func append(_ event: Event) {
        pending.append(event)
    }

    /// The events delivered from now on, each made an element by `element`, as an asynchronous sequence
    /// that begins with `first`, if any, and ends when the owner goes.
    func stream<Element>(first: Element? = nil, _ element: @escaping @MainActor (Event) -> Element) -> AsyncStream<Element> {
        streamEnds.stream { continuation in
            follow(first: first, element) { next in
                nonisolated(unsafe) let next = next
                continuation.yield(next)
            }
        }
    }

    /// Begins `subscription` (a publisher's): what `first` returns, if anything, then each event delivered,
    /// made an element by `element`, until it is cancelled or the owner goes.
    func subscribe<Element>(
        _ subscription: SourceSubscription<Element>, first: () -> Element?, _ element: @escaping @MainActor (Event) -> Element
    ) {
        subscription.start(ends: streamEnds) { send in
            follow(first: first(), element, send)
        }
    }

    /// Sends `first`, if any, then each event delivered, made an element by `element`, until the returned
    /// token is disposed of: what a sequence and a subscription both follow.
    ///
    /// Events and what is made of them (screens, lists) are made and read on the main actor only: a
    /// sequence or a subscription carries each from one main-actor turn to another.
    private func follow<Element>(
        first: Element?, _ element: @escaping @MainActor (Event) -> Element, _ send: @escaping (Element) -> Void
    ) -> Disposable {
        if let first {
            send(first)
        }
        return observers.add { event in send(element(event)) }
    }

    /// Delivers the queued events to every observer; a delivery under way takes the new ones along.
    func deliver() {
        guard !isDelivering, !pending.isEmpty else { return }
        isDelivering = true
        var index = 0
        while index < pending.count {
            let event = pending[index]
            index += 1
            for entry in observers.snapshot {
                entry.callIfActive { $0(event) }
            }
        }
        pending.removeAll(keepingCapacity: true)
        isDelivering = false
    }
}
