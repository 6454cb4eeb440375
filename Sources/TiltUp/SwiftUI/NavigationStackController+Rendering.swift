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

    /// The modal the stack presents, and the modifier that shows it.
    var presentedModal: (screen: Screen, kind: ModalKind)? {
        guard let screen = core.presentedViewController, let kind = core.presentedModalKind else { return nil }
        return (screen, kind)
    }

    /// The transition a Router pushed or presented `screen` with here.
    func transition(of screen: Screen) -> ScreenTransition {
        core.transition(of: screen)
    }

    /// The detents of the presented sheet, smallest first, and the one it rests at; `nil` without detents.
    var sheetDetents: SheetSettings? {
        core.presentedSheet
    }

    /// The window's width, as SwiftUI's environment says it: the user's rotation or resize.
    func followSizeClass(_ sizeClass: SizeClass) {
        guard core.horizontalSizeClass != sizeClass else { return }
        core.asUser(.sizeClassChange(to: sizeClass)) { core.changeSizeClass(to: sizeClass) }
    }

    /// Ends the dismissal of the modal `screen` names if it is still under way: its `onDismiss` did not come in time.
    func finishDismissal(ifStill screen: ObjectIdentifier) {
        core.finishDismissal(ifStill: screen)
    }
}
