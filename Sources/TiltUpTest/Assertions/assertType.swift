/// Asserts that `value` is of type `type`, with the `is` operator; records a failure at the caller's line otherwise.
///
/// It neither returns nor throws: use ``assertCast(_:as:message:fileID:file:line:column:)`` to go on with
/// the cast value.
///
/// ```swift
/// assertType(of: router.navigationController.topViewController, is: HomeController.self)
/// ```
///
/// The failure reads: `assertType(of:is:) failed: expected a value of type T, found …`.
///
/// - Parameters:
///   - value: the value to check.
///   - type: the type it should have.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func assertType<T>(
    of value: Any?,
    is type: T.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard !(value is T) else { return }
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    reportFailure(
        describe("assertType(of:is:) failed: expected a value of type \(T.self), found \(describeFound(value))", userMessage: message()),
        at: site)
}

/// Asserts that `value` is not of type `type`; records a failure at the caller's line otherwise.
///
/// ```swift
/// assertType(of: router.navigationController.presentedViewController, isNot: HeadlessNavigationController.self)
/// ```
///
/// The failure reads: `assertType(of:isNot:) failed: expected a value not of type T, found a value of type U`.
///
/// - Parameters:
///   - value: the value to check.
///   - type: the type it should not have.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func assertType<T>(
    of value: Any?,
    isNot type: T.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard value is T else { return }
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    reportFailure(
        describe(
            "assertType(of:isNot:) failed: expected a value not of type \(T.self), found \(describeFound(value))", userMessage: message()),
        at: site)
}

/// "nil", or "a value of type U" for what was found instead of the expected type.
func describeFound(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return "a value of type \(type(of: value))"
}
