import Foundation

/// Observers kept in the order they were added; adding, removing and reading are safe from any thread.
///
/// Each observer sits in an ``Entry`` that is switched off when the observer is removed, under the same
/// lock that every call of the observer holds: once ``Disposable/dispose()`` has returned, the observer
/// is not being called and never will be, even by a notification already under way or a delivery
/// already queued.
final class ObserverStorage<Observer>: @unchecked Sendable {
    /// One observer, and whether it may still be called.
    final class Entry: @unchecked Sendable {
        let observer: Observer
        /// Recursive, so that an observer may remove itself, or add and remove others, while it is called.
        private let lock = NSRecursiveLock()
        private var isActive = true

        init(_ observer: Observer) {
            self.observer = observer
        }

        /// Calls `body` with the observer, unless it has been removed.
        ///
        /// A removal on another thread waits until `body` has returned.
        func callIfActive(_ body: (Observer) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            if isActive {
                body(observer)
            }
        }

        /// Holds back every call of the observer, and its removal, until ``release()``: for a first
        /// delivery that must come before any other.
        func hold() {
            lock.lock()
        }

        /// Ends ``hold()``.
        func release() {
            lock.unlock()
        }

        fileprivate func deactivate() {
            lock.lock()
            isActive = false
            lock.unlock()
        }
    }

    private struct State {
        var nextID = 0
        // Two parallel arrays, so that a snapshot is a copy-on-write copy of `entries`: no allocation.
        var ids: [Int] = []
        var entries: [Entry] = []
    }

    private let state = Locked(State())

    init() {}

    /// Adds `observer` at the end; the returned token removes it.
    func add(_ observer: Observer) -> Disposable {
        add(Entry(observer))
    }

    /// Adds `entry` at the end; the returned token removes it.
    func add(_ entry: Entry) -> Disposable {
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            state.ids.append(state.nextID)
            state.entries.append(entry)
            return state.nextID
        }
        return Disposable { [weak self] in
            self?.remove(id)
        }
    }

    /// The entries, oldest first, as they are at this moment. Call each through ``Entry/callIfActive(_:)``.
    var snapshot: [Entry] {
        state.withLock { $0.entries }
    }

    /// How many observers there are.
    var count: Int {
        state.withLock { $0.entries.count }
    }

    private func remove(_ id: Int) {
        let removed = state.withLock { state -> Entry? in
            guard let index = state.ids.firstIndex(of: id) else { return nil }
            state.ids.remove(at: index)
            return state.entries.remove(at: index)
        }
        // Outside the storage's lock: switching the entry off waits for a call of it under way elsewhere,
        // and the observer is released here, in case its release runs code of its own.
        removed?.deactivate()
    }
}
