#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Presenting and ending modals: a presentation checked and made, and a modal, with the routers
// presented in turn above it, ended level by level, innermost first, with no recursion.

extension Router {
    func presentModal(
        _ screen: Screen,
        router child: Router?,
        animated: Bool,
        presentationStyle: ModalPresentationStyle,
        handlers: [Handler],
        sheet: SheetSettings? = nil,
        anchor: PopoverAnchor? = nil,
        transition: ScreenTransition = .standard
    ) {
        placeRetentions(on: screen)
        child?.onScreenCheck.isAboutToBePresented = true
        let waits = waitsForTransition(.call("presentModal", showing: screen, handlers: handlers, ending: child)) {
            self.presentModal(
                screen, router: child, animated: animated, presentationStyle: presentationStyle, handlers: handlers, sheet: sheet,
                anchor: anchor, transition: transition)
        }
        if waits { return }
        synchronizeIfNeeded()
        child?.onScreenCheck.isAboutToBePresented = false
        if let refusal = refusalToPresent(screen, router: child) {
            report(refusal.kind, "presentModal: \(refusal.reason); \(describe(screen)) was not presented and its handlers ran at once")
            if [.modalAlreadyPresented, .routerNotOnScreen, .frontEndMismatch].contains(refusal.kind) {
                // Its screens will never be shown: they leave now, releasing what they retain.
                child?.end()
            }
            Self.run(handlers)
            return
        }
        let delegate = frontEnd.prepareToPresent(screen, style: presentationStyle, for: self)
        frontEnd.prepareSheet(screen, sheet: sheet)
        frontEnd.preparePopover(screen, anchor: anchor)
        // Always: a screen presented again with the standard transition forgets the one it came with before.
        frontEnd.prepareTransition(transition, for: screen)
        modal = Modal(
            screen: screen, router: child, style: presentationStyle, handlers: handlers, isConfirmed: false, presentationDelegate: delegate,
            presentedOverStay: stack.count > 1 ? stack.last?.stay : nil, detents: sheet?.detents ?? [],
            largestUndimmedDetent: sheet?.largestUndimmedDetent, transition: transition)
        adoptClosableScreen(screen)
        child?.presentingRouter = self
        navigationController.present(screen, animated: animates(animated)) { [weak self] in
            self?.synchronizeModal()
        }
        if reportsChangesSynchronously, modal?.screen === screen, modal?.isConfirmed == false {
            // The navigation controller refused the presentation, and said why: nothing is left waiting.
            let refused = modal
            modal = nil
            refused.map(finish)
        }
    }

    /// Ends this router's part: its modal is dismissed (innermost first) and every screen on its stack
    /// has its pop handler run, top first. Called when the modal this router's stack is shown in goes
    /// away, when it is refused, or when the tab it is shown in is removed.
    ///
    /// A transition under way on its navigation controller ends first: the user's gesture is cancelled
    /// and an animated presentation finished (headless), so that every handler runs once and the
    /// controller ends empty, as the router does. UIKit's cannot be cut short: the router ends at once
    /// and the controller follows when the transition ends (`UIKitFrontEnd.endTransition()`).
    func end() {
        endTransitionAndModals()
        leaveForGood()
    }

    /// Ends this router's part once, as ``end()`` does in its first round: what a handler shows meanwhile
    /// stays, for a caller that ends it in rounds of its own (``AppCoordinating/close()``).
    func endOnce() {
        endTransitionAndModals()
        leaveForGood(rounds: 1)
    }

    /// Drops the calls waiting on this router, ends its transition under way and dismisses what it presents.
    private func endTransitionAndModals() {
        dropWaitingCalls()
        frontEnd.endTransition()
        if navigationController.presentedViewController != nil {
            // Its navigation controller presents too (a router not on screen): the whole chain goes, at once.
            navigationController.dismiss(animated: false, completion: nil)
            synchronizeIfNeeded()
        }
        if let current = modal {
            modal = nil
            finish(current)
        }
    }

    /// How many rounds a router that goes away makes at most to end what its handlers show meanwhile.
    static let endRounds = 16

