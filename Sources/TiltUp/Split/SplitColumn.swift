/// A column of a split view: the sidebar, an optional content column, and the detail.
///
/// UIKit names them `.primary`, `.supplementary` and `.secondary`; SwiftUI's `NavigationSplitView`
/// `sidebar`, `content` and `detail`. In compact width they collapse into one stack, in this order: the
/// user sees the sidebar's screens, then the content's, then the detail's on top.
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// The first column: a list of sections, say.
    case sidebar
    /// The middle column of a three-column split: the items of the section chosen.
    case content
    /// The last column: the item chosen.
    case detail

    /// Whether `lhs` comes before `rhs`, from the sidebar to the detail.
    ///
    /// - Parameters:
    ///   - lhs: a column.
    ///   - rhs: another column.
    /// - Returns: `true` when `lhs` is left of `rhs`.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The column in a word, for logs and diagnostics.
    public var description: String { rawValue }
}
