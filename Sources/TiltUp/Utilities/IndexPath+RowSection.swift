import Foundation

// UIKit gives IndexPath `init(row:section:)`, `row` and `section`; Foundation alone does not. TiltUp adds
// them where UIKit is absent, so list view models read the same everywhere.

#if canImport(UIKit)
// Provided by UIKit.
#elseif canImport(AppKit)
import AppKit

extension IndexPath {
    /// An index path for a row in a section, as UIKit's `IndexPath(row:section:)`.
    ///
    /// - Parameters:
    ///   - row: the row's index in its section.
    ///   - section: the section's index.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row, as UIKit's `row`: the same as AppKit's `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
#else
extension IndexPath {
    /// An index path for a row in a section, as UIKit's `IndexPath(row:section:)`.
    ///
    /// - Parameters:
    ///   - row: the row's index in its section.
    ///   - section: the section's index.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
