#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// A journal is attached to the root Router; every Router of the tree finds it through the Router that
// presents it, or, for a tab's Router, through the Router that shows the tab bar.

extension Router {
    /// The journal recording this router's tree, if any: the one found by the call under way, or the one
    /// found up the tree (through the Router that presents this one, or that shows its tab bar).
    ///
    /// Found once, then kept until a journal is attached or stopped, or this router's link up the tree
    /// changes: a call on a modal a hundred thousand levels deep does not walk them. The walk is a loop,
    /// not a recursion, and stops at the first router that knows.
    var journalCore: NavigationJournalCore? {
        if let core = journalLink.ofCall { return core }
        let changes = JournalLink.changes
        if journalLink.foundAt == changes { return journalLink.found }
        var unknown: [Router] = [self]
        var found: NavigationJournalCore?
        var current = self
        while true {
            if let attached = current.journalLink.attached {
                found = attached
                break
            }
            guard let next = current.presentingRouter ?? current.containerPresenter, next !== self else { break }
            if next.journalLink.foundAt == changes {
                found = next.journalLink.found
                break
            }
            unknown.append(next)
            current = next
        }
        for router in unknown {
            router.journalLink.found = found
            router.journalLink.foundAt = changes
        }
        return found
    }

    /// Begins the call named `call` for the journal, if one records: as part of the action under way, or as
    /// an action of the app's. The call's changes find the journal without looking for it again.
    func beginRecording(_ call: StaticString) -> RecordingCall? {
        guard let journalCore else { return nil }
        let outermost = journalLink.ofCall == nil
        if outermost {
            journalLink.ofCall = journalCore
        }
        return RecordingCall(beginning: call, on: journalCore, isOutermost: outermost)
    }

    /// Ends a call that ``beginRecording(_:)`` began.
    ///
    /// (A method of the router's, not the call's: a Router is referenced weakly, so retaining it is Swift's
    /// slow retain, and here the router is the caller's own.)
    func endRecording(_ call: RecordingCall?) {
        guard let call else { return }
        if call.isOutermost {
            journalLink.ofCall = nil
        }
        call.end()
    }

    /// Runs `body`, the user's gesture, as an action with `cause`; a Back, or an interactive dismissal of the
    /// top screen, in a column of a split view shown side by side is recorded with its column
    /// (``NavigationCause/columnBack(_:count:)``, ``NavigationCause/DismissedScreen/columnTop(_:)``), so that a
    /// replay goes back there.
    func asUser<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let journalCore else { return body() }
        return journalCore.recording(columnCause(cause), call: nil, body)
    }

    /// The cause a journal records for the user's dismissal of this router's modal, which UIKit reports once it
    /// is over: a tap outside a popover (presented `.popover`, in regular width); the interactive dismissal
    /// through its transition of a modal that is no sheet (full screen, say: neither the swipe-down nor Escape
    /// closes it), which came with a zoom or custom transition that runs here; a swipe-down of anything else.
    var userDismissalCause: NavigationCause {
        guard let modal else { return .swipeDown }
        if modal.style == .popover && horizontalSizeClass == .regular {
            return .tapOutside
        }
        let transition = modal.transition
        if !modal.style.isSwipeableSheet, transition.isInteractivelyDismissible, NavigationPlatform.current.runs(transition.style) {
            return .interactiveDismissal(.modal)
        }
        return .swipeDown
    }

    /// `cause`, of a gesture on this router's stack, with the column that shows this router when it is a Back
    /// or an interactive dismissal of the top screen in a split view shown side by side.
    private func columnCause(_ cause: NavigationCause) -> NavigationCause {
        let count: Int
        switch cause {
        case .backSwipe: count = 1
        case .backMenu(let screens): count = screens
        case .interactiveDismissal(.top): return sideBySideColumn.map { .interactiveDismissal(.columnTop($0)) } ?? cause
        default: return cause
        }
        guard let column = sideBySideColumn else { return cause }
        return .columnBack(column, count: count)
    }

    /// The column of a split view shown side by side that shows this router, itself or through the tab bars
    /// on its way up (a tab bar in the sidebar); `nil` elsewhere, and in compact width.
    private var sideBySideColumn: SplitColumn? {
        var router = self
        var seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(router)).inserted {
            if let split = router.splitRouter, let column = split.columns.first(where: { $0.router === router })?.column {
                return split.isCollapsed ? nil : column
            }
            guard let up = router.tabBarRouter?.presenter else { return nil }
            router = up
        }
        return nil
    }

    /// Catches up with a change UIKit made on its own, once its transition has ended, as the user's: the
    /// gesture noted in ``journalLink.userCauseOfNextTransition``, or else a back swipe (the back button, its menu, or
    /// the edge swipe).
    func synchronizeAsUser() {
        let cause = journalLink.userCauseOfNextTransition ?? .backSwipe
        journalLink.userCauseOfNextTransition = nil
        asUser(cause) { synchronize() }
    }

    /// Tells the journal how the stack changed: a push, a pop of `leaving`, or a new stack with `top` on top.
    ///
    /// A stack whose top was there before the change lost screens; one whose top is newer than a screen that
    /// left was replaced. (Plain loops: a closure formed here would check its actor on every call.)
    func recordStackChange(leaving: [StackEntry], top: Screen?, topStay: Int?) {
        guard let journalCore else { return }
        guard !leaving.isEmpty else {
            if let top {
                journalCore.record(.pushed(screen: type(of: top)))
            }
            return
        }
        var replaced = false
        var routed = false
        for index in leaving.indices {
            // By index: a copy of an entry would retain its screen, handlers and tag.
            if let topStay, leaving[index].stay < topStay {
                replaced = true
            }
            if leaving[index].tag != nil {
                routed = true
            }
        }
        if replaced, let top {
            journalCore.record(.replaced(popped: leaving.count, top: type(of: top)))
        } else {
            journalCore.record(.popped(count: leaving.count, routed: routed))
        }
    }
}

/// A Router or TabBarRouter call being recorded, to end in the journal when the call ends.
@MainActor
struct RecordingCall {
    let core: NavigationJournalCore
    /// The name of the call this one is inside, given back when it ends.
    let outerCall: StaticString?
    /// Whether this is the outermost call on its router, which keeps the journal for the call's changes.
    let isOutermost: Bool

    /// Begins the call named `call` in the journal `core`: as part of the action under way, or as an action of the app's.
    init(beginning call: StaticString, on core: NavigationJournalCore, isOutermost: Bool) {
        self.core = core
        outerCall = core.beginAction(.app, call: call)
        self.isOutermost = isOutermost
    }

    /// Ends the call in the journal.
    func end() {
        core.endAction(restoring: outerCall)
    }
}
