#if canImport(UIKit)
import TiltUpConformance
import TiltUpExampleKit
import UIKit

/// The host app's delegate on iOS and Mac Catalyst: each scene shows the example (`ExampleSceneDelegate`), or the
/// conformance scenario its UI test asked for (``ConformanceSceneDelegate``).
final class ConformanceHostAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        let runsScenario = ConformanceUITestSupport.requested(in: ProcessInfo.processInfo.environment) != nil
        configuration.delegateClass = runsScenario ? ConformanceSceneDelegate.self : ExampleSceneDelegate.self
        return configuration
    }
}
#endif
