#if os(macOS) && !canImport(UIKit)
import AppKit
import TiltUp

/// What a native Mac's windows show, read from AppKit rather than from TiltUp's model: the conformance screens of
/// the window the user sees on top (a sheet attached to the scenario's window, a popover's window over it).
@MainActor
enum AppKitReadBack {
    /// The scenario's window: the first visible one that is neither a sheet nor another window's child.
    static var scenarioWindow: NSWindow? {
        NSApplication.shared.windows.first { $0.isVisible && $0.sheetParent == nil && $0.parent == nil }
    }

    /// The window on top of `window`: its attached sheet, else its last visible child window (a popover's),
    /// and so on up.
    static func windowOnTop(of window: NSWindow) -> NSWindow {
        var top = window
        while true {
            if let sheet = top.attachedSheet {
                top = sheet
            } else if let child = top.childWindows?.last(where: \.isVisible) {
                top = child
            } else {
                return top
            }
        }
    }

    /// The names of the conformance screens the window on top shows: the frontmost of the app's windows that
    /// shows any (AppKit orders a sheet and a popover's window in front of the window they belong to), else
    /// the window on top of the scenario's (``windowOnTop(of:)``); none where no window shows one.
    static func screensOnTop() -> [String] {
        let ordered = NSApplication.shared.orderedWindows.filter(\.isVisible)
        let chain = scenarioWindow.map { [windowOnTop(of: $0)] } ?? []
        for window in ordered + chain {
            let shown = screensShown(in: window)
            if !shown.isEmpty { return shown }
        }
        return []
    }

    /// The names of the conformance screens `window` shows: the views identified "screen.NAME" in it that are
    /// neither hidden nor transparent and have some of their frame visible, in the order of the view tree.
    static func screensShown(in window: NSWindow) -> [String] {
        guard let content = window.contentView else { return [] }
        return views(in: content).compactMap { view in
            let identifier = view.accessibilityIdentifier()
            guard identifier.hasPrefix("screen."), !view.isHiddenOrHasHiddenAncestor, view.alphaValue > 0, !view.visibleRect.isEmpty
            else { return nil }
            return String(identifier.dropFirst("screen.".count))
        }
    }

    /// `view` and every view in its tree, depth first.
    private static func views(in view: NSView) -> [NSView] {
        [view] + view.subviews.flatMap(views(in:))
    }
}
#endif
