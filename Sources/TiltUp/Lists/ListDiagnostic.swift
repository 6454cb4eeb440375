import Foundation

/// A report that a list update was refused or fell back to a full reload, and why.
///
/// ``HeadlessListView`` reports the updates UIKit would throw on, in UIKit's words; a ``ListFeed``
/// reports a state whose identities are not unique (which UIKit's diffable data source traps on).
public struct ListDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What happened and what was done instead, in one line.
    public let message: String

    /// Creates a diagnostic.
    public init(message: String) {
        self.message = message
    }

    /// The message, prefixed with "TiltUp: ".
    public var description: String { "TiltUp: \(message)" }

    /// The default handler: writes the diagnostic on a line of its own to standard error.
    public static func log(_ diagnostic: ListDiagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}
