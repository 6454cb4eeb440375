import Testing
import TiltUp
import TiltUpConformance

/// The conformance scenarios on the headless front ends, under UIKit's rules and SwiftUI's, on each scenario's
/// platform: each does what the model says. On a simulator and a Mac the same scenarios run on UIKit and
/// SwiftUI (the Apple workflow's conformance UI tests).
@MainActor
@Suite struct HeadlessConformanceTests {
    /// Each scenario with each of the rules it holds under.
    nonisolated static let runs: [(ConformanceScenario, ConformanceRules)] = ConformanceScenario.all.flatMap { scenario in
        scenario.rules.map { (scenario, $0) }
    }

    @Test(arguments: runs)
    func eachScenarioDoesWhatTheModelSaysOnTheHeadlessFrontEnds(_ scenario: ConformanceScenario, _ rules: ConformanceRules) async {
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.notRun == nil)
        #expect(run.uncovered == nil, "the headless front ends make every gesture")
        if let bug = scenario.knownModelBug(under: rules) {
            withKnownIssue("\(bug) (the lead removes this mark once the fix is merged)") {
                #expect(run.mismatch(with: scenario) == nil)
            }
        } else {
            #expect(run.mismatch(with: scenario) == nil)
        }
    }

    /// The scenarios that hold under both rules and say nothing of a gesture begun: SwiftUI tells nothing of a
    /// gesture until it ends, so that a cancelled one records nothing there.
    nonisolated static let underBothRules = ConformanceScenario.all.filter { scenario in
        scenario.rules.count == 2 && scenario.knownModelBug == nil
            && !scenario.gestures.contains { if case .begin = $0 { true } else { false } }
    }

    @Test(arguments: underBothRules)
    func theJournalsOfUIKitsAndSwiftUIsRulesRecordTheSameChangesAndCauses(_ scenario: ConformanceScenario) async {
        let uiKit = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        let swiftUI = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.swiftUI))
        #expect(!uiKit.journal.isEmpty, "every scenario changes something")
        #expect(swiftUI.journalMismatch(with: uiKit, scenario: scenario) == nil)
    }

    @Test func theWholeSuitePassesOnTheModelButForTheScenariosMarkedWithAKnownModelBug() async {
        let outcome = await ConformanceCheck.run()
        #expect(outcome.failures == [])
        #expect(outcome.staleMarks == [], "a marked scenario that passes: remove its mark")
        #expect(outcome.runCount == Self.runs.count)
    }

    @Test func everyAreaTheModelClaimsHasScenariosOnEveryPlatform() {
        let names = ConformanceScenario.areas.map(\.name)
        #expect(names == ["stacks and modals", "platforms", "transitions", "tab bars", "sheets"])
        for platform in NavigationPlatform.allCases {
            #expect(ConformanceScenario.platforms.contains { $0.platform == platform }, "\(platform)")
            #expect(ConformanceScenario.transitions.contains { $0.platform == platform }, "\(platform)")
            #expect(ConformanceScenario.tabBars.contains { $0.platform == platform }, "\(platform)")
        }
        #expect(Set(ConformanceScenario.all.map(\.name)).count == ConformanceScenario.all.count, "names are unique")
    }

    @Test func theJournalNamesASplitViewAndATabBarByTheirRoleOnEveryFrontEnd() async throws {
        let split = try #require(ConformanceScenario.all.first { $0.steps.contains(.split(sidebar: "list", detail: "item")) })
        let tabs = try #require(ConformanceScenario.all.first { $0.steps.contains(.tabs(["home", "orders"])) })
        for rules in ConformanceRules.allCases {
            let splitRun = await ConformanceRunner.run(split, on: HeadlessConformanceDriver(rules))
            #expect(splitRun.journal.first == "replaced 1 by split view (the app)")
            let tabRun = await ConformanceRunner.run(tabs, on: HeadlessConformanceDriver(rules))
            #expect(tabRun.journal.first == "replaced 1 by tab bar (the app)")
        }
    }

    @Test func aScenarioThatSaysItsJournalFailsWhereTheJournalDiffers() async {
        let scenario = ConformanceScenario(
            "pinned", steps: [.push("a"), .user(.back)], runs: ["pop a"], screens: ["root"],
            journal: ["pushed ConformanceScreen (the app)", "popped 1 (the user's back swipe)"])
        var run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        #expect(run.mismatch(with: scenario) == nil)
        run.journal.removeLast()
        #expect(run.mismatch(with: scenario)?.contains("the journal recorded") == true)
    }

    @Test func journalsThatDifferBetweenFrontEndsSayHowAndNameTheGuess() {
        let scenario = ConformanceScenario("a guess", steps: [], runs: [], screens: ["root"], guess: "one report")
        var left = ConformanceRun()
        var right = ConformanceRun()
        left.journal = ["popped 1 (the user's back swipe)"]
        right.journal = ["popped 1 (the app)"]
        #expect(left.journalMismatch(with: right, scenario: scenario)?.hasSuffix("(the model's guess: one report)") == true)
        right.journal = left.journal
        #expect(left.journalMismatch(with: right, scenario: scenario) == nil)
        right.journal = []
        right.uncovered = .begin(.backSwipe)
        #expect(left.journalMismatch(with: right, scenario: scenario) == nil, "an uncovered run is listed, not compared")
    }

    @Test func aRunThatDiffersFromTheModelSaysHowAndNamesTheGuess() {
        let scenario = ConformanceScenario("a guess", steps: [], runs: ["pop a"], screens: ["root"], guess: "one report")
        var run = ConformanceRun()
        run.screens = ["root", "a"]
        let mismatch = run.mismatch(with: scenario)
        #expect(mismatch?.contains("handlers ran [], the model says [\"pop a\"]") == true)
        #expect(mismatch?.contains("the user sees [\"root\", \"a\"]") == true)
        #expect(mismatch?.hasSuffix("(the model's guess: one report)") == true)
        run.uncovered = .begin(.backSwipe)
        #expect(run.mismatch(with: scenario) == nil, "a gesture the front end cannot make is listed, not failed")
    }
}
