#if canImport(UIKit)
import UIKit
#endif

/// The navigation a ``Router`` drives when SwiftUI's own `NavigationStack`, sheets and covers show it.
///
/// What SwiftUI writes through their bindings is taken as the user's change.
/// Nothing is drawn by it: `RouterView` renders its state on iOS 16 and later, and forwards what SwiftUI
/// writes through the bindings (the path, a sheet's item, `onDismiss`). Everywhere else, and in tests, it is
/// a headless model of that stack, with SwiftUI's rules, that a test drives as SwiftUI would. (It is not
/// swift-navigation's UIKit class of the same name, a `UINavigationController` driven by a path.)
///
/// ```swift
/// let stack = NavigationStackController()
/// let router = Router(navigationController: stack)
/// router.push(first, popHandler: { print("first left") })
/// router.push(second, popHandler: { print("second left") })
/// stack.writePath([])  // the back button's menu, to the root: "second left", then "first left"
/// ```
///
/// What SwiftUI writes is compared by identity with the Router's state, so a write that comes twice, or
/// after the Router made the same change, does nothing:
/// - ``writePath(_:)``: a shorter path pops the screens removed from its top, and any above them, in one
///   change, pop handlers top first. A path naming a screen that has left is a late write, and changes
///   nothing; any other path is refused with ``NavigationDiagnostic/Kind/unexpectedPathWrite``.
/// - ``writeDismissal(of:)``: the modal has gone (a swipe-down, the view's `dismiss()`); its dismiss handlers
///   run, innermost first, with those of everything it showed. ``writeDismissal(of:through:)`` says which
///   modifier's binding wrote (``ModalKind``): a `nil` written through the sheet's binding while a cover is up
///   changes nothing, as SwiftUI writes one through a binding whose modifier shows nothing.
/// - ``sheetDidDismiss(_:)``: SwiftUI's `onDismiss`, which ends the dismissal. While ``waitsForOnDismiss``
///   is set (`RouterView` sets it), Router calls made between a dismissal and its `onDismiss` wait for it.
///
/// Modal Routers, tab bars and tabs made from a Router that drives one are of this kind too. Presenting a
/// UIKit navigation controller from it, or it from UIKit's, is refused with
/// ``NavigationDiagnostic/Kind/frontEndMismatch``; a UIKit view controller on its own is shown through a
/// representable. Gestures begun step by step (``HeadlessNavigationController/beginBackSwipe()``) are refused:
/// SwiftUI tells nothing before it writes.
@preconcurrency @MainActor
public final class NavigationStackController: HeadlessNavigationController {
    /// Creates an empty stack.
    public override init() {
        super.init()
        core.rules = .swiftUI
    }

    /// Creates an empty stack whose dismissals last until `onDismiss`, or end at once.
    ///
    /// - Parameter waitingForOnDismiss: the first value of ``waitsForOnDismiss``.
    convenience init(waitingForOnDismiss: Bool) {
        self.init()
        core.waitsForOnDismiss = waitingForOnDismiss
    }

