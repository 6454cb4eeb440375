/// A coordinator whose flow hands a typed value back to the coordinator that runs it: a picker, a
/// sign-in, a confirmation.
///
/// The parent awaits the answer where it asked, with ``run()``; or, in TiltUp's closure style, passes
/// the code that uses it to ``run(then:)``. The child ends its flow with ``finish(returning:)`` or
/// ``cancel()``, which also close its screens. Every other way the flow can end answers too, once: the
/// user swipes the child's sheet down or goes Back past its screens, the parent dismisses or replaces
/// it, a link takes the app elsewhere (its screens have all left: ``FlowEnding/closed``), or the
/// awaiting task is cancelled (its screens are closed: ``FlowEnding/taskCancelled``). Each of these but
/// ``finish(returning:)`` answers `nil`; ``ending`` says which it was.
///
/// The flow lasts while the app coordinator retains the child, so the child shows its screens with
/// `retaining: self`, as every coordinator does.
///
/// ```swift
/// final class PlanPickerCoordinator: ResultCoordinator<Plan> {
///     override func start() {
///         let viewModel = PlanPickerViewModel()
///         viewModel.coordinatorObservers.picked = { [weak self] plan in self?.finish(returning: plan) }
///         router.push(PlanPickerController(viewModel: viewModel), retaining: self)
///     }
/// }
///
/// // In the parent:
/// if let plan = await PlanPickerCoordinator(parent: self, modal: false).run() {
///     viewModel.didChoose(plan)
/// }
/// ```
@preconcurrency @MainActor
open class ResultCoordinator<Value: Sendable>: Coordinator {
    /// How the flow ended; `nil` until it has.
    public private(set) var ending: FlowEnding<Value>?
    /// Whether ``run()`` or ``run(then:)`` has started the flow.
    private var hasRun = false
    /// Whether `start()` is under way: a screen it replaces does not end the flow.
    private var isStarting = false
    /// Who waits for the answer: each gets it once.
    private var waiting: [@MainActor (Value?) -> Void] = []
    /// What uses the answer when the flow is the app's first coordinator (``AppCoordinating/start(coordinator:then:)``).
    var appStartHandler: (@MainActor (Value?) -> Void)?

    /// Starts the flow and waits for its answer: the value of ``finish(returning:)``, or `nil` when it
    /// ended any other way (``ending`` says which).
    ///
    /// Cancelling the awaiting task closes the child's screens and answers `nil`; a task cancelled before
    /// the call does not start the flow. A second run starts nothing: it waits for the same answer and
    /// reports ``NavigationDiagnostic/Kind/flowRunTwice``.
    ///
    /// ```swift
    /// let confirmed = await ConfirmCoordinator(parent: self, modal: true).run() ?? false
    /// ```
    ///
    /// - Returns: the value the flow finished with, or `nil`.
    public func run() async -> Value? {
        if Task.isCancelled, !hasRun {
            hasRun = true
            ending = .taskCancelled
            return nil
        }
        let cancel: @MainActor @Sendable () -> Void = { [weak self] in self?.end(.taskCancelled) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                run { continuation.resume(returning: $0) }
            }
        } onCancel: {
            // Cancelled from the main actor (the usual case), the child closes now; from elsewhere, next.
            guard isOnMainActorThread() else {
                Task { @MainActor in cancel() }
                return
            }
            MainActor.assumeIsolated(cancel)
        }
    }

    /// Starts the flow and calls `handler` once with its answer: the value of ``finish(returning:)``, or
    /// `nil` when it ended any other way.
    ///
    /// The closure form of ``run()``, for a parent that must have the child started before it returns (a
    /// ``RouteDecision/handOff(_:)`` that returns the child, say). `handler` runs after the child's screens
    /// have closed, at once if the flow has already ended.
    ///
    /// ```swift
    /// picker.run { [weak self] plan in
    ///     if let plan { self?.viewModel.didChoose(plan) }
    /// }
    /// ```
    ///
    /// - Parameter handler: called once, on the main actor, with the answer.
    public func run(then handler: @escaping @MainActor (Value?) -> Void) {
        if let ending {
            if hasRun { reportRunTwice() }
            hasRun = true
            handler(ending.value)
            return
        }
        waiting.append(handler)
        guard !hasRun else {
            reportRunTwice()
            return
        }
        hasRun = true
        isStarting = true
        start()
        isStarting = false
        guard ending == nil, appCoordinator?.containsCoordinator(self) != true else { return }
        router.report(
            .flowShowedNothing,
            "\(type(of: self)).start() showed no screen with `retaining: self`, so nothing could end its flow; it answered nil at once",
            as: "ResultCoordinator.run")
        end(.showedNothing)
    }

    /// Ends the flow with `value` and closes the child's screens (their pop and dismiss handlers run once).
    ///
    /// Only the first ending counts: a later call, or one after the user closed the child, changes nothing.
    /// The screens close as the user would close them: a modal of the child's own router is dismissed, a
    /// screen it pushed is popped with those above it. A screen at the root of the app's stack stays until
    /// something replaces it.
    ///
    /// - Parameter value: the answer the parent gets.
    public func finish(returning value: Value) {
        end(.finished(value))
    }

    /// Ends the flow with no value and closes the child's screens, as ``finish(returning:)`` does.
    public func cancel() {
        end(.cancelled)
    }

    /// Notes that no screen retains the child any longer: the flow, if it runs, ends as closed.
    override func retentionsEnded() {
        guard hasRun, !isStarting else { return }
        end(.closed)
    }

    /// Ends the flow the first time only: closes the child's screens when they are still up, then answers.
    private func end(_ ending: FlowEnding<Value>) {
        guard self.ending == nil else { return }
        self.ending = ending
        switch ending {
        case .finished, .cancelled, .taskCancelled: closeScreens()
        case .closed, .showedNothing: break
        }
        let waiting = self.waiting
        self.waiting = []
        for handler in waiting {
            handler(ending.value)
        }
    }

    private func reportRunTwice() {
        router.report(
            .flowRunTwice, "\(type(of: self)) was run a second time; nothing started again, and the second run gets the first one's answer",
            as: "ResultCoordinator.run")
    }
}

/// A flow that ``AppCoordinator/start(coordinator:)`` runs in place of starting it.
@MainActor
protocol AppStartedFlow {
    /// Runs the flow as the app's first coordinator, with the handler given to the app coordinator, if any.
    func runAsFirstCoordinator()
}

extension ResultCoordinator: AppStartedFlow {
    func runAsFirstCoordinator() {
        let handler = appStartHandler ?? { _ in }
        appStartHandler = nil
        run(then: handler)
    }
}
