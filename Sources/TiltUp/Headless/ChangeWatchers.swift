/// The views that render a headless controller's state, each told when it changes so that it renders again.
///
/// A watcher is held weakly, with what it does: one released is forgotten at the next change.
@MainActor
final class ChangeWatchers {
    private struct Watcher {
        weak var owner: AnyObject?
        let body: @MainActor () -> Void
    }

    private var watchers: [Watcher] = []

    /// Calls `body` after each change for as long as `owner` lives.
    func add(_ owner: AnyObject, _ body: @escaping @MainActor () -> Void) {
        watchers.append(Watcher(owner: owner, body: body))
    }

    func notify() {
        guard !watchers.isEmpty else { return }
        watchers.removeAll { $0.owner == nil }
        for watcher in watchers {
            watcher.body()
        }
    }
}
