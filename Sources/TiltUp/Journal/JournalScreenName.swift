#if canImport(UIKit)
// `NavigationController`, `TabBarController` and `SplitViewController` alias UIKit's types here (Platform.swift).
import UIKit
#endif

/// A screen that hosts an app's view: a journal names it by the view's type, which is the same on every
/// platform, not by the hosting controller's, which is not (`HostingController<V>` on iOS,
/// `HeadlessHostingController<V>` elsewhere).
protocol HostedViewNaming {
    /// The hosted view's type, as the app wrote it.
    nonisolated static var hostedViewTypeName: String { get }
}

/// How a journal names the screens of its changes, the same on every front end and platform: a hosted
/// view by its type, the app's own view controller by its class, and the containers by their role.
enum JournalScreenName {
    /// The name of the container of a Router's screens (UIKit's, headless or SwiftUI's), as a modal.
    static let navigationStack = "navigation stack"
    /// The name of a tab bar (UIKit's, headless or SwiftUI's `TabView`).
    static let tabBar = "tab bar"
    /// The name of a split view (UIKit's, headless or SwiftUI's `NavigationSplitView`).
    static let splitView = "split view"

    /// The name of a screen of type `type`.
    static func name(of type: Any.Type) -> String {
        if let hosting = type as? any HostedViewNaming.Type {
            return hosting.hostedViewTypeName
        }
        if type is NavigationController.Type {
            return navigationStack
        }
        if type is TabBarController.Type {
            return tabBar
        }
        if type is SplitViewController.Type || type is HeadlessSplitViewController.Type {
            return splitView
        }
        return String(describing: type)
    }
}
