import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A coordinator that keeps the app coordinator strongly and its own closure captures it: a retain cycle
/// that also holds the app coordinator, so that the app coordinator's end never comes.
@MainActor
final class AppHoldingCyclicCoordinator: Coordinator {
    let app: TestAppCoordinator
    var onTap: (() -> Void)?

    init(app: TestAppCoordinator) {
        self.app = app
        super.init(appCoordinator: app)
    }

    override func start() {
        onTap = { _ = self.app }  // the planted cycle
        router.push(TestScreen("holding"), retaining: self)
    }
}

/// A coordinator that keeps the child it pushed in a property after the child's screen left: a stale reference.
@MainActor
final class StaleParentCoordinator: Coordinator {
    var child: WeakCoordinator?

    override func start() {
        router.push(TestScreen("parent"), retaining: self)
    }

    func showChild() {
        let child = WeakCoordinator(parent: self, modal: false)
        self.child = child  // never set back to nil
        child.start()
    }
}

/// A tab bar that keeps its Orders tab's coordinator in a property, also once the tab is removed.
@MainActor
final class StaleTabsCoordinator: TabBarCoordinator {
    var orders: TabCoordinator?

    override func makeTabs() -> [TabBarRouter.Tab] {
        let orders = TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "orders")
        self.orders = orders
        return [
            TabBarRouter.Tab(TabCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), name: "home")), TabBarRouter.Tab(orders),
        ]
    }
}

/// A coordinator retained with `pushCoordinator(_:)` and no screen, in a retain cycle.
@MainActor
final class ScreenlessCyclicCoordinator: Coordinator {
    var onTap: (() -> Void)?

    override func start() {
        onTap = { _ = self }  // the planted cycle
        appCoordinator?.pushCoordinator(self)
    }
}

/// A flow retained with `pushCoordinator(_:)` and no screen.
@MainActor
final class ScreenlessFlowCoordinator: ResultCoordinator<Int> {
    override func start() {
        appCoordinator?.pushCoordinator(self)
    }
}

/// What the end-of-test check tells apart: a stale reference the app holds, a value the test holds, a
/// retain cycle (also one that holds the app coordinator); and what it does not report.
@MainActor
@Suite struct LeakCheckCausesTests {
    @Test func aCycleThatAlsoHoldsTheTestAppCoordinatorFailsOnceTheTestsValuesAreGone() async throws {
        let line = #line + 4
        try await withKnownIssue {
            try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                await MainActor.run {
                    let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
                    AppHoldingCyclicCoordinator(app: appCoordinator).start()
                    appCoordinator.simulateBackSwipe()
                }
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && (issue.comments.map(\.rawValue) == [
                    "TestAppCoordinator: the app coordinator made here is still alive once the test's values were gone: a coordinator or a closure holds it strongly, a retain cycle through the app coordinator, which retains the coordinators; hold it weakly, as Coordinator.appCoordinator does"
                ]
                    || issue.comments.map(\.rawValue) == [
                        "TestAppCoordinator: AppHoldingCyclicCoordinator released by the app coordinator but still alive once the test's values were gone: something outside the test keeps it, a retain cycle (capture self weakly in its closures) or a global"
                    ])
        }
    }

