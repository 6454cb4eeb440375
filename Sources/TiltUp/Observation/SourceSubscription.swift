import Dispatch

/// One subscriber's observation of a source, with the rules of a Combine subscription: the platform-neutral
/// core of the publishers in `Observable+Combine.swift`, tested where Combine does not exist.
///
/// - Values are delivered one at a time, in order, as the subscriber asks for them; those it has not
///   asked for yet are kept, not dropped (as an ``Observable``'s `values` keeps them).
/// - It finishes once, after the values kept, when the source goes; a cancelled one delivers nothing more.
/// - Cancelling disposes of the observation, once, whenever it comes (even before the observation began).
/// - A value sent while one is being delivered, from the subscriber itself or another thread, waits for
///   it: the subscriber is never called re-entrantly or from two threads at once.
final class SourceSubscription<Output>: @unchecked Sendable {
    /// Delivers a value and returns how many more the subscriber asks for (`Int.max`: no limit).
    private let receive: (Output) -> Int
    private let complete: () -> Void
    private let state = Locked(State())

    private struct State {
        var demand = 0
        var kept: [Output] = []
        var keptStart = 0
        var isFinishing = false
        var isEnded = false
        var isDelivering = false
        var token: Disposable?
        var forgetSource: (@Sendable () -> Void)?

        mutating func add(demand count: Int) {
            let (sum, overflow) = demand.addingReportingOverflow(count)
            demand = overflow ? .max : sum
        }

        /// Ends the subscription and hands back what is left to dispose of.
        mutating func end() -> (Disposable?, (@Sendable () -> Void)?) {
            isEnded = true
            kept = []
            keptStart = 0
            defer {
                token = nil
                forgetSource = nil
            }
            return (token, forgetSource)
        }
    }

    init(receive: @escaping (Output) -> Int, complete: @escaping () -> Void) {
        self.receive = receive
        self.complete = complete
    }

    /// Begins observing: `observe` adds an observer that calls `send`, and returns its token (or `nil`
    /// when the source has gone, which finishes at once); `ends`, the source's, finishes this subscription
    /// when the source goes (`nil`: it has gone).
    func start(ends: StreamEnds?, observe: (_ send: @escaping @Sendable (Output) -> Void) -> Disposable?) {
        guard let ends else {
            finish()
            return
        }
        let forget = ends.onSourceEnd { [weak self] in self?.finish() }
        let token = observe { [weak self] value in self?.send(value) }
        let isEnded = state.withLock { state in
            if !state.isEnded {
                state.token = token
                state.forgetSource = forget
            }
            return state.isEnded
        }
        if isEnded {
            // Cancelled before the observation began.
            token?.dispose()
            forget()
        } else if token == nil {
            finish()
        }
    }

    /// Adds to the demand: `Int.max` asks for every value from now on.
    func request(_ count: Int) {
        state.withLock { $0.add(demand: count) }
        drain()
    }

    /// Ends the subscription: nothing is delivered after, and the observation is disposed of.
    func cancel() {
        let (token, forget) = state.withLock { $0.end() }
        token?.dispose()
        forget?()
    }

    /// Keeps `value` and delivers it when the subscriber has asked for it.
    func send(_ value: Output) {
        let isEnded = state.withLock { state in
            if !state.isEnded && !state.isFinishing {
                state.kept.append(value)
            }
            return state.isEnded
        }
        if !isEnded {
            drain()
        }
    }

    /// Finishes once the values kept are delivered: the source has gone.
    func finish() {
        state.withLock { $0.isFinishing = true }
        drain()
    }

    /// What to do next, decided under the lock.
    private enum Step {
        case deliver(Output)
        case complete(Disposable?, (@Sendable () -> Void)?)
        case wait
    }

    private func drain() {
        while true {
            let step: Step = state.withLock { state in
                guard !state.isEnded, !state.isDelivering else { return .wait }
                if state.keptStart < state.kept.count, state.demand > 0 {
                    let value = state.kept[state.keptStart]
                    state.keptStart += 1
                    if state.keptStart == state.kept.count {
                        state.kept = []
                        state.keptStart = 0
                    }
                    if state.demand != .max {
                        state.demand -= 1
                    }
                    state.isDelivering = true
                    return .deliver(value)
                }
                if state.isFinishing, state.keptStart == state.kept.count {
                    let (token, forget) = state.end()
                    return .complete(token, forget)
                }
                return .wait
            }
            switch step {
            case .deliver(let value):
                let more = receive(value)
                state.withLock { state in
                    state.isDelivering = false
                    state.add(demand: more)
                }
            case .complete(let token, let forget):
                token?.dispose()
                forget?()
                complete()
                return
            case .wait:
                return
            }
        }
    }
}

extension SourceSubscription {
    /// Begins observing a main-actor source: at once on the main actor, or in the main queue's next turn
    /// when called elsewhere (a cancel meanwhile is honoured: `begin` then starts an observation that ends
    /// at once).
    func startOnMainActor(_ begin: @escaping @MainActor @Sendable (SourceSubscription) -> Void) {
        if isOnMainActorThread() {
            MainActor.assumeIsolated { begin(self) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { begin(self) }
            }
        }
    }
}
