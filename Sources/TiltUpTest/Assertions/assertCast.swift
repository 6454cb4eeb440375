// Stops the test through Swift Testing's `#require` or XCTest's `XCTUnwrap` (FailureReporter.swift).
import Testing
import XCTest

/// Asserts that `value` casts to `type` with `as?`, and returns the cast value.
///
/// Otherwise it records a failure at the caller's line and throws, so that the test stops there with one
/// failure. Prefer it to `as!`, which ends the whole test process, and to `assertUnwrap(x as? T)`, whose
/// failure does not say what was found:
///
/// ```swift
/// let alert = try assertCast(presentedAlerts.last, as: AlertModel.self)
/// #expect(alert.title == "An error occurred")
/// ```
///
/// The failure reads: `assertCast failed: expected a value of type T, found nil` or
/// `… found a value of type U`.
///
/// - Parameters:
///   - value: the value to cast.
///   - type: the type it should have.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
/// - Returns: `value` as a `T`.
/// - Throws: when the cast fails, the error `#require` throws under Swift Testing and `XCTUnwrap` under
///   XCTest, so the framework does not report it a second time; off any test's task, ``UnexpectedNilError``.
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
