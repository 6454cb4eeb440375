import Testing
import TiltUp
import TiltUpTestSupport

/// Runs a picker while random gestures, links and calls happen, on every front end, and checks that its
/// flow answers exactly once: through the awaiting task's checked continuation (a second resume would
/// trap, a leaked one would leave the task waiting) and through the closure form.
@MainActor
@Suite struct RandomizedResultFlowTests {
    enum Step: CaseIterable {
        case finish, cancel, cancelTask, swipeDown, backSwipe, cancelledBackSwipe, dismissModal, replaceRoot
        case linkElsewhere, pushInChild, popParent, settle
    }

    nonisolated static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: TestFrontEnd.allCases, seeds)
    func aFlowAnswersExactlyOnceWhateverHappensWhileItIsAwaited(frontEnd: TestFrontEnd, seed: UInt64) async throws {
        var generator = SplitMix64(seed: seed)
        let app = PickerApp(frontEnd)
        let modal = Bool.random(using: &generator)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)
        var steps: [Step] = []

        for _ in 0..<8 {
            let step = Step.allCases.randomElement(using: &generator)!
            steps.append(step)
            perform(step, on: app, child: child, task: task, generator: &generator)
            let shown = app.appCoordinator.containsCoordinator(child)
            if !shown {
                #expect(child.ending != nil, "seed \(seed), \(steps): the child's screens are gone but its flow has not ended")
            }
            if case .finished = child.ending, shown, frontEnd != .swiftUIWaitingForOnDismiss {
                Issue.record("seed \(seed), \(steps): the child finished but its screens are still up")
            }
        }
        if child.ending == nil {
            child.finish(returning: 99)
            app.settle()
        }
        let ending = try #require(child.ending, "seed \(seed), \(steps)")
        await task.value

        #expect(app.parent.answers == [ending.value], "seed \(seed), \(steps)")
        app.settle()
        #expect(!app.appCoordinator.containsCoordinator(child) || ending == .closed, "seed \(seed), \(steps)")
        #expect(!app.diagnostics.contains { $0.kind == .flowRunTwice || $0.kind == .flowShowedNothing })
    }

    private func perform(_ step: Step, on app: PickerApp, child: PickerChild, task: Task<Void, Never>, generator: inout SplitMix64) {
        switch step {
        case .finish: child.finish(returning: Int.random(in: 0..<10, using: &generator))
        case .cancel: child.cancel()
        case .cancelTask: task.cancel()
        case .swipeDown: app.router.headless.simulateSwipeDown()
        case .backSwipe: (app.router.presentedRouter ?? app.router).headless.simulateBackSwipe()
        case .cancelledBackSwipe: (app.router.presentedRouter ?? app.router).headless.beginBackSwipe()?.cancel()
        case .dismissModal: if app.router.presentedRouter != nil { app.router.dismissModal() }
        case .replaceRoot: app.router.replaceRoot(with: TestScreen("signed out"))
        case .linkElsewhere: app.navigator.open([.elsewhere])
        case .pushInChild:
            // A child pushes more only while its flow runs and its screens are up, as an app's would.
            if child.ending == nil, app.appCoordinator.containsCoordinator(child) {
                child.router.push(TestScreen("more"), retaining: child)
            }
        case .popParent: if app.router.viewControllers.count > 1 { app.router.pop() }
        case .settle: app.settle()
        }
    }
}
