/// The failures of ``TestAppCoordinator``'s check that every coordinator it released has been freed.
///
/// Each says what still holds the coordinator, as far as the check can tell: a property of a coordinator
/// the app still retains (a stale reference), the test's own values, or something outside the test (a
/// retain cycle).
enum LeakCheckMessage {
    /// Referenced by a property of a coordinator the app still retains.
    static func stale(_ name: String, referencedBy paths: [String]) -> String {
        "TestAppCoordinator: \(name) released by the app coordinator but still referenced by \(list(paths)), which the app still retains: a stale reference, not a retain cycle; set it to nil when \(name)'s screens leave"
    }

    /// Alive when the app coordinator went, with no trait to check once the test's values are gone.
    static func atTheEnd(_ name: String, referencedBy paths: [String]) -> String {
        "TestAppCoordinator: \(name) released by the app coordinator but still alive when the app coordinator went\(chain(paths)), and no coordinator the app retains references it: either the test still held it (a local, or a property declared after the app coordinator; add the .detectsMemoryLeaks trait to check once the test's values are gone) or a retain cycle keeps it (capture self weakly in its closures)"
    }

    /// Alive when the test asked (`assertReleasedCoordinatorsFreed`).
    static func asked(_ name: String, referencedBy paths: [String]) -> String {
        "TestAppCoordinator: \(name) released by the app coordinator but still alive\(chain(paths)), and no coordinator the app retains references it: either the test holds it (a local, a property; call keepsAlive(_:) for one it keeps on purpose) or a retain cycle keeps it (capture self weakly in its closures)"
    }

    /// Alive once the test's values were gone (the `.detectsMemoryLeaks` trait).
    static func keptOutsideTheTest(_ name: String, referencedBy paths: [String]) -> String {
        "TestAppCoordinator: \(name) released by the app coordinator but still alive once the test's values were gone\(chain(paths)): something outside the test keeps it, a retain cycle (capture self weakly in its closures) or a global"
    }

    /// The app coordinator itself alive once the test's values were gone (the `.detectsMemoryLeaks` trait).
    static let appCoordinatorKept =
        "TestAppCoordinator: the app coordinator made here is still alive once the test's values were gone: a coordinator or a closure holds it strongly, a retain cycle through the app coordinator, which retains the coordinators; hold it weakly, as Coordinator.appCoordinator does"

    private static func chain(_ paths: [String]) -> String {
        paths.isEmpty ? "" : " (referenced by \(list(paths)), itself released and still alive)"
    }

    private static func list(_ paths: [String]) -> String {
        paths.joined(separator: ", ")
    }
}
