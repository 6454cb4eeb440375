import Foundation

#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Reading the app's navigation as routes, and bringing it back.

extension RouteNavigator {
    /// The path shown now: the routes of the screens, tabs and modals from the root to what the user sees.
    ///
    /// Screens shown without a route are left out; a modal without one ends the path.
    public var currentPath: [Route] {
        var tabWithoutRoute: TabBarRouter.Tab?
        let nodes = RouteStep.currentPath(from: rootRouter) { tabWithoutRoute = $0 }
        let path = routes(of: nodes)
        if path.count == nodes.count, let tabWithoutRoute {
            reportTabWithoutRoute(tabWithoutRoute, "it has no route")
        }
        return path
    }

    /// The app's navigation as a tree to read, one line per level, with the route that marks each screen.
    ///
    /// It is what ``Router/navigationDescription`` prints for the root router, with the routes of the screens,
    /// tabs and modals.
    ///
    /// ```swift
    /// print(navigator.navigationDescription)  // where did that link land?
    /// ```
    public var navigationDescription: String {
        rootRouter.navigationDescription(marking: nil)
    }

    /// The app's navigation now, as routes.
    ///
    /// Screens shown without a route are left out, and so is each path from its first route that
    /// ``isTransient`` marks: the steps after it were shown from it.
    ///
    /// - Returns: the path to what the user sees, and the paths to the stacks of the tabs that are not selected
    ///   (through the columns of a split view on one).
    public func capture() -> NavigationSnapshot<Route> {
        var nodes: [RouteNode] = []
        var coveredTabBars: [(tabBar: TabBarRouter, position: Int)] = []
        var coveredColumns: [(columnsPath: [RouteNode], modalStep: Int)] = []
        var tabWithoutRoute: TabBarRouter.Tab?
        RouteStep.appendSteps(
            of: rootRouter, to: &nodes, covered: { coveredTabBars.append(($0, $1)) },
            coveredColumns: { coveredColumns.append(($0, $1)) }, tabWithoutRoute: { tabWithoutRoute = $0 })
        let foreground = routes(of: nodes)
        if foreground.count == nodes.count, let tabWithoutRoute {
            reportTabWithoutRoute(tabWithoutRoute, "it has no route")
        }
        var background: [[Route]] = []
        /// The paths of the stacks of the tabs of `tabBar`, reached after the first `position` steps:
        /// those with screens of their own, and the selected one last if it is `covered` by a modal.
        func appendTabs(of tabBar: TabBarRouter, after position: Int, covered: Bool) {
            guard position <= foreground.count else { return }
            let before = Array(foreground[..<position])
            var selected: [Route]?
            for (index, tab) in tabBar.tabs.enumerated() {
                guard let route = tab.route?.base as? Route else { continue }
                var steps: [RouteNode] = []
                // A tab not selected, or covered, keeps its stack as it is, and a split view on it its columns.
                RouteStep.appendSteps(
                    of: tab.router, to: &steps, stackOnly: index != tabBar.selectedIndex || covered, throughColumns: true)
                let path = before + [route] + routes(of: steps)
                if index == tabBar.selectedIndex {
                    selected = covered ? path : nil
                } else if path.count > position + 1 {
                    background.append(path)
                }
            }
            selected.map { background.append($0) }
        }
        for (position, node) in nodes.enumerated() where position < foreground.count {
            if case .tab(let tabBar, _) = node.place {
                appendTabs(of: tabBar, after: position, covered: false)
            }
        }
        for (tabBar, position) in coveredTabBars {
            appendTabs(of: tabBar, after: position, covered: true)
        }
        let lasting = { (path: [Route]) in Array(path.prefix { !self.isTransient($0) }) }
        // The columns a column's modal covers are saved beside it, as a covered tab's stack is, and reopen under
        // it: their path first, then the modal's over its column. A modal left out (transient, or of another
        // route type) leaves the path through every column instead, which reopens them.
        var foregroundNodes = nodes
        var saved = lasting(foreground)
        var modalLeftOut: Int?
        for covered in coveredColumns where modalLeftOut.map({ covered.modalStep < $0 }) ?? true {
            let columnsPath = routes(of: covered.columnsPath)
            if saved.count > covered.modalStep {
                background.append(columnsPath)
            } else {
                foregroundNodes = covered.columnsPath
                saved = lasting(columnsPath)
                modalLeftOut = covered.modalStep
            }
        }
        let kept = background.map(lasting).filter { !$0.isEmpty }
        var snapshot = NavigationSnapshot(background: kept, foreground: saved)
        snapshot.sheetDetents = Self.sheetDetents(of: foregroundNodes.prefix(snapshot.foreground.count))
        snapshot.hiddenTabs = rootTabBar.map { $0.hiddenTabIdentifiers.sorted() } ?? []
        snapshot.tabOrders = rootTabBar?.customizedTabOrders ?? [:]
        snapshot.groupSelections = rootTabBar?.customizedGroupSelections ?? [:]
        return snapshot
    }

