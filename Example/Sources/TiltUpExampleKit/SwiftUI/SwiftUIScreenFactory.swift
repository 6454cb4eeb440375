#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp

/// Makes Home, an order and the plan picker in SwiftUI, hosted by TiltUp, and the other screens in
/// UIKit: the same coordinators and view models drive both.
///
/// Each hosted screen gets its title before it is pushed, so the title is in the bar during the push.
@MainActor
public final class SwiftUIScreenFactory: ExampleScreenFactory {
    private let uikit = UIKitScreenFactory()

    public init() {}

    public func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen {
        uikit.makeSignUpScreen(viewModel: viewModel)
    }

    public func makeHomeScreen(viewModel: HomeViewModel) -> Screen {
        HostingController(HomeView(viewModel: viewModel), title: "Home")
    }

    public func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen {
        HostingController(SingleSelectionView(viewModel: viewModel), title: "Choose a plan", largeTitleDisplayMode: .never)
    }

    public func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen {
        HostingController(OrdersView(viewModel: viewModel), title: "Orders")
    }

    public func makeOrderScreen(viewModel: OrderViewModel) -> Screen {
        HostingController(OrderView(viewModel: viewModel), title: viewModel.title, largeTitleDisplayMode: .never)
    }

    public func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        uikit.makeCameraViewModel(settings: settings, hint: hint)
    }

    public func makeCameraScreen(viewModel: CameraViewModel) -> Screen {
        uikit.makeCameraScreen(viewModel: viewModel)
    }

    public func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen {
        uikit.makeSectionsScreen(viewModel: viewModel)
    }
}

#endif
