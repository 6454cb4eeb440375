import Testing
import TiltUp
import TiltUpConformance

/// The screens a front end whose stacks are TiltUp's own reads back from its windows (SwiftUI's, on iOS and on a
/// Mac): what the run records, so that a window showing another screen than the model's fails the comparison.
@MainActor
@Suite struct ConformanceReadBackTests {
    /// The headless driver, whose window is made to show `shown` on top, as a platform's windows would.
    final class ShowingDriver: ConformanceDriver {
        let model: HeadlessConformanceDriver
        let shown: [String]
        init(showing shown: [String]) {
            model = HeadlessConformanceDriver(.swiftUI)
            self.shown = shown
        }
        var name: String { "showing \(shown)" }
        var rules: ConformanceRules { model.rules }
        var appCoordinator: AppCoordinator { model.appCoordinator }
        func prepare(for scenario: ConformanceScenario) -> String? { model.prepare(for: scenario) }
        func makeModalRouter() -> Router { model.makeModalRouter() }
        func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
            await model.perform(gesture, in: context)
        }
        func settle() async { await model.settle() }
        func screens(shown stack: [String]) -> [String] {
            ConformanceShownScreens.screens(stack, shown: shown)
        }
    }

    static let scenario = ConformanceScenario(
        "a sheet over a pushed screen", steps: [.push("a"), .present("sheet", .pageSheet)], runs: [], screens: ["sheet"])

    @Test func aWindowShowingTheStacksTopScreenReadsBackTheStack() async {
        let run = await ConformanceRunner.run(Self.scenario, on: ShowingDriver(showing: ["sheet"]))
        #expect(run.screens == ["sheet"])
        #expect(run.mismatch(with: Self.scenario, .platform) == nil)
    }

    @Test func aWindowShowingAnotherScreenThanTheModelsFailsTheComparison() async {
        // The sheet the model holds never came up: the window still shows the pushed screen.
        let run = await ConformanceRunner.run(Self.scenario, on: ShowingDriver(showing: ["a"]))
        #expect(run.screens == ["a"])
        #expect(run.mismatch(with: Self.scenario, .platform) != nil)
    }

    @Test func aWindowShowingNoScreenReadsBackTheStackWithoutItsTop() async {
        let run = await ConformanceRunner.run(Self.scenario, on: ShowingDriver(showing: []))
        #expect(run.screens.isEmpty)
        #expect(run.mismatch(with: Self.scenario, .platform) != nil)
    }

    @Test func theHostAppsRunReadsTheScreensBackAsItsFrontEndDoes() async {
        // The host app's driver (the UI tests') asks its front end, not the stack: the sheet never came up.
        let channel = ConformanceUIChannel(patience: 0.05)
        let remote = RemoteConformanceDriver(ShowingDriver(showing: ["a"]), on: .iPhone, channel: channel) { gesture, index, _ in
            ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
        let run = await remote.run(Self.scenario)
        #expect(run.screens == ["a"])
    }

    @Test func theScreensUnderTheTopAreTheStacksWhichThePlatformDoesNotDraw() {
        #expect(ConformanceShownScreens.screens(["root", "a", "b"], shown: ["list", "b"]) == ["root", "a", "b"])
        #expect(ConformanceShownScreens.screens(["root", "a", "b"], shown: ["list", "c"]) == ["root", "a", "list", "c"])
        #expect(ConformanceShownScreens.screens([], shown: ["root"]).isEmpty)
    }
}
