/// Asserts that `value` is not `nil` and returns it; otherwise records a failure at the caller's line
/// and throws ``UnexpectedNilError``.
///
/// ```swift
/// @Test func firstItem() throws {
///     let item = try assertUnwrap(items.first)
///     #expect(item.id == 42)
/// }
/// ```
///
/// The failure reads: `assertUnwrap failed: expected a value of type T, found nil`.
@discardableResult
public func assertUnwrap<T>(
    _ value: T?,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    guard let value else {
        let site = CallSite(fileID: fileID, file: file, line: line, column: column)
        reportFailure(describe("assertUnwrap failed: expected a value of type \(T.self), found nil", userMessage: message()), at: site)
        throw UnexpectedNilError(expectedType: T.self, file: file, line: line)
    }
    return value
}
