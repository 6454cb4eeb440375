import Testing
import TiltUp
import TiltUpConformance

/// The conformance scenarios on the headless front ends, under UIKit's rules and SwiftUI's: each does what
/// the model says. On an iOS simulator the same scenarios run on UIKit (UIKitConformanceTests).
@MainActor
@Suite struct HeadlessConformanceTests {
    @Test(arguments: ConformanceScenario.all, HeadlessConformanceDriver.Rules.allCases)
    func eachScenarioDoesWhatTheModelSaysOnTheHeadlessFrontEnds(
        _ scenario: ConformanceScenario, _ rules: HeadlessConformanceDriver.Rules
    ) async {
        let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(run.uncovered == nil, "the headless front ends make every gesture")
        #expect(run.mismatch(with: scenario) == nil)
    }

    @Test(arguments: ConformanceScenario.all)
    func theJournalsOfUIKitsAndSwiftUIsRulesRecordTheSameChangesAndCauses(_ scenario: ConformanceScenario) async {
        let uiKit = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        let swiftUI = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.swiftUI))
        #expect(!uiKit.journal.isEmpty, "every scenario changes something")
        #expect(swiftUI.journalMismatch(with: uiKit, scenario: scenario) == nil)
    }

    @Test func theJournalNamesASplitViewAndATabBarByTheirRoleOnEveryFrontEnd() async throws {
        let split = try #require(ConformanceScenario.all.first { $0.steps.contains(.split(sidebar: "list", detail: "item")) })
        let tabs = try #require(ConformanceScenario.all.first { $0.steps.contains(.tabs(["home", "orders"])) })
        for rules in HeadlessConformanceDriver.Rules.allCases {
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
        right.uncovered = .cancelledBackSwipe
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
        run.uncovered = .cancelledBackSwipe
        #expect(run.mismatch(with: scenario) == nil, "a gesture the front end cannot make is listed, not failed")
    }
}
