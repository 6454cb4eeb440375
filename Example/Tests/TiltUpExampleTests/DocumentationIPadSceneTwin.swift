#if canImport(UIKit) && os(iOS)
// Compiled for iOS by ../shared/tools/ios-typecheck: the "iPad, Mac and windows" article's scene delegate.
import TiltUp
import UIKit

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?
    private var navigator: RouteNavigator<NotesRoute>?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let appCoordinator = AppCoordinator.initialize(window: window)
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
        if let saved = session.stateRestorationActivity?.navigationRestorationData {
            navigator.restore(restorationData: saved)
        }
        for context in connectionOptions.urlContexts {
            navigator.open(context.url, using: NotesRoute.urls)
        }
        (self.window, self.appCoordinator, self.navigator) = (window, appCoordinator, navigator)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        try? navigator.map { try NSUserActivity(activityType: "com.example.notes.navigation", navigation: $0.capture()) }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        appCoordinator?.close()  // iOS asked for the restoration activity first
        (appCoordinator, navigator, window) = (nil, nil, nil)
    }
}
// docs-twin-end
#endif
