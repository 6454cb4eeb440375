#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// One window of the example's SwiftUI apps: its own launch (app coordinator, navigator, saved navigation),
/// kept in `@State` so that SwiftUI rebuilding the view never rebuilds the navigation.
@available(macOS 13.0, *)
@MainActor
struct ExampleWindowView: View {
    @State private var launch: ExampleLaunch
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase
    private let uiKitContainer: Bool

    /// - Parameter uiKitContainer: whether the window shows a UIKit navigation controller (SwiftUI screens
    ///   hosted in it), or SwiftUI's own navigation (always, on a native Mac).
    init(uiKitContainer: Bool) {
        self.uiKitContainer = uiKitContainer
        let router = uiKitContainer ? Router() : Router(navigationController: NavigationStackController())
        _launch = State(
            initialValue: ExampleLaunch(router: router, factory: SwiftUIScreenFactory(), service: FakeOrderService(answersLater: true)))
    }

    var body: some View {
        content
            .onAppear { launch.start(restoring: savedNavigation) }
            .onOpenURL { url in launch.open(url) }
            .task(id: scenePhase) {
                if scenePhase != .active {  // on its way to the background, minimized, hidden
                    savedNavigation = launch.savedNavigation()
                }
            }
            .onDisappear { launch.close() }  // the window closed
    }

    @ViewBuilder private var content: some View {
        #if canImport(UIKit)
        if !uiKitContainer, #available(iOS 16.0, *) {
            RouterView(launch.appCoordinator.router)
        } else {
            AppCoordinatorView(launch.appCoordinator)
                .ignoresSafeArea()
        }
        #else
        RouterView(launch.appCoordinator.router)  // a native Mac: SwiftUI's own navigation only
        #endif
    }
}

#endif
