#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// The example's SwiftUI-lifecycle entry point: the same coordinators, with Home, orders and the plan
/// picker in SwiftUI.
///
/// An app target starts it from its own `@main` type (a library cannot hold `@main`):
///
/// ```swift
/// @main enum Main {
///     static func main() { ExampleSwiftUIApp.main() }
/// }
/// ```
@MainActor
public struct ExampleSwiftUIApp: App {
    @UIApplicationDelegateAdaptor private var delegate: ExampleAppDelegate

    public init() {}

    public var body: some Scene {
        WindowGroup {
            AppCoordinatorView(delegate.launch.appCoordinator)
                .ignoresSafeArea()
                .onOpenURL { url in delegate.launch.open(url) }
        }
    }
}

/// Keeps the example's navigation for the app's whole run, outside every view.
@MainActor
public final class ExampleAppDelegate: NSObject, UIApplicationDelegate {
    /// Made and started at launch, before SwiftUI builds the first view.
    public let launch = ExampleLaunch(factory: SwiftUIScreenFactory(), service: FakeOrderService(answersLater: true))

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launch.start()
        return true
    }
}

#endif
