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
