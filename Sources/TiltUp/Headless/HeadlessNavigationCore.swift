/// Whose rules a headless core follows: UIKit's (``HeadlessNavigationController``) or SwiftUI's
/// (``NavigationStackController``, rendered by SwiftUI's own navigation).
enum FrontEndRules {
    case uiKit
    case swiftUI
}

/// The state and rules of a ``HeadlessNavigationController``, shared by its platform-neutral form and by
/// the `UINavigationController` subclass of the same name where UIKit exists.
@MainActor
final class HeadlessNavigationCore {
    /// Whose rules this core follows; SwiftUI's for a ``NavigationStackController``.
    var rules = FrontEndRules.uiKit
    /// The views that render this state (SwiftUI's `RouterView`), told of each change.
    let watchers = ChangeWatchers()
    /// SwiftUI: the modal SwiftUI is still taking away; its binding says it is gone, its `onDismiss` has not
    /// come. Held until then, as SwiftUI holds its view.
    var dismissalUnderWay: Screen?
    /// SwiftUI: whether a dismissal lasts until SwiftUI calls the modal's `onDismiss` (``NavigationStackController/sheetDidDismiss(_:)``).
    var waitsForOnDismiss = false
    /// SwiftUI: the screens of the path when SwiftUI last read it; `nil` before it has.
    var pathRead: Set<ObjectIdentifier>?
    /// The controller this core belongs to.
    weak var owner: HeadlessNavigationController?
    private(set) weak var receiver: (any NavigationChangeReceiver)?

    private(set) var viewControllers: [Screen] = []
    private var members: Set<ObjectIdentifier> = []
    private(set) var presentedViewController: Screen?
    /// The style the presented modal was presented with (UIKit reads the presented controller's
    /// `modalPresentationStyle`): what decides whether the user can swipe it down.
    private(set) var presentedStyle: ModalPresentationStyle = .automatic
    /// The style a Router is about to present a screen with, for a screen that has no
    /// `modalPresentationStyle` of its own (any object, where UIKit does not exist).
    private var announcedStyle: (screen: ObjectIdentifier, style: ModalPresentationStyle)?
    /// The headless controller that presents the owner, if any.
    weak var presentingController: HeadlessNavigationController?
    /// How many times each navigation method was called.
    var callCounts = HeadlessNavigationController.CallCounts()
    /// The user's gesture under way, if any.
    private(set) var gesture: HeadlessNavigationController.InteractiveGesture?
    /// The completion of an animated presentation that is held until the test finishes it.
    private var heldPresentationCompletion: (() -> Void)?
    /// Whether animated presentations stay under way until ``finishPresentationAnimation()``.
    var holdsAnimatedPresentations = false

    /// Whether a transition is under way: a gesture begun and not ended, a held presentation, or the
    /// user's swipe-down of the modal this controller is (on iOS the presented controller takes part in
    /// its presenter's dismissal transition, and has a `transitionCoordinator` for as long).
    var isTransitioning: Bool {
        gesture != nil || heldPresentationCompletion != nil || presentersSwipeDown != nil || dismissalUnderWay != nil
    }

    /// The presenter's swipe-down of this controller, while it is under way.
    var presentersSwipeDown: HeadlessNavigationController.InteractiveGesture? {
        guard let gesture = presentingController?.core.gesture, gesture.kind == .swipeDown else { return nil }
        return gesture
    }

    /// Records the style a Router presents `screen` with, for a screen that has no style of its own.
    func announce(_ style: ModalPresentationStyle, for screen: Screen) {
        announcedStyle = (ObjectIdentifier(screen), style)
    }

    init() {}

