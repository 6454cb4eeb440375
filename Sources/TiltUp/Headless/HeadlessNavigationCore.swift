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
    var dismissalUnderWay: Screen? {
        didSet {
            if dismissalUnderWay == nil { dismissalUnderWayKind = nil }
        }
    }
    /// SwiftUI: the modifier that showed the modal being taken away, whose `onDismiss` alone ends it.
    var dismissalUnderWayKind: NavigationStackController.ModalKind?
    /// SwiftUI: whether a dismissal lasts until SwiftUI calls the modal's `onDismiss` (``NavigationStackController/sheetDidDismiss(_:)``).
    var waitsForOnDismiss = false
    /// SwiftUI: the screens of the path when SwiftUI last read it; `nil` before it has.
    var pathRead: Set<ObjectIdentifier>?
    /// The controller this core belongs to.
    weak var owner: HeadlessNavigationController?
    private(set) weak var receiver: (any NavigationChangeReceiver)?

    // The state below is set by the core alone (here and in its extensions, +Modals, +Gestures, +SwiftUI);
    // the controllers read it.

    /// The stack, bottom first.
    var viewControllers: [Screen] = [] {
        didSet {
            // A tab bar at the root of the stack takes its size class from it, as a contained controller does.
            if let first = viewControllers.first, let tabBar = Platform.headlessTabBar(first) {
                tabBar.core.containingStack = self
            }
            if let first = viewControllers.first, let split = Platform.headlessSplit(first), split.core.containingStack !== self {
                split.core.containingStack = self
            }
        }
    }
    /// The size class set on this controller (the window's, for the root), if any; otherwise it follows
    /// the controller that contains or presents it.
    var sizeClassOverride: SizeClass?
    /// The platform set on this controller (the window's, for the root), if any; otherwise it follows the
    /// controller that contains or presents it.
    var platformOverride: NavigationPlatform?
    /// The tab bar this controller is a tab of, if it is one: it takes its size class from it.
    weak var containingTabBar: HeadlessTabBarCore?
    /// The split view this controller is a column of, if it is one: it takes its size class from it.
    weak var containingSplit: HeadlessSplitCore?
    /// The stack's screens, by identity.
    var members: Set<ObjectIdentifier> = []
    /// The modal this controller presents, if any.
    var presentedViewController: Screen?
    /// The style the presented modal was presented with (UIKit reads the presented controller's
    /// `modalPresentationStyle`): what decides whether the user can swipe it down.
    var presentedStyle: ModalPresentationStyle = .automatic
    /// The style a Router is about to present a screen with, for a screen that has no
    /// `modalPresentationStyle` of its own (any object, where UIKit does not exist).
    var announcedStyle: (screen: ObjectIdentifier, style: ModalPresentationStyle)?
    /// The headless controller that presents the owner, if any.
    weak var presentingController: HeadlessNavigationController?
    /// The detents of a sheet a Router presents or is about to present, by its screen, the one it rests at,
    /// its grabber and its undimmed detents.
    var sheetDetents: (screen: ObjectIdentifier, settings: SheetSettings)?
    /// The anchor of a popover a Router presents or is about to present, with its screen.
    var popoverAnchor: KeptPopoverAnchor?
    /// The transitions Routers gave the screens this controller pushes and presents, by screen.
    var transitions: [ObjectIdentifier: KeptTransition] = [:]
    /// How many times each navigation method was called.
    var callCounts = HeadlessNavigationController.CallCounts()
    /// The user's gesture under way, if any.
    var gesture: HeadlessNavigationController.InteractiveGesture?
    /// The completion of an animated presentation that is held until the test finishes it.
    var heldPresentationCompletion: (() -> Void)?
    /// Whether animated presentations stay under way until ``finishPresentationAnimation()``.
    var holdsAnimatedPresentations = false
    /// Whether a zoom's source provider is being asked, mid-change: the transition is under way.
    var asksTransitionSource = false

    /// Whether a transition is under way: a gesture begun and not ended, a held presentation, a zoom's source
    /// provider being asked, or the user's swipe-down of the modal this controller is (on iOS the presented
    /// controller takes part in its presenter's dismissal transition, and has a `transitionCoordinator` for as long).
    var isTransitioning: Bool {
        gesture != nil || heldPresentationCompletion != nil || presentersSwipeDown != nil || dismissalUnderWay != nil
            || asksTransitionSource
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
        // Each presented controller is kept alive by its presenter's core: released one level at a time.
        guard isOnMainActorThread() else { return }
        MainActor.assumeIsolated {
            var chain = Platform.headless(presentedViewController)
            presentedViewController = nil
            releaseOneAtATime(
                &chain, next: { Platform.headless($0.core.presentedViewController) }, detach: { $0.core.presentedViewController = nil })
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

    func push(_ screen: Screen, animated: Bool = false) {
        callCounts.push += 1
        guard isIdle("pushViewController") else { return }
        guard members.insert(ObjectIdentifier(screen)).inserted else {
            report(.screenAlreadyOnStack, "pushViewController: \(describe(screen)) is already on the stack; nothing was pushed")
            return
        }
        viewControllers.append(screen)
        // Back on the stack, it is a new stay SwiftUI has not read yet.
        pathRead?.remove(ObjectIdentifier(screen))
        let asked = transitionRan(for: screen, animated: animated)
        watchers.notify()
        receiver?.navigationStackDidChange(.pushed(screen))
        endTransitionAskingSource(asked)
    }

    func pop(animated: Bool = false) -> Screen? {
        callCounts.pop += 1
        guard isIdle("popViewController") else { return nil }
        guard viewControllers.count > 1 else {
            reportNothingToPop("popViewController")
            return nil
        }
        // Asked before the screen leaves: the stack cannot change meanwhile (every change waits or is refused).
        let asked = viewControllers.last.map { transitionRan(for: $0, animated: animated) } ?? false
        defer { endTransitionAskingSource(asked) }
        return removeTop()
    }

    func popToRoot(animated: Bool = false) -> [Screen]? {
        callCounts.popToRoot += 1
        guard isIdle("popToRootViewController") else { return nil }
        guard !viewControllers.isEmpty else {
            reportNothingToPop("popToRootViewController")
            return nil
        }
        let asked = viewControllers.count > 1 && viewControllers.last.map { transitionRan(for: $0, animated: animated) } == true
        defer { endTransitionAskingSource(asked) }
        return removeAbove(index: 0)
    }

    func pop(to screen: Screen, animated: Bool = false) -> [Screen]? {
        callCounts.popToViewController += 1
        guard isIdle("popToViewController") else { return nil }
        guard contains(screen), let index = viewControllers.lastIndex(where: { $0 === screen }) else {
            report(.screenNotOnStack, "popToViewController: \(describe(screen)) is not on the stack; nothing was popped")
            return nil
        }
        let asked = index < viewControllers.count - 1 && viewControllers.last.map { transitionRan(for: $0, animated: animated) } == true
        defer { endTransitionAskingSource(asked) }
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
        dropTransitionsOfScreensGone()
        watchers.notify()
        receiver?.navigationStackDidChange(.replaced)
    }

    /// Removes the top screen, which the caller made sure is not the root, and says so.
    func removeTop() -> Screen {
        let popped = detachTop()
        dropTransitionsOfScreensGone()
        watchers.notify()
        receiver?.navigationStackDidChange(.popped([popped]))
        return popped
    }

    /// Takes the top screen off the stack without saying so: a pop, or the start of a back swipe.
    func detachTop() -> Screen {
        let popped = viewControllers.removeLast()
        members.remove(ObjectIdentifier(popped))
        return popped
    }

    /// Puts back on top, without saying so, a screen a back swipe took off: the swipe did not finish.
    func reattach(_ screen: Screen) {
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
        dropTransitionsOfScreensGone()
        watchers.notify()
        receiver?.navigationStackDidChange(.popped(popped))
        return popped
    }
}

/// A short name for a screen in diagnostics: its type.
func describe(_ screen: Screen) -> String {
    String(describing: type(of: screen))
}
