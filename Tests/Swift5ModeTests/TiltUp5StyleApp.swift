import Foundation
import TiltUp
import TiltUpTest
import XCTest

#if canImport(UIKit)
import UIKit
#endif

// A small app written as TiltUp 5 apps are, after the port that "Moving from TiltUp 5" describes, and
// compiled in Swift 5 language mode: a view model with its observers, a coordinator, a screen that sets
// up the view observers, and tests in TiltUp 5's style. It must keep compiling without a warning.

enum Profile {
    @preconcurrency @MainActor
    final class CoordinatorObservers {
        var showOrders: (() -> Void)?
    }

    @preconcurrency @MainActor
    final class ViewObservers: BaseViewObservers {
        var name: ((String) -> Void)?
    }
}

/// The view model, main-actor with `@preconcurrency` while TiltUp 5-style tests call it.
@preconcurrency @MainActor
final class ProfileViewModel {
    let coordinatorObservers = Profile.CoordinatorObservers()
    let viewObservers = Profile.ViewObservers()
    private let loadName: (@escaping (Result<String, Error>) -> Void) -> Void

    init(loadName: @escaping (@escaping (Result<String, Error>) -> Void) -> Void) {
        self.loadName = loadName
    }

    func viewDidLoad() {
        viewObservers.loadingState?(.loading())
        loadName { [weak self] result in
            guard let self = self else { return }
            self.viewObservers.loadingState?(.notLoading)
            switch result {
            case .success(let name):
                self.viewObservers.name?(name)
            case .failure(let error):
                self.viewObservers.presentAlert?(AlertModel(title: "Could not load", message: error.localizedDescription))
            }
        }
    }

    func ordersTapped() {
        coordinatorObservers.showOrders?()
    }
}

/// The screen: it sets up the view observers when it loads, as a TiltUp 5 controller did in `viewDidLoad`.
#if canImport(UIKit)
final class ProfileScreen: UIViewController {
    let viewModel: ProfileViewModel
    private(set) var shownName: String?
    private(set) var isLoading = false

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpObservers()
    }
}
#else
final class ProfileScreen {
    let viewModel: ProfileViewModel
    private(set) var shownName: String?
    private(set) var isLoading = false

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    func viewDidLoad() {
        setUpObservers()
    }
}
#endif

extension ProfileScreen {
    func setUpObservers() {
        viewModel.viewObservers.loadingState = { [weak self] state in self?.isLoading = state != .notLoading }
        viewModel.viewObservers.name = { [weak self] name in self?.shownName = name }
        viewModel.viewObservers.presentAlert = { [weak self] alert in self?.shownName = alert.title }
        viewModel.viewDidLoad()
    }
}

/// The coordinator, as TiltUp 5's: it makes the view model and the screen and pushes it, retaining itself.
final class ProfileCoordinator: Coordinator {
    private(set) var ordersShown = 0
    let loadName: (@escaping (Result<String, Error>) -> Void) -> Void

    init(parent: Coordinating, loadName: @escaping (@escaping (Result<String, Error>) -> Void) -> Void) {
        self.loadName = loadName
        super.init(parent: parent, modal: false)
    }

    override func start() {
        let viewModel = ProfileViewModel(loadName: loadName)
        viewModel.coordinatorObservers.showOrders = { [weak self] in self?.ordersShown += 1 }
        router.push(ProfileScreen(viewModel: viewModel), retaining: self, animated: false)
    }
}

final class TiltUp5StyleAppTests: XCTestCase, WaitableCoordinatorTest {
    func testTheScreenShowsTheNameItsViewModelLoads() {
        let viewModel = ProfileViewModel { completion in completion(.success("Lisa")) }
        let screen = ProfileScreen(viewModel: viewModel)
        screen.viewDidLoad()
        XCTAssertEqual(screen.shownName, "Lisa")
        XCTAssertFalse(screen.isLoading)
    }

    func testAFailedLoadShowsAnAlertAfterALoadingCycle() {
        struct Offline: Error {}
        let viewModel = ProfileViewModel { completion in completion(.failure(Offline())) }
        let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.viewDidLoad()
        }
        XCTAssertEqual(calls.alert?.title, "Could not load")
    }

    func testTheCoordinatorPushesTheScreenAndIsRetainedUntilItLeaves() throws {
        let appCoordinator = TestAppCoordinator()
        let root = Coordinator(appCoordinator: appCoordinator)
        appCoordinator.router.push(TiltUp5StyleTests.makeScreen(), retaining: root, animated: false)
        let coordinator = ProfileCoordinator(parent: root) { completion in completion(.success("Lisa")) }
        waitForTopViewControllerChange(using: coordinator) {
            coordinator.start()
        }
        let screen = try assertCast(appCoordinator.router.viewControllers.last, as: ProfileScreen.self)
        screen.viewModel.ordersTapped()
        XCTAssertEqual(coordinator.ordersShown, 1)
        XCTAssertTrue(appCoordinator.containsCoordinator(coordinator))
        appCoordinator.router.pop(animated: false)
        XCTAssertFalse(appCoordinator.containsCoordinator(coordinator))
    }
}
