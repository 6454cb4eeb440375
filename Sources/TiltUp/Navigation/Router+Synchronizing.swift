#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// Keeping up with the navigation controller: its changes, told by a headless controller or found by
// comparing after each call on UIKit, become ended stays whose handlers run, and ordered events.

extension Router {
    /// Compares the whole stack and the presented modal with what the router last saw, and runs the
    /// handlers of whatever has left. Called on each change where the navigation controller does not
    /// report changes itself (UIKit's).
    ///
    /// Not while an interactive transition is under way: UIKit has then already taken the top screen off
    /// the stack, and puts it back if the user cancels. The comparison waits for the end.
    func synchronize() {
        if frontEnd.isInteractivelyTransitioning {
            waitForTransitionEnd()
            return
        }
        changeDepth += 1
        finishStackChange(leaving: compareWholeStack())
        synchronizeModal()
        splitRouter?.columnStackDidChange()
    }

    /// Notices a modal that has gone away, and reports presented and dismissed modals to observers.
    func synchronizeModal() {
        changeDepth += 1
        let presented = navigationController.presentedViewController
        var ended: Modal?
        if let current = modal {
            if current.screen === presented {
                modal?.isConfirmed = true
            } else if current.isConfirmed {
                modal = nil
                ended = current
            }
        }
        if presented !== lastPresented {
            let previous = lastPresented
            lastPresented = presented
            if let previous {
                eventQueue.append(.modalDismissed(previous))
                journalCore?.record(.dismissed(screen: type(of: previous)))
            }
            if let presented {
                eventQueue.append(.modalPresented(presented))
                journalCore?.record(.presented(screen: type(of: presented), style: modal?.style ?? .automatic))
            }
        }
        if let ended {
            finish(ended)
        }
        endChange()
    }

    func synchronizeIfNeeded() {
        if !reportsChangesSynchronously {
            synchronize()
        }
    }

    /// Runs `change`, a call to the navigation controller that puts `screen` on the stack, with `handlers`
    /// waiting to join the screen's stay as soon as the controller has accepted it; if it never does,
    /// they run at once.
    func withPendingHandlers(_ handlers: [Handler], for screen: Screen, _ change: () -> Void) {
        pendingHandlers = handlers.isEmpty ? nil : (screen, handlers)
        change()
        synchronizeIfNeeded()
        if let refused = pendingHandlers {
            pendingHandlers = nil
            Self.run(refused.handlers)
        }
    }

    /// Gives the pending handlers to the stay of their screen, once the stack holds it.
    func adoptPendingHandlers() {
        guard let pending = pendingHandlers, attach(pending.handlers, toStayOf: pending.screen) else { return }
        pendingHandlers = nil
    }

    /// Adds `handlers` to those of `screen`'s stay; returns whether the screen is on the stack.
    @discardableResult
    func attach(_ handlers: [Handler], toStayOf screen: Screen) -> Bool {
        // The top is looked at first: it is where a push puts its screen.
        let index = stack.last?.screen === screen ? stack.count - 1 : stack.lastIndex(where: { $0.screen === screen })
        guard let index else { return false }
        if stack[index].handlers.isEmpty {
            stack[index].handlers = handlers
        } else {
            stack[index].handlers += handlers
        }
        return true
    }

