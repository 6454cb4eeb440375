#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import TiltUp
import UIKit

// The SwiftUI navigation article's app (Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md), type-checked for iOS.

@available(iOS 16.0, *)
@MainActor
// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
struct StoreApp: App {
    @UIApplicationDelegateAdaptor private var delegate: StoreAppDelegate
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some Scene {
        WindowGroup {
            RouterView(delegate.appCoordinator.router)
                .onOpenURL { url in delegate.open(url) }
                .onAppear {
                    if let savedNavigation {
                        delegate.navigator.restore(restorationData: savedNavigation)
                    }
                }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                    savedNavigation = try? delegate.navigator.capture().restorationData()
                }
        }
    }
}

final class StoreAppDelegate: NSObject, UIApplicationDelegate {
    let appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
    lazy var navigator = RouteNavigator<StoreRoute>(appCoordinator: appCoordinator)

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        appCoordinator.start(coordinator: StoreCoordinator(appCoordinator: appCoordinator))
        return true
    }

    func open(_ url: URL) {
        navigator.open(url, using: StoreRoute.urls)
    }
}
// docs-twin-end

#endif
