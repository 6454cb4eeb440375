#if canImport(UIKit)
import SwiftUI

/// What a ``Router`` can host as a screen: SwiftUI's `View` where UIKit exists.
///
/// Elsewhere it is a stand-in protocol with no requirements, so that hosting, titles, closing a screen
/// and releasing its model are tested without SwiftUI, on the same Router.
///
/// One condition says which: `#if canImport(UIKit)`. A view that also compiles on Linux puts its
/// `import SwiftUI` and its `body` under it, as TiltUp's SwiftUI modifiers are. (In a native macOS build the
/// condition is false too, and the view is the stand-in: build a Mac app as Mac Catalyst, <doc:RunningOnAMac>.)
///
/// ```swift
/// struct OrderView: HostableView, ViewModelBacked {
///     let viewModel: OrderViewModel
///
///     #if canImport(UIKit)
///     var body: some View { Text(viewModel.title) }
///     #endif
/// }
/// ```
public typealias HostableView = SwiftUI.View

#else

/// What a ``Router`` can host as a screen: SwiftUI's `View` where UIKit exists, this stand-in elsewhere.
///
/// The stand-in has no requirements: a test on a platform without SwiftUI hosts any value that conforms,
/// and the Router shows it in a ``HeadlessHostingController`` by the same rules as on iOS.
///
/// One condition says which: `#if canImport(UIKit)`. A view that also compiles here puts its
/// `import SwiftUI` and its `body` under it, as TiltUp's SwiftUI modifiers are. In a native macOS build this
/// stand-in is what `HostableView` is, and nothing draws the view: build a Mac app as Mac Catalyst
/// (<doc:RunningOnAMac>).
///
/// ```swift
/// struct OrderView: HostableView, ViewModelBacked {
///     let viewModel: OrderViewModel
///
///     #if canImport(UIKit)
///     var body: some View { Text(viewModel.title) }
///     #endif
/// }
/// router.push(view: OrderView(viewModel: viewModel), title: "Order")
/// ```
public protocol HostableView {}

#endif
