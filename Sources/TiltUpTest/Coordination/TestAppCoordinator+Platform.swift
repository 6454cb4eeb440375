@_spi(TiltUpTest) import TiltUp

extension TestAppCoordinator {
    /// The platform whose user the test's window models: iOS until the test says otherwise.
    ///
    /// iOS wherever the test runs, on a Mac too; `.current` models the platform the test is built for.
    ///
    /// Set it before the test navigates. A Mac's window is regular width (a native Mac's always), has no
    /// swipe-down (``simulateEscape()`` closes a sheet), and a native Mac has no back swipe
    /// (``simulateBackButton()`` goes back); the gestures a platform lacks are refused and reported as
    /// `NavigationDiagnostic.Kind.gestureUnavailable`.
    ///
    /// ```swift
    /// appCoordinator.platform = .macOS
    /// appCoordinator.start(coordinator: HomeCoordinator(appCoordinator: appCoordinator))
    /// ```
    public var platform: NavigationPlatform {
        get { navigationController.platform }
        set { navigationController.platform = newValue }
    }

    /// Does what the user does with the Back button on the screen they see, on every platform.
    ///
    /// It pops the top of ``visibleNavigationController``'s stack. On a Mac the Back button is the toolbar's,
    /// or ⌘[.
    ///
    /// In a split view collapsed into one stack, it is the split's Back, as ``simulateBackSwipe()``. Side by
    /// side (on a Mac, always) it goes back in the column on top, the detail, or else the last column that
    /// shows something, and a journal records `columnBack` with that column.
    ///
    /// ```swift
    /// appCoordinator.platform = .macOS
    /// appCoordinator.simulateBackButton()  // the order's screen goes; its pop handler runs once
    /// ```
    ///
    /// - Returns: the popped screen, or `nil` where the user could not go back (only the root on the stack, a
    ///   modal over it, a transition under way), reporting why.
    @discardableResult
    public func simulateBackButton() -> Screen? {
        navigationController.simulateVisibleBack()
    }

    /// Does what a Mac user does with Escape: closes the sheet or popover they see, its dismiss handler once.
    ///
    /// It reaches the innermost modal, as ``simulateSwipeDown()`` does. iOS closes no sheet with Escape: there
    /// it changes nothing, reported.
    ///
    /// ```swift
    /// appCoordinator.platform = .macCatalyst
    /// appCoordinator.simulateEscape()  // the sheet goes
    /// ```
    ///
    /// - Returns: the dismissed modal, or `nil` where `HeadlessNavigationController.simulateEscape()` would (iOS,
    ///   nothing presented, a full-screen modal on Mac Catalyst, `isModalInPresentation`), reporting why.
    @discardableResult
    public func simulateEscape() -> Screen? {
        (navigationController.visibleStack().presenter ?? navigationController).simulateEscape()
    }

    /// Does what the user does with the sidebar button, or ⌘⌃S on a Mac: hides the sidebar, or shows it again.
    ///
    /// It acts on the split view on the root stack (``splitViewController``), else on the tab bar there, whose
    /// groups an iPad shows as a sidebar (``tabBarController``, iOS 18). Nothing ends and no handler runs; it is
    /// `HeadlessSplitViewController.simulateSidebarToggle()` or `HeadlessTabBarController.simulateSidebarToggle()`.
    ///
    /// ```swift
    /// appCoordinator.platform = .macOS
    /// appCoordinator.simulateSidebarToggle()
    /// #expect(appCoordinator.splitRouter?.isSidebarHidden == true)
    /// ```
    ///
    /// - Returns: `false` where there is no split view or tab bar with groups on the root stack, in compact
    ///   width, or under a modal (reported as `NavigationDiagnostic.Kind.gestureUnavailable`, but for no split
    ///   view or tab bar at all).
    @discardableResult
    public func simulateSidebarToggle() -> Bool {
        if let splitViewController {
            return splitViewController.simulateSidebarToggle()
        }
        return tabBarController?.simulateSidebarToggle() ?? false
    }
}
