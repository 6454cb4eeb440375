import Testing
import TiltUp
import TiltUpTest

// The SwiftUI article's test, run here against the stand-in ReceiptView.

@MainActor
@Suite struct DocumentationSwiftUITestTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUIScreens.md
    @Test func receiptShowsItsTotalAndLeavesOnDone() throws {
        let appCoordinator = TestAppCoordinator(rootViewController: HomeScreen())
        let coordinator = ReceiptCoordinator(appCoordinator: appCoordinator)
        coordinator.start()

        let viewModel = try appCoordinator.router.hostedModel(as: ReceiptViewModel.self)
        let state = ScreenState(receipt: viewModel)
        viewModel.start()
        #expect(state.values.total == "$12.50")
        #expect(state.loadingState == .notLoading)

        viewModel.doneTapped()
        #expect(appCoordinator.retainedCoordinators.isEmpty)
    }
    // docs-twin-end
}
