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

    func append(_ event: Event) {
        pending.append(event)
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
