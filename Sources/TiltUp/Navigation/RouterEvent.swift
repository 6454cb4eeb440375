#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

/// A change that a ``Router`` reports to the observers added with ``Router/observe(_:)``.
///
/// Events are delivered synchronously on the main actor, right after the change and its handlers,
/// whatever made it: a Router call, the user's back swipe or swipe-down, or a direct change of the
/// navigation controller. When a handler or an observer navigates, the events of its change are delivered
/// after those of the change under way, so every observer hears them in the order the changes happened.
public enum RouterEvent {
    /// The top of the stack changed; the new top, or `nil` when the stack became empty.
    case topViewControllerChanged(Screen?)
    /// A modal was presented by the router's navigation controller.
    case modalPresented(Screen)
    /// The modal presented by the router's navigation controller went away.
    case modalDismissed(Screen)
}
