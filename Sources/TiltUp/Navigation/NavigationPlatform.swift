/// Whose user a headless stack models: an iPhone's or iPad's, a Mac Catalyst app's, or a native macOS app's.
///
/// The platform decides which of the user's gestures exist, whatever the front end's rules (UIKit's or
/// SwiftUI's own navigation):
///
/// | | iOS | Mac Catalyst | macOS |
/// |---|---|---|---|
/// | Back | back button, edge swipe | back button, trackpad swipe | toolbar's Back, ⌘[; no swipe |
/// | closing a sheet | swipe-down | Escape; no swipe-down | Escape; no swipe-down |
/// | closing a popover | tap outside | click outside, Escape | click outside, Escape |
/// | the window's width | compact or regular | regular unless resized narrow | always regular |
/// | `.fullScreen` modal | full screen | full screen | a sheet (no full-screen cover on a Mac) |
/// | a zoom (``ScreenTransition/zoom(sourceID:sourceView:)``) | zooms; the user drags it back | the standard transition | the standard transition |
/// | a custom transition | runs | runs | the standard transition |
///
/// A stack follows the platform of what contains or presents it, so a test sets it once, on the window's
/// root: ``HeadlessNavigationController/platform``. A stack nothing sets models iOS, on every platform. What the platform refuses, the headless controller
/// refuses too, reported as ``NavigationDiagnostic/Kind/gestureUnavailable``.
///
/// ```swift
/// let window = HeadlessNavigationController()
/// window.platform = .macOS
/// window.simulateBackSwipe()  // nil: a Mac has no back swipe; simulateBackButton() goes back
/// ```
public enum NavigationPlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An iPhone or an iPad: every gesture, both widths.
    case iOS
    /// An iPad app built for the Mac: UIKit on a Mac.
    ///
    /// Windows are regular width unless made narrow, a sheet closes with Escape, never with a swipe-down, and a
    /// zoom is the standard transition (Apple's fluid zoom is an iPhone's and an iPad's).
    case macCatalyst
    /// A native macOS app, SwiftUI or AppKit.
    ///
    /// Always regular width, no back swipe and no swipe-down: the toolbar's Back or ⌘[ goes back, Escape closes
    /// a sheet, and a full-screen modal is a sheet.
    case macOS

    /// The platform this code is built for.
    ///
    /// `.macCatalyst` in a Mac Catalyst build, `.macOS` in a native macOS build, `.iOS` elsewhere (on Linux,
    /// where the headless front end models an iPhone or an iPad). A headless stack models iOS until it is
    /// told otherwise, wherever it runs: set `platform = .current` to model the platform a test is built for.
    public static var current: NavigationPlatform {
        #if targetEnvironment(macCatalyst)
        .macCatalyst
        #elseif os(macOS)
        .macOS
        #else
        .iOS
        #endif
    }

    /// The platform's name, for diagnostics: "iOS", "Mac Catalyst", "macOS".
    public var description: String {
        switch self {
        case .iOS: "iOS"
        case .macCatalyst: "Mac Catalyst"
        case .macOS: "macOS"
        }
    }

    /// Whether the app runs on a Mac: Mac Catalyst or macOS.
    var isMac: Bool { self != .iOS }

    /// The window's width when nothing has set it: a Mac's windows are regular, an iPhone's compact.
    var defaultSizeClass: SizeClass { isMac ? .regular : .compact }

    /// Whether the user can swipe back (an edge swipe, or a trackpad's on Mac Catalyst); a native Mac has none.
    var hasBackSwipe: Bool { self != .macOS }

    /// Whether the user can swipe a sheet down: on iOS only.
    var hasSwipeDown: Bool { self == .iOS }

    /// Whether Escape closes the sheet or popover the user sees: on a Mac.
    var hasEscape: Bool { isMac }

    /// Whether the window may become compact: not a native Mac's.
    var canBeCompact: Bool { self != .macOS }

    /// Whether every modal that is no popover is a sheet here: on a native Mac, which has no full-screen cover.
    var presentsEveryModalAsSheet: Bool { self == .macOS }

    /// Whether the zoom runs here, and with it the user's interactive dismissal back into its source: Apple's
    /// fluid zoom is an iPhone's and an iPad's; a Mac, Catalyst or native, shows the standard transition.
    var runsZoom: Bool { self == .iOS }

    /// Whether the app's own animated transitions run here: UIKit's, on iOS and Mac Catalyst; a native Mac
    /// has no UIKit navigation to take them.
    var runsCustomTransitions: Bool { self != .macOS }

    /// Whether `style` runs here, rather than the standard transition in its place.
    func runs(_ style: ScreenTransition.Style) -> Bool {
        switch style {
        case .standard: true
        case .zoom: runsZoom
        case .custom: runsCustomTransitions
        }
    }
}
