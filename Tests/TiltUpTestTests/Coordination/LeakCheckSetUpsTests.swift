import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A suite set up as the testing article sets one up: its app coordinator a property, made when Swift Testing
/// makes the suite's instance for a test, and let go with that instance.
@MainActor
struct SuiteHoldingItsAppCoordinator {
    nonisolated static let appCoordinatorLine = #line + 1
    let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
}

/// A coordinator that keeps the child it pushed in a closure, not a property, after the child's screen left:
/// only it holds the child, so the child goes when it does.
@MainActor
final class ClosureParentCoordinator: Coordinator {
    var tellChild: (() -> Void)?

    override func start() {
        router.push(TestScreen("parent"), retaining: self)
    }

    func showChild() {
        let child = WeakCoordinator(parent: self, modal: false)
        tellChild = { child.onTap?() }  // held strongly, where the check reads no property
        child.start()
    }
}

/// Where a test keeps its `TestAppCoordinator`: the ways the testing article and its readers set one up.
enum AppCoordinatorSetUp: CaseIterable, CustomTestStringConvertible {
    /// A property of the suite, whose instance Swift Testing lets go off the main thread.
    case suiteProperty
    /// A property of the suite, let go on the main actor.
    case suitePropertyOnTheMainActor
    /// A local of the test.
    case local

    var testDescription: String {
        switch self {
        case .suiteProperty: "a property of the suite"
        case .suitePropertyOnTheMainActor: "a property of the suite, let go on the main actor"
        case .local: "a local of the test"
        }
    }
}

