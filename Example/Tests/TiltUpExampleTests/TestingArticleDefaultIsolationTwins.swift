import TiltUp
import TiltUpExampleKit
import TiltUpTest
import XCTest

// The testing article's XCTest form for targets with default main-actor isolation, which compiles and
// runs in every mode: here, and under a new Xcode 26 target's settings (scripts/check-client-modes.sh).

// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
nonisolated final class HomeViewModelDefaultIsolationTests: XCTestCase {
    func testAFailedLoadShowsAnAlert() {
        let viewModel = MainActor.assumeIsolated {
            HomeViewModel(name: "Lisa", service: FakeOrderService(failure: OrderServiceError(message: "Offline")))
        }
        let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(calls.alert?.title, "Could not load orders")
    }

    @MainActor
    func testLoadingShowsOneRowPerOrder() async {
        let viewModel = HomeViewModel(name: "Lisa", service: FakeOrderService())
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(viewModel.numberOfRows, 3)
    }
}
// docs-twin-end
