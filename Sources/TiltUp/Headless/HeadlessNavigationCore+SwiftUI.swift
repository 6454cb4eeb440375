#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// SwiftUI's rules: what SwiftUI writes through the bindings of a NavigationStack and of a sheet or cover
// is what the user did, compared by identity, so that a write that comes twice or late changes nothing.
// SwiftUI tells nothing of a gesture before its write, and calls a modal's onDismiss after it.

extension HeadlessNavigationCore {
    /// Under SwiftUI's rules, refuses a gesture begun step by step, and says what to use instead.
    func refusesGestureUnderSwiftUI(_ method: String) -> Bool {
        guard rules.gesturesArriveAsWrites else { return false }
        report(
            .gestureUnavailable,
            "\(method): SwiftUI tells nothing of a gesture before it writes the binding, and a cancelled one writes nothing; a NavigationStackController takes the write instead (writePath(_:), writeDismissal(of:)), or the whole gesture (simulateBackSwipe(), simulateSwipeDown())"
        )
        return true
    }

    /// SwiftUI reads the path above the root, bottom first, before it renders: a write takes away only
    /// screens read here.
    func readPath() -> [Screen] {
        let path = Array(viewControllers.dropFirst())
        pathRead = Set(path.map(ObjectIdentifier.init))
        return path
    }

    /// The user chose the screen `count` below the top in the back button's menu, under SwiftUI's rules:
    /// SwiftUI reads the path and writes it without its last `count` screens. Returns false, doing nothing,
    /// under UIKit's rules (whose menu is not modelled) and when there are not `count` screens above the root.
    func writeBackMenu(popping count: Int) -> Bool {
        guard rules.gesturesArriveAsWrites, count > 0, viewControllers.count > count else { return false }
        let path = readPath()
        asUser(.backSwipe) { _ = writePath(Array(path.dropLast(count)), "writePath") }
        return true
    }

    /// SwiftUI wrote `written` as the path above the root. It is compared with the path SwiftUI last read
    /// (`pathRead`; the whole path if it has read none): the same path changes nothing; that path with
    /// screens removed from its top pops them, in one change, with every screen above them, as UIKit's pop
    /// does: a screen the Router pushed after the read, which the user never saw, leaves with the screen it
    /// was pushed from, so that no screen stays whose coordinator has gone. A path naming a screen no longer
    /// on the stack was read before a Router call took it away, and changes nothing; any other path is
    /// refused. Returns the screens popped, bottom first.
    func writePath(_ written: [Screen], _ method: String) -> [Screen] {
        guard written.allSatisfy(contains) else { return [] }
        let current = viewControllers.dropFirst()
        let seen = pathRead.map { read in current.filter { read.contains(ObjectIdentifier($0)) } } ?? Array(current)
        guard written.count <= seen.count, zip(written, seen).allSatisfy({ $0 === $1 }) else {
            report(
                .unexpectedPathWrite,
                "\(method): SwiftUI wrote a path that is not the Router's with screens removed from its top; nothing changed, and the Router's path is shown again"
            )
            // The views render the Router's path again: the two cannot drift apart.
            watchers.notify()
            return []
        }
        // The same path again is a write SwiftUI repeated, or one the Router has already made.
        guard written.count < seen.count, let lowest = viewControllers.firstIndex(where: { $0 === seen[written.count] }) else {
            return []
        }
        callCounts.backSwipe += 1
        return removeAbove(index: lowest - 1)
    }

    /// The user's back button or back swipe, as SwiftUI writes it: the path without its last screen.
    func writeBack(_ method: String) -> Screen? {
        guard userCanGoBack(method) else { return nil }
        // The user goes back from what SwiftUI shows: the whole path, read now.
        pathRead = Set(viewControllers.dropFirst().map(ObjectIdentifier.init))
        return writePath(Array(viewControllers.dropFirst().dropLast()), method).first
    }

    /// The modifier SwiftUI shows the presented modal with, whose binding and `onDismiss` speak for it:
    /// `popover(item:)` for a `.popover` (a sheet in compact width, through the same binding),
    /// `sheet(item:)` for any other swipeable style, `fullScreenCover(item:)` for the rest (`sheet(item:)` on a
    /// native Mac, which has no full-screen cover). `nil` when nothing is presented.
    var presentedModalKind: NavigationStackController.ModalKind? {
        guard presentedViewController != nil else { return nil }
        #if !canImport(UIKit) || os(iOS)
        if presentedStyle == .popover {
            return .popover
        }
        #endif
        // A native Mac has no full-screen cover: a modal presented so is a sheet there.
        return presentedStyle.isSwipeableSheet || platform.presentsEveryModalAsSheet ? .sheet : .cover
    }

    /// SwiftUI set the item of the sheet, cover or popover showing `screen` to `nil`, through the binding of
    /// `kind` (`nil`: the binding of the modal's own kind): it has gone.
    ///
    /// A write for a modal that is not presented (written twice, or after the Router dismissed it) changes
    /// nothing, and so does a write through the binding of another kind: SwiftUI writes `nil` through a
    /// binding whose modifier shows nothing during its updates, which says nothing of the modal that is up.
    func writeDismissal(of screen: Screen, through kind: NavigationStackController.ModalKind? = nil) {
        guard presentedViewController === screen, kind == nil || kind == presentedModalKind else { return }
        callCounts.swipeDown += 1
        dismissPresented()
    }

    /// SwiftUI called the `onDismiss` of the modifier of `kind` (`nil`: the modal's own) that showed
    /// `screen`: its dismissal is over.
    ///
    /// Without a write before it (SwiftUI's order is not documented), the modal has gone all the same, if it
    /// is of `kind`. A call for a modal neither presented nor being dismissed changes nothing, and so does
    /// one from another kind's modifier for a modal still presented.
    func sheetDidDismiss(_ screen: Screen, through kind: NavigationStackController.ModalKind? = nil) {
        if dismissalUnderWay === screen {
            // Another modifier's onDismiss says nothing of this dismissal.
            guard kind == nil || dismissalUnderWayKind == nil || kind == dismissalUnderWayKind else { return }
            finishDismissal(ifStill: ObjectIdentifier(screen))
        } else if presentedViewController === screen, kind == nil || kind == presentedModalKind {
            let waits = waitsForOnDismiss
            waitsForOnDismiss = false
            defer { waitsForOnDismiss = waits }
            callCounts.swipeDown += 1
            dismissPresented()
        }
    }

    /// Ends the dismissal of the modal `screen` stands for if it is still under way: its `onDismiss` came,
    /// or SwiftUI never called it (its presenter went away first, say) and `RouterView` stops waiting.
    func finishDismissal(ifStill screen: ObjectIdentifier) {
        guard dismissalUnderWay.map(ObjectIdentifier.init) == screen else { return }
        dismissalUnderWay = nil
        watchers.notify()
        receiver?.navigationTransitionDidEnd()
    }

    /// The user's swipe-down, as SwiftUI reports it: the write, then `onDismiss`.
    func writeSwipeDown(_ method: String) -> Screen? {
        guard let presented = swipeableSheet(method), isIdle(method, kind: .gestureUnavailable) else { return nil }
        writeDismissal(of: presented)
        sheetDidDismiss(presented)
        return presented
    }
}
