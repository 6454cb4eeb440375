import Foundation
import Testing
import XCTest

/// Where a helper was called from: passed on unchanged from the helper's default arguments.
struct CallSite: Sendable {
    let fileID: StaticString
    let file: StaticString
    let line: UInt
    let column: UInt

    /// The location as Swift Testing wants it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
    }
}

/// Records a test failure at `site`, in whichever framework is running the current test.
///
/// Under Swift Testing (`Test.current` is set) it records an issue with the caller's source location;
/// otherwise it calls `XCTFail` with the caller's file and line. A failure reported off the test's task
/// is never dropped: see ``reportFailure(_:at:context:)``.
func reportFailure(_ message: String, at site: CallSite) {
    reportFailure(message, at: site, context: nil)
}

/// Records a test failure at `site`, for the test of `context` when it is reported off that test's task.
///
/// - On a Swift Testing test's task: an issue of that test, after the failures kept for it (below).
/// - Off the task of the Swift Testing test that `context` names (a callback on another thread, a
///   detached task): kept, and recorded as that test's issue at the next chance on its task (the next
///   TiltUpTest call there, or the end of the object that knew the test), so that `withKnownIssue`
///   and the test's result see it.
/// - Off any test's task with no test known, in a Swift Testing run: an issue of the run, which fails
///   it, as Swift Testing's own `#expect` does there.
/// - Otherwise `XCTFail`, which XCTest gives to the test it runs, from any thread.
func reportFailure(_ message: String, at site: CallSite, context: TestContext?) {
    if Test.current != nil {
        recordKeptFailures()
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else if let test = context?.test {
        KeptFailures.shared.keep(KeptFailures.Failure(message: message, site: site), for: test)
    } else if SwiftTestingRun.isRunning {
        Issue.record(Comment(rawValue: message + " (reported off the task of any test)"), sourceLocation: site.sourceLocation)
    } else {
        XCTFail(message, file: site.file, line: site.line)
    }
}

/// `message` with the caller's own message appended after " - ", when there is one.
func describe(_ message: String, userMessage: String) -> String {
    userMessage.isEmpty ? message : "\(message) - \(userMessage)"
}

/// The Swift Testing test that a helper, or the object it checks, was made in, if any.
struct TestContext: Sendable {
    let test: Test?

    /// The test whose task this is.
    static var current: TestContext {
        TestContext(test: Test.current)
    }
}

/// Records, as issues of the current Swift Testing test, the failures kept for it; does nothing off a test's task.
func recordKeptFailures() {
    guard let test = Test.current else { return }
    for failure in KeptFailures.shared.take(for: test) {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.site.sourceLocation)
    }
}

/// Records the failures kept for the test of `context`, when what knew that test ends: as its issues on
/// its task, or, off it, as issues of the run, naming the test, so that they are never dropped.
func recordKeptFailures(of context: TestContext) {
    guard let test = context.test else { return }
    if Test.current?.id == test.id {
        recordKeptFailures()
        return
    }
    for failure in KeptFailures.shared.take(for: test) {
        Issue.record(
            Comment(rawValue: "\(failure.message) (reported off the task of test \(test.name))"),
            sourceLocation: failure.site.sourceLocation)
    }
}

/// Failures reported off the task of the Swift Testing test they belong to, until they can be recorded.
final class KeptFailures: @unchecked Sendable {
    struct Failure {
        let message: String
        let site: CallSite
    }

    static let shared = KeptFailures()

    private let lock = NSLock()
    private var failures: [Test.ID: [Failure]] = [:]

    func keep(_ failure: Failure, for test: Test) {
        lock.lock()
        failures[test.id, default: []].append(failure)
        lock.unlock()
    }

    func take(for test: Test) -> [Failure] {
        lock.lock()
        defer { lock.unlock() }
        return failures.removeValue(forKey: test.id) ?? []
    }
}

/// Whether this process was started to run Swift Testing's tests only (`swift test` runs each framework
/// in a process of its own, the Swift Testing one with `--testing-library swift-testing`), so that a
/// failure with no test to go to fails the run. A process that runs both frameworks (Xcode's) keeps
/// XCTest's rule: `XCTFail`.
enum SwiftTestingRun {
    static let isRunning: Bool = {
        let arguments = CommandLine.arguments
        return zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
    }()
}

/// Returns `value`, or records `message` at `site` and throws, so that the test stops there with its
/// failure reported once: the error `#require` throws under Swift Testing, the one `XCTUnwrap` throws
/// under XCTest, which neither framework reports again. Off any test's task, ``UnexpectedNilError``.
func requireValue<T>(_ value: T?, failure message: String, at site: CallSite) throws -> T {
    if let value {
        return value
    }
    if Test.current != nil {
        recordKeptFailures()
        let valueOfExpectedType = value
        return try #require(valueOfExpectedType, Comment(rawValue: message), sourceLocation: site.sourceLocation)
    }
    if !SwiftTestingRun.isRunning {
        return try XCTUnwrap(value, message, file: site.file, line: site.line)
    }
    reportFailure(message, at: site)
    throw UnexpectedNilError(expectedType: T.self, file: site.file, line: site.line)
}
