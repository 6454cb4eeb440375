// Guarded steps: a step that needs a flow first (sign in), and the path that waits for that flow.

extension RouteNavigator {
    /// Leaves `waiting` pending at `step`, whose flow `start` (asked for by `askedBy`) starts once the
    /// path has been opened.
    func waitForFlow(
        _ start: @escaping @MainActor (RouteFlow) -> Void, askedBy: String, at step: Int, of waiting: WaitingPath
    ) -> RouteOpening<Route> {
        waiting.outcome.progress(shown: Array(waiting.path[..<step]), unresolved: Array(waiting.path[step...]))
        RouteFlow.lastNumber += 1
        let number = RouteFlow.lastNumber
        // The navigator holds the flow's number, not the flow: released unanswered, the flow ends.
        let flow = RouteFlow { [weak self] ending in
            self?.flowEnded(number, ending)
        }
        let name = "the flow \(askedBy) asked for before the route \(waiting.path[step])"
        guarded = GuardedPath(path: waiting, step: step, flowNumber: number, flowName: name)
        flowsToStart.append { start(flow) }
        journal?.flowStarted(waiting.path[step])
        return RouteOpening(waiting.outcome)
    }

    /// Makes `path` the one that waits for the flow under way, in place of the one that did.
    func replaceGuardedPath(with path: [Route], from origin: RouteOrigin) -> RouteOpening<Route> {
        let outcome = RouteOpening<Route>.Outcome(waitingFor: path)
        replaceGuardedPath(with: WaitingPath(path: path, outcome: outcome, origin: origin))
        return RouteOpening(outcome)
    }

    /// Makes `waiting` the path that waits for the flow under way, in place of the one that did.
    func replaceGuardedPath(with waiting: WaitingPath) {
        guard let current = guarded else { return }
        settleReplaced(current.path, shownUpTo: current.step)
        var replacing = waiting
        replacing.retriedStep = nil  // as a path asked for now, which has retried no flow
        guarded = GuardedPath(path: replacing, step: nil, flowNumber: current.flowNumber, flowName: current.flowName)
    }

    /// The flow a step needed ended: the path that waits for it goes on from that step, or stops there.
    /// A flow released unanswered counts as cancelled, and is reported.
    private func flowEnded(_ number: Int, _ ending: RouteFlow.Ending) {
        guard let current = guarded, current.flowNumber == number else { return }
        guarded = nil
        journal?.flowEnded(ending == .succeeded)
        let waiting = current.path
        switch ending {
        case .succeeded:
            enqueue(WaitingPath(path: waiting.path, outcome: waiting.outcome, retriedStep: current.step, origin: waiting.origin))
        case .cancelled, .released:
            let step = current.step ?? 0
            if ending == .released {
                report(
                    .flowReleasedUnanswered,
                    "\(current.flowName) was released without succeed() or cancel(); the path \(waiting.path) ends there, as cancelled")
            }
            waiting.outcome.settle(shown: Array(waiting.path[..<step]), unresolved: Array(waiting.path[step...]), ending: .cancelled)
            journal?.ended(waiting.path, .cancelled)
            // Paths asked for while it waited replaced it; one that waits for a transition opens as usual.
            openWaitingPaths()
        }
    }

    /// Starts the flows that steps need first, now that no path is being opened: as if the user had
    /// tapped into them, so they animate.
    func startFlows() {
        while !isOpening, !flowsToStart.isEmpty {
            flowsToStart.removeFirst()()
        }
    }

    /// Settles `waiting` as replaced by a later path, with what it showed before its guarded `step`.
    func settleReplaced(_ waiting: WaitingPath, shownUpTo step: Int?) {
        let step = step ?? 0
        waiting.outcome.settle(shown: Array(waiting.path[..<step]), unresolved: Array(waiting.path[step...]), ending: .replaced)
        journal?.ended(waiting.path, .replaced)
    }
}
