#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// What SwiftUI's rendering (`RouterView`) reads of a stack, besides its public members: the renderer reaches
// nothing else of the headless core.
extension NavigationStackController {
    /// Calls `onChange` after each change of the stack, for as long as `renderer` lives.
    func addRenderer(_ renderer: AnyObject, onChange: @escaping @MainActor () -> Void) {
        core.watchers.add(renderer, onChange)
    }

    /// The root of the stack, which the `NavigationStack` shows below its path.
    var rootScreen: Screen? { core.viewControllers.first }

    /// Whether `screen` is on the stack.
    func isOnStack(_ screen: Screen) -> Bool {
        core.contains(screen)
    }

    /// The modal the stack presents, and whether it is a sheet the user can swipe down (else a full-screen cover).
    var presentedModal: (screen: Screen, isSheet: Bool)? {
        core.presentedViewController.map { ($0, core.presentedStyle.isSwipeableSheet) }
    }

    /// Ends the dismissal of the modal `screen` names if it is still under way: its `onDismiss` did not come in time.
    func finishDismissal(ifStill screen: ObjectIdentifier) {
        core.finishDismissal(ifStill: screen)
    }
}
