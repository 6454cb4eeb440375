// What the Routers of the tree tell the core (Router+Recording.swift). Nothing here holds a screen or a coordinator.
extension NavigationJournalCore {
    /// Begins an action, or a call inside one: `cause` counts for the outermost only; `call` names the
    /// Router call that makes the changes recorded until the matching ``endAction(restoring:)``.
    ///
    /// - Returns: the name of the call this one is inside, to give back to ``endAction(restoring:)``.
    func beginAction(_ cause: NavigationCause, call: StaticString?) -> StaticString? {
        book.pointee.begin(cause, call: call)
    }

    /// Ends what the matching ``beginAction(_:call:)`` began, which returned `outerCall`.
    func endAction(restoring outerCall: StaticString?) {
        guard book.pointee.depth > 0 else { return }
        if book.pointee.depth == 1, book.pointee.actionEntryCount == 0, !book.pointee.pendingDiagnostics.isEmpty {
            // A refused call or gesture changed nothing: the journal says so, with why, as part of the action.
            append(.unchanged)
        }
        book.pointee.depth -= 1
        book.pointee.currentCall = outerCall
        guard book.pointee.depth == 0 else { return }
        settleNewestPath()
        if !book.pointee.pendingDiagnostics.isEmpty, !book.pointee.storage.isEmpty {
            let pending = book.pointee.pendingDiagnostics
            let newest = book.pointee.newestIndex
            book.pointee.storage[newest].diagnostics += pending
            book.pointee.pendingDiagnostics = []
        }
    }

    /// Runs `body` as an action with `cause`, or as a call named `call` of the action under way.
    func recording<Result>(_ cause: NavigationCause, call: StaticString?, _ body: () -> Result) -> Result {
        let outerCall = beginAction(cause, call: call)
        defer { endAction(restoring: outerCall) }
        return body()
    }

    /// Runs `body` as an action of its own with `cause`, inside the action under way if there is one, which
    /// goes on after it: a Router call that waited for the user's gesture to end is the app's, and a path
    /// that waited is its origin's, not the gesture's at whose end they run.
    func recordingOwnAction<Result>(_ cause: NavigationCause, call: StaticString?, _ body: () -> Result) -> Result {
        guard book.pointee.depth > 0 else { return recording(cause, call: call, body) }
        // The outer action's entries so far show the routes as they are before this one changes them.
        settleNewestPath()
        let suspended = book.pointee.suspendAction()
        defer { book.pointee.resume(suspended) }
        return recording(cause, call: call, body)
    }

    /// Notes a change of the navigation, made in the action under way (or on its own, outside any).
    func record(_ change: RecordedChange) {
        book.pointee.note(change)
        switch change {
        case .pushed(let screen): append(.pushed(screen))
        case .popped(let count, _): append(.popped(count))
        case .replaced(let popped, let top): append(.stackReplaced(popped: popped, top: top))
        case .presented(let screen, let style): append(.presented(screen, style: style))
        case .dismissed(let screen): append(.dismissed(screen))
        case .tabSelected(let index): append(.tabSelected(index))
        case .tabsChanged(let count): append(.tabsChanged(count))
        case .sidebarVisibilityChanged(let visible): append(.sidebarVisibilityChanged(visible))
        case .tabHidden(let index, let hidden): append(.tabHidden(index, hidden: hidden))
        case .tabMoved(let from, let to): append(.tabMoved(from, to: to))
        case .columnShown(let column): append(.columnShown(column))
        case .columnCleared(let column): append(.columnCleared(column))
        case .sizeClassChanged(let sizeClass): append(.sizeClassChanged(sizeClass))
        }
    }

    /// The routes shown may have changed (a route marked a screen, a tab's route changed): the path is read again.
    func routesMayHaveChanged() {
        book.pointee.knownPath = nil
        settleNewestPath()
    }

    /// Notes a diagnostic reported during the action under way.
    func note(_ diagnostic: NavigationDiagnostic) {
        let kept = book.pointee.recordsDiagnosticMessages ? diagnostic : NavigationDiagnostic(kind: diagnostic.kind, message: "")
        if book.pointee.depth > 0 {
            book.pointee.pendingDiagnostics.append(kept)
        } else {
            append(.unchanged)
            let newest = book.pointee.newestIndex
            book.pointee.storage[newest].diagnostics.append(kept)
        }
    }
}
