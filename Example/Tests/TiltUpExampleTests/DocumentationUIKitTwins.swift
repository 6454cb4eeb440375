#if canImport(UIKit)
import TiltUp
import UIKit

// The documents' UIKit code, compiled for iOS by ../shared/tools/ios-typecheck (which checks this
// target's files that import neither XCTest nor Testing).

enum DocumentationUIKitTwins {
    // The guide's view model, which its controller below uses.
    // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
    enum Profile {
        @MainActor final class CoordinatorObservers {
            var showOrders: (() -> Void)?
        }

        @MainActor final class ViewObservers: BaseViewObservers {
            var name: ((String) -> Void)?
        }
    }

    @MainActor final class ProfileViewModel {
        let coordinatorObservers = Profile.CoordinatorObservers()
        let viewObservers = Profile.ViewObservers()

        func start() {
            viewObservers.loadingState?(.loading())
            // … load, then:
            viewObservers.loadingState?(.notLoading)
            viewObservers.name?("Lisa")
        }

        func ordersTapped() {
            coordinatorObservers.showOrders?()
        }
    }
    // docs-twin-end

    /// The guide's launch coordinator.
    final class LaunchCoordinator: Coordinator {
        override func start() {}
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var appCoordinator: AppCoordinator?

        // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let appCoordinator = AppCoordinator.initialize(window: window)
            appCoordinator.start(coordinator: LaunchCoordinator(appCoordinator: appCoordinator))
            self.appCoordinator = appCoordinator
            self.window = window
        }
        // docs-twin-end
    }

    final class ProfileController: UIViewController {
        let viewModel: ProfileViewModel
        let nameLabel = UILabel()

        init(viewModel: ProfileViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
        override func viewDidLoad() {
            super.viewDidLoad()
            viewModel.viewObservers.name = { [weak self] name in self?.nameLabel.text = name }
            viewModel.viewObservers.presentAlert = { [weak self] alert in
                self?.present(UIAlertController(alert), animated: true)
            }
            viewModel.start()
        }
        // docs-twin-end

        func showAlertsTheTiltUp6Way() {
            // docs-twin: Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md
            // TiltUp 5: self?.present(alert, animated: true), where alert was the view model's UIAlertController.
            viewModel.viewObservers.presentAlert = { [weak self] alert in self?.present(UIAlertController(alert), animated: true) }
            // docs-twin-end
        }
    }
}
#endif
