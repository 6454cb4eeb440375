import Foundation
import TiltUp

/// Runs every scenario on the headless model, under each front end's rules it holds under, and sorts what
/// differs from the scenarios: what `swift test` checks, and what the conformance self-test's runner runs with
/// each wrong rule planted in a copy of the model (`scripts/check-conformance.py --self-test`).
@MainActor
public enum ConformanceCheck {
    /// A scenario whose run under some rules differs from what it says.
    public struct Finding: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The scenario's name.
        public let scenario: String
        /// The rules it ran under.
        public let rules: ConformanceRules
        /// What differs.
        public let problem: String

        /// "[uiKit] what differs".
        public var description: String { "[\(rules)] \(problem)" }
    }

    /// What a check of the headless model found.
    public struct Outcome: Sendable, Codable {
        /// The mismatches of scenarios with no known model bug: each fails the check.
        public var failures: [Finding] = []
        /// The mismatches of scenarios marked with a known model bug, which another change fixes.
        public var knownFailures: [Finding] = []
        /// The scenarios marked with a known model bug that pass now: the mark must go.
        public var staleMarks: [Finding] = []
        /// How many runs the check made (a scenario under each of its rules).
        public var runCount = 0

        /// Whether the model does what every scenario says, known bugs aside, and no mark is stale.
        public var passes: Bool { failures.isEmpty && staleMarks.isEmpty }
    }

    /// Runs `scenarios` on the headless front ends under each of their rules.
    ///
    /// ```swift
    /// let outcome = await ConformanceCheck.run()
    /// outcome.failures  // [] on the model as documented
    /// ```
    ///
    /// - Parameter scenarios: the scenarios; every one of the suite by default.
    /// - Returns: what differs, sorted by the scenarios' marks.
    public static func run(_ scenarios: [ConformanceScenario] = ConformanceScenario.all) async -> Outcome {
        var outcome = Outcome()
        for scenario in scenarios {
            for rules in scenario.rules {
                outcome.runCount += 1
                let run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
                let finding = problem(of: run, scenario: scenario).map { Finding(scenario: scenario.name, rules: rules, problem: $0) }
                switch (scenario.knownModelBug(under: rules), finding) {
                case (nil, let finding?): outcome.failures.append(finding)
                case (nil, nil): break
                case (.some, let finding?): outcome.knownFailures.append(finding)
                case (let bug?, nil):
                    let problem = "\(scenario.name): passes, but is marked \"\(bug)\""
                    outcome.staleMarks.append(Finding(scenario: scenario.name, rules: rules, problem: problem))
                }
            }
        }
        return outcome
    }

    /// Runs the check and writes its outcome as JSON, one object, to standard output: what the conformance
    /// self-test's runner does with each wrong rule planted.
    ///
    /// ```swift
    /// exit(await ConformanceCheck.report())  // a runner's whole main.swift, with Foundation imported
    /// ```
    ///
    /// - Returns: the exit status: 0 when the model does what every scenario says (known bugs aside), else 1.
    public static func report() async -> Int32 {
        let outcome = await run()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = (try? encoder.encode(outcome)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        print(json)
        return outcome.passes ? 0 : 1
    }

    /// What is wrong with `run` of `scenario` on the headless model, or `nil`.
    static func problem(of run: ConformanceRun, scenario: ConformanceScenario) -> String? {
        if let notRun = run.notRun {
            return "\(scenario.name): did not run (\(notRun))"
        }
        if let gesture = run.uncovered {
            return "\(scenario.name): the headless front end did not make \(gesture)"
        }
        return run.mismatch(with: scenario, .model)
    }
}
