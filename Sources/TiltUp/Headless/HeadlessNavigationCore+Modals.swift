#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// Presenting and dismissing, with UIKit's rules for transitions (a call during one is refused or waits).
extension HeadlessNavigationCore {
    /// Why this controller cannot present `screen`, which is `presentedController` if it is a headless one;
    /// `nil` if it can. What it presents already is checked first.
    private func refusalToPresent(_ screen: Screen, controller presentedController: HeadlessNavigationController?) -> PresentationRefusal? {
        if let presented = presentedViewController {
            return .alreadyPresenting(describe(presented))
        }
        if let beside = modalUpBeside() {
            return .presentingBeside(describe(beside))
        }
        if screen === owner {
            return .presentsItself
        }
        if presentedController?.core.presentingController != nil {
            return .presentedElsewhere(describe(screen))
        }
        if let presentedRules = presentedController?.core.rules, presentedRules != rules {
            return .frontEndMismatch("\(presentedRules.controller) in \(rules.navigation) navigation cannot be presented")
        }
        if presentedController?.core.presentsInTurn(owner) == true {
            return .loop(describe(screen))
        }
        return nil
    }

    /// The modal presented by another controller shown together with this one, if any: up through the split
    /// views and tab bars that contain it, to the stack at the level's root, and down into the columns and tabs
    /// of those on top of each stack. UIKit presents from the window's root, one modal at a time. For the
    /// user's taps (`forTaps`), a sheet resting at or below its largest undimmed detent covers nothing.
    func modalUpBeside(forTaps: Bool = false) -> Screen? {
        var root = self
        while let up = root.containingSplit?.containingStack ?? root.containingTabBar?.containingStack {
            root = up
        }
        var cores = [root]
        if root.presentingController == nil, let split = root.containingSplit {
            cores = split.columnCores
        } else if root.presentingController == nil, let tabBar = root.containingTabBar {
            cores = tabBar.tabCores
        }
        while let core = cores.popLast() {
            if core !== self, let presented = core.presentedViewController, !(forTaps && core.presentedSheetLeavesBackgroundUsable) {
                return presented
            }
            if let top = core.topViewController, let split = Platform.headlessSplit(top) {
                cores += split.core.columnCores
            } else if let top = core.topViewController, let tabBar = Platform.headlessTabBar(top) {
                cores += tabBar.core.tabCores
            }
        }
        return nil
    }

    func present(_ screen: Screen, animated: Bool, completion: (() -> Void)?) {
        callCounts.present += 1
        guard isIdle("present") else { return }
        let presentedController = Platform.headless(screen)
        if let refusal = refusalToPresent(screen, controller: presentedController) {
            if popoverAnchor?.screen === screen {
                // The anchor given for it holds a view: a refused popover lets go of it at once.
                popoverAnchor = nil
            }
            report(refusal.kind, "present: \(refusal.reason(presenter: "navigation controller")); \(describe(screen)) was not presented")
            dropTransitionsOfScreensGone()
            return
        }
        presentedViewController = screen
        presentedStyle =
            Platform.presentationStyle(of: screen) ?? announcedStyle.flatMap {
                $0.screen == ObjectIdentifier(screen) ? $0.style : nil
            } ?? .automatic
        announcedStyle = nil
        presentedController?.core.presentingController = owner
        // A split view in the modal takes the width it is presented in, as it starts there: told to nobody.
        presentedController?.core.noteWidthOfContainedSplits(reporting: false)
        let asked = transitionRan(for: screen, animated: animated)
        watchers.notify()
        receiver?.navigationModalDidChange()
        if animated && holdsAnimatedPresentations {
            // As in UIKit, the modal is presented at once; its completion waits for the animation.
            heldPresentationCompletion = completion ?? {}
        } else {
            completion?()
        }
        endTransitionAskingSource(asked)
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

    func dismiss(animated: Bool = false, completion: (() -> Void)?) {
        callCounts.dismiss += 1
        if let presented = presentedViewController {
            guard isIdle("dismiss") else { return }
            let asked = transitionRan(for: presented, animated: animated)
            dismissPresented()
            completion?()
            endTransitionAskingSource(asked)
        } else if let presenting = presentingController {
            // As in UIKit, a presented controller with nothing above it asks its presenter to dismiss it.
            presenting.core.dismiss(animated: animated, completion: completion)
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
            next = Platform.headless(screen)?.core.presentedViewController
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
        let dismissedKind = presentedModalKind
        sheetDetents = nil
        var levels: [HeadlessNavigationCore] = [self]
        while let next = Platform.headless(levels[levels.count - 1].presentedViewController)?.core {
            levels.append(next)
        }
        for level in levels.reversed() {
            let presented = Platform.headless(level.presentedViewController)
            level.presentedViewController = nil
            level.popoverAnchor = nil
            level.dropTransitionsOfScreensGone()
            presented?.core.presentingController = nil
        }
        let interrupted = levels.dropFirst().compactMap { $0.interruptTransition() }
        if rules.dismissalsWaitForOnDismiss && waitsForOnDismiss {
            // SwiftUI animates the modal away and calls its onDismiss at the end; presenting before then
            // fails ("already presenting"). Set before the Router hears, so its handlers' calls wait.
            dismissalUnderWay = dismissed
            dismissalUnderWayKind = dismissedKind
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
    func interruptTransition() -> (() -> Void)? {
        guard gesture != nil || heldPresentationCompletion != nil || dismissalUnderWay != nil else { return nil }
        dismissalUnderWay = nil
        let gesture = self.gesture
        if let gesture {
            self.gesture = nil
            gesture.interrupt()
            if gesture.detachesScreen {
                reattach(gesture.screen)
            }
        }
        let completion = heldPresentationCompletion
        heldPresentationCompletion = nil
        let swiped = gesture?.kind == .swipeDown ? Platform.headless(gesture?.screen)?.core : nil
        return { [weak self] in
            completion?()
            swiped?.receiver?.navigationTransitionDidEnd()
            self?.receiver?.navigationTransitionDidEnd()
        }
    }
}
