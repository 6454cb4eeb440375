extension Router {
    /// A point in a router's navigation to come back to with ``Router/popToNavigationState(_:animated:)``.
    ///
    /// It holds its top screen weakly: it keeps nothing alive.
    public struct NavigationState {
        fileprivate weak var topViewController: Screen?
        fileprivate let wasEmpty: Bool

        /// Whether the stack was empty when the state was taken.
        public var isEmpty: Bool { wasEmpty }
    }

    /// The navigation as it is now: its top screen.
    ///
    /// ```swift
    /// let beforeCheckout = router.currentNavigationState
    /// startCheckout()
    /// // … later, whatever was pushed since:
    /// router.popToNavigationState(beforeCheckout)
    /// ```
    public var currentNavigationState: NavigationState {
        NavigationState(topViewController: viewControllers.last, wasEmpty: viewControllers.isEmpty)
    }

    /// Pops every screen pushed since `state` was taken; their pop handlers run, top first.
    ///
    /// A state taken on an empty stack empties it. When the state's top screen has left the stack since,
    /// nothing is popped and ``NavigationDiagnostic/Kind/navigationStateUnavailable`` is reported.
    public func popToNavigationState(_ state: NavigationState, animated: Bool = true) {
        if state.wasEmpty {
            removeAll(animated: animated)
            return
        }
        guard let top = state.topViewController, viewControllers.contains(where: { $0 === top }) else {
            report(.navigationStateUnavailable, "popToNavigationState: the state's top screen has left the stack; nothing was popped")
            return
        }
        popToViewController(top, animated: animated)
    }
}
