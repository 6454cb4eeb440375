/// A horizontal size class: how much room a window gives its content across, as UIKit's
/// `UIUserInterfaceSizeClass` says it.
///
/// An iPhone in portrait, Slide Over and a narrow iPad window are compact; a full-screen iPad or a wide
/// window is regular. A popover shows as a popover only in regular width; in compact width it is a sheet.
///
/// ```swift
/// navigationController.simulateSizeClassChange(to: .regular)  // the window is made wider
/// navigationController.horizontalSizeClass  // .regular
/// ```
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Narrow: an iPhone in portrait, Slide Over, a narrow window.
    case compact
    /// Wide: a full-screen iPad, a wide window.
    case regular

    /// The size class in a word, for logs and diagnostics.
    public var description: String { rawValue }
}
