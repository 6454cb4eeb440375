#if canImport(UIKit)
// `ModalPresentationStyle` aliases UIKit's `UIModalPresentationStyle` here (Platform.swift).
import UIKit
#endif

extension ModalPresentationStyle {
    /// Whether a modal presented with this style is a sheet the user can swipe down, as on iOS 13 and
    /// later: a page or form sheet, or the automatic style (a page sheet) and a popover (a sheet on
    /// iPhone). A full-screen, over-full-screen, current-context or custom presentation has no
    /// interactive dismissal.
    var isSwipeableSheet: Bool {
        [.automatic, .pageSheet, .formSheet, .popover].contains(self)
    }

    /// The style's name as written in Swift (`.pageSheet`), for diagnostics and descriptions.
    var name: String {
        let names: [(ModalPresentationStyle, String)] = [
            (.automatic, ".automatic"), (.none, ".none"), (.fullScreen, ".fullScreen"), (.pageSheet, ".pageSheet"),
            (.formSheet, ".formSheet"), (.currentContext, ".currentContext"), (.custom, ".custom"),
            (.overFullScreen, ".overFullScreen"), (.overCurrentContext, ".overCurrentContext"), (.popover, ".popover"),
        ]
        return names.first { $0.0 == self }?.1 ?? "style \(rawValue)"
    }
}
