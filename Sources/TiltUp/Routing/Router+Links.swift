#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// SwiftUI's own links: a `NavigationLink(value:)` in a screen of a Router's stack is the user's tap, whose
// value goes to the coordinator of that screen, as its `showRoute(_:)` would take it.
extension Router {
    /// The coordinators that may own the screen on top of this router's stack, the most particular first:
    /// those retained with it, then with each screen below it, then the one retained with this router's
    /// modal, the tab's, and the split view column's.
    func coordinatorsOfTopScreen() -> [any Coordinating] {
        var found: [any Coordinating] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ coordinator: (any Coordinating)?) {
            // By identifier, not `===` in a closure: capturing `coordinator` in a closure is a region-isolation
            // error in optimized builds ("sending 'coordinator' risks causing data races").
            if let coordinator, seen.insert(ObjectIdentifier(coordinator)).inserted {
                found.append(coordinator)
            }
        }
        for screen in viewControllers.reversed() {
            for retention in (retained.byScreen[ObjectIdentifier(screen)] ?? []).reversed() {
                add(retention.coordinator)
            }
        }
        if let presenter = presentingRouter {
            for retention in (presenter.retained.byScreen[ObjectIdentifier(navigationController)] ?? []).reversed() {
                add(retention.coordinator)
            }
        }
        add(tabBarRouter?.ownTabs.first { $0.router === self }?.coordinator)
        add(splitRouter?.columns.first { $0.router === self }?.coordinator)
        return found
    }

    /// The user tapped a `NavigationLink(value:)` in the screen on top: `value` goes to the first coordinator
    /// of that screen whose route type it is, which shows it as ``RouteHandling/showRoute(_:)`` does.
    ///
    /// - Returns: whether the route is shown (already, now, or once a transition ends); `false`, reported,
    ///   when a modal covers the stack, when no coordinator of the screen takes routes of the value's type
    ///   (``NavigationDiagnostic/Kind/routeNotHandled``), or when its coordinator declines or guards it.
    func followLink(_ value: AnyHashable, _ method: String) -> Bool {
        if let covering = Platform.headless(navigationController)?.core.modalCoveringStack {
            report(
                .gestureUnavailable,
                "\(method): \(describe(covering)) covers the stack, so the user cannot tap its links; nothing was shown")
            return false
        }
        for coordinator in coordinatorsOfTopScreen() {
            guard let handling = coordinator as? any RouteHandling else { continue }
            if let shown = handling.showLinked(value) {
                return shown
            }
        }
        let screen = viewControllers.last.map(describe) ?? "the empty stack"
        report(
            .routeNotHandled,
            "\(method): no coordinator of \(screen) handles routes of type \(type(of: value.base)) (RouteHandling with that Route); the link did nothing, as SwiftUI's link with no destination does"
        )
        return false
    }
}

extension RouteHandling {
    /// Shows `value` as ``showRoute(_:)`` does, if it is one of this coordinator's routes; `nil` if it is not.
    func showLinked(_ value: AnyHashable) -> Bool? {
        guard let route = value.base as? Route else { return nil }
        return showRoute(route, as: value)
    }
}
