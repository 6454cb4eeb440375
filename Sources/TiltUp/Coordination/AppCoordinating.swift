/// The root of an app's coordinators: it owns the root router and retains the coordinators whose
/// screens are up.
///
/// ``AppCoordinator`` is the app's; TiltUpTest's `TestAppCoordinator` is a test's. An app object that
/// keeps `any AppCoordinating` can be given either:
///
/// ```swift
/// @MainActor
/// final class ShopApp {
///     let appCoordinator: any AppCoordinating
///
///     init(appCoordinator: any AppCoordinating) {
///         self.appCoordinator = appCoordinator
///     }
///
///     func launch() {
///         appCoordinator.start(coordinator: WelcomeCoordinator(appCoordinator: appCoordinator))
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol AppCoordinating: AnyObject {
    /// The router of the app's root navigation controller.
    var router: Router { get }
    /// The coordinators retained now, in the order they were first retained.
    var retainedCoordinators: [any Coordinating] { get }
    /// Starts the app's first coordinator.
    func start(coordinator: any Coordinating)
    /// Retains `coordinator` once more.
    func pushCoordinator(_ coordinator: any Coordinating)
    /// Lets go of `coordinator` once; it is released when every retain has been matched.
    func popCoordinator(_ coordinator: any Coordinating)
    /// Whether `coordinator` is retained.
    func containsCoordinator(_ coordinator: any Coordinating) -> Bool
    /// Ends the window: every screen leaves, each handler once, and every coordinator is released.
    ///
    /// ``AppCoordinator/close()`` says what it does; a conformer of the app's own gets that by default.
    func close()
}
