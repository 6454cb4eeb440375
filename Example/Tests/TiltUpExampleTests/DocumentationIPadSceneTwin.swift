#if canImport(UIKit) && os(iOS)
// Compiled for iOS by ../shared/tools/ios-typecheck: the "iPad, Mac and windows" article's scene delegate.
import TiltUp
import UIKit

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?
    private var navigator: RouteNavigator<NotesRoute>?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let appCoordinator = AppCoordinator.initialize(window: window)
        let navigator = RouteNavigator<NotesRoute>(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
        if let saved = session.stateRestorationActivity?.navigationRestorationData {
            navigator.restore(restorationData: saved)
        }
        for context in connectionOptions.urlContexts {
            navigator.open(context.url, using: NotesRoute.urls)
        }
        (self.window, self.appCoordinator, self.navigator) = (window, appCoordinator, navigator)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        try? navigator.map { try NSUserActivity(activityType: "com.example.notes.navigation", navigation: $0.capture()) }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        appCoordinator?.close()  // iOS asked for the restoration activity first
        (appCoordinator, navigator, window) = (nil, nil, nil)
    }
}
// docs-twin-end
#endif

#if canImport(UIKit) && os(iOS)
import SwiftUI

/// The article's note screen, whose "Open in New Window" asks iOS for a new scene.
@MainActor
final class NoteWindowOpener {
    let navigator: RouteNavigator<NotesRoute>

    init(navigator: RouteNavigator<NotesRoute>) {
        self.navigator = navigator
    }

    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    func openInNewWindow(noteID: Int) {
        navigator.openInNewWindow([.folders, .note(noteID)], activityType: "com.example.notes.navigation")
    }
    // docs-twin-end
}

#endif

#if canImport(SwiftUI)
import SwiftUI
import TiltUp

// The article's SwiftUI app: the same on iOS and on a native Mac.
/// A window of the article's SwiftUI app, opened on a path: it restores it once its app coordinator has started.
@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct NotesWindowView: View {
    @State private var appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
    let opening: NavigationSnapshot<NotesRoute>?

    var body: some View {
        RouterView(appCoordinator.router)
            .onAppear {
                guard appCoordinator.retainedCoordinators.isEmpty else { return }
                appCoordinator.start(coordinator: NotesSplitCoordinator(appCoordinator: appCoordinator))
                if let opening {
                    RouteNavigator<NotesRoute>(appCoordinator: appCoordinator).restore(opening)
                }
            }
    }
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor
// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
struct NotesApp: App {
    var body: some Scene {
        WindowGroup(for: NavigationSnapshot<NotesRoute>.self) { $opening in
            NotesWindowView(opening: opening)
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)  // openWindow
@MainActor
struct OpenInNewWindowButton: View {
    let noteID: Int
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open in New Window") {
            openWindow(value: NavigationSnapshot(foreground: [NotesRoute.folders, .note(noteID)]))
        }
    }
}
// docs-twin-end
#endif
