extension AppCoordinator {
    /// Ends this app coordinator's window: every screen leaves, each handler once, and every coordinator is released.
    ///
    /// Every modal is dismissed, innermost first, and every screen of every stack, tab and column leaves.
    ///
    /// Call it when the window goes: a scene that disconnects (`sceneDidDisconnect(_:)`), a SwiftUI window
    /// that disappears. Save its navigation first (``RouteNavigator/capture()``): a scene that comes back gets
    /// a new app coordinator, which restores it. Another window's app coordinator is not touched. A
    /// coordinator still retained once the screens have left (one retained with ``pushCoordinator(_:)`` and
    /// no screen) is released too. Closing again changes nothing.
    ///
    /// ```swift
    /// func sceneDidDisconnect(_ scene: UIScene) {
    ///     appCoordinator.close()
    /// }
    /// ```
    public func close() {
        router.end()
        let left = retainedCoordinators
        retentions = [:]
        for coordinator in left {
            (coordinator as? Coordinator)?.retentionsEnded()
        }
    }
}
