extension HeadlessSplitViewController {
    /// Whether the sidebar is hidden while the columns stand side by side, by the user or the app.
    ///
    /// Hiding it ends nothing: the sidebar's stack and coordinator stay, and it comes back as it was. In compact
    /// width the columns are one stack whatever this says, and it applies again when they expand.
    ///
    /// ```swift
    /// splitViewController.simulateSidebarToggle()
    /// splitViewController.isSidebarHidden  // true: the detail fills the window
    /// ```
    public var isSidebarHidden: Bool { core.isSidebarHidden }

    /// Does what the user does with the sidebar button of the toolbar, or ⌘⌃S on a Mac: hides the sidebar, or
    /// shows it again.
    ///
    /// No screen leaves and no handler runs; the split router's observers hear ``SplitEvent/sidebarHidden`` or
    /// ``SplitEvent/sidebarShown``. It changes no route, so a journal has no entry for it.
    /// While the sidebar is hidden the user cannot go back in it: a back swipe there is refused, and one under way
    /// is cancelled.
    ///
    /// ```swift
    /// splitViewController.simulateSidebarToggle()  // hidden
    /// splitViewController.simulateSidebarToggle()  // shown again, with the screens it had
    /// ```
    ///
    /// - Returns: `false` in compact width, where the columns are one stack and there is no sidebar button, or
    ///   while a modal covers the split (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateSidebarToggle() -> Bool {
        core.toggleSidebarByUser("simulateSidebarToggle")
    }

    /// Takes SwiftUI writing the column visibility of its `NavigationSplitView`: the user hid or showed the sidebar.
    ///
    /// It is what `RouterView` passes on when the user taps the sidebar button. The value shown already changes
    /// nothing; a change is ``simulateSidebarToggle()``, refused where that is.
    ///
    /// ```swift
    /// splitViewController.writeSidebarHidden(true)  // SwiftUI wrote `.detailOnly`
    /// ```
    ///
    /// - Parameter hidden: whether the written visibility hides the sidebar.
    public func writeSidebarHidden(_ hidden: Bool) {
        core.writeSidebarHidden(hidden, "writeSidebarHidden")
    }
}
