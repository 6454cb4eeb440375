#if canImport(UIKit)
import TiltUp
import TiltUpConformance
import UIKit

/// The scene where the conformance scenario the UI test asked for runs: UIKit's front end or `RouterView`, in a
/// window filling the scene, animated, the user's gestures made by the UI test, which reads the run back from
/// the control window (``ConformanceControlWindow``).
final class ConformanceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var control: ConformanceControlWindow?
    /// The driver of the run, kept for as long as the scene.
    private var driver: AnyObject?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
            let (scenario, rules) = ConformanceUITestSupport.requested(in: ProcessInfo.processInfo.environment)
        else { return }
        let control = ConformanceControlWindow(windowScene: windowScene)
        self.control = control
        Task { @MainActor in
            await run(scenario, under: rules, channel: control.channel)
        }
    }

    /// Runs `scenario` on the front end of `rules`, asking for each gesture on `channel`.
    private func run(_ scenario: ConformanceScenario, under rules: ConformanceRules, channel: ConformanceUIChannel) async {
        if rules == .swiftUI, #available(iOS 16.0, *) {
            let base = SwiftUIConformanceDriver(hosted: true)
            let remote = RemoteConformanceDriver(base, on: Self.device, channel: channel) { gesture, index, context in
                UIKitUILocator.request(for: gesture, at: index, in: context, window: base.window)
            }
            window = base.window
            driver = remote
            _ = await remote.run(scenario)
        } else {
            let base = UIKitConformanceDriver(hosted: true)
            let remote = RemoteConformanceDriver(base, on: Self.device, channel: channel) { gesture, index, context in
                UIKitUILocator.request(for: gesture, at: index, in: context, window: base.window)
            }
            window = base.window
            driver = remote
            _ = await remote.run(scenario)
        }
    }

    /// The device the app runs on.
    private static var device: ConformanceDevice {
        #if targetEnvironment(macCatalyst)
        .macCatalyst
        #else
        UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone
        #endif
    }
}
#endif
