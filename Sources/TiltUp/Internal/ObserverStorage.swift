/// Observers kept in the order they were added; adding, removing and reading are safe from any thread.
final class ObserverStorage<Observer>: @unchecked Sendable {
    private struct State {
        var nextID = 0
        var entries: [(id: Int, observer: Observer)] = []
    }

    private let state = Locked(State())

    init() {}

    /// Adds `observer` at the end; the returned token removes it.
    func add(_ observer: Observer) -> Disposable {
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            state.entries.append((state.nextID, observer))
            return state.nextID
        }
        return Disposable { [weak self] in
            self?.remove(id)
        }
    }

    /// The observers, oldest first, as they are at this moment.
    var snapshot: [Observer] {
        state.withLock { $0.entries.map(\.observer) }
    }

    var isEmpty: Bool {
        state.withLock { $0.entries.isEmpty }
    }

    private func remove(_ id: Int) {
        let removed = state.withLock { state -> Observer? in
            guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return nil }
            return state.entries.remove(at: index).observer
        }
        // The observer is released here, outside the lock, in case its release runs code of its own.
        _ = removed
    }
}
