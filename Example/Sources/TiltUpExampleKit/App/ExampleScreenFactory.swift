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
}