    /// The tab bar at the root of the app's stack, if there is one: whose customizations are saved.
    var rootTabBar: TabBarRouter? {
        rootRouter.viewControllers.first.flatMap(TabBarRouter.router(driving:))
    }

    /// The detent each sheet among `nodes` rests at, by the index of the step it shows.
    private static func sheetDetents(of nodes: ArraySlice<RouteNode>) -> [Int: SheetDetent] {
        var detents: [Int: SheetDetent] = [:]
        for (index, node) in nodes.enumerated() {
            if case .modal(let presenter) = node.place, let detent = presenter.presentedSheetDetent {
                detents[index] = detent
            }
        }
        return detents
    }

    /// Rests each sheet of the foreground path shown now at the detent `snapshot` saved for it, where the
    /// path shown agrees with the saved one up to it and the sheet still has that detent: the sheet's own
    /// detent of that identifier, whose resolver measures it (what a save reads back has none). A detent the
    /// sheet declares but that is unavailable now (its resolver returns `nil`) leaves the sheet where it rests,
    /// reported as ``NavigationDiagnostic/Kind/invalidSheetDetent``; one it no longer declares, silently.
    private func restoreSheetDetents(of snapshot: NavigationSnapshot<Route>) {
        guard !snapshot.sheetDetents.isEmpty else { return }
        var nodes: [RouteNode] = []
        RouteStep.appendSteps(of: rootRouter, to: &nodes)
        let shown = routes(of: nodes)
        for (index, detent) in snapshot.sheetDetents.sorted(by: { $0.key < $1.key }) {
            guard index < shown.count, shown[...index].elementsEqual(snapshot.foreground.prefix(index + 1)),
                case .modal(let presenter) = nodes[index].place,
                let own = presenter.modal?.detents.first(where: { $0 == detent }),
                presenter.presentedSheetDetent != own
            else { continue }
            guard own.height(in: .reference) != nil else {
                presenter.report(
                    .invalidSheetDetent,
                    "the sheet's saved detent \(own) is unavailable now (its resolver returns nil); the sheet rests at \(presenter.presentedSheetDetent.map(\.description) ?? "its default")",
                    as: "RouteNavigator.restore")
                continue
            }
            presenter.selectSheetDetent(own)
        }
    }

    /// Brings back `snapshot` by opening its paths: first each background path, then the foreground.
    ///
    /// Each is opened as restored state (``RouteOrigin/restoration``): a path that reaches a route marked
    /// ``isInternalOnly`` is refused, and a guarded step asks its guard again. Restored screens have live
    /// coordinators, handlers and retention exactly as if the user had navigated there. A path whose routes no
    /// longer resolve (an update removed a screen) is restored up to its longest valid prefix and the rest
    /// reported.
    ///
    /// Each sheet of the foreground rests again at the detent it rested at (``NavigationSnapshot/sheetDetents``),
    /// when the foreground is shown at once; a sheet shown later (after a guard's flow, say), or that no
    /// longer has that detent, rests where its coordinator presents it.
    ///
    /// The tab bar at the root gets the user's customization back: each group the order saved for it
    /// (``NavigationSnapshot/tabOrders``; the app's own when none is) and the tab it showed last
    /// (``NavigationSnapshot/groupSelections``), and the tabs the save hides are hidden
    /// (``NavigationSnapshot/hiddenTabs``), each only where it still allows it, each change reported as a
    /// ``TabBarEvent``. The stacks of hidden tabs are restored; a foreground path through a hidden tab stops before
    /// it, as a link does (``NavigationDiagnostic/Kind/tabNotFound``), and the first tab shown is selected. A
    /// journal records the restore as one action, which a replay restores again.
    ///
    /// - Parameter snapshot: what ``capture()`` returned, here or in an earlier launch.
    /// - Returns: what was opened of the foreground.
    @discardableResult
    public func restore(_ snapshot: NavigationSnapshot<Route>) -> RouteOpening<Route> {
        guard let journal else { return restoreUnrecorded(snapshot) }
        // One action, whose last entry carries the snapshot: a replay restores it again.
        return journal.core.recording(.link(origin: .restoration), call: "restore") {
            let opening = restoreUnrecorded(snapshot)
            journal.restored(snapshot)
            return opening
        }
    }

