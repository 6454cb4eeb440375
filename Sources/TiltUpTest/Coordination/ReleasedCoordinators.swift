import Foundation
import TiltUp

/// Where a ``TestAppCoordinator`` made during a test hands its releases, for the `.detectsMemoryLeaks`
/// trait to check once the test's values are gone: set by the trait for the test's task, `nil` elsewhere.
enum ReleasesWatch {
    // A `let` of the task-local itself, not the `@TaskLocal` wrapper: safe on every SDK's concurrency library.
    static let watcher = TaskLocal<(@Sendable (ReleasedCoordinators) -> Void)?>(wrappedValue: nil)
}

/// The coordinators a ``TestAppCoordinator`` has released, held weakly, to check at the end of the test
/// that each has been freed.
///
/// Kept behind a lock, so that the app coordinator's deinit, which runs on no particular actor, and the
/// `.detectsMemoryLeaks` trait, which checks once the test's values are gone, can read it.
final class ReleasedCoordinators: @unchecked Sendable {
    private let lock = NSLock()
    /// The coordinators released and not retained since, in the order of their release.
    private var released: [(id: ObjectIdentifier, box: WeakBox)] = []
    private var kept: Set<ObjectIdentifier> = []
    /// Those the app coordinator's end left for the trait to check once the test's values are gone.
    private var deferred: [WeakBox] = []
    /// The app coordinator, for the trait: still alive once the test's values are gone, it is checked then.
    private var appCoordinator: WeakBox?
    /// Whether the check has been made for good, by the trait or at the app coordinator's end.
    private var isChecked = false
    /// What the app coordinator retained when it went off the main thread, kept for the trait's check.
    private var handedOver: AppCoordinator?
    /// Where the app coordinator was made: where its check reports.
    let site: CallSite
    /// Whether the `.detectsMemoryLeaks` trait checks again once the test's values are gone.
    let isWatchedByTrait: Bool

    init(site: CallSite, watchedByTrait: Bool) {
        self.site = site
        isWatchedByTrait = watchedByTrait
    }

    /// Notes the app coordinator these releases are of, for the trait's check.
    func noteAppCoordinator(_ appCoordinator: AnyObject) {
        lock.withLock { self.appCoordinator = WeakBox(appCoordinator) }
    }

    /// Notes that `coordinator` has been released by the app coordinator.
    func noteReleased(_ coordinator: any Coordinating) {
        let id = ObjectIdentifier(coordinator)
        lock.withLock {
            released.removeAll { $0.id == id }
            released.append((id, WeakBox(coordinator)))
        }
    }

    /// Notes that `coordinator` is retained again: it is no longer released.
    func noteRetained(_ coordinator: any Coordinating) {
        let id = ObjectIdentifier(coordinator)
        lock.withLock { released.removeAll { $0.id == id } }
    }

    /// Leaves `coordinator` out of the check: the test keeps it on purpose.
    func keep(_ coordinator: any Coordinating) {
        lock.withLock { _ = kept.insert(ObjectIdentifier(coordinator)) }
    }

    /// The released coordinators still alive, not kept on purpose, in the order of release; held strongly
    /// for as long as the caller keeps the array.
    var stillAlive: [AnyObject] {
        lock.withLock {
            released.compactMap { release in kept.contains(release.id) ? nil : release.box.object }
        }
    }

    /// The type names of ``stillAlive``, for a check that cannot read the coordinators themselves.
    var stillAliveNames: [String] {
        lock.withLock {
            released.compactMap { release in
                guard !kept.contains(release.id), release.box.object != nil else { return nil }
                return release.box.typeName
            }
        }
    }

    /// Marks the check made for good; `false` if it already was.
    func markChecked() -> Bool {
        lock.withLock {
            guard !isChecked else { return false }
            isChecked = true
            return true
        }
    }

    /// Keeps what the app coordinator retained, which went off the main thread where nothing can be read, for
    /// the trait's check on the main actor once the test's values are gone.
    func handOver(_ retention: AppCoordinator) {
        lock.withLock { handedOver = retention }
    }

    /// Takes back what ``handOver(_:)`` kept; the caller lets it go.
    func takeHandedOver() -> AppCoordinator? {
        lock.withLock {
            defer { handedOver = nil }
            return handedOver
        }
    }

    /// Leaves `coordinators` for the trait to check once the test's values are gone.
    func deferCheck(of coordinators: [AnyObject]) {
        lock.withLock { deferred += coordinators.map(WeakBox.init) }
    }

    /// The trait's check, once the test's values are gone: a coordinator the app coordinator's end left is
    /// held by no value of the test any more; an app coordinator still alive is kept by something else.
    func checkOnceTheTestsValuesAreGone() async {
        let (appCoordinator, deferred, wentOffTheMainThread) = lock.withLock {
            (self.appCoordinator?.object as? TestAppCoordinator, self.deferred, handedOver != nil)
        }
        if let appCoordinator {
            await MainActor.run { appCoordinator.checkStillAliveAfterTheTest() }
            return
        }
        if wentOffTheMainThread {
            await MainActor.run { TestAppCoordinator.checkAfterAnEndOffTheMainThread(self) }
            return
        }
        for box in deferred where box.object != nil {
            reportFailure(LeakCheckMessage.keptOutsideTheTest(box.typeName, referencedBy: []), at: site)
        }
    }
}
