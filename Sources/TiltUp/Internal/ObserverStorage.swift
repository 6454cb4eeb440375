/// Observers kept in the order they were added; adding, removing and reading are safe from any thread.
final class ObserverStorage<Observer>: @unchecked Sendable {
    private struct State {
        var nextID = 0
        // Two parallel arrays, so that a snapshot is a copy-on-write copy of `observers`: no allocation.
        var ids: [Int] = []
        var observers: [Observer] = []
    }

    private let state = Locked(State())

    init() {}

    /// Adds `observer` at the end; the returned token removes it.
    func add(_ observer: Observer) -> Disposable {
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            state.ids.append(state.nextID)
            state.observers.append(observer)
            return state.nextID
        }
        return Disposable { [weak self] in
            self?.remove(id)
        }
    }

    /// The observers, oldest first, as they are at this moment.
    var snapshot: [Observer] {
        state.withLock { $0.observers }
    }

    private func remove(_ id: Int) {
        let removed = state.withLock { state -> Observer? in
            guard let index = state.ids.firstIndex(of: id) else { return nil }
            state.ids.remove(at: index)
            return state.observers.remove(at: index)
        }
        // The observer is released here, outside the lock, in case its release runs code of its own.
        _ = removed
    }
}
