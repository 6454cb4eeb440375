#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// The example's third app: SwiftUI's own navigation (`NavigationStack`, sheets, `TabView`), no UIKit
/// container, running the same coordinators, view models and links as the UIKit app and the terminal app.
///
/// The Router drives a `NavigationStackController`; `RouterView` renders it. The navigation is saved in
/// the scene's storage when the app goes to the background, and restored at the next launch.
///
/// ```swift
/// @main enum Main {
///     static func main() { ExampleSwiftUINavigationApp.main() }
/// }
/// ```
@available(iOS 16.0, *)
@MainActor
public struct ExampleSwiftUINavigationApp: App {
    @UIApplicationDelegateAdaptor private var delegate: ExampleNavigationStackAppDelegate
    @SceneStorage("navigation") private var savedNavigation: Data?

    public init() {}

    public var body: some Scene {
        WindowGroup {
            RouterView(delegate.launch.appCoordinator.router)
                .onOpenURL { url in delegate.launch.open(url) }
                .onAppear {
                    if let savedNavigation {
                        _ = delegate.launch.navigator.restore(restorationData: savedNavigation)
                    }
                }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                    savedNavigation = try? delegate.launch.navigator.capture().restorationData()
                }
        }
    }
}

/// Keeps the SwiftUI-navigation example's coordinators for the app's whole run, outside every view.
@MainActor
public final class ExampleNavigationStackAppDelegate: NSObject, UIApplicationDelegate {
    /// Made and started at launch, before SwiftUI builds the first view, on SwiftUI's navigation.
    public let launch = ExampleLaunch(
        router: Router(navigationController: NavigationStackController()), factory: SwiftUIScreenFactory(),
        service: FakeOrderService(answersLater: true))

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launch.start()
        return true
    }
}

#endif