    deinit {
        // Each presented controller is kept alive by its presenter's core: released as they are, modals
        // nested thousands deep would be released one inside the other until the call stack ran out.
        // Take the chain apart one level at a time instead, as far as nothing else holds the next one.
        guard isOnMainActorThread() else { return }
        MainActor.assumeIsolated {
            var next = presentedViewController as? HeadlessNavigationController
            presentedViewController = nil
            while next != nil, isKnownUniquelyReferenced(&next) {
                let following = next?.core.presentedViewController as? HeadlessNavigationController
                next?.core.presentedViewController = nil
                next = following
            }
        }
    }

    /// Sets the first stack without counting it as a call.
    func setInitialViewControllers(_ screens: [Screen]) {
        setViewControllers(screens)
        callCounts = HeadlessNavigationController.CallCounts()
    }

    func connect(_ receiver: any NavigationChangeReceiver) {
        if let current = self.receiver, current !== receiver {
            report(
                .navigationControllerShared, "this navigation controller was already driven by another Router; the new Router takes it over"
            )
        }
        self.receiver = receiver
    }

    var topViewController: Screen? { viewControllers.last }

    func contains(_ screen: Screen) -> Bool {
        members.contains(ObjectIdentifier(screen))
    }

    // MARK: Stack

    func push(_ screen: Screen) {
        callCounts.push += 1
        guard isIdle("pushViewController") else { return }
        guard members.insert(ObjectIdentifier(screen)).inserted else {
            report(.screenAlreadyOnStack, "pushViewController: \(describe(screen)) is already on the stack; nothing was pushed")
            return
        }
        viewControllers.append(screen)
        // Back on the stack, it is a new stay SwiftUI has not read yet.
        pathRead?.remove(ObjectIdentifier(screen))
        watchers.notify()
        receiver?.navigationStackDidChange(.pushed(screen))
    }

    func pop() -> Screen? {
        callCounts.pop += 1
        guard isIdle("popViewController") else { return nil }
        guard viewControllers.count > 1 else {
            reportNothingToPop("popViewController")
            return nil
        }
        return removeTop()
    }

    func popToRoot() -> [Screen]? {
        callCounts.popToRoot += 1
        guard isIdle("popToRootViewController") else { return nil }
        guard !viewControllers.isEmpty else {
            reportNothingToPop("popToRootViewController")
            return nil
        }
        return removeAbove(index: 0)
    }

    func pop(to screen: Screen) -> [Screen]? {
        callCounts.popToViewController += 1
        guard isIdle("popToViewController") else { return nil }
        guard contains(screen), let index = viewControllers.lastIndex(where: { $0 === screen }) else {
            report(.screenNotOnStack, "popToViewController: \(describe(screen)) is not on the stack; nothing was popped")
            return nil
        }
        return removeAbove(index: index)
    }

    func setViewControllers(_ screens: [Screen]) {
        callCounts.setViewControllers += 1
        guard isIdle("setViewControllers") else { return }
        replaceStack(with: screens)
    }

    /// Puts `screens` in place of the stack, a screen listed twice in its first place only, and says so.
    func replaceStack(with screens: [Screen]) {
        var seen: Set<ObjectIdentifier> = []
        let unique = screens.filter { seen.insert(ObjectIdentifier($0)).inserted }
        if unique.count != screens.count {
            report(.duplicateScreens, "setViewControllers: the same screen appears more than once; only its first place is kept")
        }
        if pathRead != nil {
            for screen in unique where !members.contains(ObjectIdentifier(screen)) {
                pathRead?.remove(ObjectIdentifier(screen))
            }
        }
        viewControllers = unique
        members = seen
        watchers.notify()
        receiver?.navigationStackDidChange(.replaced)
    }

    /// Removes the top screen, which the caller made sure is not the root, and says so.
    private func removeTop() -> Screen {
        let popped = detachTop()
        watchers.notify()
        receiver?.navigationStackDidChange(.popped([popped]))
        return popped
    }

    /// Takes the top screen off the stack without saying so: a pop, or the start of a back swipe.
    private func detachTop() -> Screen {
        let popped = viewControllers.removeLast()
        members.remove(ObjectIdentifier(popped))
        return popped
    }

