#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// The user's gestures (back swipe, swipe-down), what they may do, and the diagnostics the core reports.
extension HeadlessNavigationCore {
    /// Whether the user can go back now, on either front end: no modal covers the stack, and there is a
    /// screen to go back to. Otherwise reports why not.
    func userCanGoBack(_ method: String) -> Bool {
        if let presented = modalCoveringStack {
            report(.gestureUnavailable, "\(method): \(describe(presented)) covers the stack; nothing was popped")
            return false
        }
        guard viewControllers.count > 1 else {
            report(.gestureUnavailable, "\(method): there is no screen to go back to; nothing was popped")
            return false
        }
        if let split = containingSplit, split.isCollapsed, let top = split.visibleColumnStack?.core, top !== self {
            // In compact width the columns are one stack: the user sees the top column's screens only.
            report(
                .gestureUnavailable,
                "\(method): in compact width this column is under the one on top of the collapsed split view, which the user sees; nothing was popped (the split's Back is simulateBackSwipe() on the split view controller)"
            )
            return false
        }
        if containingSplit?.hidesSidebar(self) == true {
            report(.gestureUnavailable, "\(method): this is the sidebar, which is hidden, so the user does not see it; nothing was popped")
            return false
        }
        return true
    }

    /// Whether `gesture`, begun on this stack, can still finish: what it acts on is still what the user sees.
    /// A back swipe cannot once a modal covers the stack, nor, in a split view, once the window's width changed
    /// under it (a column that is no longer the one on top in compact width, or the split's Back once the
    /// columns stand side by side). Reports why not: the gesture is cancelled instead.
    func canStillFinish(_ gesture: HeadlessNavigationController.InteractiveGesture) -> Bool {
        guard gesture.kind == .backSwipe else { return true }
        let method = "InteractiveGesture.finish"
        if let covering = modalCoveringStack {
            report(.gestureUnavailable, "\(method): \(describe(covering)) covers the stack now; the back swipe was cancelled")
            return false
        }
        if gesture.closingColumn != nil {
            guard gesture.closingSplit?.isCollapsed == true else {
                report(
                    .gestureUnavailable,
                    "\(method): the split view shows its columns side by side now, where it has no Back of its own; the Back was cancelled")
                return false
            }
        } else if let split = containingSplit, split.isCollapsed, split.visibleColumnStack?.core !== self {
            report(
                .gestureUnavailable,
                "\(method): the split view collapsed, and this column is under the one on top now; the back swipe was cancelled")
            return false
        } else if containingSplit?.hidesSidebar(self) == true {
            report(
                .gestureUnavailable,
                "\(method): the sidebar was hidden meanwhile, so the user no longer sees it; the back swipe was cancelled")
            return false
        }
        return true
    }

    /// Whether the test makes the user's gesture on this stack while one of the user's own is under way on it
    /// (begun and not ended, or the presenter's swipe-down of it): the test's misuse of the simulate API, as the
    /// user makes one gesture at a time. Reports it; called outside the user's action, so that a journal does
    /// not record a gesture the user never made (its replay, on a stack with no gesture under way, would make it).
    func refusesGestureWhileOneIsUnderWay(_ method: String) -> Bool {
        guard let underWay = gesture ?? presentersSwipeDown else { return false }
        report(
            .gestureUnavailable,
            "\(method): the user's \(underWay.name) is under way, and the user makes one gesture at a time; nothing changed (finish or cancel that one first)"
        )
        return true
    }

    /// Whether a test may begin the user's gesture here, step by step; reports its misuse otherwise: under
    /// SwiftUI's rules, which tell nothing before the write, and while another gesture is under way. Called
    /// outside the user's action: the user never made such a gesture, and a journal does not record it.
    func acceptsGestureBegun(_ method: String) -> Bool {
        !refusesGestureUnderSwiftUI(method) && !refusesGestureWhileOneIsUnderWay(method)
    }

    /// Begins the user's back swipe. As in UIKit, the top screen is off the stack while the gesture is
    /// under way, and comes back if the user cancels; the Router is told only when the gesture ends.
    func beginBackSwipe(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        guard userCanGoBack(method), isIdle(method, kind: .gestureUnavailable) else {
            return nil
        }
        let gesture = HeadlessNavigationController.InteractiveGesture(kind: .backSwipe, screen: detachTop(), core: self)
        self.gesture = gesture
        return gesture
    }

