/// A height a sheet can rest at: UIKit's `UISheetPresentationController.Detent` and SwiftUI's
/// `PresentationDetent` of the same names.
///
/// A sheet presented with ``Router/presentSheet(_:retaining:animated:detents:selectedDetent:dismissHandler:)-(Screen,_,_,_,_,_)``
/// rests at one of its detents; the user drags it from one to another, which dismisses nothing. Dragging
/// it below its smallest detent is the swipe-down: it goes, and its dismiss handler runs once.
///
/// ```swift
/// router.presentSheet(filters, detents: [.medium, .large])
/// router.presentedSheetDetent  // .medium: the smallest, unless another was selected
/// ```
public enum SheetDetent: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// About half the screen's height.
    case medium
    /// The full height of a sheet.
    case large

    /// Whether `lhs` is the smaller detent.
    ///
    /// - Parameters:
    ///   - lhs: a detent.
    ///   - rhs: another detent.
    /// - Returns: `true` when `lhs` is lower than `rhs`.
    public static func < (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        lhs == .medium && rhs == .large
    }

    /// The detent in a word, for logs and diagnostics.
    public var description: String { rawValue }
}
