/// What a ``HeadlessNavigationController`` tells the ``Router`` that drives it, as each change happens.
@MainActor
protocol NavigationChangeReceiver: AnyObject {
    /// The stack changed; `change` says how, so the receiver can update itself without a full comparison.
    func navigationStackDidChange(_ change: StackChange)
    /// A modal was presented or went away.
    func navigationModalDidChange()
    /// A transition that was under way (a user's gesture, a held presentation) ended, finished or cancelled.
    func navigationTransitionDidEnd()
    /// The window's width changed: the controller, the root one, has this horizontal size class now.
    func navigationSizeClassDidChange(_ sizeClass: SizeClass)
    /// The navigation controller was misused and did nothing.
    func navigationControllerDidReport(_ diagnostic: NavigationDiagnostic)
    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result
}

/// How a navigation stack changed.
@MainActor
enum StackChange {
    /// One screen was pushed on top.
    case pushed(Screen)
    /// These screens, in stack order from bottom to top, were removed from the top.
    case popped([Screen])
    /// Anything else: the receiver compares the whole stack.
    case replaced
}
