/// Who made a change a ``NavigationJournal`` records: the app's code, one of the user's gestures, or a path opened.
///
/// Every change that follows from one action shares that action's cause: a pop handler that pushes a screen
/// during the user's back swipe is part of the back swipe.
///
/// ```swift
/// if case .link(let origin) = entry.cause { print("opened from \(origin)") }
/// ```
public enum NavigationCause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The app's own code: a Router or TabBarRouter call (the entry's ``NavigationJournal/Entry/call`` names it).
    case app
    /// The user's back button or back swipe (on a Mac, the toolbar's Back or ⌘[): the top screen of the stack
    /// they see left.
    case backSwipe
    /// The user went back several screens at once (the back button's menu): `count` screens left.
    case backMenu(count: Int)
    /// The user went back in `column` of a split view shown side by side: `count` screens left its stack.
    ///
    /// In regular width each column has its own Back; `count` is more than one through the back button's menu.
    /// In compact width the columns are one stack, and the user's Back there is ``backSwipe``.
    case columnBack(SplitColumn, count: Int)
    /// The user closed the modal they see: swiped a sheet down, pressed Escape on a Mac, or SwiftUI set its
    /// item to `nil`.
    case swipeDown
    /// The user tapped outside the popover they see (a modal presented `.popover`, in regular width), which
    /// closed it.
    case tapOutside
    /// The user tapped the tab at `index`.
    case tabTap(index: Int)
    /// A path was opened with ``RouteNavigator/open(_:from:)``, from `origin`.
    case link(origin: RouteOrigin)
    /// The window's width changed to `sizeClass`: a rotation, a window resized, Slide Over. A split view
    /// collapses or expands with it; nothing is popped.
    case sizeClassChange(to: SizeClass)
    /// The user showed or hid the sidebar of a tab bar with groups (iPad, iOS 18).
    case sidebarToggle
    /// The user, customizing the tab bar, hid the tab at `index` (`hidden`) or showed it again.
    case tabHiding(index: Int, hidden: Bool)
    /// The user, customizing the sidebar, moved the tab at `from` to `to` within its group.
    case tabMove(from: Int, to: Int)
    /// The user dismissed a screen interactively through the transition it came with (a zoom, a custom one).
    ///
    /// The user pinched or dragged a zoom back into its source (iOS 18), or made the gesture of the app's
    /// interaction controller that drives a custom transition. Recorded whether it finished or was refused (a
    /// cancelled one changes nothing), apart from the back swipe and the swipe-down, which another platform or
    /// transition may allow where this one was refused: a replay makes this dismissal again.
    case interactiveDismissal(DismissedScreen)

    /// What the user's interactive dismissal (``NavigationCause/interactiveDismissal(_:)``) took away.
    public enum DismissedScreen: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The top screen of the stack the user sees: it is popped.
        case top
        /// The top screen of `column`, in a split view shown side by side (each column has its own top screen).
        case columnTop(SplitColumn)
        /// The modal on top: it is dismissed.
        case modal

        /// What was dismissed, in a few words, for logs.
        public var description: String {
            switch self {
            case .top: "the top screen"
            case .columnTop(let column): "the top screen of the \(column) column"
            case .modal: "the modal"
            }
        }
    }

    /// Whether the user made the change with a gesture.
    public var isUserGesture: Bool {
        switch self {
        case .backSwipe, .backMenu, .columnBack, .swipeDown, .tapOutside, .tabTap, .sizeClassChange, .sidebarToggle, .tabHiding, .tabMove,
            .interactiveDismissal:
            true
        case .app, .link: false
        }
    }

    /// The cause in a few words, for logs.
    public var description: String {
        switch self {
        case .app: "the app"
        case .backSwipe: "the user's back swipe"
        case .backMenu(let count): "the user's back menu (\(count) screens)"
        case .columnBack(let column, let count):
            count == 1 ? "the user's Back in the \(column) column" : "the user's back menu in the \(column) column (\(count) screens)"
        case .swipeDown: "the user's swipe-down"
        case .tapOutside: "the user's tap outside the popover"
        case .tabTap(let index): "the user's tap on tab \(index)"
        case .sizeClassChange(let sizeClass): "the window's width becoming \(sizeClass)"
        case .link(let origin): "a path from \(origin)"
        case .sidebarToggle: "the user's sidebar button"
        case .tabHiding(let index, let hidden): "the user \(hidden ? "hiding" : "showing again") tab \(index)"
        case .tabMove(let from, let to): "the user moving tab \(from) to \(to)"
        case .interactiveDismissal(let screen): "the user's interactive dismissal of \(screen)"
        }
    }
}
