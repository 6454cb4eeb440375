#if !canImport(UIKit)
import TiltUp

/// Makes the terminal views of the example's screens.
@MainActor
public final class TerminalScreenFactory: ExampleScreenFactory {
    public init() {}

    public func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen {
        SignUpTerminalScreen(viewModel: viewModel)
    }

    public func makeHomeScreen(viewModel: HomeViewModel) -> Screen {
        HomeTerminalScreen(viewModel: viewModel)
    }

    public func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen {
        PlanTerminalScreen(viewModel: viewModel)
    }

    public func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen {
        OrdersTerminalScreen(viewModel: viewModel)
    }

    public func makeOrderScreen(viewModel: OrderViewModel) -> Screen {
        OrderTerminalScreen(viewModel: viewModel)
    }

    public func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        CameraViewModel(settings: settings, device: TerminalCamera(), hint: hint)
    }

    public func makeCameraScreen(viewModel: CameraViewModel) -> Screen {
        CameraTerminalScreen(viewModel: viewModel)
    }

    public func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen {
        SectionsTerminalScreen(viewModel: viewModel)
    }
}

#endif