    /// Puts back on top, without saying so, a screen a back swipe took off: the swipe did not finish.
    private func reattach(_ screen: Screen) {
        viewControllers.append(screen)
        members.insert(ObjectIdentifier(screen))
    }

    func removeAbove(index: Int) -> [Screen] {
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        viewControllers.removeSubrange((index + 1)...)
        for screen in popped {
            members.remove(ObjectIdentifier(screen))
        }
        watchers.notify()
        receiver?.navigationStackDidChange(.popped(popped))
        return popped
    }

    // MARK: Modals

    func present(_ screen: Screen, animated: Bool, completion: (() -> Void)?) {
        callCounts.present += 1
        guard isIdle("present") else { return }
        if let presented = presentedViewController {
            report(.modalAlreadyPresented, "present: \(describe(presented)) is already presented; \(describe(screen)) was not presented")
            return
        }
        if screen === owner {
            report(.invalidModal, "present: a navigation controller cannot present itself")
            return
        }
        let presentedController = screen as? HeadlessNavigationController
        if presentedController?.core.presentingController != nil {
            report(.invalidModal, "present: \(describe(screen)) is already presented elsewhere; it was not presented again")
            return
        }
        if (presentedController?.core.rules ?? rules) != rules {
            let kinds = rules == .swiftUI ? "a UIKit navigation controller in SwiftUI's" : "a SwiftUI stack in UIKit's"
            report(.frontEndMismatch, "present: \(kinds) navigation cannot be presented; nothing was presented")
            return
        }
        if presentedController?.core.presentsInTurn(owner) == true {
            report(.invalidModal, "present: \(describe(screen)) presents this controller, in turn; presenting it would make a loop")
            return
        }
        presentedViewController = screen
        presentedStyle =
            Platform.presentationStyle(of: screen) ?? announcedStyle.flatMap {
                $0.screen == ObjectIdentifier(screen) ? $0.style : nil
            } ?? .automatic
        announcedStyle = nil
        presentedController?.core.presentingController = owner
        watchers.notify()
        receiver?.navigationModalDidChange()
        if animated && holdsAnimatedPresentations {
            // As in UIKit, the modal is presented at once; its completion waits for the animation.
            heldPresentationCompletion = completion ?? {}
        } else {
            completion?()
        }
    }

    func finishPresentationAnimation() {
        guard let completion = heldPresentationCompletion else {
            report(.gestureUnavailable, "finishPresentationAnimation: no presentation is under way; nothing happened")
            return
        }
        heldPresentationCompletion = nil
        completion()
        receiver?.navigationTransitionDidEnd()
    }

    func dismiss(completion: (() -> Void)?) {
        callCounts.dismiss += 1
        if presentedViewController != nil {
            guard isIdle("dismiss") else { return }
            dismissPresented()
            completion?()
        } else if let presenting = presentingController {
            // As in UIKit, a presented controller with nothing above it asks its presenter to dismiss it.
            presenting.core.dismiss(completion: completion)
        } else {
            report(.nothingToDismiss, "dismiss: nothing is presented; the dismiss handler ran at once")
            completion?()
        }
    }

    /// Whether `controller` is among the modals this core's owner presents, directly or in turn.
    ///
    /// Walks down the chain of presented controllers, so it costs nothing when nothing is presented.
    func presentsInTurn(_ controller: HeadlessNavigationController?) -> Bool {
        guard let controller else { return false }
        var next = presentedViewController
        while let screen = next {
            if screen === controller { return true }
            next = (screen as? HeadlessNavigationController)?.core.presentedViewController
        }
        return false
    }

