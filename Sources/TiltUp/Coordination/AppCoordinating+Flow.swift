extension AppCoordinating {
    /// Starts the app's first coordinator as a flow, and calls `handler` once with its answer: a sign-up
    /// whose name decides what comes next.
    ///
    /// The flow starts at once, as ``ResultCoordinator/run(then:)`` starts it, and answers the same way.
    /// Its screen at the root stays when it finishes, until `handler` shows what replaces it.
    ///
    /// ```swift
    /// let signUp = SignUpCoordinator(appCoordinator: appCoordinator)
    /// appCoordinator.start(coordinator: signUp) { name in
    ///     guard let name else { return }
    ///     MainTabsCoordinator(appCoordinator: appCoordinator, name: name).start()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - coordinator: the flow shown first; it shows its screens with `retaining: self`.
    ///   - handler: called once, on the main actor, with the value of
    ///     ``ResultCoordinator/finish(returning:)``, or `nil` when the flow ended any other way.
    public func start<Value: Sendable>(coordinator: ResultCoordinator<Value>, then handler: @escaping @MainActor (Value?) -> Void) {
        coordinator.appStartHandler = handler
        start(coordinator: coordinator)
    }
}