    /// Brings the stack up to date with the navigation controller's by comparing the two; returns the
    /// stays that ended, top first. A screen still on the stack keeps its stay, wherever it moved.
    func compareWholeStack() -> [StackEntry] {
        var current = navigationController.viewControllers
        if let splitRouter {
            // UIKit's collapsed split view nests the other columns' stacks in the sidebar's: not this Router's screens.
            current.removeAll { splitRouter.isOtherColumnScreen($0, than: self) }
        }
        var common = 0
        while common < min(stack.count, current.count), stack[common].screen === current[common] {
            common += 1
        }
        guard common < stack.count || common < current.count else {
            adoptPendingHandlers()
            return []
        }
        var previous: [ObjectIdentifier: StackEntry] = [:]
        for entry in stack[common...] {
            previous[ObjectIdentifier(entry.screen)] = entry
        }
        var updated = Array(stack[..<common])
        for screen in current[common...] {
            if let entry = previous.removeValue(forKey: ObjectIdentifier(screen)) {
                updated.append(entry)
            } else {
                updated.append(StackEntry(screen))
                adoptClosableScreen(screen)
            }
        }
        let leaving = stack[common...].reversed().filter { previous[ObjectIdentifier($0.screen)]?.stay == $0.stay }
        stack = updated
        stackMembers = Set(current.map { ObjectIdentifier($0) })
        adoptPendingHandlers()
        return leaving
    }

    /// Finishes a change of the stack that has been counted in `changeDepth`: notes a new top screen for
    /// the observers, runs the handlers of the stays that ended, top first, then lets the events go.
    func finishStackChange(leaving: [StackEntry]) {
        let top = stack.last?.screen
        if top !== lastTop {
            lastTop = top
            eventQueue.append(.topViewControllerChanged(top))
            recordStackChange(leaving: leaving, top: top, topStay: stack.last?.stay)
        } else if !leaving.isEmpty {
            recordStackChange(leaving: leaving, top: top, topStay: stack.last?.stay)
        }
        if modal?.presentedOverStay != nil, !leaving.isEmpty {
            dismissModal(presentedOverAnyOf: leaving)
        }
        for entry in leaving where !screenTransitions.isEmpty && !stackMembers.contains(ObjectIdentifier(entry.screen)) {
            screenTransitions[ObjectIdentifier(entry.screen)] = nil
        }
        for entry in leaving {
            Self.run(entry.handlers)
        }
        endChange()
    }

    /// Ends a change counted in `changeDepth`; when it was the outermost, delivers the events.
    func endChange() {
        changeDepth -= 1
        if changeDepth == 0 {
            // Only once every handler of the change has run: see `EventQueue`.
            eventQueue.deliver()
        }
    }
}

extension Router: NavigationChangeReceiver {
    func navigationSizeClassDidChange(_ sizeClass: SizeClass) {
        journalCore?.record(.sizeClassChanged(sizeClass))
    }

    func navigationStackDidChange(_ change: StackChange) {
        changeDepth += 1
        switch change {
        case .pushed(let screen):
            if navigationController.viewControllers.count == stack.count + 1,
                navigationController.topViewController === screen,
                stackMembers.insert(ObjectIdentifier(screen)).inserted
            {
                stack.append(StackEntry(screen))
                adoptClosableScreen(screen)
                adoptPendingHandlers()
                finishStackChange(leaving: [])
            } else {
                finishStackChange(leaving: compareWholeStack())
            }
        case .popped(let screens):
            if screens.count <= stack.count,
                navigationController.viewControllers.count == stack.count - screens.count,
                zip(stack.suffix(screens.count), screens).allSatisfy({ $0.screen === $1 })
            {
                // Taken off one by one, top first: a slice kept across the removal would copy the stack.
                var leaving: [StackEntry] = []
                leaving.reserveCapacity(screens.count)
                for _ in screens {
                    let entry = stack.removeLast()
                    stackMembers.remove(ObjectIdentifier(entry.screen))
                    leaving.append(entry)
                }
                finishStackChange(leaving: leaving)
            } else {
                finishStackChange(leaving: compareWholeStack())
            }
        case .replaced:
            finishStackChange(leaving: compareWholeStack())
        }
    }

    func navigationModalDidChange() {
        synchronizeModal()
    }

    func navigationTransitionDidEnd() {
        transitionDidEnd()
    }

    func navigationControllerDidReport(_ diagnostic: NavigationDiagnostic) {
        report(diagnostic)
    }

    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        asUser(cause, body)
    }
}
