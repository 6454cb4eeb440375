import Testing
import XCTest

extension XCTestCase {
    /// Fails the test at the caller's line if any of `objects` is still alive when the test tears down.
    ///
    /// ```swift
    /// @MainActor func testCheckoutIsReleased() async {
    ///     let coordinator = CheckoutCoordinator(parent: root)
    ///     trackMemoryLeaks(coordinator, coordinator.router)
    ///     coordinator.start()
    ///     router.pop()
    /// }
    /// ```
    ///
    /// The failure reads: `trackMemoryLeaks failed: CheckoutCoordinator is still alive at teardown`.
    ///
    /// - Parameters:
    ///   - objects: the objects that must be released by the end of the test.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func trackMemoryLeaks(
        _ objects: AnyObject...,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, file: file, line: line, column: column)
        for box in objects.map(WeakBox.init) {
            addTeardownBlock {
                if box.object != nil {
                    reportFailure(LeakTracker.message(for: box), at: site)
                }
            }
        }
    }
}

/// Fails the current Swift Testing test at the caller's line if any of `objects` is alive when it ends.
///
/// The test, or its suite, needs the ``MemoryLeakDetectionTrait`` (`.detectsMemoryLeaks`) trait.
///
/// ```swift
/// @Test(.detectsMemoryLeaks) @MainActor func checkoutIsReleased() {
///     let coordinator = CheckoutCoordinator(parent: root)
///     trackMemoryLeaks(coordinator)
///     coordinator.start()
///     router.pop()
/// }
/// ```
///
/// The failure reads: `trackMemoryLeaks failed: CheckoutCoordinator is still alive at the end of the test`.
///
/// Call it on the test's own task. Called from a detached task or another thread, where nothing tells
/// which test it belongs to, it tracks nothing and fails, saying so: under Swift Testing that failure is
/// the run's, not the test's.
///
/// - Parameters:
///   - objects: the objects that must be released by the end of the test.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func trackMemoryLeaks(
    _ objects: AnyObject...,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    guard let tracker = LeakTracker.current else {
        guard Test.current != nil else {
            // A detached task or another thread: no task-local value says which test's end to wait for.
            reportFailure(
                "trackMemoryLeaks failed: it was called off the test's task (a detached task, or another thread), where it cannot tell which test it belongs to, so nothing checks the objects; call it from the test itself, after awaiting the task",
                at: site
            )
            return
        }
        reportFailure(
            "trackMemoryLeaks failed: nothing checks the objects at the end of this test; add the .detectsMemoryLeaks trait to the @Test or its @Suite, or call it from an XCTestCase method",
            at: site
        )
        return
    }
    for object in objects {
        tracker.track(WeakBox(object), at: site)
    }
}

/// The objects tracked during one test, checked when it ends.
final class LeakTracker: Sendable {
    @TaskLocal static var current: LeakTracker?

    private let tracked = LockedList<(box: WeakBox, site: CallSite)>()
    /// The releases of the `TestAppCoordinator`s made during the test, checked again once its values are gone.
    private let appCoordinators = LockedList<ReleasedCoordinators>()

    func track(_ box: WeakBox, at site: CallSite) {
        tracked.append((box, site))
    }

    /// Checks the releases of a `TestAppCoordinator` made during the test once the test's values are gone.
    func watch(_ released: ReleasedCoordinators) {
        appCoordinators.append(released)
    }

    /// Records a failure for each tracked object still alive, after the failures kept for the test, then
    /// checks the coordinators each `TestAppCoordinator` of the test released.
    func check() async {
        recordKeptFailures()
        for entry in tracked.all where entry.box.object != nil {
            reportFailure(Self.message(for: entry.box, atEndOfTest: true), at: entry.site)
        }
        for released in appCoordinators.all {
            await released.checkOnceTheTestsValuesAreGone()
        }
    }

    static func message(for box: WeakBox, atEndOfTest: Bool = false) -> String {
        "trackMemoryLeaks failed: \(box.typeName) is still alive \(atEndOfTest ? "at the end of the test" : "at teardown")"
    }
}

/// A trait that checks, when each test ends, the objects it passed to `trackMemoryLeaks`, and the coordinators
/// each `TestAppCoordinator` made during the test released.
///
/// The check runs once the test's own values are gone (the suite's instance with its properties, the
/// test's locals): a coordinator that only the test held passes, and one still alive is kept by something
/// outside the test. A `TestAppCoordinator` itself still alive then is kept by a retain cycle, which also
/// kept it from checking at its end: it fails the test, and checks then.
///
/// ```swift
/// @MainActor
/// @Suite(.detectsMemoryLeaks) struct CheckoutTests {
///     let appCoordinator = TestAppCoordinator()
/// }
/// ```
public struct MemoryLeakDetectionTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; `.detectsMemoryLeaks` reads better.
    public init() {}

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with a tracker, then checks what it tracked, also when the test throws.
    ///
    /// - Parameters:
    ///   - test: the test to run.
    ///   - testCase: the test case, for a parameterized test.
    ///   - function: the test itself.
    /// - Throws: what the test throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        let tracker = LeakTracker()
        // The check runs whatever the test's outcome, as XCTest's teardown blocks do; a thrown error is
        // rethrown after it.
        let outcome: Result<Void, any Error>
        do {
            try await LeakTracker.$current.withValue(tracker) {
                try await ReleasesWatch.watcher.withValue({ tracker.watch($0) }) {
                    try await function()
                }
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await tracker.check()
        try outcome.get()
    }
}

extension Trait where Self == MemoryLeakDetectionTrait {
    /// Checks, when each test ends, that every object passed to `trackMemoryLeaks` is gone, and every
    /// coordinator a `TestAppCoordinator` released.
    public static var detectsMemoryLeaks: Self { Self() }
}