    private func restoreUnrecorded(_ snapshot: NavigationSnapshot<Route>) -> RouteOpening<Route> {
        let tabBar = rootTabBar
        tabBar?.restoreTabOrders(snapshot.tabOrders)
        if tabBar?.hiddenTabIdentifiers.isEmpty == false {
            // The stacks of the tabs the save hides are restored too: no tab is hidden while they are opened.
            tabBar?.restoreHiddenTabs([])
        }
        for path in snapshot.background {
            open(path, from: .restoration)
        }
        // The restore's own openings of the groups' stacks are no choice of the user's: each group's last tab is the saved one.
        tabBar?.restoreGroupSelections(snapshot.groupSelections)
        if !snapshot.hiddenTabs.isEmpty {
            tabBar?.restoreHiddenTabs(Set(snapshot.hiddenTabs))
        }
        let opening = open(snapshot.foreground, from: .restoration)
        if opening.ending == .stopped, opening.shown.isEmpty, let first = snapshot.foreground.first, let tabBar,
            tabBar.hidesEveryTab(of: AnyHashable(first))
        {
            // The foreground stopped before a hidden tab: the user is on the first tab shown, not on the last tab
            // the background opened.
            tabBar.selectFirstTabShown()
        }
        restoreSheetDetents(of: snapshot)
        return opening
    }

    /// Brings back navigation saved with ``NavigationSnapshot/restorationData()``, by an older version of the app too.
    ///
    /// What can be read is restored as ``restore(_:)`` does, and each step that cannot (a route the app no
    /// longer has) is reported as ``NavigationDiagnostic/Kind/savedRouteNotRead``, its path kept up to it; so is
    /// each field of another shape than this version writes (`hiddenTabs`, `tabOrders`, `sheetDetents`,
    /// `background`), which is skipped.
    ///
    /// ```swift
    /// navigator.restore(restorationData: data)
    /// ```
    ///
    /// - Parameter data: what ``NavigationSnapshot/restorationData()`` made.
    /// - Returns: what was opened of the foreground; data that is no saved navigation changes nothing, is
    ///   reported as ``NavigationDiagnostic/Kind/savedRouteNotRead``, and ends ``RouteOpening/Ending/refused``.
    @discardableResult
    public func restore(restorationData data: Data) -> RouteOpening<Route> where Route: Decodable {
        do {
            let restored = try NavigationSnapshot<Route>.read(restorationData: data)
            for step in restored.unreadableSteps {
                report(.savedRouteNotRead, "a saved step could not be read and was left out with the rest of its path: \(step)")
            }
            for field in restored.unreadableFields {
                report(
                    .savedRouteNotRead,
                    "the saved field \(field) is not of the shape this version writes; it was skipped, and the rest of the saved navigation restored"
                )
            }
            return restore(restored.snapshot)
        } catch {
            report(.savedRouteNotRead, "the saved navigation could not be read (\(error)); nothing was restored")
            return RouteOpening(shown: [], unresolved: [], ending: .refused)
        }
    }

    /// The routes of `nodes`, up to the first one of another route type, or up to a selected tab that
    /// has no route: either is reported once per tab (``NavigationDiagnostic/Kind/tabWithoutRoute``).
    func routes(of nodes: [RouteNode]) -> [Route] {
        var routes: [Route] = []
        for node in nodes {
            guard let route = node.route.base as? Route else {
                if case .tab(let tabBar, let index) = node.place {
                    reportTabWithoutRoute(tabBar.tabs[index], "its route \(node.route.base) is of type \(type(of: node.route.base))")
                }
                break
            }
            routes.append(route)
        }
        return routes
    }

    func reportTabWithoutRoute(_ tab: TabBarRouter.Tab, _ why: String) {
        guard tabsReportedWithoutRoute.insert(ObjectIdentifier(tab.coordinator)).inserted else { return }
        report(
            .tabWithoutRoute,
            "the selected tab of \(type(of: tab.coordinator)) has no route of type \(Route.self) (\(why)), so it and what it shows are left out of currentPath and capture(): give its TabBarRouter.Tab a route of type \(Route.self)"
        )
    }
}
