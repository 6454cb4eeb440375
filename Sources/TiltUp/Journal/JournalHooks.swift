/// What a ``RouteNavigator`` tells the ``NavigationJournal`` that records it, as closures over the journal
/// held weakly (the navigator's `Route` need not be `Codable`; the journal's is).
@MainActor
struct JournalHooks<Route: Hashable> {
    /// The journal.
    weak var journal: AnyObject?
    /// What records the actions and changes of the navigator's Routers.
    let core: NavigationJournalCore
    /// A path was asked for from an origin: how it ended, or `nil` while it waits.
    let opened: @MainActor ([Route], RouteOrigin, RouteOpening<Route>.Ending?) -> Void
    /// A path that waited ended.
    let ended: @MainActor ([Route], RouteOpening<Route>.Ending) -> Void
    /// A path waits for the flow a step needs first, before this route.
    let flowStarted: @MainActor (Route) -> Void
    /// That flow ended: succeeded or not.
    let flowEnded: @MainActor (Bool) -> Void
    /// Saved navigation was restored.
    let restored: @MainActor (NavigationSnapshot<Route>) -> Void
}

extension RouteNavigator {
    /// Stops the journal whose core is `core` from recording this navigator, if it does.
    func detach(_ core: NavigationJournalCore) {
        if journal?.core === core {
            journal = nil
        }
        if rootRouter.journalLink.attached === core {
            rootRouter.journalLink.attached = nil
        }
    }

    /// The routes shown now, as ``currentPath`` reads them, without reporting tabs that have no route, and
    /// the type of the coordinator that showed each (`nil` for one already gone).
    var pathForJournal: (routes: [Route], coordinators: [(any Coordinating.Type)?]) {
        var routes: [Route] = []
        var coordinators: [(any Coordinating.Type)?] = []
        for node in RouteStep.currentPath(from: rootRouter) {
            guard let route = node.route.base as? Route else { break }
            routes.append(route)
            coordinators.append(node.tag.coordinator.map { type(of: $0) })
        }
        return (routes, coordinators)
    }
}
