import Testing
import TiltUp
import TiltUpTestSupport

/// Presentation loops, deep nesting, handlers that navigate, and screens that come back: each rule
/// here was once broken, and a focused test keeps it.
@MainActor
@Suite struct RouterReentrancyTests {
    let recorder = Recorder()

    private func router(_ names: String...) -> Router {
        let router = Router.headless()
        recorder.watch(router)
        for name in names {
            router.push(TestScreen(name), animated: false, popHandler: recorder.handler(name))
        }
        return router
    }

    private func names(_ screens: [Screen]) -> [String] {
        screens.map { ($0 as? TestScreen)?.name ?? "?" }
    }

    // MARK: Presentation loops

    @Test func presentingTheRouterThatPresentsYouIsRefusedAndChangesNothing() {
        let first = router("a")
        let second = router("b")
        first.presentModal(second, dismissHandler: recorder.handler("second dismissed"))
        second.presentModal(first, dismissHandler: recorder.handler("refused"))
        #expect(recorder.diagnostics == [.invalidModal])
        #expect(recorder.runs == ["refused"])
        #expect(second.presentedRouter == nil)
        #expect(first.presentedRouter === second)
        #expect(names(first.navigationController.viewControllers) == ["a"])

        second.dismissModal()
        #expect(recorder.runs == ["refused", "b", "second dismissed"])
        #expect(first.presentedRouter == nil)
    }

    @Test func presentingAnyRouterUpThePresentingChainIsRefused() {
        let top = router("top")
        let middle = router("middle")
        let inner = router("inner")
        top.presentModal(middle)
        middle.presentModal(inner)
        inner.presentModal(top, dismissHandler: recorder.handler("refused top"))
        inner.presentModal(middle, dismissHandler: recorder.handler("refused middle"))
        #expect(recorder.diagnostics == [.invalidModal, .invalidModal])
        #expect(recorder.runs == ["refused top", "refused middle"])
        #expect(inner.navigationController.presentedViewController == nil)

        top.dismissModal()
        #expect(recorder.runs == ["refused top", "refused middle", "inner", "middle"])
    }

    @Test func presentingAPresentersNavigationControllerAsAScreenIsRefused() {
        let first = router("a")
        let second = router("b")
        first.presentModal(second)
        second.presentModal(first.navigationController, dismissHandler: recorder.handler("refused"))
        #expect(recorder.diagnostics == [.invalidModal])
        #expect(recorder.runs == ["refused"])
        second.dismissModal()
        #expect(first.navigationController.presentedViewController == nil)
    }

    @Test func presentingARouterThatPresentsThisOneInTurnIsRefused() {
        // `outsider` is not presented by anyone, but presents `first`: presenting it from `first` loops.
        let outsider = router("outsider")
        let first = router("a")
        outsider.presentModal(first)
        first.presentModal(outsider, dismissHandler: recorder.handler("refused"))
        #expect(recorder.diagnostics == [.invalidModal])
        #expect(recorder.runs == ["refused"])
        #expect(names(outsider.viewControllers) == ["outsider"])
    }

    @Test func theHeadlessControllerRefusesALoopCalledDirectly() {
        let first = router("a")
        let second = router("b")
        first.navigationController.present(second.navigationController, animated: false)
        var completed = false
        second.navigationController.present(first.navigationController, animated: false) { completed = true }
        #expect(recorder.diagnostics == [.invalidModal])
        #expect(!completed)
        first.navigationController.dismiss(animated: false)
        #expect(first.navigationController.presentedViewController == nil)
    }

    // MARK: Deep nesting

    /// Presents `depth` routers, each on the one before; each level's dismiss handler appends its number.
    private func nest(_ depth: Int, on base: Router, log: @escaping @MainActor (Int) -> Void) {
        var presenter = base
        for level in 1...depth {
            let next = Router.headless(root: TestScreen("level"))
            presenter.presentModal(next, animated: false, dismissHandler: { log(level) })
            presenter = next
        }
    }

    @Test func aHundredThousandNestedModalsDismissFromTheRootWithoutRecursion() {
        let base = router("base")
        var dismissed: [Int] = []
        nest(100_000, on: base) { dismissed.append($0) }
        base.dismissModal()
        #expect(dismissed.count == 100_000)
        #expect(dismissed.first == 100_000)
        #expect(dismissed.last == 1)
        #expect(base.presentedRouter == nil)
        #expect(base.navigationController.presentedViewController == nil)
    }

    @Test func aHundredThousandNestedModalsOnARefusedRouterAreTornDownWithoutRecursion() {
        let base = router("base")
        base.presentModal(TestScreen("up already"))
        let refused = router("refused root")
        var dismissed = 0
        nest(100_000, on: refused) { _ in dismissed += 1 }
        base.presentModal(refused)
        #expect(recorder.diagnostics == [.modalAlreadyPresented])
        #expect(dismissed == 100_000)
        #expect(refused.viewControllers.isEmpty)
    }

    @Test func aGestureUnderWayOnADismissedModalEndsWithIt() throws {
        let base = router("base")
        let modal = router("m0", "m1")
        base.presentModal(modal)
        let swipe = try #require(modal.headless.beginBackSwipe())
        base.dismissModal()
        #expect(swipe.state == .cancelled)
        #expect(recorder.runs == ["m1", "m0"])
        #expect(modal.navigationController.viewControllers.isEmpty)
        #expect(swipe.finish() == nil)
        #expect(recorder.runs == ["m1", "m0"])
        #expect(recorder.diagnostics == [.gestureUnavailable])
    }

    // MARK: Handlers belong to one stay of one screen

