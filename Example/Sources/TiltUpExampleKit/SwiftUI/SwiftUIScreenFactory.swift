#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// Makes Home, an order and the plan picker in SwiftUI, hosted by TiltUp, and the other screens in
/// UIKit: the same coordinators and view models drive both.
///
/// On a native Mac, which has no UIKit, sign-up is an AppKit controller (in the SwiftUI stack through a
/// representable), and the sidebar and the camera (the terminal's pretend one) are SwiftUI.
///
/// Each hosted screen gets its title before it is pushed, so the title is in the bar during the push.
@MainActor
public final class SwiftUIScreenFactory: ExampleScreenFactory {
    #if canImport(UIKit)
    private let uikit = UIKitScreenFactory()
    #endif

    public init() {}

    public func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen {
        #if canImport(UIKit)
        uikit.makeSignUpScreen(viewModel: viewModel)
        #else
        SignUpAppKitController(viewModel: viewModel)
        #endif
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
        #if canImport(UIKit)
        uikit.makeCameraViewModel(settings: settings, hint: hint)
        #else
        CameraViewModel(settings: settings, device: TerminalCamera(), hint: hint)
        #endif
    }

    public func makeCameraScreen(viewModel: CameraViewModel) -> Screen {
        #if canImport(UIKit)
        uikit.makeCameraScreen(viewModel: viewModel)
        #else
        HostingController(CameraView(viewModel: viewModel), title: "Camera")
        #endif
    }

    public func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen {
        #if canImport(UIKit)
        uikit.makeSectionsScreen(viewModel: viewModel)
        #else
        HostingController(SectionsView(viewModel: viewModel), title: "TiltUp")
        #endif
    }
}

#endif
