#if canImport(UIKit) && os(iOS)
import TiltUp
import TiltUpConformance
import XCTest

/// The conformance scenarios on UIKit and on SwiftUI (`RouterView`), in a window of the test host on the
/// simulator or a Mac (the Apple workflow's `xcodebuild test`): a scenario fails where UIKit or SwiftUI does
/// something the headless model does not, or where its journal differs from the one the headless front end
/// records under the same rules. Only the gestures a unit test can make reach UIKit here; the others are
/// listed as not covered, and made by the conformance UI tests (Tests/Conformance/UITests).
final class UIKitConformanceTests: XCTestCase {
    @MainActor
    func testEachScenarioDoesOnUIKitWhatTheModelSays() async {
        await check("UIKit", rules: .uiKit) { UIKitConformanceDriver() }
    }

    @MainActor
    func testEachScenarioDoesOnSwiftUIWhatTheModelSays() async throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("RouterView needs iOS 16") }
        await check("SwiftUI", rules: .swiftUI) { SwiftUIConformanceDriver() }
    }

    @MainActor
    private func check(_ name: String, rules: ConformanceRules, driver: () -> some ConformanceDriver) async {
        var uncovered: [String] = []
        var notRun: [String] = []
        var compared = 0
        for scenario in ConformanceScenario.all where scenario.holds(under: rules) {
            let run = await ConformanceRunner.run(scenario, on: driver())
            if let gesture = run.uncovered {
                uncovered.append("\(scenario.name) (\(gesture))")
                continue
            }
            if let reason = run.notRun {
                notRun.append("\(scenario.name) (\(reason))")
                continue
            }
            compared += 1
            let model = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
            if let mismatch = run.mismatch(with: scenario, .platform) {
                XCTFail("\(name): \(mismatch)")
            }
            // Where the model is known to break the rule, its journal is not the one to compare with.
            if scenario.knownModelBug(under: rules) == nil, let mismatch = run.journalMismatch(with: model, scenario: scenario, .platform) {
                XCTFail("\(name): \(mismatch)")
            }
        }
        // Each scenario is compared, or listed with why not: a device where nothing could be compared fails.
        XCTAssertGreaterThan(compared, 0, "\(name): no scenario was compared on this device")
        print(
            "\(name): \(compared) scenarios compared; not covered by a unit test: \(uncovered.isEmpty ? "none" : uncovered.joined(separator: "; "))"
        )
        print("\(name): not run on this device: \(notRun.isEmpty ? "none" : notRun.joined(separator: "; "))")
    }
}
#endif
