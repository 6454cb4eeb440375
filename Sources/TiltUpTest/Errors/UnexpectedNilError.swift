import Foundation

/// The failure of an assertion that expected a value but found `nil`.
///
/// ``assertUnwrap(_:message:fileID:file:line:column:)`` and ``assertCast(_:as:message:fileID:file:line:column:)``
/// throw it after recording the failure when they are called off any test's task; on it they throw the
/// error of `#require` or `XCTUnwrap`, which the framework does not report a second time. Throw it from
/// helpers of your own:
///
/// ```swift
/// func requireNotNil<T>(_ value: T?, file: StaticString = #filePath, line: UInt = #line) throws {
///     guard value != nil else {
///         throw UnexpectedNilError(expectedType: T.self, file: file, line: line)
///     }
/// }
/// ```
public struct UnexpectedNilError: Error, LocalizedError, CustomStringConvertible {
    /// The type of the value that was expected.
    public let expectedType: Any.Type
    /// The file of the assertion that failed.
    public let file: StaticString
    /// The line of the assertion that failed.
    public let line: UInt

    /// Creates the error for a value of `expectedType` found `nil` at `file`:`line`.
    ///
    /// - Parameters:
    ///   - expectedType: the type of the value that was expected.
    ///   - file: the file of the assertion that failed.
    ///   - line: the line of the assertion that failed.
    public init(expectedType: Any.Type, file: StaticString, line: UInt) {
        self.expectedType = expectedType
        self.file = file
        self.line = line
    }

    /// "Unexpectedly found nil while unwrapping a value of type T? at FILE:LINE."
    public var errorDescription: String? {
        "Unexpectedly found nil while unwrapping a value of type \(expectedType)? at \(file):\(line)."
    }

    /// The same text as ``errorDescription``.
    public var description: String { errorDescription ?? "" }
}