    /// Dismisses the presented modal and everything it presents in turn, all at once, with no recursion:
    /// however deep the modals are nested, the call stack stays the same.
    ///
    /// The links are cut innermost first, so that no release cascades through the levels. A gesture or
    /// a held presentation on a level that goes away ends with it. Then this controller's Router hears of
    /// the change first (it ends the whole tree of Routers above it), then those of the levels above.
    func dismissPresented() {
        guard let dismissed = presentedViewController else { return }
        var levels: [HeadlessNavigationCore] = [self]
        while let next = (levels[levels.count - 1].presentedViewController as? HeadlessNavigationController)?.core {
            levels.append(next)
        }
        for level in levels.reversed() {
            let presented = level.presentedViewController as? HeadlessNavigationController
            level.presentedViewController = nil
            presented?.core.presentingController = nil
        }
        let interrupted = levels.dropFirst().compactMap { $0.interruptTransition() }
        if rules == .swiftUI && waitsForOnDismiss {
            // SwiftUI animates the modal away and calls its onDismiss at the end; presenting before then
            // fails ("already presenting"). Set before the Router hears, so its handlers' calls wait.
            dismissalUnderWay = dismissed
        }
        for level in levels {
            level.watchers.notify()
        }
        receiver?.navigationModalDidChange()
        for level in levels.dropFirst() {
            level.receiver?.navigationModalDidChange()
        }
        for endTransition in interrupted {
            endTransition()
        }
    }

    /// Ends the transition under way, for a Router that is ending: the gesture is cancelled and the held
    /// presentation finished, and the Router is told.
    func endTransition() {
        interruptTransition()?()
    }

    /// Ends, as cancelled, the gesture under way on a controller that is being dismissed, and the
    /// presentation it holds; returns what tells its Router, to run once the dismissal is known.
    private func interruptTransition() -> (() -> Void)? {
        guard gesture != nil || heldPresentationCompletion != nil || dismissalUnderWay != nil else { return nil }
        dismissalUnderWay = nil
        let gesture = self.gesture
        if let gesture {
            self.gesture = nil
            gesture.interrupt()
            if gesture.kind == .backSwipe {
                reattach(gesture.screen)
            }
        }
        let completion = heldPresentationCompletion
        heldPresentationCompletion = nil
        let swiped = gesture?.kind == .swipeDown ? (gesture?.screen as? HeadlessNavigationController)?.core : nil
        return { [weak self] in
            completion?()
            swiped?.receiver?.navigationTransitionDidEnd()
            self?.receiver?.navigationTransitionDidEnd()
        }
    }

    // MARK: User gestures

    /// Whether the user can go back now, on either front end: no modal covers the stack, and there is a
    /// screen to go back to. Otherwise reports why not.
    func userCanGoBack(_ method: String) -> Bool {
        if let presented = presentedViewController {
            report(.gestureUnavailable, "\(method): \(describe(presented)) covers the stack; nothing was popped")
            return false
        }
        guard viewControllers.count > 1 else {
            report(.gestureUnavailable, "\(method): there is no screen to go back to; nothing was popped")
            return false
        }
        return true
    }

    /// Begins the user's back swipe. As in UIKit, the top screen is off the stack while the gesture is
    /// under way, and comes back if the user cancels; the Router is told only when the gesture ends.
    func beginBackSwipe(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        guard refusesGestureUnderSwiftUI(method) == false, userCanGoBack(method), isIdle(method, kind: .gestureUnavailable) else {
            return nil
        }
        let gesture = HeadlessNavigationController.InteractiveGesture(kind: .backSwipe, screen: detachTop(), core: self)
        self.gesture = gesture
        return gesture
    }

    /// Begins the user's swipe-down of the presented sheet; the sheet stays presented until the gesture ends.
    func beginSwipeDown(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        guard refusesGestureUnderSwiftUI(method) == false else { return nil }
        return swipeableSheet(method).flatMap { presented in
            guard isIdle(method, kind: .gestureUnavailable) else { return nil }
            let gesture = HeadlessNavigationController.InteractiveGesture(kind: .swipeDown, screen: presented, core: self)
            self.gesture = gesture
            return gesture
        }
    }

