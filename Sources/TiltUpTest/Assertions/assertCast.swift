// Stops the test through Swift Testing's `#require` or XCTest's `XCTUnwrap` (FailureReporter.swift).
import Testing
import XCTest

/// Asserts that `value` can be cast to `type` with `as?` and returns the cast value; otherwise records a
/// failure at the caller's line and throws, so that the test stops there with one failure.
///
/// The error thrown is the one `#require` throws under Swift Testing and `XCTUnwrap` under XCTest, so
/// the framework does not report it a second time; off any test's task, ``UnexpectedNilError``.
///
/// Prefer it to `as!`, which ends the whole test process, and to `assertUnwrap(x as? T)`, whose failure
/// does not say what was found:
///
/// ```swift
/// let alert = try assertCast(presentedAlerts.last, as: AlertModel.self)
/// #expect(alert.title == "An error occurred")
/// ```
///
/// The failure reads: `assertCast failed: expected a value of type T, found nil` or
/// `… found a value of type U`.
@discardableResult
public func assertCast<T>(
    _ value: Any?,
    as type: T.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    if let cast = value as? T {
        return cast
    }
    return try requireValue(
        nil as T?,
        failure: describe("assertCast failed: expected a value of type \(T.self), found \(describeFound(value))", userMessage: message()),
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
}
