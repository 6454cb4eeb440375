#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The example's scene-delegate entry point: a window whose root is the app coordinator's navigation
/// controller, and the UIKit screens.
///
/// An app target names it as the scene's delegate class in its Info.plist
/// (`UISceneDelegateClassName` = `TiltUpExampleKit.ExampleSceneDelegate`).
@MainActor
public final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    private var launch: ExampleLaunch?

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let router = Router()
        window.rootViewController = router.navigationController
        let launch = ExampleLaunch(router: router, factory: UIKitScreenFactory(), service: FakeOrderService(answersLater: true))
        launch.start()
        window.makeKeyAndVisible()
        for context in connectionOptions.urlContexts {
            launch.open(context.url)
        }
        self.window = window
        self.launch = launch
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            launch?.open(context.url)
        }
    }
}

#endif