    @Test func aCycleOfACoordinatorFailsOnceTheTestsValuesAreGoneWithTheTrait() async throws {
        let line = #line + 4
        try await withKnownIssue {
            try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                await MainActor.run {
                    let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
                    CyclicCoordinator(appCoordinator: appCoordinator).start()
                    appCoordinator.simulateBackSwipe()
                }
            }
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: CyclicCoordinator released by the app coordinator but still alive once the test's values were gone: something outside the test keeps it, a retain cycle (capture self weakly in its closures) or a global",
                at: line)
        }
    }

    @Test func aCoordinatorTheTestStillHoldsWhenTheAppCoordinatorGoesPassesWithTheTrait() async throws {
        try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            await MainActor.run {
                // As a suite's property declared after the app coordinator: freed a moment after it.
                var heldByTheTest: WeakCoordinator?
                do {
                    let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
                    let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
                    coordinator.start()
                    appCoordinator.simulateBackSwipe()
                    heldByTheTest = coordinator
                }
                #expect(heldByTheTest != nil)
                heldByTheTest = nil
            }
        }
    }

    @Test func withoutTheTraitACoordinatorTheTestStillHoldsIsReportedAsTheTestsOrACycle() {
        let line = #line + 3
        var heldByTheTest: WeakCoordinator?
        withKnownIssue {
            let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
            let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
            coordinator.start()
            appCoordinator.simulateBackSwipe()
            heldByTheTest = coordinator
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: WeakCoordinator released by the app coordinator but still alive when the app coordinator went, and no coordinator the app retains references it: either the test still held it (a local, or a property declared after the app coordinator; add the .detectsMemoryLeaks trait to check once the test's values are gone) or a retain cycle keeps it (capture self weakly in its closures)",
                at: line)
        }
        #expect(heldByTheTest != nil)
    }

    @Test(arguments: [false, true])
    func aReleasedCoordinatorStillInAPropertyOfOneTheAppRetainsIsNamedAsAStaleReference(withTheTrait: Bool) async throws {
        let line = #line + 3
        try await withKnownIssue {
            try await Self.run(withTheTrait: withTheTrait) {
                let appCoordinator = TestAppCoordinator()
                let parent = StaleParentCoordinator(appCoordinator: appCoordinator)
                appCoordinator.start(coordinator: parent)
                parent.showChild()
                appCoordinator.simulateBackSwipe()
            }
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: WeakCoordinator released by the app coordinator but still referenced by StaleParentCoordinator.child, which the app still retains: a stale reference, not a retain cycle; set it to nil when WeakCoordinator's screens leave",
                at: line)
        }
    }

    @Test func aRemovedTabsCoordinatorKeptByTheTabBarCoordinatorIsNamedWhereItIsKept() {
        let line = #line + 2
        withKnownIssue {
            let appCoordinator = TestAppCoordinator()
            let tabs = StaleTabsCoordinator(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: tabs)
            tabs.tabBarRouter.setTabs([tabs.tabBarRouter.tabs[0]])
            #expect(appCoordinator.retainedCoordinators.count == 2)
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: TabCoordinator released by the app coordinator but still referenced by StaleTabsCoordinator.orders, which the app still retains: a stale reference, not a retain cycle; set it to nil when TabCoordinator's screens leave",
                at: line)
        }
    }

    @Test func theCheckAskedForNamesAStaleReferenceToo() {
        let appCoordinator = TestAppCoordinator()
        let parent = StaleParentCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: parent)
        parent.showChild()
        appCoordinator.simulateBackSwipe()
        let line = #line + 2
        withKnownIssue {
            appCoordinator.assertReleasedCoordinatorsFreed()
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: WeakCoordinator released by the app coordinator but still referenced by StaleParentCoordinator.child, which the app still retains: a stale reference, not a retain cycle; set it to nil when WeakCoordinator's screens leave",
                at: line)
        }
        parent.child = nil
    }

    // MARK: Released, then retained again

    @Test func aCoordinatorShownAgainAfterItsScreenLeftIsNotReportedByTheLeakCheck() {
        var shownAgain: WeakCoordinator?
        do {
            let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
            let coordinator = WeakCoordinator(appCoordinator: appCoordinator)
            coordinator.start()
            appCoordinator.simulateBackSwipe()
            #expect(!appCoordinator.containsCoordinator(coordinator))
            coordinator.start()  // the flow restarted: pushed again
            #expect(appCoordinator.containsCoordinator(coordinator))
            shownAgain = coordinator
        }
        // The app coordinator went while its screen was up, and the test still holds it: not a release.
        #expect(shownAgain != nil)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aSplitColumnShownAgainAfterItsCoordinatorWasReleasedIsNotReportedByTheLeakCheck(_ sizeClass: SizeClass) throws {
        var shownAgain: TabCoordinator?
        do {
            let appCoordinator = TestAppCoordinator()
            appCoordinator.simulateSizeClassChange(to: sizeClass)
            let split = SidebarSplitCoordinator(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: split)
            let splitRouter = try #require(appCoordinator.splitRouter)
            let note = TabCoordinator(parent: split, router: splitRouter.makeColumnRouter(), name: "note 1")
            splitRouter.show(note, in: .detail)
            splitRouter.show(TabCoordinator(parent: split, router: splitRouter.makeColumnRouter(), name: "note 2"), in: .detail)
            #expect(!appCoordinator.containsCoordinator(note))
            splitRouter.show(note, in: .detail)  // note 1 again
            #expect(appCoordinator.containsCoordinator(note))
            shownAgain = note
            #expect(appCoordinator.diagnostics.isEmpty)
        }
        #expect(shownAgain != nil)
    }

    @Test func keepingAliveACoordinatorNeverReleasedChangesNothingAndLeavesOthersChecked() {
        let line = #line + 3
        var kept: WeakCoordinator?
        withKnownIssue {
            let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
            let shown = WeakCoordinator(appCoordinator: appCoordinator)
            shown.start()
            appCoordinator.keepsAlive(shown)  // never released: nothing to leave out
            kept = shown
            CyclicCoordinator(appCoordinator: appCoordinator).start()
            appCoordinator.simulateBackSwipe()  // the cyclic one goes; `shown` stays retained
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.count == 1
                && issue.comments[0].rawValue.hasPrefix("TestAppCoordinator: CyclicCoordinator released by the app coordinator")
        }
        #expect(kept != nil)
    }

    // MARK: Closing

    @Test func closeReleasesACoordinatorRetainedWithPushCoordinatorSoTheLeakCheckCoversIt() {
        let line = #line + 2
        withKnownIssue {
            let appCoordinator = TestAppCoordinator()
            let screenless = ScreenlessCyclicCoordinator(appCoordinator: appCoordinator)
            screenless.start()
            appCoordinator.close()
            #expect(appCoordinator.retainedCoordinators.isEmpty)
            #expect(appCoordinator.popCoordinatorCallCount == 1)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    $0.rawValue.hasPrefix("TestAppCoordinator: ScreenlessCyclicCoordinator released by the app coordinator")
                }
        }
    }

    @Test func closeAnswersAFlowRetainedWithoutAScreenOnceThroughPopCoordinator() {
        let appCoordinator = TestAppCoordinator()
        let flow = ScreenlessFlowCoordinator(appCoordinator: appCoordinator)
        var answers: [Int?] = []
        flow.run { answers.append($0) }

        appCoordinator.close()
        appCoordinator.close()
        #expect(answers == [nil])
        #expect(flow.ending == .closed)
        #expect(appCoordinator.popCoordinatorCallCount == 1)
        #expect(appCoordinator.retainedCoordinators.isEmpty)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    /// Runs `body` as a test does: inside the `.detectsMemoryLeaks` trait's scope, or not.
    private static func run(withTheTrait: Bool, _ body: @escaping @MainActor @Sendable () -> Void) async throws {
        guard withTheTrait else {
            await MainActor.run(body: body)
            return
        }
        try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            await MainActor.run(body: body)
        }
    }
}

/// A split view whose sidebar is a ``TabCoordinator`` named "sidebar".
@MainActor
final class SidebarSplitCoordinator: SplitCoordinator {
    override func makeColumns() -> [SplitRouter.Column] {
        [SplitRouter.Column(TabCoordinator(parent: self, router: splitRouter.makeColumnRouter(), name: "sidebar"), in: .sidebar)]
    }
}
