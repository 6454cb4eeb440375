import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct RouterObservationTests {
    /// The events as short strings: "top:NAME", "top:nil", "presented:NAME", "dismissed:NAME".
    final class EventLog {
        var entries: [String] = []

        func record(_ event: RouterEvent) {
            switch event {
            case .topViewControllerChanged(let top): entries.append("top:\(Self.name(top))")
            case .modalPresented(let modal): entries.append("presented:\(Self.name(modal))")
            case .modalDismissed(let modal): entries.append("dismissed:\(Self.name(modal))")
            }
        }

        private static func name(_ screen: Screen?) -> String {
            guard let screen else { return "nil" }
            return (screen as? TestScreen)?.name ?? String(describing: type(of: screen))
        }
    }

    @Test func everyTopChangeIsReportedWhateverMadeIt() {
        let router = Router.headless(root: TestScreen("root"))
        let log = EventLog()
        let observation = router.observe { log.record($0) }
        router.push(TestScreen("a"), animated: false)
        router.push(TestScreen("b"), animated: false)
        router.headless.simulateBackSwipe()
        router.headless.viewControllers = [TestScreen("c")]
        router.removeAll()
        #expect(log.entries == ["top:a", "top:b", "top:a", "top:c", "top:nil"])
        _ = observation
    }

    @Test func modalsArePresentedAndDismissedOnceEach() {
        let router = Router.headless(root: TestScreen("root"))
        let log = EventLog()
        let observation = router.observe { log.record($0) }
        router.presentModal(TestScreen("sheet"), presentationStyle: .pageSheet)
        router.headless.simulateSwipeDown()
        router.presentModal(TestScreen("alert"))
        router.dismissModal()
        #expect(log.entries == ["presented:sheet", "dismissed:sheet", "presented:alert", "dismissed:alert"])
        _ = observation
    }

    @Test func aRefusedModalIsNotReportedAsPresented() {
        let router = Router.headless(root: TestScreen("root"))
        router.diagnosticHandler = { _ in }
        let log = EventLog()
        let observation = router.observe { log.record($0) }
        router.presentModal(TestScreen("first"))
        router.presentModal(TestScreen("refused"))
        #expect(log.entries == ["presented:first"])
        _ = observation
    }

    @Test func observersAreCalledInTheOrderTheyWereAdded() {
        let router = Router.headless()
        var calls: [Int] = []
        let observations = (0..<5).map { index in router.observe { _ in calls.append(index) } }
        router.push(TestScreen("a"), animated: false)
        #expect(calls == [0, 1, 2, 3, 4])
        _ = observations
    }

    @Test func releasingOrDisposingTheTokenEndsTheObservation() {
        let router = Router.headless()
        var kept = 0
        var released = 0
        var disposed = 0
        let keptObservation = router.observe { _ in kept += 1 }
        _ = router.observe { _ in released += 1 }
        let disposedObservation = router.observe { _ in disposed += 1 }
        router.push(TestScreen("a"), animated: false)
        disposedObservation.dispose()
        router.push(TestScreen("b"), animated: false)
        #expect(kept == 2)
        #expect(released == 0)
        #expect(disposed == 1)
        _ = keptObservation
    }

    @Test func anObserverIsToldAfterTheHandlersRan() {
        let router = Router.headless(root: TestScreen("root"))
        var handlerRan = false
        var handlerHadRunWhenObserved = false
        router.push(TestScreen("a"), animated: false) { handlerRan = true }
        let observation = router.observe { _ in handlerHadRunWhenObserved = handlerRan }
        router.pop()
        #expect(handlerHadRunWhenObserved)
        _ = observation
    }
}
