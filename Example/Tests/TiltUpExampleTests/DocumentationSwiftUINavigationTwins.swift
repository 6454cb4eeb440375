#if canImport(SwiftUI)
import SwiftUI
import TiltUp

// The SwiftUI navigation article's app (Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md), type-checked for iOS and macOS.

@available(iOS 16.0, macOS 13.0, *)
@MainActor
// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
struct StoreApp: App {
    var body: some Scene {
        WindowGroup {
            StoreWindowView()
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)  // RouterView's NavigationStack
@MainActor
struct StoreWindowView: View {
    @State private var window = StoreWindow()
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        RouterView(window.appCoordinator.router)
            .onAppear { window.launch(restoring: savedNavigation) }
            .onOpenURL { url in window.open(url) }
            .task(id: scenePhase) {
                if scenePhase != .active {  // on its way to the background, minimized, hidden
                    savedNavigation = window.savedNavigation()
                }
            }
            .onDisappear { window.close() }  // the window closed: its coordinators go
    }
}
// docs-twin-end

#endif
