extension HeadlessNavigationController {
    /// The headless navigation controller the user sees from this root one, the one presenting what is on top, and the tab bar the user sees.
    ///
    /// One walk: through each modal presented with a navigation controller, and into the selected tab of a
    /// tab bar on top of a stack. `presenter` is the controller a swipe-down dismisses from, `nil` when
    /// nothing is presented; `tabBar` is the innermost tab bar on the way, `nil` when a modal covers it. For
    /// the replay of a journal, and TiltUpTest's gestures on what the user sees.
    ///
    /// - Returns: the controller on screen, the one that presents the innermost modal, and the visible tab bar.
    @_spi(TiltUpTest)
    public func visibleStack() -> (
        visible: HeadlessNavigationController, presenter: HeadlessNavigationController?, tabBar: HeadlessTabBarController?
    ) {
        var current = self
        var presenter: HeadlessNavigationController?
        var tabBar: HeadlessTabBarController?
        while true {
            if let presented = current.presentedViewController {
                presenter = current
                guard let modal = Platform.headless(presented) else { return (current, presenter, nil) }
                current = modal
                tabBar = nil
            } else if let top = current.topViewController, let tabBarRouter = TabBarRouter.router(driving: top),
                let tab = Platform.headless(tabBarRouter.selectedTab?.router.navigationController)
            {
                // UIKit's tab bar controller on iOS: only a headless one is returned.
                tabBar = Platform.headlessTabBar(tabBarRouter.tabBarController)
                current = tab
            } else {
                return (current, presenter, tabBar)
            }
        }
    }
}
