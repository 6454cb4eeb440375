#if canImport(UIKit)
import SwiftUI

/// What a ``Router`` can host as a screen: SwiftUI's `View` where UIKit exists.
///
/// Elsewhere it is a stand-in protocol with no requirements, so that hosting, titles, closing a screen
/// and releasing its model are tested without SwiftUI, on the same Router.
public typealias HostableView = SwiftUI.View

#else

/// What a ``Router`` can host as a screen: SwiftUI's `View` where UIKit exists, this stand-in elsewhere.
///
/// The stand-in has no requirements: a test on a platform without SwiftUI hosts any value that conforms,
/// and the Router shows it in a ``HeadlessHostingController`` by the same rules as on iOS.
///
/// ```swift
/// struct OrderView: HostableView {
///     let viewModel: OrderViewModel
/// }
/// router.push(view: OrderView(viewModel: viewModel), title: "Order")
/// ```
public protocol HostableView {}

#endif
