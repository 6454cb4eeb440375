#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// One stay of a screen on a Router's stack: it begins when the navigation controller accepts the push
/// (or a new stack) that puts the screen there, and ends when the screen leaves.
///
/// Pop handlers belong to a stay, not to the screen: a screen that leaves and comes back is a new stay
/// with handlers of its own, and a handler can never run for another screen that happens to reuse a
/// freed address. A value, so that a push allocates nothing for it.
@MainActor
struct StackEntry {
    let screen: Screen
    /// The stay's number, unique among all Routers: what a ``Router/NavigationState`` stands for.
    let stay: Int
    var handlers: [Router.Handler] = []
    /// The route this stay shows, when it was shown for one (``RouteHandling``).
    var tag: RouteTag?

    private static var lastStay = 0

    /// The number of the newest stay begun so far, on any Router: a stay begun later has a greater one.
    static var newestStay: Int { lastStay }

    init(_ screen: Screen) {
        self.screen = screen
        Self.lastStay &+= 1
        stay = Self.lastStay
    }
}