/// The `.detectsMemoryLeaks` trait's diagnosis is the same wherever the test keeps its app coordinator: the
/// article's own set-up (a property of the suite) is told a retain cycle as one, not as a test without the
/// trait, and a stale reference as one.
@MainActor
@Suite struct LeakCheckSetUpsTests {
    // Catches: TestAppCoordinator's deinit off the main thread reporting "still alive when the app coordinator
    // went … add the .detectsMemoryLeaks trait" under the trait, instead of leaving the check to the trait.
    @Test(arguments: AppCoordinatorSetUp.allCases)
    func withTheTraitARetainCycleIsReportedAsKeptOutsideTheTestWhereverTheAppCoordinatorIs(_ setUp: AppCoordinatorSetUp) async throws {
        try await withKnownIssue {
            try await Self.runWithTheTrait(setUp) { appCoordinator in
                CyclicCoordinator(appCoordinator: appCoordinator).start()
                appCoordinator.simulateBackSwipe()
            }
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: CyclicCoordinator released by the app coordinator but still alive once the test's values were gone: something outside the test keeps it, a retain cycle (capture self weakly in its closures) or a global",
                at: Self.line(of: setUp))
        }
    }

    // Catches: the trait's check of an app coordinator that went off the main thread not reading the properties
    // of the coordinators the app retained.
    @Test(arguments: AppCoordinatorSetUp.allCases)
    func withTheTraitAStaleReferenceIsNamedWhereverTheAppCoordinatorIs(_ setUp: AppCoordinatorSetUp) async throws {
        try await withKnownIssue {
            try await Self.runWithTheTrait(setUp) { appCoordinator in
                let parent = StaleParentCoordinator(appCoordinator: appCoordinator)
                parent.start()
                parent.showChild()
                appCoordinator.simulateBackSwipe()
            }
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: WeakCoordinator released by the app coordinator but still referenced by StaleParentCoordinator.child, which the app still retains: a stale reference, not a retain cycle; set it to nil when WeakCoordinator's screens leave",
                at: Self.line(of: setUp))
        }
    }

    // Catches: the check of an app coordinator that went off the main thread keeping what the app retained
    // until after it has looked at the released coordinators, which only those retained ones still hold.
    @Test(arguments: AppCoordinatorSetUp.allCases)
    func withTheTraitAReleasedCoordinatorOnlyTheAppsCoordinatorsHeldPasses(_ setUp: AppCoordinatorSetUp) async throws {
        try await Self.runWithTheTrait(setUp) { appCoordinator in
            let parent = ClosureParentCoordinator(appCoordinator: appCoordinator)
            parent.start()
            parent.showChild()
            appCoordinator.simulateBackSwipe()
            #expect(appCoordinator.retainedCoordinators.count == 1)
        }
    }

    // Catches: an app coordinator that went off the main thread checked twice, or not at all, once it was handed
    // to the trait.
    @Test func withTheTraitEachCoordinatorStillAliveIsReportedOnceWhenTheSuiteGoesOffTheMainThread() async throws {
        let count = IssueCount()
        try await withKnownIssue {
            try await Self.runWithTheTrait(.suiteProperty) { appCoordinator in
                CyclicCoordinator(appCoordinator: appCoordinator).start()
                appCoordinator.simulateBackSwipe()
                CyclicCoordinator(appCoordinator: appCoordinator).start()
                appCoordinator.simulateBackSwipe()
            }
        } matching: { issue in
            count.add()
            return issue.sourceLocation?.line == SuiteHoldingItsAppCoordinator.appCoordinatorLine
        }
        #expect(count.value == 2)
    }

    // Catches: an app coordinator let go off the main thread handing its check to a trait that is not there (a
    // cycle would then go unreported): without the trait it still reports at its end, by name.
    @Test func withoutTheTraitAnAppCoordinatorLetGoOffTheMainThreadStillReportsAtItsEnd() async {
        await withKnownIssue {
            await Self.letASuiteWithACycleGoOffTheMainThread()
        } matching: { issue in
            issue.isFailure(
                "TestAppCoordinator: CyclicCoordinator released by the app coordinator but still alive when the app coordinator went, and no coordinator the app retains references it: either the test still held it (a local, or a property declared after the app coordinator; add the .detectsMemoryLeaks trait to check once the test's values are gone) or a retain cycle keeps it (capture self weakly in its closures)",
                at: SuiteHoldingItsAppCoordinator.appCoordinatorLine)
        }
    }

    /// Makes a suite's instance, leaks a cycle with its app coordinator, and lets the instance go here, off the
    /// main actor, as Swift Testing lets a suite's instance go.
    private nonisolated static func letASuiteWithACycleGoOffTheMainThread() async {
        let suite = await SuiteHoldingItsAppCoordinator()
        await MainActor.run {
            CyclicCoordinator(appCoordinator: suite.appCoordinator).start()
            suite.appCoordinator.simulateBackSwipe()
        }
    }

    /// The line whose app coordinator a failure of `setUp` is reported at.
    private nonisolated static func line(of setUp: AppCoordinatorSetUp) -> Int {
        setUp == .local ? localLine : SuiteHoldingItsAppCoordinator.appCoordinatorLine
    }

    private nonisolated static let localLine = #line + 12

    /// Runs `body` with an app coordinator kept as `setUp` says, inside the `.detectsMemoryLeaks` trait's scope,
    /// as Swift Testing runs a test of a suite that has the trait: the suite's instance made for the test, and
    /// let go when the test's function returns, off the main actor.
    private static func runWithTheTrait(
        _ setUp: AppCoordinatorSetUp, _ body: @escaping @MainActor @Sendable (TestAppCoordinator) -> Void
    ) async throws {
        try await MemoryLeakDetectionTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            switch setUp {
            case .local:
                await MainActor.run {
                    let appCoordinator = TestAppCoordinator(rootViewController: TestScreen("root"))
                    body(appCoordinator)
                }
            case .suiteProperty:
                let suite = await SuiteHoldingItsAppCoordinator()
                await MainActor.run { body(suite.appCoordinator) }
            case .suitePropertyOnTheMainActor:
                await MainActor.run {
                    let suite = SuiteHoldingItsAppCoordinator()
                    body(suite.appCoordinator)
                }
            }
        }
    }
}

/// Counts the issues a `withKnownIssue` matched, from any thread.
final class IssueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() {
        lock.withLock { count += 1 }
    }
}
