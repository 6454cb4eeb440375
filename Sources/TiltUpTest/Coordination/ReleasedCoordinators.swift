import Foundation
import TiltUp

/// The coordinators a ``TestAppCoordinator`` has released, held weakly, to check at the end of the test
/// that each has been freed.
///
/// Kept behind a lock, so that the app coordinator's deinit, which runs on no particular actor, can read it.
final class ReleasedCoordinators: @unchecked Sendable {
    private let lock = NSLock()
    /// The coordinators released and not retained since, in the order of their release.
    private var released: [(id: ObjectIdentifier, box: WeakBox)] = []
    private var kept: Set<ObjectIdentifier> = []

    /// Notes that `coordinator` has been released by the app coordinator.
    func noteReleased(_ coordinator: any Coordinating) {
        let id = ObjectIdentifier(coordinator)
        lock.lock()
        defer { lock.unlock() }
        released.removeAll { $0.id == id }
        released.append((id, WeakBox(coordinator)))
    }

    /// Notes that `coordinator` is retained again: it is no longer released.
    func noteRetained(_ coordinator: any Coordinating) {
        let id = ObjectIdentifier(coordinator)
        lock.lock()
        defer { lock.unlock() }
        released.removeAll { $0.id == id }
    }

    /// Leaves `coordinator` out of the check: the test keeps it on purpose.
    func keep(_ coordinator: any Coordinating) {
        lock.lock()
        defer { lock.unlock() }
        kept.insert(ObjectIdentifier(coordinator))
    }

    /// The type names of the released coordinators still alive, not kept on purpose, in the order of release.
    var stillAlive: [String] {
        lock.lock()
        defer { lock.unlock() }
        return released.compactMap { release in
            guard !kept.contains(release.id), release.box.object != nil else { return nil }
            return release.box.typeName
        }
    }
}
