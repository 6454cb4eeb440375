#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Shows a ``Router``'s navigation with SwiftUI's own `NavigationStack`, sheets, covers and `TabView`.
///
/// A `NavigationStack` for its stack, sheets and full-screen covers for its modals, a `TabView` for a
/// ``TabBarCoordinator``'s tabs.
///
/// The Router drives a ``NavigationStackController``, and this view only renders its state: one source of
/// truth, so the Router's stack and the path shown cannot drift apart. What SwiftUI writes (the back
/// button, the back swipe, the back button's menu, a swipe-down, `dismiss()`, a tab tapped) comes back to
/// the Router as the user's change, with every pop and dismiss handler run once.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///     @State private var appCoordinator = ShopAppCoordinator(
///         router: Router(navigationController: NavigationStackController()))
///
///     var body: some Scene {
///         WindowGroup {
///             RouterView(appCoordinator.router)
///                 .onAppear { appCoordinator.start() }
///         }
///     }
/// }
/// ```
///
/// A Router of UIKit's navigation controller is shown as UIKit shows it, through a representable. A UIKit
/// view controller pushed or presented on a ``NavigationStackController`` is shown through a representable
/// too. A tab bar at the root of the stack is shown on its own, each tab in its own `NavigationStack`:
/// present over it, rather than push above it.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@preconcurrency @MainActor
public struct RouterView: View {
    private let router: Router
    /// Where zoom sources (`zoomTransitionSource(id:)`) and zoomed screens are matched.
    @Namespace private var zoomNamespace
    #if !os(macOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    /// Creates the view of `router`'s navigation.
    ///
    /// On a Mac (Mac Catalyst or macOS) the Router's stack models the Mac from then on
    /// (``HeadlessNavigationController/platform`` becomes ``NavigationPlatform/current``): a native Mac's window
    /// is always regular width, and a modal presented `.fullScreen` is a sheet there.
    ///
    /// - Parameter router: the router to show, usually the app coordinator's.
    public init(_ router: Router) {
        self.router = router
        if NavigationPlatform.current.isMac, let stack = Platform.swiftUIStack(router.navigationController),
            stack.platform != .current
        {
            stack.platform = .current
        }
    }

    /// The Router's stack, modals and tabs.
    public var body: some View {
        if let stack = Platform.swiftUIStack(router.navigationController) {
            #if os(macOS)
            StackLevelView(stack: stack)  // a Mac window has no size class: the model keeps it regular
            #else
            StackLevelView(stack: stack)
                .environment(\.zoomTransitionNamespace, zoomNamespace)
                // Now and at each change of the window's width.
                .task(id: horizontalSizeClass) { followSizeClass(of: stack) }
            #endif
        } else {
            ViewControllerView(controller: router.navigationController)
        }
    }

    #if !os(macOS)
    /// Gives the model the window's width, so that a split view collapses and a popover adapts as SwiftUI's do.
    private func followSizeClass(of stack: NavigationStackController) {
        guard let horizontalSizeClass else { return }
        stack.followSizeClass(horizontalSizeClass == .compact ? .compact : .regular)
    }
    #endif
}

#endif