    /// Begins the user's swipe-down of the presented sheet; the sheet stays presented until the gesture ends.
    func beginSwipeDown(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        swipeableSheet(method).flatMap { presented in
            guard isIdle(method, kind: .gestureUnavailable) else { return nil }
            let gesture = HeadlessNavigationController.InteractiveGesture(kind: .swipeDown, screen: presented, core: self)
            self.gesture = gesture
            return gesture
        }
    }

    /// The presented modal, if one is and nothing covers it: what the user's gestures on a modal act on.
    /// Otherwise reports why not, ending with `unchanged` (nothing presented) or `coveredAdvice` (covered).
    func uncoveredModal(_ method: String, unchanged: String, coveredAdvice: String) -> Screen? {
        guard let presented = presentedViewController else {
            report(.gestureUnavailable, "\(method): nothing is presented; \(unchanged)")
            return nil
        }
        if let above = Platform.headless(presented)?.presentedViewController {
            report(.gestureUnavailable, "\(method): \(describe(above)) covers \(describe(presented)); \(coveredAdvice)")
            return nil
        }
        return presented
    }

    /// The presented modal, if the user can swipe it down now; otherwise reports why not.
    func swipeableSheet(_ method: String) -> Screen? {
        guard let presented = uncoveredModal(method, unchanged: "nothing was dismissed", coveredAdvice: "swipe that one down first")
        else { return nil }
        if presentsPopover {
            report(
                .gestureUnavailable,
                "\(method): \(describe(presented)) is a popover in regular width, which the user closes by tapping outside it (simulateTapOutside()), not by swiping down; it stays"
            )
            return nil
        }
        if !presentedStyle.isSwipeableSheet, !isInteractivelyDismissible(presented) {
            // UIKit: only a sheet can be swiped down; a full-screen (or over-full-screen, current-context,
            // custom) presentation has no interactive dismissal, unless it came with a zoom (iOS 18, on an
            // iPhone or iPad) or a custom transition with an interaction controller, where they run.
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

    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUser<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let receiver else { return body() }
        return receiver.asUserGesture(cause, body)
    }

    /// Ends `gesture`: a finished one pops or dismisses its screen, a cancelled one puts everything back.
    func end(_ gesture: HeadlessNavigationController.InteractiveGesture, finished: Bool) {
        guard gesture === self.gesture else { return }
        self.gesture = nil
        if finished, gesture.closingColumn == nil {
            transitionRan(for: gesture.screen, animated: true)
        }
        switch (gesture.kind, finished) {
        case (.backSwipe, true):
            callCounts.backSwipe += 1
            if let column = gesture.closingColumn {
                gesture.closingSplit?.closeColumnByUser(column)
            } else {
                dropTransitionsOfScreensGone()
                receiver?.navigationStackDidChange(.popped([gesture.screen]))
            }
        case (.backSwipe, false):
            if gesture.detachesScreen {
                reattach(gesture.screen)
            }
            watchers.notify()
        case (.swipeDown, true):
            callCounts.swipeDown += 1
            dismissPresented()
        case (.swipeDown, false):
            break
        }
        if gesture.kind == .swipeDown, let presented = Platform.headless(gesture.screen)?.core {
            // The swiped modal's own controller took part in the transition: its Router's calls waited too.
            presented.receiver?.navigationTransitionDidEnd()
        }
        receiver?.navigationTransitionDidEnd()
    }

    /// Whether no transition is under way; reports the refused call otherwise.
    func isIdle(_ method: String, kind: NavigationDiagnostic.Kind = .transitionInProgress) -> Bool {
        guard isTransitioning else { return true }
        let what =
            if let dismissal = dismissalUnderWay {
                "SwiftUI's dismissal of \(describe(dismissal)) (its onDismiss has not come)"
            } else if let gesture {
                "the user's \(gesture.name)"
            } else if heldPresentationCompletion != nil {
                "an animated presentation"
            } else if asksTransitionSource {
                "a zoom's transition (its source provider is being asked)"
            } else {
                "the user's swipe-down of this modal"
            }
        report(kind, "\(method): \(what) is under way; nothing changed (a Router waits for the end instead)")
        return false
    }

    func reportNothingToPop(_ method: String) {
        let refusal = NavigationDiagnostic.nothingToPop(method, stackIsEmpty: viewControllers.isEmpty)
        report(refusal.kind, refusal.message)
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
