import TiltUp

/// Makes the screens the coordinators show, so the same coordinators and view models drive terminal
/// views here and UIKit controllers on iOS.
@MainActor
public protocol ExampleScreenFactory: AnyObject {
    func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen
    func makeHomeScreen(viewModel: HomeViewModel) -> Screen
    func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen
    func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen
    func makeOrderScreen(viewModel: OrderViewModel) -> Screen
    /// The camera's view model, with this platform's camera: the device's on iOS, a pretend one in the terminal.
    func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel
    func makeCameraScreen(viewModel: CameraViewModel) -> Screen
    /// The sidebar of sections, in a regular window.
    func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen
    /// How order `number` opens from the orders list: a zoom from its row (iOS 18; the standard push before).
    func orderTransition(number: Int) -> ScreenTransition
}

extension ExampleScreenFactory {
    /// A zoom named by the order's number: SwiftUI finds its row by that name (`zoomTransitionSource(id:)`);
    /// a platform with no rows to zoom from pushes as usual.
    public func orderTransition(number: Int) -> ScreenTransition {
        .zoom(sourceID: number)
    }
}
