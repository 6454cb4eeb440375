#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// Makes the UIKit controllers of the example's screens: the same coordinators and view models as in
/// the terminal.
///
/// ```swift
/// let appCoordinator = AppCoordinator.initialize(window: window)
/// ExampleLaunch.startSignUp(on: appCoordinator, factory: UIKitScreenFactory(), service: FakeOrderService(answersLater: true))
/// ```
@MainActor
public final class UIKitScreenFactory: ExampleScreenFactory {
    public init() {}

    public func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen {
        SignUpController(viewModel: viewModel)
    }

    public func makeHomeScreen(viewModel: HomeViewModel) -> Screen {
        HomeController(viewModel: viewModel)
    }

    public func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen {
        SingleSelectionController(viewModel: viewModel)
    }

    public func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen {
        let controller = OrdersController(viewModel: viewModel)
        ordersController = controller
        return controller
    }

    /// The orders list shown last: where an order zooms from.
    private weak var ordersController: OrdersController?

    /// A zoom from the order's row, found again when the order leaves (a row scrolled away meanwhile leaves
    /// the zoom without a source).
    public func orderTransition(number: Int) -> ScreenTransition {
        .zoom(sourceID: number) { [weak self] in self?.ordersController?.cell(forOrder: number) }
    }

    public func makeOrderScreen(viewModel: OrderViewModel) -> Screen {
        OrderController(viewModel: viewModel)
    }

    /// The device's camera, made once and kept: its session is what the camera screen previews.
    private lazy var camera = AVCameraDevice()

    public func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        CameraViewModel(settings: settings, device: camera, hint: hint)
    }

    public func makeCameraScreen(viewModel: CameraViewModel) -> Screen {
        CameraController(viewModel: viewModel, session: camera.session)
    }

    public func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen {
        SectionsController(viewModel: viewModel)
    }
}
#endif
