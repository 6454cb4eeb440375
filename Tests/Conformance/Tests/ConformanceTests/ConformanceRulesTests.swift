import Testing
import TiltUp
import TiltUpConformance

/// The rules of the conformance suite's own machinery (the runner, the comparisons, the headless driver), each
/// pinned where the scenarios alone would not notice it broken.
@MainActor
@Suite struct ConformanceRulesTests {
    /// The headless driver under `rules`, counting the runner's waits and refusing `refused` as a front end
    /// that cannot make that gesture does.
    @MainActor private final class CountingDriver: ConformanceDriver {
        let base: HeadlessConformanceDriver
        private let refused: ConformanceGesture?
        private(set) var settles = 0

        init(_ rules: HeadlessConformanceDriver.Rules, refusing refused: ConformanceGesture? = nil) {
            base = HeadlessConformanceDriver(rules)
            self.refused = refused
        }

        var name: String { base.name }
        var appCoordinator: AppCoordinator { base.appCoordinator }
        func prepare(for scenario: ConformanceScenario) -> String? { base.prepare(for: scenario) }
        func makeModalRouter() -> Router { base.makeModalRouter() }

        func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
            guard gesture != refused else { return false }
            return await base.perform(gesture, in: context)
        }

        func settle() async { settles += 1 }
    }

    /// The window's stack of a headless driver.
    private static func windowStack(of driver: some ConformanceDriver) -> HeadlessNavigationController {
        #if canImport(UIKit)
        driver.appCoordinator.router.navigationController as! HeadlessNavigationController
        #else
        driver.appCoordinator.router.navigationController
        #endif
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func aGestureTheFrontEndCannotMakeStopsTheScenarioWhichIsListedNotFailed(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "refused", steps: [.push("a"), .user(.back), .push("b")], runs: ["pop a"], screens: ["root", "b"])
        let run = await ConformanceRunner.run(scenario, on: CountingDriver(rules, refusing: .back))
        #expect(run.uncovered == .back)
        #expect(run.runs.isEmpty)
        #expect(run.journal == ["pushed ConformanceScreen (the app)"], "the steps before it are recorded, none after")
        #expect(run.mismatch(with: scenario) == nil)
    }

    @Test func theRunnerWaitsForTheFrontEndToSettleAfterTheRootAndAfterEveryStep() async throws {
        let scenario = try #require(ConformanceScenario.all.first { $0.steps.count > 3 })
        let driver = CountingDriver(.uiKit)
        _ = await ConformanceRunner.run(scenario, on: driver)
        #expect(driver.settles == scenario.steps.count + 1)
    }

    @Test(arguments: [
        [ConformanceStep.pop], [.present("sheet", .pageSheet), .pop], [.tabs(["home", "orders"]), .pop],
        [.split(sidebar: "list", detail: "item"), .pop],
    ])
    func theRunRecordsTheDiagnosticsOfTheWindowAModalATabAndAColumn(_ steps: [ConformanceStep]) async {
        let scenario = ConformanceScenario("pop the root", steps: steps, runs: [], screens: [])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        #expect(run.diagnostics.count == 1, "popping the first screen of the stack on top is refused, and says so")
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func aTabSelectedWhileAModalIsUpLeavesTheModalOnTop(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "tab under a modal", steps: [.tabs(["home", "orders"]), .present("sheet", .pageSheet), .user(.selectTab(1))],
            runs: ["pop root"], screens: ["sheet"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.mismatch(with: scenario) == nil)
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func aClosedWindowRunsEachTabsRootHandlerUnderItsOwnName(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "closed tabs", steps: [.tabs(["home", "orders"]), .user(.closeWindow)], runs: [], screens: [])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.runs.sorted() == ["pop home", "pop orders", "pop root"])
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func theBackButtonOfAModalOverACollapsedSplitViewPopsTheModalsStack(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "modal over a collapsed split",
            steps: [
                .split(sidebar: "list", detail: "item"), .user(.width(.compact)), .present("sheet", .pageSheet), .push("a"),
                .user(.back),
            ],
            runs: ["pop root", "pop a"], screens: ["sheet"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.mismatch(with: scenario) == nil)
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases, [SizeClass.compact, .regular])
    func aWidthChangeWhileAModalIsUpChangesTheWindowsWidth(_ rules: HeadlessConformanceDriver.Rules, _ width: SizeClass) async {
        let scenario = ConformanceScenario(
            "width under a modal", steps: [.present("sheet", .pageSheet), .user(.width(width))], runs: [], screens: ["sheet"])
        let driver = HeadlessConformanceDriver(rules)
        _ = await ConformanceRunner.run(scenario, on: driver)
        #expect(Self.windowStack(of: driver).horizontalSizeClass == width)
    }

    @Test func aRunWhoseHandlersScreensOrJournalDifferFromTheModelsInNameAloneFails() {
        let scenario = ConformanceScenario(
            "names", steps: [], runs: ["pop a"], screens: ["root", "a"], journal: ["pushed A (the app)"])
        var run = ConformanceRun()
        run.runs = ["pop a"]
        run.screens = ["root", "a"]
        run.journal = ["pushed A (the app)"]
        #expect(run.mismatch(with: scenario) == nil)
        run.runs = ["pop b"]
        #expect(run.mismatch(with: scenario)?.contains("handlers ran") == true)
        run.runs = ["pop a"]
        run.screens = ["root", "b"]
        #expect(run.mismatch(with: scenario)?.contains("the user sees") == true)
        run.screens = ["root", "a"]
        run.journal = ["pushed B (the app)"]
        #expect(run.mismatch(with: scenario)?.contains("the journal recorded") == true)
    }

    @Test func aRunThatWasNotCoveredIsNotComparedWithAnotherFrontEndsJournal() {
        let scenario = ConformanceScenario("uncovered", steps: [], runs: [], screens: ["root"])
        var notCovered = ConformanceRun()
        notCovered.uncovered = .begin(.backSwipe)
        var model = ConformanceRun()
        model.journal = ["popped 1 (the app)"]
        #expect(notCovered.journalMismatch(with: model, scenario: scenario) == nil)
        #expect(model.journalMismatch(with: notCovered, scenario: scenario) == nil)
    }

    @Test func theHeadlessDriversSayWhoseRulesTheyFollow() {
        #expect(HeadlessConformanceDriver(.uiKit).name == "headless, UIKit's rules")
        #expect(HeadlessConformanceDriver(.swiftUI).name == "headless, SwiftUI's rules")
    }
}
