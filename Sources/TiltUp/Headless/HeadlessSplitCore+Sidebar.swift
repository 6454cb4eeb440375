#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// The sidebar the user hides and shows while the columns stand side by side: the toolbar's sidebar button, or
// ⌘⌃S on a Mac. Hiding it ends nothing: its stack, its screens and its coordinator stay, and no handler runs.
extension HeadlessSplitCore {
    /// The user hid the sidebar, or showed it again. Refused, and reported, where there is no sidebar to toggle:
    /// in compact width (the columns are one stack, whose first screen is the sidebar's) or under a modal that
    /// covers the split.
    @discardableResult
    func toggleSidebarByUser(_ method: String) -> Bool {
        if isCollapsed {
            report(
                .gestureUnavailable,
                "\(method): the split is in compact width, where the columns are one stack and the sidebar is its first screen; nothing was shown or hidden"
            )
            return false
        }
        if let presented = coveringModal {
            report(.gestureUnavailable, "\(method): \(describe(presented)) covers the split; nothing was shown or hidden")
            return false
        }
        setSidebarHidden(!isSidebarHidden)
        return true
    }

    /// SwiftUI wrote the column visibility: the user's toggle when it changes the sidebar; the same value again
    /// changes nothing and reports nothing.
    func writeSidebarHidden(_ hidden: Bool, _ method: String) {
        guard hidden != isSidebarHidden else { return }
        toggleSidebarByUser(method)
    }

    /// Hides or shows the sidebar; tells the views and the router once, when it changes.
    func setSidebarHidden(_ hidden: Bool) {
        guard hidden != isSidebarHidden else { return }
        isSidebarHidden = hidden
        watchers.notify()
        receiver?.splitDidChangeSidebar(hidden: hidden)
    }
}
