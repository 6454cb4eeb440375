import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

// The testing article's recipe for an awaited flow, run against the example app's plan picker.

enum TestingArticleFlows {
    // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
    @MainActor
    final class PlanSettingsCoordinator: Coordinator {
        private(set) var plan = Plan.basic

        func choosePlan() async {
            if let chosen = await PlanCoordinator(parent: self, current: plan, factory: StubScreenFactory()).run() {
                plan = chosen
            }
        }
    }

    @MainActor
    @Suite(.detectsMemoryLeaks) struct PlanSettingsCoordinatorTests {
        let appCoordinator = TestAppCoordinator()

        @Test func confirmingAPlanAnswersIt() async throws {
            let settings = PlanSettingsCoordinator(appCoordinator: appCoordinator)
            let choosing = Task { await settings.choosePlan() }

            let picker = try await appCoordinator.waitForCoordinator(PlanCoordinator.self)
            picker.viewModel.selectRow(at: IndexPath(row: 2, section: 0))
            picker.viewModel.tappedConfirm()
            await choosing.value

            #expect(settings.plan == .premium)
            #expect(appCoordinator.retainedCoordinators.isEmpty)
        }
    }
    // docs-twin-end
}
