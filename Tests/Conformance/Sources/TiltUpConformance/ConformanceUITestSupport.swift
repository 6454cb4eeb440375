import TiltUp

/// What a conformance UI test needs besides its gestures: which scenarios to launch the host app with, how to
/// tell the app which, and the comparison of what the app read back with the scenario and with the headless
/// model under the same rules. The UI test target itself only makes gestures and reads the app's status.
@MainActor
public enum ConformanceUITestSupport {
    /// The launch environment's key naming the scenario the host app runs.
    public static let scenarioKey = "TILTUP_CONFORMANCE_SCENARIO"
    /// The launch environment's key naming the rules, "uiKit" or "swiftUI": UIKit's front end or `RouterView`.
    public static let rulesKey = "TILTUP_CONFORMANCE_RULES"
    /// The accessibility identifier of the element whose value is the host's status (``ConformanceUIStatus``).
    public static let statusIdentifier = "conformance.status"
    /// The accessibility identifier of the button the UI test taps once it made a gesture.
    public static let gestureMadeIdentifier = "conformance.gestureMade"

    /// The launch environment that runs `scenario` under `rules`.
    public static func environment(for scenario: ConformanceScenario, rules: ConformanceRules) -> [String: String] {
        [scenarioKey: scenario.name, rulesKey: rules.rawValue]
    }

    /// The scenario and rules a launch environment asks for; `nil` when it asks for none (the example app
    /// runs), or names no scenario of the suite.
    public static func requested(in environment: [String: String]) -> (scenario: ConformanceScenario, rules: ConformanceRules)? {
        guard let name = environment[scenarioKey], let scenario = ConformanceScenario.all.first(where: { $0.name == name }) else {
            return nil
        }
        return (scenario, environment[rulesKey].flatMap(ConformanceRules.init(rawValue:)) ?? .uiKit)
    }

    /// What is wrong with `run`, read back from the host app on `device`, against `scenario` and against the
    /// headless model's run under the same rules; empty when it conforms, or when the plan does not cover it
    /// there. A run the plan covers that did not run, or stopped at a gesture not made (the UI test did not say
    /// it made it in time, or the app could not do its part), fails: a device where nothing is made is no pass.
    ///
    /// - Parameters:
    ///   - run: what the app read back from UIKit or SwiftUI.
    ///   - scenario: the scenario it ran.
    ///   - rules: the front end's rules.
    ///   - device: where it ran.
    /// - Returns: each difference, for a failure.
    public static func failures(
        of run: ConformanceRun, scenario: ConformanceScenario, rules: ConformanceRules, on device: ConformanceDevice
    ) async -> [String] {
        guard run.isCovered else {
            guard ConformanceUIPlan.notCovered(scenario, on: device) == nil else { return [] }
            let stopped = run.notRun.map { "it did not run (\($0))" } ?? run.uncovered.map { "\($0) was not made, or not in time" } ?? "?"
            return ["\(scenario.name): the plan makes every gesture on \(device), and \(stopped)"]
        }
        var found: [String] = []
        if let mismatch = run.mismatch(with: scenario, .platform) {
            found.append(mismatch)
        }
        if scenario.knownModelBug(under: rules) == nil {
            let model = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
            if let mismatch = run.journalMismatch(with: model, scenario: scenario, .platform) {
                found.append(mismatch)
            }
        }
        return found
    }

    /// Why `run` on `device` is not compared, for the list the UI test prints: the plan's reason, and what the
    /// front end could not read back; `nil` when it was compared in full.
    public static func notCompared(_ run: ConformanceRun, scenario: ConformanceScenario, on device: ConformanceDevice) -> String? {
        if let reason = ConformanceUIPlan.notCovered(scenario, on: device) {
            return "\(scenario.name): not covered (\(reason))"
        }
        guard run.isCovered, !run.notReadBack.isEmpty else { return nil }
        return "\(scenario.name): not read back: \(run.notReadBack.map(\.description).joined(separator: ", "))"
    }
}
