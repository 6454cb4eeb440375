#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

// The transition a screen came with. The verbs take it as their `transition:` (Router+Showing, Router+Hosting).
extension Router {
    /// The transition `screen` was pushed or presented with by this router: ``ScreenTransition/standard`` for
    /// one pushed or presented without, or that it does not show.
    ///
    /// ```swift
    /// router.transition(of: detail).style  // .zoom
    /// ```
    ///
    /// - Parameter screen: a screen on this router's stack, or its modal.
    /// - Returns: the transition.
    public func transition(of screen: Screen) -> ScreenTransition {
        if let modal, modal.screen === screen {
            return modal.transition
        }
        guard stackMembers.contains(ObjectIdentifier(screen)) else { return .standard }
        return screenTransitions[ObjectIdentifier(screen)] ?? .standard
    }
}
