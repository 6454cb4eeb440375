#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// What deep links and saved navigation read of a router and mark on it.

extension Router {
    /// What deep links and saved navigation read of a router: its stays, root first, with their routes,
    /// and its modal.
    struct RouteState {
        let entries: [StackEntry]
        /// Whether the navigation controller presents anything, with a Router or without.
        let presentsModal: Bool
        /// The modal the router presented itself, if any: its route, and its router if it has one.
        let modal: (tag: RouteTag?, router: Router?)?
    }

    /// The router's ``RouteState``, after one look at the navigation controller.
    var routeState: RouteState {
        synchronizeIfNeeded()
        return RouteState(
            entries: stack, presentsModal: modal != nil || navigationController.presentedViewController != nil,
            modal: modal.map { ($0.tag, $0.router) })
    }

    /// Marks the stay on top of the stack as showing `tag`'s route.
    func tagTopStay(_ tag: RouteTag) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].tag = tag
        journalCore?.routesMayHaveChanged()
    }

    /// Marks the modal this router presents as showing `tag`'s route.
    func tagModal(_ tag: RouteTag) {
        modal?.tag = tag
        journalCore?.routesMayHaveChanged()
    }

    /// The stay on top of the stack, for ``NavigationState``.
    var topEntry: StackEntry? {
        synchronizeIfNeeded()
        return stack.last
    }

    /// The screen of `stay`, if that stay is still under way on this router's stack.
    func screen(ofStay stay: Int) -> Screen? {
        synchronizeIfNeeded()
        return stack.last(where: { $0.stay == stay })?.screen
    }

    /// The root routers of the trees in which a route is being opened (``RouteNavigator``), with how many
    /// openings each: while one is, nothing in that tree animates, so that each step has happened, on UIKit
    /// too, before the next one is asked for. Keyed by tree: an opening in one window animates nothing less
    /// in another.
    static var routeOpenings: [ObjectIdentifier: Int] = [:]

    /// Whether a change asked for with `animated` is animated: not while a route is being opened in this
    /// router's tree.
    func animates(_ animated: Bool) -> Bool {
        guard animated, !Self.routeOpenings.isEmpty else { return animated }
        return Self.routeOpenings[ObjectIdentifier(outermostRouter)] == nil
    }

    /// Runs `body`, a route opening from `root`, with nothing animated in its tree.
    static func openingRoute<Result>(from root: Router, _ body: () -> Result) -> Result {
        let key = ObjectIdentifier(root.outermostRouter)
        routeOpenings[key, default: 0] += 1
        defer {
            routeOpenings[key, default: 1] -= 1
            if routeOpenings[key] == 0 {
                routeOpenings[key] = nil
            }
        }
        return body()
    }
}