    /// The presented modal, if the user can swipe it down now; otherwise reports why not.
    func swipeableSheet(_ method: String) -> Screen? {
        guard let presented = presentedViewController else {
            report(.gestureUnavailable, "\(method): nothing is presented; nothing was dismissed")
            return nil
        }
        if let above = (presented as? HeadlessNavigationController)?.presentedViewController {
            report(.gestureUnavailable, "\(method): \(describe(above)) covers \(describe(presented)); swipe that one down first")
            return nil
        }
        if !presentedStyle.isSwipeableSheet {
            // UIKit: only a sheet can be swiped down; a full-screen (or over-full-screen, current-context,
            // custom) presentation has no interactive dismissal.
            report(
                .gestureUnavailable,
                "\(method): \(describe(presented)) is presented \(presentedStyle.name), which cannot be swiped down on iOS; it stays (present it with presentationStyle: .pageSheet for a sheet)"
            )
            return nil
        }
        if Platform.isModalInPresentation(presented) {
            // UIKit: isModalInPresentation "prevents the interactive dismissal of the view controller".
            report(.gestureUnavailable, "\(method): \(describe(presented)) has isModalInPresentation set; the sheet stays")
            return nil
        }
        return presented
    }

    /// Ends `gesture`: a finished one pops or dismisses its screen, a cancelled one puts everything back.
    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUser<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let receiver else { return body() }
        return receiver.asUserGesture(cause, body)
    }

    func end(_ gesture: HeadlessNavigationController.InteractiveGesture, finished: Bool) {
        guard gesture === self.gesture else { return }
        self.gesture = nil
        switch (gesture.kind, finished) {
        case (.backSwipe, true):
            callCounts.backSwipe += 1
            receiver?.navigationStackDidChange(.popped([gesture.screen]))
        case (.backSwipe, false):
            reattach(gesture.screen)
            watchers.notify()
        case (.swipeDown, true):
            callCounts.swipeDown += 1
            dismissPresented()
        case (.swipeDown, false):
            break
        }
        if gesture.kind == .swipeDown, let presented = (gesture.screen as? HeadlessNavigationController)?.core {
            // The swiped modal's own controller took part in the transition: its Router's calls waited too.
            presented.receiver?.navigationTransitionDidEnd()
        }
        receiver?.navigationTransitionDidEnd()
    }

    /// Whether no transition is under way; reports the refused call otherwise.
    private func isIdle(_ method: String, kind: NavigationDiagnostic.Kind = .transitionInProgress) -> Bool {
        guard isTransitioning else { return true }
        let what =
            if let dismissal = dismissalUnderWay {
                "SwiftUI's dismissal of \(describe(dismissal)) (its onDismiss has not come)"
            } else if let gesture {
                "the user's \(gesture.kind == .backSwipe ? "back swipe" : "swipe-down")"
            } else if heldPresentationCompletion != nil {
                "an animated presentation"
            } else {
                "the user's swipe-down of this modal"
            }
        report(kind, "\(method): \(what) is under way; nothing changed (a Router waits for the end instead)")
        return false
    }

    // MARK: Diagnostics

    private func reportNothingToPop(_ method: String) {
        if viewControllers.isEmpty {
            report(.stackIsEmpty, "\(method): the stack is empty; nothing was popped")
        } else {
            report(.cannotPopRoot, "\(method): only the root screen is on the stack; nothing was popped")
        }
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        let diagnostic = NavigationDiagnostic(kind: kind, message: "HeadlessNavigationController." + message)
        if let receiver {
            receiver.navigationControllerDidReport(diagnostic)
        } else {
            NavigationDiagnostic.log(diagnostic)
        }
    }
}

/// A short name for a screen in diagnostics: its type.
func describe(_ screen: Screen) -> String {
    String(describing: type(of: screen))
}
