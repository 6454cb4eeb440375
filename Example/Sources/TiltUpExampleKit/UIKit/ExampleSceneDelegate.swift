#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The example's scene-delegate entry point: a window whose root is the app coordinator's navigation
/// controller, and the UIKit screens. Each scene (each window, on iPad) has its own delegate, so its own
/// navigation.
///
/// It restores the navigation the iOS way: the scene's `stateRestorationActivity` carries a
/// `NavigationSnapshot`, given back when iOS reconnects the scene, then opens the links the scene came
/// with; universal links and handoff arrive through `scene(_:continue:)`. When the scene disconnects, its
/// coordinators are released (every handler once); iOS asked for its restoration activity before.
///
/// An app target names it as the scene's delegate class in its Info.plist
/// (`UISceneDelegateClassName` = `TiltUpExampleKit.ExampleSceneDelegate`).
@MainActor
public final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    private var launch: ExampleLaunch?
    /// The activity type of the example's saved navigation (listed in `NSUserActivityTypes`).
    public static let navigationActivityType = "com.example.tiltup.navigation"

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let router = Router()
        window.rootViewController = router.navigationController
        let launch = ExampleLaunch(router: router, factory: UIKitScreenFactory(), service: FakeOrderService(answersLater: true))
        launch.start(restoring: session.stateRestorationActivity?.navigationRestorationData)
        window.makeKeyAndVisible()
        for context in connectionOptions.urlContexts {
            launch.open(context.url)
        }
        for activity in connectionOptions.userActivities {
            open(activity, with: launch)
        }
        self.window = window
        self.launch = launch
    }

    /// The scene goes: its coordinators are released. A scene that reconnects gets a new launch.
    public func sceneDidDisconnect(_ scene: UIScene) {
        launch?.close()
        launch = nil
        window = nil
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            launch?.open(context.url)
        }
    }

    /// Universal links and handoff.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        launch.map { open(userActivity, with: $0) }
    }

    /// What iOS keeps to restore the scene: the navigation, as routes.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let launch else { return nil }
        return try? NSUserActivity(activityType: Self.navigationActivityType, navigation: launch.navigator.capture())
    }

    private func open(_ activity: NSUserActivity, with launch: ExampleLaunch) {
        if let url = activity.webpageURL {
            launch.open(url)
        } else if let data = activity.navigationRestorationData {
            launch.navigator.restore(restorationData: data)
        }
    }
}

#endif
