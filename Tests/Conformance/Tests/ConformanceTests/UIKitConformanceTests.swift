#if canImport(UIKit) && os(iOS)
import TiltUpConformance
import XCTest

/// The conformance scenarios on UIKit, in a window on the simulator (the Apple workflow's `xcodebuild
/// test`): a scenario fails where UIKit does something the headless model does not. The gestures no API
/// makes are listed as not covered.
final class UIKitConformanceTests: XCTestCase {
    @MainActor
    func testEachScenarioDoesOnUIKitWhatTheModelSays() async {
        var uncovered: [String] = []
        for scenario in ConformanceScenario.all {
            let run = await ConformanceRunner.run(scenario, on: UIKitConformanceDriver())
            if let mismatch = run.mismatch(with: scenario) {
                XCTFail("UIKit: \(mismatch)")
            }
            if let gesture = run.uncovered {
                uncovered.append("\(scenario.name) (\(gesture))")
            }
        }
        print("not covered on UIKit: \(uncovered.isEmpty ? "none" : uncovered.joined(separator: "; "))")
    }
}
#endif
