#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

/// A transition given to a screen this controller pushes or presents, held with the screen weakly.
struct KeptTransition {
    weak var screen: Screen?
    let transition: ScreenTransition
}

// Transitions: the zoom's source asked for when a zoomed screen arrives and leaves, and the user's
// interactive dismissal through a zoom or a custom transition, begun, then finished or cancelled.
extension HeadlessNavigationCore {
    /// The transition `screen` was given by a Router; the standard one otherwise.
    func transition(of screen: Screen) -> ScreenTransition {
        guard let kept = transitions[ObjectIdentifier(screen)], kept.screen === screen else { return .standard }
        return kept.transition
    }

    /// Keeps `transition` for `screen`, about to be pushed or presented, and lets go of those whose screens have gone.
    func prepareTransition(_ transition: ScreenTransition, for screen: Screen) {
        transitions = transitions.filter { $0.value.screen != nil }
        transitions[ObjectIdentifier(screen)] = transition.style == .standard ? nil : KeptTransition(screen: screen, transition: transition)
    }

    /// Lets go of the transitions of screens this controller no longer shows: popped, dismissed, or never shown
    /// (a refused presentation). A zoom's source provider often captures the coordinator that pushed the screen,
    /// which must not outlive it: UIKit's `preferredTransition` goes with its screen. A screen a back swipe under
    /// way took off the stack keeps its transition, which runs again if the swipe finishes.
    func dropTransitionsOfScreensGone() {
        guard !transitions.isEmpty else { return }
        transitions = transitions.filter { _, kept in
            guard let screen = kept.screen else { return false }
            return contains(screen) || screen === presentedViewController || screen === gesture?.screen
        }
    }

    /// Whether `transition` runs here, rather than the standard transition in its place: the platform's rule
    /// (``NavigationPlatform``: no zoom on a Mac, no custom transition on a native one) and the front end's
    /// (SwiftUI's navigation takes no custom transition).
    func runs(_ transition: ScreenTransition) -> Bool {
        platform.runs(transition.style) && (transition.style != .custom || rules.runsCustomTransitions)
    }

    /// Why `transition` does not run here, for a diagnostic; `nil` when it runs.
    func whyNotRun(_ transition: ScreenTransition) -> String? {
        guard !runs(transition) else { return nil }
        if !platform.runs(transition.style) {
            return transition.style == .zoom
                ? "\(platform) runs no zoom (Apple's fluid zoom is an iPhone's and an iPad's): the standard transition ran instead"
                : "\(platform) runs no custom navigation transition: the standard transition ran instead"
        }
        return "\(rules.navigation) navigation takes no custom transition: the standard transition ran instead"
    }

    /// Whether the user can dismiss `screen` interactively through the transition it came with, here.
    func isInteractivelyDismissible(_ screen: Screen) -> Bool {
        let transition = transition(of: screen)
        return transition.isInteractivelyDismissible && runs(transition)
    }

    /// `screen` arrives or leaves with an animation: a zoom asks for its source, as UIKit's provider is called
    /// when the screen is presented or pushed and again when it is dismissed or popped. SwiftUI finds the
    /// source by its identifier (`matchedTransitionSource`) and asks nothing; a Mac runs no zoom.
    ///
    /// UIKit asks the provider while the transition is under way, so the provider is asked here with
    /// ``asksTransitionSource`` set: this controller refuses every change meanwhile, and a Router call the
    /// provider makes waits, to run when the change that asked it is over (``endTransitionAskingSource(_:)``).
    ///
    /// - Returns: whether the provider was asked.
    @discardableResult
    func transitionRan(for screen: Screen, animated: Bool) -> Bool {
        guard animated, rules.zoomAsksSourceProvider else { return false }
        let transition = transition(of: screen)
        guard transition.style == .zoom, runs(transition) else { return false }
        callCounts.zoomSourceRequests += 1
        let asking = asksTransitionSource
        asksTransitionSource = true
        defer { asksTransitionSource = asking }
        if let sourceView = transition.sourceView {
            _ = sourceView()
        } else if let item = transition.sourceBarButtonItem {
            _ = item()
        }
        return true
    }

    /// Ends the transition of a change whose zoom asked its source (`asked`): the Router runs the calls the
    /// provider made, which waited for it. Nothing to do when no source was asked.
    func endTransitionAskingSource(_ asked: Bool) {
        guard asked, !asksTransitionSource else { return }
        receiver?.navigationTransitionDidEnd()
    }

    /// Begins the user's interactive dismissal of what this controller shows on top through the transition it
    /// came with: the modal it presents, or else its top screen.
    func beginInteractiveDismissal(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        let leaving: Screen
        if presentedViewController != nil {
            guard let presented = uncoveredModal(method, unchanged: "nothing was dismissed", coveredAdvice: "dismiss that one first")
            else { return nil }
            leaving = presented
        } else if let top = topViewController {
            leaving = top
        } else {
            report(.gestureUnavailable, "\(method): the stack is empty; nothing was dismissed")
            return nil
        }
        guard interactivelyDismissible(leaving, method) else { return nil }
        let gesture = leaving === presentedViewController ? beginSwipeDown(method) : beginBackSwipe(method)
        gesture?.throughTransition = true
        return gesture
    }

    /// The cause a journal records for the user's interactive dismissal on this controller, through the
    /// transition of what it shows on top: the modal it presents, or else its top screen.
    var interactiveDismissalCause: NavigationCause {
        .interactiveDismissal(presentedViewController != nil ? .modal : .top)
    }

    /// Whether the user can dismiss `screen` interactively through its transition; reports why not.
    func interactivelyDismissible(_ screen: Screen, _ method: String) -> Bool {
        let transition = transition(of: screen)
        guard transition.isInteractivelyDismissible else {
            let given =
                transition.style == .custom
                ? "a custom transition with no interaction controller, which runs on its own"
                : "the standard transition (the user's back swipe or swipe-down is the gesture for it)"
            report(.gestureUnavailable, "\(method): \(describe(screen)) came with \(given); nothing was dismissed")
            return false
        }
        if let reason = whyNotRun(transition) {
            report(.gestureUnavailable, "\(method): \(reason) for \(describe(screen)), and nothing was dismissed")
            return false
        }
        return true
    }
}
