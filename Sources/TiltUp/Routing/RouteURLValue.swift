import Foundation

/// A value a ``RouteURLTable`` reads from one URL path segment or query item, and writes back.
///
/// Reading is total: text that is not a value of the type (`"12x"`, or a number that overflows an
/// `Int`) gives `nil`, which the table reports as ``RouteURLError/malformedValue(_:in:)``.
///
/// ```swift
/// extension OrderStatus: RouteURLValue {
///     init?(urlText: String) { self.init(rawValue: urlText) }
///     var urlText: String { rawValue }
/// }
/// ```
public protocol RouteURLValue {
    /// Reads a value from the text of a segment or query item, already percent-decoded; `nil` if it is none.
    init?(urlText: String)
    /// The text that stands for the value, before percent-encoding; reading it gives the value back.
    var urlText: String { get }
}

extension Int: RouteURLValue {
    /// Reads a decimal integer in the one form ``urlText`` writes, so that each number has one URL.
    ///
    /// Digits, with a leading `-` for a negative number; no `+`, no leading zero, no `-0`.
    ///
    /// - Parameter urlText: the text of a path segment or query item.
    public init?(urlText: String) {
        guard urlText.utf8.count <= 20, let value = Int(urlText, radix: 10), String(value) == urlText else { return nil }
        self = value
    }

    /// The integer in decimal.
    public var urlText: String { String(self) }
}

extension String: RouteURLValue {
    /// The text itself: any text is a string.
    public init?(urlText: String) { self = urlText }

    /// The string itself.
    public var urlText: String { self }
}

extension UUID: RouteURLValue {
    /// Reads a UUID in its usual form, `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` (lowercase letters too).
    public init?(urlText: String) { self.init(uuidString: urlText) }

    /// The UUID in its usual form.
    public var urlText: String { uuidString }
}
