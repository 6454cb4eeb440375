#if canImport(UIKit) && os(iOS)
import TiltUp
import TiltUpConformance
import XCTest

/// The conformance scenarios on UIKit and on SwiftUI (`RouterView`), in a window on the simulator (the Apple
/// workflow's `xcodebuild test`): a scenario fails where UIKit or SwiftUI does something the headless model
/// does not, or where its journal differs from the one the headless front end under the same rules records.
/// The gestures no API makes are listed as not covered.
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
    private func check(
        _ name: String, rules: HeadlessConformanceDriver.Rules, driver: () -> some ConformanceDriver
    ) async {
        var uncovered: [String] = []
        for scenario in ConformanceScenario.all {
            let run = await ConformanceRunner.run(scenario, on: driver())
            let model = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
            if let mismatch = run.mismatch(with: scenario) {
                XCTFail("\(name): \(mismatch)")
            }
            if let mismatch = run.journalMismatch(with: model, scenario: scenario) {
                XCTFail("\(name): \(mismatch)")
            }
            if let gesture = run.uncovered {
                uncovered.append("\(scenario.name) (\(gesture))")
            }
        }
        print("not covered on \(name): \(uncovered.isEmpty ? "none" : uncovered.joined(separator: "; "))")
    }
}
#endif
