import Dispatch
import Foundation
import TiltUp
import TiltUpTest
import TiltUpTestSupport
import XCTest

/// The helpers under XCTest: they pass, and their failures reach XCTest at the caller's file and line.
///
/// Failures are captured by overriding `recordFailure`, so a test can assert them instead of failing.
/// The test methods are synchronous, so the class is not `@MainActor` (on Linux, test discovery crashes
/// on a `@MainActor` XCTestCase whose methods are all synchronous); XCTest runs them on the main thread,
/// and the tests that capture `self` in `MainActor.assumeIsolated` need the class `@unchecked Sendable`.
/// Users' tests need neither: see the recipes in `Recipes/`.
final class XCTestReportingTests: XCTestCase, WaitableCoordinatorTest, @unchecked Sendable {
    private struct Failure: Equatable, Sendable {
        let description: String
        let file: String
        let line: Int
    }

    /// The failures captured while `failures(in:)` runs; `nil` otherwise.
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [Failure]?

        func start() { lock.withLock { failures = [] } }
        func stop() -> [Failure] {
            lock.withLock {
                defer { failures = nil }
                return failures ?? []
            }
        }

        func append(_ failure: Failure) -> Bool {
            lock.withLock {
                guard failures != nil else { return false }
                failures?.append(failure)
                return true
            }
        }
    }

    private nonisolated let capture = Capture()

    /// Runs `body` and returns the failures it recorded, instead of failing the test with them.
    private nonisolated func failures(in body: () throws -> Void) rethrows -> [Failure] {
        capture.start()
        do {
            try body()
        } catch {
            _ = capture.stop()
            throw error
        }
        return capture.stop()
    }

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if !capture.append(Failure(description: description, file: filePath, line: lineNumber)) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAssertionsReportAtTheCallersLine() throws {
        try MainActor.assumeIsolated {
            let line = #line + 2
            let recorded = failures {
                _ = try? assertUnwrap(Optional<Int>.none)
            }
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertEqual(recorded.map(\.file), [#filePath])
            XCTAssertTrue(recorded.first?.description.contains("assertUnwrap failed: expected a value of type Int, found nil") == true)

            let typeLine = #line + 1
            let typeFailures = failures { assertType(of: 1, is: String.self) }
            XCTAssertEqual(typeFailures.map(\.line), [typeLine])

            XCTAssertEqual(try assertCast(Optional<Any>.some("x"), as: String.self), "x")
            assertTrue(true)
            assertFalse(false)
        }
    }

    func testAFailedAssertCastStopsTheTestWithXCTUnwrapsErrorWhichXCTestDoesNotReportAgain() {
        MainActor.assumeIsolated {
            var thrown: (any Error)?
            let recorded = failures {
                do {
                    _ = try assertCast(1, as: String.self)
                } catch {
                    thrown = error
                }
            }
            XCTAssertEqual(recorded.count, 1)
            XCTAssertTrue(
                recorded.first?.description.contains("assertCast failed: expected a value of type String, found a value of type Int")
                    == true)
            XCTAssertEqual(thrown.map { String(describing: type(of: $0)) }, "XCTestErrorWhileUnwrappingOptional")
        }
    }

    func testWaitForBaseViewObserversPassesForCallsMadeAtOnceOrLater() {
        MainActor.assumeIsolated {
            for later in [false, true] {
                let viewModel = FakeListViewModel()
                viewModel.later = later
                let recorded = failures {
                    waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
                        viewModel.refresh()
                    }
                    waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
                        viewModel.refresh(failing: true)
                    }
                }
                XCTAssertEqual(recorded, [], "later: \(later)")
                XCTAssertNil(viewModel.viewObservers.loadingState)
                XCTAssertNil(viewModel.viewObservers.presentAlert)
            }
        }
    }

    func testWaitForBaseViewObserversReportsAMissingCallAtTheCallersLine() {
        MainActor.assumeIsolated {
            let viewModel = FakeListViewModel()
            viewModel.later = true
            let line = #line + 2
            let recorded = failures {
                waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert], timeout: 0.2) {
                    viewModel.refresh()
                }
            }
            XCTAssertEqual(recorded.map(\.line), [line, line, line])
            XCTAssertTrue(
                recorded.first?.description.contains(
                    "waitForBaseViewObservers failed: stopped waiting: an alert or a reload that was not expected came instead") == true)
            XCTAssertTrue(
                recorded.dropFirst().first?.description.contains("waitForBaseViewObservers failed: presentAlert expected 1 call, got 0")
                    == true)
            XCTAssertTrue(recorded.last?.description.contains("calls not expected:") == true)
        }
    }

    func testWaitForBaseViewObserversTakesEveryTimeout() {
        MainActor.assumeIsolated {
            let viewModel = FakeListViewModel(later: true)
            let unlimited = failures {
                waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData], timeout: .infinity) {
                    viewModel.refresh()
                }
            }
            XCTAssertEqual(unlimited, [])
            for timeout in [-1, TimeInterval.nan] {
                let line = #line + 2
                let recorded = failures {
                    waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.presentAlert], timeout: timeout) {
                        viewModel.refresh(failing: true)
                    }
                }
                XCTAssertEqual(recorded.map(\.line), [line, line])
                XCTAssertTrue(
                    recorded.first?.description.contains(
                        "waitForBaseViewObservers failed: the timeout must be zero or more seconds, or .infinity; \(timeout) did not wait")
                        == true)
            }
        }
    }

    func testWaitForTopViewControllerChangeReportsNoChange() {
        MainActor.assumeIsolated {
            let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
            let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
            waitForTopViewControllerChange(using: coordinator) { coordinator.start() }
            let line = #line + 1
            let recorded = failures { waitForTopViewControllerChange(using: coordinator) {} }
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertTrue(
                recorded.first?.description.contains("waitForTopViewControllerChange failed: the top view controller did not change")
                    == true)
        }
    }

    func testTestObserverAndAssertRetainedReportAtTheCallersLine() {
        MainActor.assumeIsolated {
            let enabled = TestObserver<Bool>()
            enabled.record(true)
            let line = #line + 1
            let recorded = failures { enabled.assertValues([false]) }
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertTrue(
                recorded.first?.description.contains("TestObserver.assertValues failed: expected [false], received [true]") == true)

            let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
            let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
            coordinator.start()
            XCTAssertEqual(failures { assertRetained(coordinator, withTopViewControllerOfType: FakeScreen.self) }, [])
            let retainedLine = #line + 1
            let notRetained = failures { assertRetained(coordinator, withTopViewControllerOfType: OtherScreen.self) }
            XCTAssertEqual(notRetained.map(\.line), [retainedLine])
        }
    }

    func testReplayReportsWhereTheAppDivergedAtTheCallersLine() {
        MainActor.assumeIsolated {
            let recorded = ReplayApp(swiftUI: false)
            let journal = NavigationJournal(navigator: recorded.navigator)
            recorded.playSession()
            let recording = NavigationJournal<ReplayRoute>.Recording(entries: journal.entries)

            let same = ReplayApp(swiftUI: false)
            XCTAssertEqual(failures { same.appCoordinator.replay(recording, navigator: same.navigator) }, [])

            let behaviour = ReplayBehaviour()
            behaviour.orderPushesAReceipt = true
            let changed = ReplayApp(swiftUI: false, behaviour: behaviour)
            let line = #line + 1
            let diverged = failures { changed.appCoordinator.replay(recording, navigator: changed.navigator) }
            XCTAssertEqual(diverged.map(\.line), [line])
            XCTAssertEqual(diverged.map(\.file), [#filePath])
            XCTAssertTrue(diverged.first?.description.contains("replay diverged at entry #") == true)
            XCTAssertTrue(diverged.first?.description.contains("replayed pushed OtherScreen") == true)
        }
    }

    func testWaitWithTheDefaultTimeout() {
        MainActor.assumeIsolated {
            let done = expectation(description: "done")
            DispatchQueue.main.async { done.fulfill() }
            wait(for: [done])
        }
    }

    func testTrackMemoryLeaksPassesForReleasedObjects() {
        MainActor.assumeIsolated {
            let appCoordinator = TestAppCoordinator(rootViewController: OtherScreen())
            let coordinator = FakeCoordinator(appCoordinator: appCoordinator)
            trackMemoryLeaks(coordinator, appCoordinator)
            coordinator.start()
            appCoordinator.router.pop()
        }
    }
}
