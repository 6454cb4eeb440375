#if canImport(SwiftUI)
import SwiftUI
import TiltUp

/// The example's third app: SwiftUI's own navigation (`NavigationStack`, sheets, `TabView`), no UIKit
/// container, running the same coordinators, view models and links as the UIKit app and the terminal app.
/// The same sources make the example's native Mac app (macOS 13 and later): sign-up there is an AppKit screen.
///
/// Each window has its own navigation: the Router drives a `NavigationStackController`, `RouterView` renders
/// it, and it is saved in the scene's storage whenever the scene leaves `.active` (`scenePhase`) and
/// restored when the window comes back, before the link it came with, if any.
///
/// ```swift
/// @main enum Main {
///     static func main() { ExampleSwiftUINavigationApp.main() }
/// }
/// ```
@available(iOS 16.0, macOS 13.0, *)
@MainActor
public struct ExampleSwiftUINavigationApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ExampleWindowView(uiKitContainer: false)
        }
    }
}

#endif
