#if canImport(UIKit)
import UIKit
#endif

extension NavigationStackController {
    /// Does what SwiftUI does when the user taps a `NavigationLink(value:)` in the screen on top.
    ///
    /// Does what SwiftUI does when the user taps a `NavigationLink(value:)` in the screen on top: the path's
    /// append write, which goes to the coordinator of that screen as its ``RouteHandling/showRoute(_:)`` would.
    ///
    /// The value goes to the first coordinator of the top screen whose ``RouteHandling/Route`` it is: one
    /// retained with that screen (`push(_:retaining:)`), then with the screens below it, then the one that
    /// presented this stack, the tab's or the split view column's coordinator. It decides as for a deep link:
    /// the screen it shows is marked with the route (saved, restored and in ``RouteNavigator/currentPath``),
    /// a declined route changes nothing and is reported (``NavigationDiagnostic/Kind/routeNotHandled``), and
    /// a guarded one (``RouteDecision/runFirst(_:)``) runs its flow first. `RouterView` calls it for the
    /// route types given to `routeLinks(_:)`, so that the app writes links as Apple's
    /// samples do, with no `navigationDestination` of its own. The change is recorded as the coordinator's
    /// `showRoute`.
    ///
    /// ```swift
    /// // In a screen of the orders tab: NavigationLink("Order 42", value: ShopRoute.order(42))
    /// ordersStack.writeLink(ShopRoute.order(42))  // the order screen is pushed, marked .order(42)
    /// ```
    ///
    /// - Parameter value: the link's value, one of the app's routes.
    /// - Returns: whether the route is shown (already, now, or once a transition ends); `false` when a modal
    ///   covers the stack (``NavigationDiagnostic/Kind/gestureUnavailable``; a sheet resting at or below its
    ///   largest undimmed detent covers nothing), when no coordinator of the screen takes routes of that type
    ///   (``NavigationDiagnostic/Kind/routeNotHandled``: SwiftUI's link with no destination does nothing), or
    ///   when the coordinator declines or guards the route.
    @discardableResult
    public func writeLink<Value: Hashable>(_ value: Value) -> Bool {
        guard let router = core.receiver as? Router else {
            core.report(.routerNotOnScreen, "writeLink: no Router drives this stack; the link did nothing")
            return false
        }
        return router.followLink(AnyHashable(value), "NavigationStackController.writeLink")
    }
}
