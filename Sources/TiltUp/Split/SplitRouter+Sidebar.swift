// The sidebar, hidden and shown while the columns stand side by side: by the user (the toolbar's sidebar
// button) or by the app. Nothing ends either way.
extension SplitRouter {
    /// Whether the sidebar is hidden while the columns stand side by side.
    ///
    /// ```swift
    /// splitRouter.setSidebarHidden(true)
    /// splitRouter.isSidebarHidden  // true
    /// ```
    public var isSidebarHidden: Bool { frontEnd.isSidebarHidden }

    /// Hides the sidebar, or shows it again, as the app decides (a reading mode, say).
    ///
    /// Nothing ends: the sidebar's stack, screens and coordinator stay, and no handler runs. The observers hear
    /// ``SplitEvent/sidebarHidden`` or ``SplitEvent/sidebarShown`` once, when it changes. In compact width the
    /// columns are one stack whatever this says; it applies when they expand.
    ///
    /// ```swift
    /// splitRouter.setSidebarHidden(true)  // the detail fills the window
    /// ```
    ///
    /// - Parameters:
    ///   - hidden: whether the sidebar is to be hidden.
    ///   - animated: whether to animate the change.
    public func setSidebarHidden(_ hidden: Bool, animated: Bool = true) {
        frontEnd.setSidebarHidden(hidden, animated: animated)
    }

    func splitDidChangeSidebar(hidden: Bool) {
        append(hidden ? .sidebarHidden : .sidebarShown)
        eventQueue.deliver()
    }
}
