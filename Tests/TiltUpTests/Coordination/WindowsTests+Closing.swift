import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

/// `close()`: every screen leaves, those that handlers show while the window closes too, each handler once;
/// every coordinator is released as `popCoordinator(_:)` releases it; closing again changes nothing.
extension WindowsTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aScreenThatAPopHandlerPushesWhileTheWindowClosesLeavesTooAndItsCoordinatorIsReleased(_ frontEnd: TestFrontEnd) {
        let window = ClosingWindow(frontEnd.makeNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        weak var placeholder: StepCoordinator?
        root.afterPop = { [log = window.log] root in
            // The screen's coordinator shows a placeholder when its screen leaves, as an empty state does.
            let step = StepCoordinator(parent: root, name: "placeholder", log: log)
            placeholder = step
            step.start()
        }

        window.appCoordinator.close()
        #expect(window.appCoordinator.router.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs == ["pop root", "pop placeholder"])
        #expect(placeholder == nil)

        window.appCoordinator.close()  // again: nothing more
        #expect(window.log.runs == ["pop root", "pop placeholder"])
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aScreenPushedInAModalByItsHandlerWhileTheWindowClosesLeavesToo(_ frontEnd: TestFrontEnd) {
        let window = ClosingWindow(frontEnd.makeNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        let modal = StepCoordinator(parent: root, modal: true, name: "sheet", log: window.log)
        weak var pushed: StepCoordinator?
        modal.afterPop = { [log = window.log] sheet in
            let step = StepCoordinator(parent: sheet, name: "after sheet", log: log)
            pushed = step
            step.start()
        }
        modal.start()
        #expect(window.appCoordinator.router.presentedRouter === modal.router)

        window.appCoordinator.close()
        #expect(modal.router.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs.sorted() == ["dismiss sheet", "pop after sheet", "pop root", "pop sheet"])
        #expect(window.log.runs.filter { $0 == "pop after sheet" }.count == 1)
        #expect(pushed == nil)
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aScreenPushedInATabByItsHandlerWhileTheWindowClosesLeavesToo(_ sizeClass: SizeClass) {
        let window = ClosingWindow(HeadlessNavigationController())
        window.navigationController.simulateSizeClassChange(to: sizeClass)
        let tabs = StepTabsCoordinator(appCoordinator: window.appCoordinator, log: window.log)
        window.appCoordinator.start(coordinator: tabs)
        let first = try? #require(tabs.tabBarRouter.tabs.first?.coordinator as? StepCoordinator)
        weak var pushed: StepCoordinator?
        first?.afterPop = { [log = window.log] tab in
            let step = StepCoordinator(parent: tab, name: "after first", log: log)
            pushed = step
            step.start()
        }
        let tabRouter = tabs.tabBarRouter.tabs[0].router

        window.appCoordinator.close()
        #expect(tabRouter.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs.filter { $0 == "pop after first" }.count == 1)
        #expect(window.log.runs.sorted() == ["pop after first", "pop first", "pop second"])
        #expect(pushed == nil)
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aScreenPushedInASplitColumnByItsHandlerWhileTheWindowClosesLeavesToo(_ sizeClass: SizeClass) {
        let window = ClosingWindow(HeadlessNavigationController())
        window.navigationController.simulateSizeClassChange(to: sizeClass)
        let split = StepSplitCoordinator(appCoordinator: window.appCoordinator, log: window.log)
        window.appCoordinator.start(coordinator: split)
        let detail = StepCoordinator(parent: split, router: split.splitRouter.makeColumnRouter(), name: "detail", log: window.log)
        weak var placeholder: StepCoordinator?
        detail.afterPop = { [log = window.log] detail in
            // The detail shows an empty state when its note leaves.
            let step = StepCoordinator(parent: detail, name: "empty detail", log: log)
            placeholder = step
            step.start()
        }
        split.splitRouter.show(detail, in: .detail)

        window.appCoordinator.close()
        #expect(detail.router.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs.sorted() == ["pop detail", "pop empty detail", "pop sidebar"])
        #expect(placeholder == nil)
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test func aHandlerThatPushesEachTimeItsScreenLeavesCannotKeepTheWindowOpenForEver() {
        let window = ClosingWindow(HeadlessNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "step", log: window.log)
        root.pushesAgainWhenPopped = true
        window.appCoordinator.start(coordinator: root)

        window.appCoordinator.close()
        #expect(window.log.diagnostics == [.closeUnfinished])
        #expect(window.log.runs.count == 16, "one screen left in each round")
        #expect(window.appCoordinator.router.viewControllers.count == 1, "the last one shown stays up")
        #expect(
            window.log.messages == [
                "AppCoordinator.close: handlers kept showing screens while the window closed, 16 rounds: still up TestScreen, still retained StepCoordinator; a pop or dismiss handler shows a screen each time one leaves"
            ])
        window.appCoordinator.close()  // again: as far again, then reported again
        #expect(window.log.runs.count == 32)
        #expect(window.log.diagnostics == [.closeUnfinished, .closeUnfinished])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func closeAnswersAFlowStillRetainedWithoutAScreenAndReleasesACoordinatorRetainedWithPushCoordinator(_ frontEnd: TestFrontEnd) {
        let window = ClosingWindow(frontEnd.makeNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        weak var kept: Coordinator?
        weak var flowLeft: ScreenlessFlow?
        do {
            let plain = Coordinator(parent: root, modal: false)
            window.appCoordinator.pushCoordinator(plain)
            window.appCoordinator.pushCoordinator(plain)  // twice: released all the same
            kept = plain
            let flow = ScreenlessFlow(parent: root, modal: false)
            flowLeft = flow
            flow.run { [log = window.log] answer in log.runs.append("answered \(answer.map(String.init) ?? "nil")") }
        }
        #expect(window.appCoordinator.retainedCoordinators.count == 3)

        window.appCoordinator.close()
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs == ["pop root", "answered nil"])
        #expect(kept == nil)
        #expect(flowLeft == nil)
        window.appCoordinator.close()
        #expect(window.log.runs == ["pop root", "answered nil"], "answered once")
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test func aScreenTheAnswerOfAFlowClosedWithTheWindowShowsLeavesToo() {
        let window = ClosingWindow(HeadlessNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        let flow = ScreenlessFlow(parent: root, modal: false)
        weak var shown: StepCoordinator?
        flow.run { [log = window.log] _ in
            // The parent goes on with the answer: it shows something, though the window is closing.
            let next = StepCoordinator(parent: root, name: "after the flow", log: log)
            shown = next
            next.start()
        }

        window.appCoordinator.close()
        #expect(flow.ending == .closed)
        #expect(window.appCoordinator.router.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.runs == ["pop root", "pop after the flow"])
        #expect(shown == nil)
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test func closeCalledByAHandlerWhileTheWindowClosesChangesNothingMore() {
        let window = ClosingWindow(HeadlessNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        let pushed = StepCoordinator(parent: root, name: "pushed", log: window.log)
        pushed.start()
        pushed.afterPop = { [unowned appCoordinator = window.appCoordinator] _ in appCoordinator.close() }

        window.appCoordinator.close()
        #expect(window.log.runs == ["pop pushed", "pop root"])
        #expect(window.appCoordinator.router.viewControllers.isEmpty)
        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(window.log.diagnostics.isEmpty)
    }

    @Test func aHandlerThatClosesAnotherWindowClosesItWholeAndTheFirstGoesOn() {
        let first = ClosingWindow(HeadlessNavigationController())
        let second = ClosingWindow(HeadlessNavigationController())
        let firstRoot = StepCoordinator(appCoordinator: first.appCoordinator, name: "first", log: first.log)
        first.appCoordinator.start(coordinator: firstRoot)
        let secondRoot = StepCoordinator(appCoordinator: second.appCoordinator, name: "second", log: second.log)
        second.appCoordinator.start(coordinator: secondRoot)
        StepCoordinator(parent: secondRoot, name: "second's pushed", log: second.log).start()
        firstRoot.afterPop = { [unowned other = second.appCoordinator] _ in other.close() }

        first.appCoordinator.close()
        #expect(first.log.runs == ["pop first"])
        #expect(second.log.runs == ["pop second's pushed", "pop second"])
        #expect(first.appCoordinator.retainedCoordinators.isEmpty)
        #expect(second.appCoordinator.retainedCoordinators.isEmpty)
        #expect(second.appCoordinator.router.viewControllers.isEmpty)
        #expect(first.log.diagnostics.isEmpty)
        #expect(second.log.diagnostics.isEmpty)
    }

    // Catches: close() letting go of a coordinator once per round instead of once per retain (its 16 rounds then
    // leave one retained more often than that), or more often than it was retained.
    @Test(arguments: Retains.allCases)
    func closeReleasesACoordinatorRetainedSeveralTimesWithoutAScreenOncePerRetain(_ times: Retains) {
        let retains = times.count
        let window = ClosingWindow(HeadlessNavigationController())
        let root = StepCoordinator(appCoordinator: window.appCoordinator, name: "root", log: window.log)
        window.appCoordinator.start(coordinator: root)
        weak var left: Coordinator?
        do {
            let screenless = Coordinator(parent: root, modal: false)
            for _ in 0..<retains {
                window.appCoordinator.pushCoordinator(screenless)
            }
            left = screenless
        }
        #expect(left != nil)

        window.appCoordinator.close()

        #expect(window.appCoordinator.retainedCoordinators.isEmpty)
        #expect(left == nil)
        #expect(window.log.runs == ["pop root"])
        #expect(window.log.diagnostics.isEmpty, "\(window.log.messages)")
    }

    // Catches: the same, counted: each release of close() is one popCoordinator(_:) call, never one more.
    @Test(arguments: Retains.allCases)
    func closeCallsPopCoordinatorOncePerRetainOfACoordinatorWithoutAScreen(_ times: Retains) {
        let retains = times.count
        let appCoordinator = TestAppCoordinator()
        let screenless = PushedOnly(appCoordinator: appCoordinator)
        for _ in 0..<retains {
            appCoordinator.pushCoordinator(screenless)
        }

        appCoordinator.close()

        #expect(appCoordinator.pushCoordinatorCallCount == retains)
        #expect(appCoordinator.popCoordinatorCallCount == retains)
        #expect(!appCoordinator.containsCoordinator(screenless))
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}

/// How many times a test retains a coordinator: once, a few times, or more often than `close()` makes rounds.
enum Retains: CaseIterable {
    case once, thrice, moreThanCloseMakesRounds

    @MainActor var count: Int {
        switch self {
        case .once: 1
        case .thrice: 3
        case .moreThanCloseMakesRounds: WindowClosing.rounds + 4
        }
    }
}

/// A coordinator retained with `pushCoordinator(_:)` only, that shows nothing.
@MainActor
private final class PushedOnly: Coordinator {
    override func start() {}
}

/// A window's app coordinator, and what its handlers and router report.
@MainActor
private final class ClosingWindow {
    let log = CloseLog()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator

    init(_ navigationController: HeadlessNavigationController) {
        self.navigationController = navigationController
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [log] in
            log.diagnostics.append($0.kind)
            log.messages.append($0.message)
        }
    }
}

@MainActor
private final class CloseLog {
    var runs: [String] = []
    var diagnostics: [NavigationDiagnostic.Kind] = []
    var messages: [String] = []
}

/// A coordinator that shows one screen, retaining itself; when the screen leaves, it runs `afterPop`.
@MainActor
private final class StepCoordinator: Coordinator {
    let name: String
    let log: CloseLog
    /// What the screen's pop handler does after noting the pop.
    var afterPop: (@MainActor (StepCoordinator) -> Void)?
    /// Whether the pop handler pushes the same screen again each time, for ever.
    var pushesAgainWhenPopped = false
    /// Whether its router is its own, presented by its parent's.
    private var isModal = false

    init(appCoordinator: any AppCoordinating, name: String, log: CloseLog) {
        self.name = name
        self.log = log
        super.init(appCoordinator: appCoordinator)
    }

    init(parent: any Coordinating, modal: Bool = false, name: String, log: CloseLog) {
        self.name = name
        self.log = log
        isModal = modal
        super.init(parent: parent, modal: modal)
    }

    init(parent: any Coordinating, router: Router, name: String, log: CloseLog) {
        self.name = name
        self.log = log
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(TestScreen(name), retaining: self, animated: false, popHandler: popHandler)
        if isModal {
            parent?.router.presentModal(
                router, animated: false, presentationStyle: .pageSheet,
                dismissHandler: { [log, name] in log.runs.append("dismiss \(name)") })
        }
    }

    private var popHandler: Router.Handler {
        { [weak self, log, name] in
            log.runs.append("pop \(name)")
            guard let self else { return }
            if pushesAgainWhenPopped {
                router.push(TestScreen(name), retaining: self, animated: false, popHandler: popHandler)
            }
            afterPop?(self)
        }
    }
}

/// A flow retained with `pushCoordinator(_:)`, with no screen: only its app coordinator can end it.
@MainActor
private final class ScreenlessFlow: ResultCoordinator<Int> {
    override func start() {
        appCoordinator?.pushCoordinator(self)
    }
}

/// A tab bar of two tabs, each a step coordinator.
@MainActor
private final class StepTabsCoordinator: TabBarCoordinator {
    let log: CloseLog

    init(appCoordinator: any AppCoordinating, log: CloseLog) {
        self.log = log
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        ["first", "second"].map {
            TabBarRouter.Tab(StepCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: $0, log: log))
        }
    }
}

/// A split view whose sidebar is a step coordinator.
@MainActor
private final class StepSplitCoordinator: SplitCoordinator {
    let log: CloseLog

    init(appCoordinator: any AppCoordinating, log: CloseLog) {
        self.log = log
        super.init(appCoordinator: appCoordinator)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(StepCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "sidebar", log: log), in: .sidebar)]
    }
}