    #if canImport(UIKit)
    /// Creates an empty stack; the nib is not used.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: not used.
    ///   - nibBundleOrNil: not used.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        core.rules = .swiftUI
    }

    /// Creates an empty stack from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        core.rules = .swiftUI
    }
    #endif

    /// The screens above the root, bottom first: what the `NavigationStack`'s path holds.
    ///
    /// Reading it is what SwiftUI does before it renders: ``writePath(_:)`` takes away only screens read here.
    public var path: [Screen] {
        core.readPath()
    }

    /// Whether a dismissal lasts until ``sheetDidDismiss(_:)``; `false` by default, when it ends at once.
    ///
    /// On screen SwiftUI calls `onDismiss` once it has animated the modal away.
    /// `RouterView` sets it. Set it in a test of what happens before `onDismiss` comes: the stacks of the
    /// modal Routers and tabs made from this one's Router afterwards start with the same value.
    ///
    /// ```swift
    /// stack.waitsForOnDismiss = true
    /// stack.writeDismissal(of: sheet)
    /// router.presentModal(next)  // waits
    /// stack.sheetDidDismiss(sheet)  // presented now
    /// ```
    public var waitsForOnDismiss: Bool {
        get { core.waitsForOnDismiss }
        set { core.waitsForOnDismiss = newValue }
    }

    /// The modal SwiftUI is taking away, whose `onDismiss` has not come; `nil` when none is.
    ///
    /// Set only while ``waitsForOnDismiss`` is: a test calls ``sheetDidDismiss(_:)`` with it, as SwiftUI would.
    ///
    /// ```swift
    /// if let going = stack.modalBeingDismissed { stack.sheetDidDismiss(going) }
    /// ```
    public var modalBeingDismissed: Screen? { core.dismissalUnderWay }

    /// Takes the path SwiftUI wrote through the `NavigationStack`'s binding: the user went back.
    ///
    /// The back button and the back swipe write the path without its last screen; the back button's menu
    /// writes it with several screens gone, in one write. Those screens leave in one change: their pop
    /// handlers run once each, top first, then the Router's observers hear of it. As with UIKit's pop, a
    /// screen that leaves takes the screens above it: one the Router pushed after SwiftUI last read
    /// ``path`` (the user never saw it) leaves too, so that no screen stays whose coordinator has gone. A
    /// screen pushed after the read above the screens the write keeps stays. The same path again, or
    /// a path naming a screen no longer on the stack (SwiftUI read it before a Router call took that screen
    /// away), changes nothing. Any other path (the Router's screens in another order) changes nothing and is
    /// reported as ``NavigationDiagnostic/Kind/unexpectedPathWrite``.
    ///
    /// ```swift
    /// stack.writePath(Array(stack.path.dropLast(2)))  // two screens popped at once
    /// ```
    ///
    /// - Parameter path: the screens above the root that SwiftUI shows now, bottom first.
    /// - Returns: the screens popped, bottom first; `[]` when nothing was.
    @discardableResult
    public func writePath(_ path: [Screen]) -> [Screen] {
        core.asUser(.backSwipe) { core.writePath(path, "writePath") }
    }

    /// Takes SwiftUI setting the item of the sheet or cover showing `screen` to `nil`: the user swiped it
    /// down, or its view called `dismiss()`.
    ///
    /// The modal goes, with every modal above it: dismiss handlers run once each, innermost first, and the
    /// screens of its Router leave with their pop handlers. A write for a modal that is not presented
    /// (twice, or after a Router call took it away) changes nothing. It is the write through the binding of
    /// the modal's own kind; ``writeDismissal(of:through:)`` names the binding, as `RouterView` does, so that a
    /// write through another one changes nothing.
    ///
    /// ```swift
    /// stack.writeDismissal(of: router.presentedRouter!.navigationController)
    /// ```
    ///
    /// - Parameter screen: the modal the sheet or cover showed.
    public func writeDismissal(of screen: Screen) {
        core.asUser(core.userDismissalCause) { core.writeDismissal(of: screen) }
    }

    /// Takes SwiftUI writing the selection of the presented sheet's `presentationDetents`: the user dragged
    /// it to `detent`. Nothing is dismissed and no handler runs.
    ///
    /// A detent the sheet does not have changes nothing and is reported as
    /// ``NavigationDiagnostic/Kind/gestureUnavailable``; the same detent again changes nothing.
    ///
    /// ```swift
    /// stack.writeSheetDetent(.large)
    /// ```
    ///
    /// - Parameter detent: the detent SwiftUI wrote.
    public func writeSheetDetent(_ detent: SheetDetent) {
        _ = core.dragSheet(to: detent, "writeSheetDetent")
    }

    /// Takes SwiftUI calling the `onDismiss` of the sheet or cover that showed `screen`.
    ///
    /// It ends the dismissal: calls that waited for it run, in order. When no write came before it, the
    /// modal has gone all the same, as ``writeDismissal(of:)`` says. A call for a modal neither presented
    /// nor being dismissed changes nothing. ``sheetDidDismiss(_:through:)`` names the modifier, as
    /// `RouterView` does.
    ///
    /// - Parameter screen: the modal the sheet or cover showed.
    public func sheetDidDismiss(_ screen: Screen) {
        core.asUser(core.userDismissalCause) { core.sheetDidDismiss(screen) }
    }
}
