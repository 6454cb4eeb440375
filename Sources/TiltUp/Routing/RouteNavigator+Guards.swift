// Guarded steps: a step that needs a flow first (sign in), and the path that waits for that flow.

extension RouteNavigator {
    /// Leaves `waiting` pending at `step`, whose flow `start` starts once the path has been opened.
    func waitForFlow(_ start: @escaping @MainActor (RouteFlow) -> Void, at step: Int, of waiting: WaitingPath) -> RouteOpening<Route> {
        waiting.outcome.progress(shown: Array(waiting.path[..<step]), unresolved: Array(waiting.path[step...]))
        let flow = RouteFlow { [weak self] flow, succeeded in
            self?.flowEnded(flow, succeeded: succeeded)
        }
        guarded = GuardedPath(path: waiting, step: step, flow: flow)
        flowsToStart.append { start(flow) }
        return RouteOpening(waiting.outcome)
    }

    /// Makes `path` the one that waits for the flow under way, in place of the one that did.
    func replaceGuardedPath(with path: [Route]) -> RouteOpening<Route> {
        let outcome = RouteOpening<Route>.Outcome(waitingFor: path)
        replaceGuardedPath(with: WaitingPath(path: path, outcome: outcome))
        return RouteOpening(outcome)
    }

    /// Makes `waiting` the path that waits for the flow under way, in place of the one that did.
    func replaceGuardedPath(with waiting: WaitingPath) {
        guard let current = guarded else { return }
        settleReplaced(current.path, shownUpTo: current.step)
        guarded = GuardedPath(path: WaitingPath(path: waiting.path, outcome: waiting.outcome), step: nil, flow: current.flow)
    }

    /// The flow a step needed ended: the path that waits for it goes on from that step, or stops there.
    private func flowEnded(_ flow: RouteFlow, succeeded: Bool) {
        guard let current = guarded, current.flow === flow else { return }
        guarded = nil
        let waiting = current.path
        if succeeded {
            enqueue(WaitingPath(path: waiting.path, outcome: waiting.outcome, retriedStep: current.step))
        } else {
            let step = current.step ?? 0
            waiting.outcome.settle(shown: Array(waiting.path[..<step]), unresolved: Array(waiting.path[step...]), ending: .cancelled)
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
    }
}
