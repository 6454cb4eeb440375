import TiltUp
import TiltUpTestSupport

/// Collects what a router reports, and counts handler runs by name.
@MainActor
final class Recorder {
    var diagnostics: [NavigationDiagnostic.Kind] = []
    var runs: [String] = []

    func watch(_ router: Router) {
        router.diagnosticHandler = { [unowned self] in self.diagnostics.append($0.kind) }
    }

    func handler(_ name: String) -> Router.Handler {
        { [unowned self] in self.runs.append(name) }
    }

    func count(_ name: String) -> Int {
        runs.filter { $0 == name }.count
    }
}

/// The app's first coordinator: it replaces the root with its screen and retains itself.
@MainActor
final class RootCoordinator: Coordinator {
    let screen = TestScreen("root")

    override func start() {
        router.replaceRoot(with: screen, retaining: self, animated: false)
    }
}

/// A coordinator that pushes one screen and retains itself until that screen leaves.
@MainActor
final class PushedCoordinator: Coordinator {
    let screen: TestScreen
    private let onPop: Router.Handler?

    init(parent: any Coordinating, name: String = "pushed", onPop: Router.Handler? = nil) {
        screen = TestScreen(name)
        self.onPop = onPop
        super.init(parent: parent, modal: false)
    }

    override func start() {
        router.push(screen, retaining: self, animated: false, popHandler: onPop)
    }
}

/// A modal coordinator: it pushes its screen on its own router, then has its parent present that router.
@MainActor
final class ModalCoordinator: Coordinator {
    let screen: TestScreen
    private let onDismiss: Router.Handler?

    init(parent: any Coordinating, name: String = "modal", onDismiss: Router.Handler? = nil) {
        screen = TestScreen(name)
        self.onDismiss = onDismiss
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.push(screen, animated: false)
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: .pageSheet, dismissHandler: onDismiss)
    }
}

/// A coordinator that forgets to override `start()`.
@MainActor
final class ForgetfulCoordinator: Coordinator {}

/// An app with a headless navigation controller, its root coordinator started.
@MainActor
struct TestApp {
    let appCoordinator: AppCoordinator
    let navigationController: HeadlessNavigationController
    let root: RootCoordinator
    let recorder = Recorder()

    init() {
        navigationController = HeadlessNavigationController()
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        root = RootCoordinator(appCoordinator: appCoordinator)
        recorder.watch(appCoordinator.router)
        appCoordinator.start(coordinator: root)
    }

    var router: Router { appCoordinator.router }
}

extension Router {
    /// A router on a new headless navigation controller, on every platform.
    static func headless(root: Screen? = nil) -> Router {
        let navigationController = HeadlessNavigationController()
        if let root {
            navigationController.setViewControllers([root], animated: false)
        }
        return Router(navigationController: navigationController)
    }

    /// The headless navigation controller this router drives.
    var headless: HeadlessNavigationController {
        #if canImport(UIKit)
        navigationController as! HeadlessNavigationController
        #else
        navigationController
        #endif
    }
}
