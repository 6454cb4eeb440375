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
        var rules: ConformanceRules { base.rules }
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

    @Test(
        arguments: HeadlessConformanceDriver.Rules.allCases, [ConformanceGesture.toggleSidebar, .selectTab(0), .hideTab(0), .cancelSearch])
    func aGestureOfATabBarOrSplitViewTheWindowDoesNotHaveIsNotMadeOnTheModel(
        _ rules: HeadlessConformanceDriver.Rules, _ gesture: ConformanceGesture
    ) async {
        let scenario = ConformanceScenario("no container", steps: [.push("a"), .user(gesture)], runs: [], screens: ["root", "a"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.uncovered == gesture, "a driver that says it made a gesture no user can make tests nothing")
        #expect(!run.isCovered)
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func theSidebarButtonOfASplitViewReachesTheSplitView(_ rules: HeadlessConformanceDriver.Rules) async {
        // Side by side the split hides its sidebar, with no report; collapsed it refuses, and says so: a driver
        // that made nothing would report nothing in either width.
        let steps: [ConformanceStep] = [.split(sidebar: "list", detail: "item"), .user(.toggleSidebar)]
        let regular = ConformanceScenario("split sidebar", width: .regular, steps: steps, runs: ["pop root"], screens: ["item"])
        let regularRun = await ConformanceRunner.run(regular, on: HeadlessConformanceDriver(rules))
        #expect(regularRun.isCovered)
        #expect(regularRun.mismatch(with: regular) == nil)
        #expect(regularRun.diagnostics.isEmpty)
        let compact = ConformanceScenario("split sidebar", width: .compact, steps: steps, runs: ["pop root"], screens: ["item"])
        let compactRun = await ConformanceRunner.run(compact, on: HeadlessConformanceDriver(rules))
        #expect(compactRun.isCovered)
        #expect(compactRun.diagnostics == [.gestureUnavailable], "the collapsed split heard the button, and refused it")
    }

    @Test func underSwiftUIsRulesTheStacksWaitForOnDismissWhichTheDriverCallsWhenItSettles() async throws {
        let scenario = ConformanceScenario(
            "dismissed", steps: [.present("a", .pageSheet), .dismiss], runs: ["pop a", "dismiss a"], screens: ["root"])
        let driver = HeadlessConformanceDriver(.swiftUI)
        let run = await ConformanceRunner.run(scenario, on: driver)
        #expect(run.mismatch(with: scenario) == nil)
        let window = try #require(Self.windowStack(of: driver) as? NavigationStackController)
        #expect(window.waitsForOnDismiss, "as RouterView makes it")
        #expect(window.modalBeingDismissed == nil, "the driver called the sheet's onDismiss once the run settled")
        let uiKit = HeadlessConformanceDriver(.uiKit)
        _ = await ConformanceRunner.run(scenario, on: uiKit)
        #expect(!(Self.windowStack(of: uiKit) is NavigationStackController))
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func stepsInOneTurnAreTakenWithNoSettlingBetweenAndTheirGesturesCount(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "one turn", steps: [.push("a"), .inOneTurn([.push("b"), .user(.back), .pop])], runs: ["pop b", "pop a"],
            screens: ["root"])
        let driver = CountingDriver(rules)
        let run = await ConformanceRunner.run(scenario, on: driver)
        #expect(run.mismatch(with: scenario) == nil)
        #expect(driver.settles == 3, "after the root, the push, and the turn")
        #expect(scenario.gestures == [.back])
    }

    @Test func aModalPresentedOverTheWindowIsPresentedByTheWindowsRouter() async {
        let scenario = ConformanceScenario(
            "over the window", steps: [.tabs(["home", "orders"]), .presentOverWindow("alert", .formSheet), .dismiss],
            runs: ["pop root", "pop alert", "dismiss alert"], screens: ["home"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        #expect(run.mismatch(with: scenario) == nil, "the app's dismissal reaches the window's Router: \(run.journal)")
    }

    @Test(arguments: HeadlessConformanceDriver.Rules.allCases)
    func aRefusedGestureIsRecordedByItsIndexAmongTheGestures(_ rules: HeadlessConformanceDriver.Rules) async {
        let scenario = ConformanceScenario(
            "refusals", steps: [.push("a"), .user(.back), .user(.back), .user(.swipeDown)], runs: ["pop a"], screens: ["root"])
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.refusedGestures == [1, 2], "Back at the root, and a swipe-down with nothing presented")
    }

    @Test func theHeadlessDriversSayWhoseRulesTheyFollow() {
        #expect(HeadlessConformanceDriver(.uiKit).name == "headless, UIKit's rules")
        #expect(HeadlessConformanceDriver(.swiftUI).name == "headless, SwiftUI's rules")
    }
}
