import Foundation
import TiltUpTest
import XCTest

/// `trackMemoryLeaks` under XCTest: an object still alive at teardown fails the test at the line that
/// tracked it. The failure is captured, and checked in `tearDown`, which XCTest runs after the
/// teardown blocks.
final class XCTestMemoryLeakTests: XCTestCase, @unchecked Sendable {
    final class Leaky {}

    private let lock = NSLock()
    private var captured: [(description: String, line: Int)] = []
    private var expectedLine = 0
    private var leaked: Leaky?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        lock.withLock { captured.append((description, lineNumber)) }
    }

    func testAnObjectAliveAtTeardownFailsAtTheLineThatTrackedIt() {
        let leaky = Leaky()
        leaked = leaky
        expectedLine = #line + 1
        trackMemoryLeaks(leaky)
    }

    override func tearDown() {
        let failures = lock.withLock { captured }
        leaked = nil
        super.tearDown()
        let matched = failures.contains {
            $0.description.contains("trackMemoryLeaks failed: Leaky is still alive at teardown") && $0.line == expectedLine
        }
        if !matched {
            super.recordFailure(
                withDescription: "expected the leak to be reported at line \(expectedLine), got \(failures)",
                inFile: #filePath, atLine: #line, expected: true
            )
        }
    }
}
