#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Calls made during a transition (a user's gesture, an animation UIKit has not finished) wait for
// its end, then run in the order they were made.

extension Router {
    /// Whether a transition is under way, or calls are still waiting for one that has ended; if so,
    /// `call` is kept to run after them. (A call made by a waiting call as it runs runs at once.)
    func waitsForTransition(_ call: @escaping @MainActor () -> Void) -> Bool {
        let queueIsBehind = !waitingCalls.isEmpty && !isRunningWaitingCalls
        guard frontEnd.isTransitioning || queueIsBehind else { return false }
        waitingCalls.append(call)
        waitForTransitionEnd()
        return true
    }

    /// Whether a transition is under way, or calls are still waiting for one that has ended.
    var isInTransition: Bool {
        frontEnd.isTransitioning || (!waitingCalls.isEmpty && !isRunningWaitingCalls)
    }

    /// Runs `call` once the transition under way has ended, after the calls already waiting for it; at
    /// once if there is none.
    func afterTransition(_ call: @escaping @MainActor () -> Void) {
        if !waitsForTransition(call) {
            call()
        }
    }

    func waitForTransitionEnd() {
        guard !isWaitingForTransition else { return }
        isWaitingForTransition = true
        frontEnd.whenTransitionEnds { [weak self] in
            self?.transitionDidEnd()
        }
    }

    /// Catches up with what the transition changed (a headless controller has already reported it), then
    /// runs the calls that waited for it, in order, until one of them starts another transition.
    func transitionDidEnd() {
        isWaitingForTransition = false
        if !reportsChanges {
            // On UIKit the Router compares after each of its own calls: what it finds only now, once UIKit's
            // transition has ended, the user did (an interactive back swipe), for a journal that records it.
            synchronizeAsUser()
        }
        isRunningWaitingCalls = true
        defer { isRunningWaitingCalls = false }
        while !waitingCalls.isEmpty {
            if frontEnd.isTransitioning {
                waitForTransitionEnd()
                return
            }
            waitingCalls.removeFirst()()
        }
    }
}
