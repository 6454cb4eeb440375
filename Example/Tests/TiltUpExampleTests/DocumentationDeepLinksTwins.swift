#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The scene delegate of the DeepLinks article, compiled for iOS (ios-typecheck checks this target),
/// with a stand-in of the article's app around it.
enum DeepLinksArticleSceneDelegate {
    enum AppRoute: Hashable, Codable {
        case home, orders, receipt, settings
        case order(id: Int)

        @MainActor static let urls: RouteURLTable<AppRoute> = {
            var table = RouteURLTable<AppRoute>(scheme: "myapp", hosts: ["example.com"])
            table.add("home", .home)
            table.add("orders", .orders)
            return table
        }()
    }

    final class MainTabsCoordinator: TabBarCoordinator {}

    // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let appCoordinator = AppCoordinator()
        lazy var navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = appCoordinator.router.navigationController
            window?.makeKeyAndVisible()
            appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
            if let data = session.stateRestorationActivity?.navigationRestorationData {
                navigator.restore(restorationData: data)
            }
            for context in connectionOptions.urlContexts {
                navigator.open(context.url, using: AppRoute.urls)
            }
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            try? NSUserActivity(activityType: "com.example.app.navigation", navigation: navigator.capture())
        }

        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            if let url = userActivity.webpageURL {
                navigator.open(url, using: AppRoute.urls)
            }
        }

        func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
            for context in contexts {
                navigator.open(context.url, using: AppRoute.urls)
            }
        }
    }
    // docs-twin-end
}

#endif
