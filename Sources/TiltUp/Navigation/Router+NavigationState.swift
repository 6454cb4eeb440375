extension Router {
    /// A point in a router's navigation to come back to with ``Router/popToNavigationState(_:animated:)``.
    ///
    /// It stands for the stay of its top screen on the stack, by number, on the router it was taken
    /// on: it keeps nothing alive.
    public struct NavigationState: Sendable {
        fileprivate let router: Int
        fileprivate let topStay: Int?

        /// Whether the stack was empty when the state was taken.
        public var isEmpty: Bool { topStay == nil }
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
        NavigationState(router: serialNumber, topStay: topEntry?.stay)
    }

    /// Pops every screen pushed since `state` was taken; their pop handlers run, top first.
    ///
    /// A state taken on an empty stack empties it.
    ///
    /// - Parameters:
    ///   - state: the state taken with ``currentNavigationState``. When its top screen has left the stack
    ///     since it was taken, nothing is popped and ``NavigationDiagnostic/Kind/navigationStateUnavailable``
    ///     is reported, even if the screen has come back: its stay on the stack, the one the state was taken
    ///     in, has ended. A state taken on another router is unavailable too, an empty one included.
    ///   - animated: whether to animate the pop.
    public func popToNavigationState(_ state: NavigationState, animated: Bool = true) {
        let recording = beginRecording("popToNavigationState")
        defer { endRecording(recording) }
        guard state.router == serialNumber else {
            report(
                .navigationStateUnavailable,
                "popToNavigationState: the state was taken on another router; nothing was popped")
            return
        }
        guard let stay = state.topStay else {
            removeAll(animated: animated)
            return
        }
        guard let top = screen(ofStay: stay) else {
            report(
                .navigationStateUnavailable,
                "popToNavigationState: the state's top screen has left this router's stack since the state was taken; nothing was popped")
            return
        }
        popToViewController(top, animated: animated)
    }
}
