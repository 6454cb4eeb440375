#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Closing a coordinator's screens, as the user would, and hearing that the last of them has left.

extension Coordinator {
    /// Closes the screens this coordinator retains: a modal of its own router is dismissed; else a modal it
    /// presented on its router is dismissed, and the screens it pushed are popped with those above them.
    /// Each screen's handlers run once, as for the user's gestures. A screen at the root of a stack that
    /// nothing presents stays.
    func closeScreens() {
        if router !== parent?.router, let presenting = router.presentingRouter, presenting.presentedRouter === router {
            presenting.dismissModal()
            return
        }
        if let modal = router.modal, retains(modal.screen) {
            router.dismissModal()
        }
        let stack = router.viewControllers
        guard let first = stack.firstIndex(where: retains) else { return }
        if first > 0 {
            router.popToViewController(stack[first - 1])
        } else if let presenting = router.presentingRouter {
            presenting.dismissModal()
        }
    }

    /// Whether this coordinator is retained for `screen` on its router.
    private func retains(_ screen: Screen) -> Bool {
        router.coordinatorsRetained(for: screen).contains { $0 === self }
    }
}
