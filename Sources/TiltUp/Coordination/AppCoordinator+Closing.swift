extension AppCoordinator {
    /// Ends this app coordinator's window: every screen leaves, each handler once, and every coordinator is released.
    ///
    /// Every modal is dismissed, innermost first, and every screen of every stack, tab and column leaves.
    /// A screen that a pop or dismiss handler pushes or presents while the window closes leaves too, and
    /// the coordinator it retains is released.
    ///
    /// Call it when the window goes: a scene that disconnects (`sceneDidDisconnect(_:)`), a SwiftUI window
    /// that disappears. Save its navigation first (``RouteNavigator/capture()``): a scene that comes back gets
    /// a new app coordinator, which restores it. Another window's app coordinator is not touched. A
    /// coordinator still retained once the screens have left (one retained with ``pushCoordinator(_:)`` and
    /// no screen) is released as ``popCoordinator(_:)`` releases it: a ``ResultCoordinator`` so retained
    /// answers `nil` (``FlowEnding/closed``). Closing again changes nothing, and neither does a `close()`
    /// called by a handler while the window closes.
    ///
    /// A handler that shows a screen each time one leaves would keep the window open for ever: after 16
    /// rounds of screens shown while closing, `close()` stops, leaves what is still up, and reports
    /// ``NavigationDiagnostic/Kind/closeUnfinished``.
    ///
    /// ```swift
    /// func sceneDidDisconnect(_ scene: UIScene) {
    ///     appCoordinator.close()
    /// }
    /// ```
    public func close() {
        closeWindow()
    }
}
