/// The root of an app's coordinators: it owns the root router and retains the coordinators whose
/// screens are up.
@preconcurrency @MainActor
public protocol AppCoordinating: AnyObject {
    /// The router of the app's root navigation controller.
    var router: Router { get }
    /// Retains `coordinator` once more.
    func pushCoordinator(_ coordinator: any Coordinating)
    /// Lets go of `coordinator` once; it is released when every retain has been matched.
    func popCoordinator(_ coordinator: any Coordinating)
    /// Whether `coordinator` is retained.
    func containsCoordinator(_ coordinator: any Coordinating) -> Bool
}
