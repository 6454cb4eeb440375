/// Asserts that `value` can be cast to `type` with `as?` and returns the cast value; otherwise records a
/// failure at the caller's line and throws ``UnexpectedNilError``.
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
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    reportFailure(
        describe("assertCast failed: expected a value of type \(T.self), found \(describeFound(value))", userMessage: message()), at: site)
    throw UnexpectedNilError(expectedType: T.self, file: file, line: line)
}

/// "nil", or "a value of type U" for what was found instead of the expected type.
func describeFound(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return "a value of type \(type(of: value))"
}
