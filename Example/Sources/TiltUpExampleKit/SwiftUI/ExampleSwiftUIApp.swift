#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// The example's SwiftUI-lifecycle entry point: the same coordinators, with Home, orders and the plan
/// picker in SwiftUI, one navigation per window.
///
/// An app target starts it from its own `@main` type (a library cannot hold `@main`):
///
/// ```swift
/// @main enum Main {
///     static func main() { ExampleSwiftUIApp.main() }
/// }
/// ```
@MainActor
public struct ExampleSwiftUIApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ExampleWindowView(uiKitContainer: true)
        }
    }
}

/// One window of the example's SwiftUI apps: its own launch (app coordinator, navigator, saved navigation),
/// kept in `@State` so that SwiftUI rebuilding the view never rebuilds the navigation.
@MainActor
struct ExampleWindowView: View {
    @State private var launch: ExampleLaunch
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase
    private let uiKitContainer: Bool

    /// - Parameter uiKitContainer: whether the window shows a UIKit navigation controller (SwiftUI screens
    ///   hosted in it), or SwiftUI's own navigation.
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
                if scenePhase == .background {
                    savedNavigation = launch.savedNavigation()
                }
            }
            .onDisappear { launch.close() }  // the window closed
    }

    @ViewBuilder private var content: some View {
        if !uiKitContainer, #available(iOS 16.0, *) {
            RouterView(launch.appCoordinator.router)
        } else {
            AppCoordinatorView(launch.appCoordinator)
                .ignoresSafeArea()
        }
    }
}

#endif
