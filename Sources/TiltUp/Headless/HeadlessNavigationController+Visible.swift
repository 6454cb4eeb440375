extension HeadlessNavigationController {
    /// The headless navigation controller the user sees from this root one, and the one presenting what is on top.
    ///
    /// One walk: through each modal presented with a navigation controller, and into the selected tab of a
    /// tab bar on top of a stack. `presenter` is the controller a swipe-down dismisses from, `nil` when
    /// nothing is presented. For the replay of a journal, and TiltUpTest's gestures on what the user sees.
    ///
    /// - Returns: the controller on screen, and the one that presents the innermost modal.
    @_spi(TiltUpTest)
    public func visibleStack() -> (visible: HeadlessNavigationController, presenter: HeadlessNavigationController?) {
        var current = self
        var presenter: HeadlessNavigationController?
        while true {
            if let presented = current.presentedViewController {
                presenter = current
                guard let modal = presented as? HeadlessNavigationController else { return (current, presenter) }
                current = modal
            } else if let top = current.topViewController, let tabBar = TabBarRouter.router(driving: top),
                let tab = tabBar.selectedTab?.router.navigationController as? HeadlessNavigationController
            {
                current = tab
            } else {
                return (current, presenter)
            }
        }
    }
}
