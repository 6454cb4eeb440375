/// An object that owns the navigation logic of one part of the app.
///
/// Most coordinators subclass ``Coordinator``; conform directly only when a coordinator must inherit
/// from something else.
@preconcurrency @MainActor
public protocol Coordinating: AnyObject {
    /// The app coordinator that retains this coordinator while its screens are up; held weakly.
    var appCoordinator: (any AppCoordinating)? { get }
    /// The coordinator that started this one, if any; held weakly.
    var parent: (any Coordinating)? { get }
    /// The router this coordinator pushes and presents its screens with.
    var router: Router { get }

    /// Shows this coordinator's first screen.
    func start()
}
