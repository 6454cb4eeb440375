#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// One step of the current navigation that shows a route: where it is, and who handles the next one.
@MainActor
struct RouteNode {
    enum Place {
        /// A stay on a router's stack, by its number.
        case stay(Router, Int)
        /// The modal a router presents.
        case modal(presentedBy: Router)
        /// The selected tab of a tab bar.
        case tab(TabBarRouter, Int)
    }

    let tag: RouteTag
    let place: Place

    var route: AnyHashable { tag.route }
}

/// The platform-neutral workings of routes, shared by ``RouteNavigator`` and ``RouteHandling/showRoute(_:)``.
@MainActor
enum RouteStep {
    // MARK: Reading the navigation

    /// The steps shown now, from `root` to the screen the user sees: the routed screens above the root
    /// of each stack, then, if the router presents a modal, that modal (a modal without a route ends the
    /// path: what it covers is shown, but nothing above it is part of the path), or else, if a tab bar
    /// is on top of the stack, its selected tab and that tab's own steps.
    static func currentPath(from root: Router) -> [RouteNode] {
        var nodes: [RouteNode] = []
        appendSteps(of: root, to: &nodes)
        return nodes
    }

    /// The routed stays, modals and tabs of `router`, and of the routers they lead to; calls `covered`
    /// with each tab bar that a modal covers, and the number of steps before it.
    /// With `stackOnly`, only the routed stays of `router` itself.
    static func appendSteps(
        of router: Router, to nodes: inout [RouteNode], stackOnly: Bool = false, covered: (TabBarRouter, Int) -> Void = { _, _ in }
    ) {
        var next: Router? = router
        while let current = next {
            next = nil
            let entries = current.stackEntries
            for entry in entries.dropFirst() {
                if let tag = entry.tag {
                    nodes.append(RouteNode(tag: tag, place: .stay(current, entry.stay)))
                }
            }
            if stackOnly { return }
            let tabBar = entries.last.flatMap { TabBarRegistry.router(of: $0.screen) }
            if current.presentsModal {
                if let tabBar {
                    covered(tabBar, nodes.count)
                }
                if let modal = current.presentedModal, let tag = modal.tag {
                    nodes.append(RouteNode(tag: tag, place: .modal(presentedBy: current)))
                    next = modal.router
                }
            } else if let tabBar, let index = tabBar.selectedIndex, let route = tabBar.tabs[index].route {
                let tab = tabBar.tabs[index]
                nodes.append(RouteNode(tag: RouteTag(route: route, coordinator: tab.coordinator), place: .tab(tabBar, index)))
                next = tab.router
            }
        }
    }

    /// The router each of `prefix`'s steps leads into, root first: where the next step is shown.
    static func containers(of prefix: ArraySlice<RouteNode>, root: Router) -> [Router] {
        var routers = [root]
        for node in prefix {
            switch node.place {
            case .stay: break
            case .tab(let tabBar, let index): routers.append(tabBar.tabs[index].router)
            case .modal(let presenter): presenter.presentedRouter.map { routers.append($0) }
            }
        }
        return routers
    }

    // MARK: Changing it

    /// Takes away whatever follows the first `count` steps of `path`, the current path: every modal
    /// on the way that is not one of those steps is dismissed, innermost first, and the stack the kept
    /// steps end in is popped to the last of them (or to its root). Stacks of tabs that are not
    /// selected stay as they are, and so does the stack of the tab the path leaves.
    static func unwind(_ path: [RouteNode], keeping count: Int, root: Router) {
        let prefix = path[..<count]
        let kept = containers(of: prefix, root: root)
        var keptModals: Set<ObjectIdentifier> = []
        for node in prefix {
            if case .modal(let presenter) = node.place {
                keptModals.insert(ObjectIdentifier(presenter))
            }
        }
        for router in containers(of: path[...], root: root).reversed()
        where router.presentsModal && !keptModals.contains(ObjectIdentifier(router)) {
            router.dismissModal(animated: false)
        }
        guard let anchor = kept.last else { return }
        if let last = prefix.last, case .stay(let router, let stay) = last.place, router === anchor {
            if let screen = anchor.screen(ofStay: stay), anchor.stackEntries.last?.screen !== screen {
                anchor.popToViewController(screen, animated: false)
            }
        } else if anchor.stackEntries.count > 1 {
            anchor.popToRoot(animated: false)
        }
    }

    /// Carries out `decision` of `handler` for `route`, and marks what it showed on `handler`'s router
    /// with the route; returns whether something was shown. Reports a declined route, or one that showed
    /// nothing, to `reporter`.
    static func perform(_ decision: RouteDecision, route: AnyHashable, from handler: any Coordinating, reportingTo reporter: Router) -> Bool
    {
        let anchor = handler.router
        let topBefore = anchor.stackEntries.last?.stay
        let modalBefore = anchor.presentedModal != nil
        let continuing: any Coordinating
        switch decision {
        case .decline:
            reporter.diagnosticHandler(
                NavigationDiagnostic(
                    kind: .routeNotHandled,
                    message: "RouteNavigator: \(type(of: handler)) declined the route \(route.base); nothing changed"))
            return false
        case .show(let show):
            show()
            continuing = handler
        case .handOff(let start):
            continuing = start()
        }
        let tag = RouteTag(route: route, coordinator: continuing)
        if !modalBefore, anchor.presentedModal != nil {
            anchor.tagModal(tag)
        } else if let top = anchor.stackEntries.last, top.stay != topBefore, anchor.stackEntries.count > 1 {
            anchor.tagTopStay(tag)
        } else if let top = anchor.stackEntries.last?.screen, let tabBar = TabBarRegistry.router(of: top),
            let index = tabBar.selectedIndex, tabBar.tabs[index].coordinator === continuing
        {
            tabBar.setRoute(route, forTabAt: index)
        } else {
            reporter.diagnosticHandler(
                NavigationDiagnostic(
                    kind: .routeNotShown,
                    message:
                        "RouteNavigator: \(type(of: handler)) accepted the route \(route.base) but showed nothing on its router (a screen above the root, a modal, or a tab); the route stops there"
                ))
            return false
        }
        return true
    }
}
