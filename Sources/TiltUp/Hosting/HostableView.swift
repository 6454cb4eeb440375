#if canImport(SwiftUI)
import SwiftUI

/// What a ``Router`` can host as a screen: SwiftUI's `View` wherever SwiftUI exists.
///
/// On iOS, Mac Catalyst and macOS it is `View` itself. On Linux, which has no SwiftUI, it is a stand-in
/// protocol with no requirements, so that hosting, titles, closing a screen and releasing its model are
/// tested without SwiftUI, on the same Router.
///
/// One condition says which: `#if canImport(SwiftUI)`. A view that also compiles on Linux puts its
/// `import SwiftUI` and its `body` under it, as TiltUp's SwiftUI modifiers are; on a Mac the condition is
/// true, so the body is there (`canImport(UIKit)` would remove it from a native macOS build).
///
/// ```swift
/// struct OrderView: HostableView, ViewModelBacked {
///     let viewModel: OrderViewModel
///
///     #if canImport(SwiftUI)
///     var body: some View { Text(viewModel.title) }
///     #endif
/// }
/// ```
public typealias HostableView = SwiftUI.View

#else

/// What a ``Router`` can host as a screen: SwiftUI's `View` where SwiftUI exists, this stand-in elsewhere.
///
/// The stand-in has no requirements: a test on a platform without SwiftUI (Linux) hosts any value that
/// conforms, and the Router shows it in a ``HeadlessHostingController`` by the same rules as on iOS.
///
/// One condition says which: `#if canImport(SwiftUI)`. A view that also compiles here puts its
/// `import SwiftUI` and its `body` under it, as TiltUp's SwiftUI modifiers are.
///
/// ```swift
/// struct OrderView: HostableView, ViewModelBacked {
///     let viewModel: OrderViewModel
///
///     #if canImport(SwiftUI)
///     var body: some View { Text(viewModel.title) }
///     #endif
/// }
/// router.push(view: OrderView(viewModel: viewModel), title: "Order")
/// ```
public protocol HostableView {}

#endif
