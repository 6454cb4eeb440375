/// A change that a ``Router`` reports to the observers added with ``Router/observeNavigation(_:)``.
///
/// Events are delivered synchronously on the main actor, right after the change, whatever made it:
/// a Router call, the user's back swipe or swipe-down, or a direct change of the navigation controller.
public enum RouterEvent {
    /// The top of the stack changed; the new top, or `nil` when the stack became empty.
    case topViewControllerChanged(Screen?)
    /// A modal was presented by the router's navigation controller.
    case modalPresented(Screen)
    /// The modal presented by the router's navigation controller went away.
    case modalDismissed(Screen)
}
