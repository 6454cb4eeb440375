#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Shows an ``AppCoordinator``'s navigation in a SwiftUI-lifecycle app: the root router's navigation
/// controller, as a view.
///
/// The app coordinator, and with it the router and the navigation controller, belongs to the app, not
/// to this view: keep it in the app delegate (`@UIApplicationDelegateAdaptor`), so that SwiftUI
/// rebuilding the scene's views never rebuilds the navigation. The view only hands the existing
/// navigation controller to SwiftUI. Show it in one scene at a time: a view controller has one parent.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///     @UIApplicationDelegateAdaptor private var delegate: AppDelegate
///
///     var body: some Scene {
///         WindowGroup {
///             AppCoordinatorView(delegate.appCoordinator)
///                 .ignoresSafeArea()
///                 .onOpenURL { url in delegate.open(url) }
///         }
///     }
/// }
/// ```
///
/// Why not a scene delegate adaptor: in a SwiftUI-lifecycle app SwiftUI owns the window, and a scene
/// delegate that set its root view controller would fight it. A representable is the one place SwiftUI
/// documents for showing a UIKit view controller.
@preconcurrency @MainActor
public struct AppCoordinatorView: UIViewControllerRepresentable {
    /// The app coordinator whose root router's navigation controller is shown.
    public let appCoordinator: AppCoordinator

    /// Creates the view of `appCoordinator`'s navigation.
    public init(_ appCoordinator: AppCoordinator) {
        self.appCoordinator = appCoordinator
    }

    /// The root router's navigation controller, made long before and kept by the app coordinator.
    ///
    /// - Parameter context: SwiftUI's context.
    /// - Returns: the navigation controller.
    public func makeUIViewController(context: Context) -> UINavigationController {
        appCoordinator.router.navigationController
    }

    /// Nothing to update: the coordinators drive the navigation controller.
    ///
    /// - Parameters:
    ///   - navigationController: the root router's navigation controller.
    ///   - context: SwiftUI's context.
    public func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}

#endif