    @Test func aScreenThatComesBackDuringPopToRootIsANewStayWithItsOwnHandlers() {
        let router = router("root")
        let a = TestScreen("a")
        let b = TestScreen("b")
        router.push(a, animated: false, popHandler: recorder.handler("a first stay"))
        router.push(b, animated: false) { [recorder] in
            recorder.runs.append("b")
            router.push(a, animated: false, popHandler: recorder.handler("a second stay"))
        }
        router.popToRoot()
        #expect(recorder.runs == ["b", "a first stay"])
        #expect(names(router.viewControllers) == ["root", "a"])

        router.pop()
        #expect(recorder.runs == ["b", "a first stay", "a second stay"])
    }

    @Test func aScreenPushedAgainAfterItLeftRunsOnlyItsNewHandler() {
        let router = router("root")
        let screen = TestScreen("again")
        router.push(screen, animated: false, popHandler: recorder.handler("first"))
        router.pop()
        router.push(screen, animated: false, popHandler: recorder.handler("second"))
        router.headless.simulateBackSwipe()
        #expect(recorder.runs == ["first", "second"])
    }

    @Test func aDismissedModalRoutersStackIsEmptiedOnBothSides() {
        let base = router("base")
        let modal = router("m0", "m1")
        base.presentModal(modal)
        base.dismissModal()
        #expect(recorder.runs == ["m1", "m0"])
        #expect(modal.viewControllers.isEmpty)
        #expect(modal.navigationController.viewControllers.isEmpty)

        // Presented again, it works from what both agree on.
        modal.push(TestScreen("n0"), animated: false, popHandler: recorder.handler("n0"))
        modal.push(TestScreen("n1"), animated: false, popHandler: recorder.handler("n1"))
        base.presentModal(modal)
        #expect(names(modal.pop().map { [$0] } ?? []) == ["n1"])
        #expect(recorder.runs == ["m1", "m0", "n1"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aHandlerGivenToADismissedRouterRunsWhenItsScreenLeaves() {
        let base = router("base")
        let modal = router("m0")
        base.presentModal(modal)
        base.dismissModal()
        let screen = TestScreen("late")
        modal.push(TestScreen("late root"), animated: false)
        modal.push(screen, animated: false, popHandler: recorder.handler("late"))
        modal.headless.viewControllers = [TestScreen("unrelated")]
        #expect(recorder.runs == ["m0", "late"])
    }

    @Test func aPushStraightToTheControllerDuringAGestureIsRefusedAndTheRouterAgrees() {
        let router = router("root")
        let top = TestScreen("top")
        router.push(top, animated: false)
        let swipe = router.headless.beginBackSwipe()
        // Straight to the controller, as an app could: refused while the gesture is under way.
        router.navigationController.pushViewController(TestScreen("refused"), animated: false)
        swipe?.cancel()
        #expect(recorder.diagnostics == [.transitionInProgress])
        #expect(names(router.viewControllers) == ["root", "top"])
    }

    @Test func aNavigationStateWhoseTopLeftIsUnavailableEvenAfterItCameBack() {
        let router = router("root")
        let a = TestScreen("a")
        router.push(a, animated: false)
        let state = router.currentNavigationState
        router.pop()
        router.push(a, animated: false)
        router.push(TestScreen("b"), animated: false)
        router.popToNavigationState(state)
        #expect(recorder.diagnostics == [.navigationStateUnavailable])
        #expect(names(router.viewControllers) == ["root", "a", "b"])
    }

    @Test func aNavigationStateOfAnotherRouterIsUnavailable() {
        let first = router("root", "a")
        let second = router("root 2")
        second.popToNavigationState(first.currentNavigationState)
        #expect(recorder.diagnostics == [.navigationStateUnavailable])
    }

    @Test func aNavigationStateTakenOnAnotherRoutersEmptyStackPopsNothing() {
        let empty = Router.headless()
        let other = router("root")
        other.push(TestScreen("a"), animated: false, popHandler: recorder.handler("a"))
        other.popToNavigationState(empty.currentNavigationState)
        #expect(recorder.diagnostics == [.navigationStateUnavailable])
        #expect(recorder.runs.isEmpty)
        #expect(names(other.viewControllers) == ["root", "a"])
    }

    // MARK: Observers

    @Test func everyObserverHearsEveryEventInTheOrderTheChangesHappened() {
        let router = router("root")
        let before = RouterObservationTests.EventLog()
        let after = RouterObservationTests.EventLog()
        var navigated = false
        let observations = [
            router.observe { before.record($0) },
            router.observe { _ in
                guard !navigated else { return }
                navigated = true
                router.push(TestScreen("c"), animated: false)
            },
            router.observe { after.record($0) },
        ]
        router.push(TestScreen("b"), animated: false)
        #expect(before.entries == ["top:b", "top:c"])
        #expect(after.entries == ["top:b", "top:c"])
        _ = observations
    }

    @Test func observersHearOfAChangeOnlyAfterItsHandlersRan() {
        let router = router("root")
        var order: [String] = []
        router.push(TestScreen("a"), animated: false) {
            order.append("a's handler")
            router.push(TestScreen("b"), animated: false)
        }
        let observation = router.observe { event in
            if case .topViewControllerChanged(let top) = event {
                order.append("heard \((top as? TestScreen)?.name ?? "nil")")
            }
        }
        router.pop()
        #expect(order == ["a's handler", "heard root", "heard b"])
        _ = observation
    }

    @Test func anObserverDisposedDuringANotificationIsNotCalledForIt() {
        let router = router("root")
        var laterToken: Disposable?
        var calls = 0
        let first = router.observe { _ in laterToken?.dispose() }
        laterToken = router.observe { _ in calls += 1 }
        router.push(TestScreen("a"), animated: false)
        router.pop()
        #expect(calls == 0)
        _ = first
    }
}
