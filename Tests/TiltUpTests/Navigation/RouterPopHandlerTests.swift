import Testing
import TiltUp
import TiltUpTestSupport

/// Every way a pushed screen can leave its stack.
enum Departure: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pop, popToRoot, popToViewController, replaceRoot, removeAll, popToNavigationState
    case backSwipe, setViewControllers, assignViewControllers

    var testDescription: String { rawValue }

    /// Makes `leaving` leave `router`'s stack, whose root is `root`.
    @MainActor
    func perform(on router: Router, root: Screen, state: Router.NavigationState) {
        let navigationController = router.navigationController
        switch self {
        case .pop: router.pop(animated: false)
        case .popToRoot: router.popToRoot(animated: false)
        case .popToViewController: router.popToViewController(root, animated: false)
        case .replaceRoot: router.replaceRoot(with: TestScreen("new root"), animated: false)
        case .removeAll: router.removeAll(animated: false)
        case .popToNavigationState: router.popToNavigationState(state, animated: false)
        case .backSwipe: router.headless.simulateBackSwipe()
        case .setViewControllers: navigationController.setViewControllers([root], animated: true)
        case .assignViewControllers: navigationController.viewControllers = [root]
        }
    }
}

@MainActor
@Suite struct RouterPopHandlerTests {
    let root = TestScreen("root")
    let recorder = Recorder()

    private func makeRouter() -> Router {
        let router = Router.headless()
        recorder.watch(router)
        router.push(root, animated: false, popHandler: recorder.handler("root"))
        return router
    }

    @Test(arguments: Departure.allCases)
    func popHandlerRunsOnceWhenItsScreenLeaves(_ departure: Departure) {
        let router = makeRouter()
        let state = router.currentNavigationState
        router.push(TestScreen("top"), animated: false, popHandler: recorder.handler("top"))
        #expect(recorder.runs.isEmpty)

        departure.perform(on: router, root: root, state: state)
        #expect(recorder.count("top") == 1)

        // Whatever happens next, it never runs again.
        router.popToRoot(animated: false)
        router.removeAll(animated: false)
        #expect(recorder.count("top") == 1)
        #expect(recorder.count("root") == 1)
    }

    @Test(arguments: Departure.allCases)
    func screensThatStayKeepTheirHandlers(_ departure: Departure) {
        let router = makeRouter()
        let state = router.currentNavigationState
        router.push(TestScreen("top"), animated: false, popHandler: recorder.handler("top"))
        departure.perform(on: router, root: root, state: state)
        let rootLeft = [.replaceRoot, .removeAll].contains(departure)
        #expect(recorder.count("root") == (rootLeft ? 1 : 0))
    }

    @Test func screensLeavingTogetherRunTheirHandlersTopFirst() {
        let router = makeRouter()
        for name in ["one", "two", "three"] {
            router.push(TestScreen(name), animated: false, popHandler: recorder.handler(name))
        }
        router.popToRoot()
        #expect(recorder.runs == ["three", "two", "one"])
        router.removeAll()
        #expect(recorder.runs == ["three", "two", "one", "root"])
    }

    @Test func replaceRootKeepsAScreenThatStaysAndAddsTheNewHandler() {
        let router = makeRouter()
        router.push(TestScreen("top"), animated: false, popHandler: recorder.handler("top"))
        router.replaceRoot(with: root, animated: false, popHandler: recorder.handler("root again"))
        #expect(recorder.runs == ["top"])
        router.removeAll()
        #expect(recorder.runs == ["top", "root", "root again"])
    }

    @Test func aHandlerMayNavigateAgainWithoutLosingOtherHandlers() {
        let router = makeRouter()
        let replacement = TestScreen("replacement")
        router.push(TestScreen("first"), animated: false) { [recorder] in
            recorder.runs.append("first")
            router.push(replacement, animated: false, popHandler: recorder.handler("replacement"))
        }
        router.pop()
        #expect(router.viewControllers.last === replacement)
        router.pop()
        #expect(recorder.runs == ["first", "replacement"])
    }

    @Test func aScreenPushedAgainAfterLeavingGetsFreshHandlers() {
        let router = makeRouter()
        let screen = TestScreen("again")
        router.push(screen, animated: false, popHandler: recorder.handler("first time"))
        router.pop()
        router.push(screen, animated: false, popHandler: recorder.handler("second time"))
        router.pop()
        #expect(recorder.runs == ["first time", "second time"])
    }

    @Test func screensOnTheStackBeforeTheRouterHaveNoHandlersAndCauseNoTrouble() {
        let existing = TestScreen("existing")
        let navigationController = HeadlessNavigationController(rootViewController: existing)
        navigationController.pushViewController(TestScreen("second"), animated: false)
        let router = Router(navigationController: navigationController)
        recorder.watch(router)
        #expect(router.viewControllers.count == 2)
        #expect(router.pop() != nil)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func routerWithRootViewControllerStartsWithIt() {
        let router = Router(rootViewController: root)
        #expect(router.viewControllers.count == 1)
        #expect(router.navigationController.topViewController === root)
    }
}
