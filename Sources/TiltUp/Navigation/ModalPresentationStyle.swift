#if !canImport(UIKit)

/// How a modal is presented, with the cases of UIKit's `UIModalPresentationStyle`.
///
/// Where UIKit exists, `ModalPresentationStyle` is `UIModalPresentationStyle` itself, so code that
/// passes a style to ``Router/presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Screen,_,_,_,_,_)``
/// reads the same on every platform:
///
/// ```swift
/// router.presentModal(alertScreen, presentationStyle: .overFullScreen)
/// ```
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    /// The system chooses the style; on iOS 13 and later usually a page sheet.
    case automatic = -2
    /// No adaptation to another style.
    case none = -1
    /// The modal covers the whole screen.
    case fullScreen = 0
    /// A sheet that partly covers the content beneath it.
    case pageSheet = 1
    /// A centered sheet, smaller than a page sheet on large screens.
    case formSheet = 2
    /// The modal covers the presenting context only.
    case currentContext = 3
    /// A presentation managed by a custom presentation controller.
    case custom = 4
    /// The whole screen, keeping the content beneath it in place.
    case overFullScreen = 5
    /// The presenting context, keeping the content beneath it in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}

#endif
