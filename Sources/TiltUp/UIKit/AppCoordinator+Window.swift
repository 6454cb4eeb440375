#if canImport(UIKit)
import UIKit

extension AppCoordinator {
    /// Creates an app coordinator whose root navigation controller becomes `window`'s root view controller.
    ///
    /// The window is made key and visible when ``start(coordinator:)`` has started the first coordinator.
    ///
    /// ```swift
    /// let appCoordinator = AppCoordinator.initialize(window: window)
    /// appCoordinator.start(coordinator: LaunchCoordinator(appCoordinator: appCoordinator))
    /// ```
    ///
    /// - Parameters:
    ///   - window: the scene's window.
    ///   - router: the root router; a new one by default.
    /// - Returns: the app coordinator.
    public static func initialize(window: UIWindow, router: Router = Router()) -> AppCoordinator {
        let appCoordinator = AppCoordinator(router: router)
        window.rootViewController = router.navigationController
        appCoordinator.afterStart = { window.makeKeyAndVisible() }
        return appCoordinator
    }
}

#endif
