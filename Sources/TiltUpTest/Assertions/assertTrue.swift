/// Asserts that an optional Boolean is `true`: `nil` and `false` fail at the caller's line.
///
/// Prefer `#expect(x)` or `XCTAssertTrue(x)` for a non-optional value.
///
/// ```swift
/// assertTrue(order.state?.canReceiveInWarehouse)
/// ```
///
/// The failure reads: `assertTrue failed: expected true, found false` (or `found nil`).
///
/// - Parameters:
///   - value: the optional Boolean.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func assertTrue(
    _ value: Bool?,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertOptionalBool(
        value, equals: true, name: "assertTrue", message: message(), at: CallSite(fileID: fileID, file: file, line: line, column: column))
}

/// Asserts that an optional Boolean is `false`: `nil` and `true` fail at the caller's line.
///
/// ```swift
/// assertFalse(canceledOrder.state?.canReceiveInWarehouse)
/// ```
///
/// The failure reads: `assertFalse failed: expected false, found true` (or `found nil`).
///
/// - Parameters:
///   - value: the optional Boolean.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
public func assertFalse(
    _ value: Bool?,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertOptionalBool(
        value, equals: false, name: "assertFalse", message: message(), at: CallSite(fileID: fileID, file: file, line: line, column: column))
}

private func assertOptionalBool(_ value: Bool?, equals expected: Bool, name: String, message: String, at site: CallSite) {
    guard value != expected else { return }
    let found = value.map { "\($0)" } ?? "nil"
    reportFailure(describe("\(name) failed: expected \(expected), found \(found)", userMessage: message), at: site)
}
