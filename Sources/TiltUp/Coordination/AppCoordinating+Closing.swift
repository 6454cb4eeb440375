// Closing a window: every screen of every router of the window leaves, those that handlers show while it
// closes too, and every coordinator still retained is released through the app coordinator's own
// popCoordinator(_:), so that TiltUpTest's notes each release.

extension AppCoordinating {
    /// Ends the window, as ``AppCoordinator/close()`` does: every screen leaves, each handler once, and every
    /// coordinator is released through ``popCoordinator(_:)``.
    ///
    /// The default for an app coordinator of the app's own; ``AppCoordinator`` and TiltUpTest's
    /// `TestAppCoordinator` do the same.
    ///
    /// ```swift
    /// let appCoordinator: any AppCoordinating = AppCoordinator()
    /// appCoordinator.close()  // the window went
    /// ```
    public func close() {
        closeWindow()
    }

    /// Closes the window in rounds: what the handlers of one round show, the next one ends.
    ///
    /// Each round ends every router the window reaches, and those of the coordinators still retained; once
    /// none shows anything, it releases each coordinator still retained with ``popCoordinator(_:)``, which
    /// may answer a flow whose handler shows more: another round.
    @_spi(TiltUpTest)
    public func closeWindow() {
        let id = ObjectIdentifier(self)
        guard WindowClosing.underWay.insert(id).inserted else { return }
        defer { WindowClosing.underWay.remove(id) }
        // The window's routers, found before they end: a handler may push on one that nothing shows any more.
        let windowRouters = WindowClosing.routers(reachableFrom: router)
        var routers: [Router] { WindowClosing.unique(windowRouters + retainedCoordinators.map(\.router)) }
        for _ in 0..<WindowClosing.rounds {
            // With them, the routers of the coordinators still retained: those made by handlers meanwhile.
            let ending = routers
            if ending.contains(where: \.hasScreens) {
                for router in ending where router.hasScreens {
                    router.endOnce()
                }
                continue
            }
            let left = retainedCoordinators
            guard !left.isEmpty else { return }
            for coordinator in left {
                // Once per retain, as the handlers of its screens would have.
                var releases = 0
                while containsCoordinator(coordinator), releases < WindowClosing.mostReleases {
                    popCoordinator(coordinator)
                    releases += 1
                }
            }
        }
        let shown = routers.compactMap { $0.topEntry.map { describe($0.screen) } }
        let retained = retainedCoordinators.map { "\(type(of: $0))" }
        guard !shown.isEmpty || !retained.isEmpty else { return }
        router.report(
            .closeUnfinished,
            "handlers kept showing screens while the window closed, \(WindowClosing.rounds) rounds: still up \(shown.isEmpty ? "nothing" : shown.joined(separator: ", ")), still retained \(retained.isEmpty ? "nothing" : retained.joined(separator: ", ")); a pop or dismiss handler shows a screen each time one leaves",
            as: "\(type(of: self)).close")
    }
}

/// What closing windows shares: the windows closing now, and how far a close goes.
@MainActor
enum WindowClosing {
    /// The app coordinators whose `close()` is under way: a `close()` a handler calls meanwhile changes nothing.
    static var underWay: Set<ObjectIdentifier> = []
    /// How many rounds a close makes at most: each ends what the handlers of the round before showed.
    static let rounds = 16
    /// How many times at most a close lets go of one coordinator in a round.
    static let mostReleases = 1_000

    /// Every router `root` reaches: its modals in turn, the tabs and columns of the tab bars and split views
    /// on their stacks or presented, and theirs.
    static func routers(reachableFrom root: Router) -> [Router] {
        var found: [Router] = []
        var seen: Set<ObjectIdentifier> = []
        var next = [root]
        while !next.isEmpty {
            let router = next.removeFirst()
            guard seen.insert(ObjectIdentifier(router)).inserted else { continue }
            found.append(router)
            if let presented = router.presentedRouter {
                next.append(presented)
            }
            let screens = router.stack.map(\.screen) + (router.modal.map { [$0.screen] } ?? [])
            for screen in screens {
                if let tabBar = TabBarRegistry.router(of: screen) {
                    next.append(contentsOf: tabBar.tabs.map(\.router))
                }
                if let split = SplitRegistry.router(of: screen) {
                    next.append(contentsOf: split.columns.map(\.router))
                }
            }
        }
        return found
    }

    /// `routers` without repeats, in their order.
    static func unique(_ routers: [Router]) -> [Router] {
        var seen: Set<ObjectIdentifier> = []
        return routers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

extension Router {
    /// Whether a screen is on this router's stack or presented by it. (A sheet SwiftUI is still taking away,
    /// its `onDismiss` not yet called, has left the router.)
    fileprivate var hasScreens: Bool {
        !stack.isEmpty || modal != nil
    }
}
