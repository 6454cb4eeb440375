import TiltUp

/// What the user does in a ``ConformanceScenario``.
public enum ConformanceGesture: Sendable, Equatable, Codable {
    /// The Back button: the navigation bar's, a Mac toolbar's, or ⌘[ on a Mac (in a collapsed split view, the
    /// split's Back).
    case back
    /// The Back button of the stack under the sheet on top, which the sheet leaves usable while it rests at or
    /// below its largest undimmed detent.
    case backBehindSheet
    /// The back swipe, finished: the edge swipe on iOS, a trackpad's on Mac Catalyst (a native Mac has none).
    case backSwipe
    /// A swipe-down of the sheet on top (iOS only).
    case swipeDown
    /// Escape, which closes the sheet or popover on top on a Mac.
    case escape
    /// A tap (a click on a Mac) outside the popover on top.
    case tapOutside
    /// The sheet on top dragged to a detent.
    case dragSheet(to: SheetDetent)
    /// The interactive dismissal of what is on top through the transition it came with (a zoom's pinch or
    /// drag, the app's gesture driving a custom transition), finished.
    case interactiveDismissal
    /// A gesture begun and not yet ended: ``finish`` or ``cancel`` ends it.
    case begin(ConformanceInteraction)
    /// The user completes the gesture under way.
    case finish
    /// The user lets go of the gesture under way before it completes: nothing changes.
    case cancel
    /// The window's width changes.
    case width(SizeClass)
    /// The window closes: everything on it goes.
    case closeWindow
    /// A tap on the tab at this index of the tab bar's tabs (a group's tabs counted one by one): a tab bar
    /// item, or a row of the sidebar where it shows.
    case selectTab(Int)
    /// The button that shows or hides the tab bar's sidebar.
    case toggleSidebar
    /// The user hides the tab at this index while customizing the tab bar.
    case hideTab(Int)
    /// The user shows the hidden tab at this index again.
    case showTab(Int)
    /// The user drags the tab at `from` to `to` in its group, in the sidebar.
    case moveTab(from: Int, to: Int)
    /// The user cancels search on the search tab.
    case cancelSearch
}

/// A gesture the user begins and then finishes or cancels (``ConformanceGesture/begin(_:)``).
public enum ConformanceInteraction: String, Sendable, Equatable, Codable {
    /// The back swipe.
    case backSwipe
    /// The swipe-down of the sheet on top.
    case swipeDown
    /// The interactive dismissal through the transition the screen on top came with.
    case interactiveDismissal
}
