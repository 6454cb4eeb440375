#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Calls made during a transition (a user's gesture, an animation UIKit has not finished) wait for
// its end, then run in the order they were made; if their Router ends first, they are dropped.

/// A Router's calls that wait for a transition to end, in the order they were made.
@MainActor
struct TransitionQueue {
    /// The calls made while a transition was under way, to run when it ends, or to drop if the Router ends first.
    var waiting: [WaitingCall] = []
    /// Whether the Router waits for the end of the transition under way.
    var isWaiting = false
    /// Whether the waiting calls are being run.
    var isRunning = false
}

/// A call made while a transition was under way: what runs it when the transition ends, and what
/// becomes of it if its Router ends first (its modal dismissed, its tab removed).
@MainActor
struct WaitingCall {
    /// What a waiting call comes to when its Router ends before the transition does.
    enum Dropped {
        /// A Router call, by name: it is reported and never made.
        ///
        /// The handlers given with it run, and the Router it would have presented ends, so that nothing waits
        /// for a screen that will never be shown.
        case call(StaticString, showing: Screen? = nil, handlers: [Router.Handler] = [], ending: Router? = nil)
        /// A dismissal: what it would have dismissed has gone with the router; its handlers run.
        case dismissal(handlers: [Router.Handler])
        /// Work that waits for the Router to be still (a path being opened): it runs all the same.
        ///
        /// It runs once the Router has ended, and looks again at what is shown.
        case runsAnyway
    }

    let dropped: Dropped
    let run: @MainActor () -> Void

    /// Whether it is a Router call, dropped with its Router, rather than work that runs all the same.
    var isRouterCall: Bool { dropped.callName != nil }
}

extension WaitingCall.Dropped {
    /// The name of the Router call that waits, if it is one.
    var callName: StaticString? {
        switch self {
        case .call(let name, _, _, _): name
        case .dismissal: "dismissModal"
        case .runsAnyway: nil
        }
    }
}

extension Router {
    /// Whether a transition is under way, or calls are still waiting for one that has ended; if so,
    /// `call` is kept to run after them, or to be `dropped` as it says if this router ends first. (A call
    /// made by a waiting call as it runs runs at once.)
    /// `dropped` is evaluated only then: a call that does not wait, the usual one, builds nothing.
    func waitsForTransition(_ dropped: @autoclosure () -> WaitingCall.Dropped, _ call: @escaping @MainActor () -> Void) -> Bool {
        let queueIsBehind = !transitions.waiting.isEmpty && !transitions.isRunning
        guard frontEnd.isTransitioning || queueIsBehind else { return false }
        transitions.waiting.append(WaitingCall(dropped: dropped(), run: call))
        waitForTransitionEnd()
        return true
    }

    /// Drops the Router calls waiting on this router, which is ending: none of them is made later, on a
    /// stack nothing shows. Each is reported as ``NavigationDiagnostic/Kind/callDroppedWithRouter``, then
    /// its handlers run, the latest call's first (as a stack unwinds), releasing what they retain.
    /// Work that waits for the router to be still stays, to run once it is (``runCallsLeftAfterEnd()``).
    func dropWaitingCalls() {
        guard transitions.waiting.contains(where: \.isRouterCall) else { return }
        let dropped = transitions.waiting.filter(\.isRouterCall)
        transitions.waiting.removeAll(where: \.isRouterCall)
        for waiting in dropped.reversed() {
            switch waiting.dropped {
            case .call(let name, let screen, let handlers, let child):
                let what = screen.map { "\(describe($0)) was not shown, and the handlers given with it ran" } ?? "it was not made"
                report(
                    .callDroppedWithRouter,
                    "\(name): the call waited for a transition, and the router ended first (the modal or tab showing its stack went away); \(what)"
                )
                if let child {
                    child.onScreenCheck.isAboutToBePresented = false
                    child.end()
                }
                Self.run(handlers)
            case .dismissal(let handlers):
                report(
                    .nothingToDismiss,
                    "dismissModal: the modal went away while the dismissal waited for a transition; the dismiss handler ran")
                Self.run(handlers)
            case .runsAnyway:
                break
            }
        }
    }

    /// Runs the work left waiting on a router that has ended, if no transition holds it any more: nothing
    /// else would tell it to.
    func runCallsLeftAfterEnd() {
        guard !transitions.waiting.isEmpty, !frontEnd.isTransitioning, !transitions.isRunning, !transitions.isWaiting else { return }
        runWaitingCalls()
    }

    /// Whether a transition is under way, or calls are still waiting for one that has ended.
    var isInTransition: Bool {
        frontEnd.isTransitioning || (!transitions.waiting.isEmpty && !transitions.isRunning)
    }

    /// Runs `call` once the transition under way has ended, after the calls already waiting for it; at
    /// once if there is none.
    func afterTransition(_ call: @escaping @MainActor () -> Void) {
        if !waitsForTransition(.runsAnyway, call) {
            call()
        }
    }

    func waitForTransitionEnd() {
        guard !transitions.isWaiting else { return }
        transitions.isWaiting = true
        frontEnd.whenTransitionEnds { [weak self] in
            self?.transitionDidEnd()
        }
    }

    /// Catches up with what the transition changed (a headless controller has already reported it), then
    /// runs the calls that waited for it, in order, until one of them starts another transition.
    func transitionDidEnd() {
        transitions.isWaiting = false
        if !reportsChangesSynchronously {
            // On UIKit the Router compares after each of its own calls: what it finds only now, once UIKit's
            // transition has ended, the user did (an interactive back swipe), for a journal that records it.
            synchronizeAsUser()
        }
        runWaitingCalls()
    }

    /// Runs the calls that wait, in order, until one of them starts another transition.
    private func runWaitingCalls() {
        transitions.isRunning = true
        defer { transitions.isRunning = false }
        while !transitions.waiting.isEmpty {
            if frontEnd.isTransitioning {
                waitForTransitionEnd()
                return
            }
            let waiting = transitions.waiting.removeFirst()
            if let name = waiting.dropped.callName, let journalCore {
                // The app's call, made now: its changes are the app's, even at the end of the user's gesture.
                journalCore.recordingOwnAction(.app, call: name, waiting.run)
            } else {
                waiting.run()
            }
        }
    }
}
