import TiltUp

/// What the user's finger, mouse or keyboard does in a conformance UI test for one gesture of a scenario.
public enum ConformanceUIGesture: Sendable, Equatable, Codable {
    /// A tap on the Back button of the stack on top (⌘[ on a native Mac).
    case back
    /// A tap on the Back button of the stack under the sheet on top.
    case backBehindSheet
    /// The edge swipe, let go of at the end or early.
    case backSwipe(completes: Bool)
    /// The sheet on top dragged down, past the point of dismissal or not.
    case swipeDown(completes: Bool)
    /// The sheet on top dragged to the height of a detent.
    case dragSheet(to: SheetDetent)
    /// A tap (a click) outside the popover on top.
    case tapOutside
    /// The Escape key.
    case escape
    /// A tap on the tab bar item, or the sidebar's row, of the tab at this index.
    case tapTab(Int)
    /// The sidebar's button (⌃⌘S on a Mac).
    case toggleSidebar
    /// The zoomed screen dragged down from its middle (iOS 18's zoom), past the point of dismissal or not.
    case zoomDismissal(completes: Bool)
    /// The Cancel button of the search field.
    case cancelSearch

    /// Whether the UI test touches an element for it on `device` (a button, a tab bar item, a sidebar's row),
    /// rather than dragging, pressing a key or tapping outside: an element the model may say is not there.
    public func touchesAnElement(on device: ConformanceDevice) -> Bool {
        switch self {
        case .back: device != .mac  // ⌘[ on a native Mac
        case .backBehindSheet, .tapTab, .cancelSearch: true
        case .toggleSidebar: device.platform == .iOS  // ⌃⌘S on a Mac
        case .backSwipe, .swipeDown, .dragSheet, .tapOutside, .escape, .zoomDismissal: false
        }
    }
}

/// What the UI test does with the element a gesture touches, as the headless model under the same rules says.
public enum ConformanceUIExpectation: String, Sendable, Equatable, Codable {
    /// The element is there: the UI test touches it (a tap on an element that is not there fails the test).
    case touch
    /// The model says the user finds no such element (the gesture is refused): the UI test checks that it is
    /// absent, not hittable or disabled, and touches nothing; an element the user could touch fails the test.
    case absent
    /// The element is the front end's own, which TiltUp hears nothing of (SwiftUI's sidebar button): the
    /// model's refusal says nothing of whether it is there. The UI test touches it if it is there.
    case touchIfThere
}