    /// Empties this router for good, as it goes away: the stack leaves, top first, and what the handlers push
    /// or present on it meanwhile leaves too, round after round, since nothing will show this router again.
    /// Then the calls left waiting run (a step that waited finds its router gone). Past `rounds` rounds (a
    /// handler that shows a screen each time one leaves), what is still up stays, and is reported; one round
    /// reports nothing, for a caller that goes on in rounds of its own.
    func leaveForGood(rounds: Int = Router.endRounds) {
        for _ in 0..<rounds {
            leaveStack()
            if let presentedMeanwhile = modal {
                // A handler presented something on the router that is going away: it goes too.
                modal = nil
                finish(presentedMeanwhile)
            }
            runCallsLeftAfterEnd()
            if stack.isEmpty, modal == nil {
                return
            }
        }
        guard rounds > 1 else { return }
        let shown = (stack.last?.screen ?? modal?.screen).map(describe) ?? "a screen"
        report(
            .closeUnfinished,
            "end: handlers kept showing screens on a router that went away, \(Self.endRounds) rounds: \(shown) is still up (a pop or dismiss handler shows a screen each time one leaves)"
        )
    }

    /// Empties the stack, the navigation controller's too, so that the two always agree: every screen
    /// leaves, top first, and its pop handlers run. (A screen a handler pushes meanwhile stays: it came
    /// after; ``leaveForGood()`` ends it on a router that goes away.)
    func leaveStack() {
        guard !stack.isEmpty || !navigationController.viewControllers.isEmpty else { return }
        frontEnd.endTransition()
        navigationController.setViewControllers([], animated: false)
        synchronizeIfNeeded()
        if !stack.isEmpty, frontEnd.isTransitioning {
            // UIKit, mid-transition: the comparison would wait for its end. The stays end now, so that no
            // handler waits for a screen that is going; what UIKit shows later gets no handler twice.
            changeDepth += 1
            let leaving = Array(stack.reversed())
            stack = []
            stackMembers = []
            finishStackChange(leaving: leaving)
        }
    }

    /// Dismisses the modal presented over a pushed screen that is among `leaving`: the screen's coordinator
    /// presented it, and leaves with it, so its modal goes first (innermost first), then the screens. No modal
    /// stays up whose coordinator has gone.
    func dismissModal(presentedOverAnyOf leaving: [StackEntry]) {
        guard let stay = modal?.presentedOverStay, leaving.contains(where: { $0.stay == stay }) else { return }
        navigationController.dismiss(animated: false, completion: nil)
        synchronizeModal()
        if let current = modal, current.presentedOverStay == stay {
            // The navigation controller could not dismiss it now (a transition of UIKit's): it ends all the same.
            modal = nil
            finish(current)
        }
    }

    /// Ends `first` and, with it, the modals presented in turn above it, without recursion: all of them
    /// are unlinked at once, then each level ends, innermost first: the screens on its router's stack
    /// leave, top first, then its dismiss handlers run.
    func finish(_ first: Modal) {
        var levels = [first]
        while let router = levels[levels.count - 1].router, let next = router.modal {
            router.modal = nil
            levels.append(next)
        }
        for level in levels.reversed() {
            if let router = level.router {
                router.presentingRouter = nil
                router.dropWaitingCalls()
                router.synchronizeModal()
                router.leaveForGood()
            }
            Self.run(level.handlers)
        }
    }

    /// Why this router cannot present `screen` (the screen of `child`, if a Router is presented); `nil` if it can.
    func refusalToPresent(_ screen: Screen, router child: Router?) -> (kind: NavigationDiagnostic.Kind, reason: String)? {
        if let offScreen = reasonNotOnScreen() {
            return (.routerNotOnScreen, offScreen)
        }
        let refusal: PresentationRefusal
        if child === self || screen === navigationController {
            refusal = .presentsItself
        } else if child?.presentingRouter != nil || Platform.presenter(of: screen) != nil {
            refusal = .presentedElsewhere(describe(screen))
        } else if let mismatch = frontEnd.refusalToPresent(screen) {
            refusal = .frontEndMismatch(mismatch)
        } else if Platform.presents(screen, inTurn: navigationController) {
            refusal = .loop(describe(screen))
        } else if let presented = modal?.screen ?? navigationController.presentedViewController {
            refusal = .alreadyPresenting(describe(presented))
        } else if let beside = modalUpBeside() {
            refusal = .presentingBeside(describe(beside))
        } else {
            return nil
        }
        return (refusal.kind, refusal.reason(presenter: "router"))
    }
}
