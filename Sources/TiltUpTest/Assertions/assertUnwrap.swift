// Stops the test through Swift Testing's `#require` or XCTest's `XCTUnwrap` (FailureReporter.swift).
import Testing
import XCTest

/// Asserts that `value` is not `nil`, and returns it.
///
/// Otherwise it records a failure at the caller's line and throws, so that the test stops there with one
/// failure.
///
/// ```swift
/// @Test func firstItem() throws {
///     let item = try assertUnwrap(items.first)
///     #expect(item.id == 42)
/// }
/// ```
///
/// The failure reads: `assertUnwrap failed: expected a value of type T, found nil`.
///
/// - Parameters:
///   - value: the optional value.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
/// - Returns: the value unwrapped.
/// - Throws: for `nil`, the error `#require` throws under Swift Testing and `XCTUnwrap` under XCTest, so
///   the framework does not report it a second time; off any test's task, ``UnexpectedNilError``.
@discardableResult
public func assertUnwrap<T>(
    _ value: T?,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    try requireValue(
        value, failure: describe("assertUnwrap failed: expected a value of type \(T.self), found nil", userMessage: message()),
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
}
