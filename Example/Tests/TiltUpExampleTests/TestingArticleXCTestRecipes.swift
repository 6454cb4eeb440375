import TiltUp
import TiltUpExampleKit
import TiltUpTest
import XCTest

// The testing article's XCTest recipes (a) and (b), as written for Swift 5 and Swift 6 targets. Under a
// new Xcode 26 target's default main-actor isolation they do not compile on Linux (the article says so
// and gives the form that does), so scripts/check-client-modes.sh leaves this file out there.

// XCTest finds only classes at the top level.

// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
final class HomeViewModelSynchronousTests: XCTestCase {
    func testAFailedLoadShowsAnAlert() {
        // Made on the main actor, which XCTest runs this synchronous method on, but does not say so.
        let viewModel = MainActor.assumeIsolated {
            HomeViewModel(name: "Lisa", service: FakeOrderService(failure: OrderServiceError(message: "Offline")))
        }
        let calls = waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(calls.alert?.title, "Could not load orders")  // `calls` is a value: no isolation needed.
    }

    func testLoadingShowsOneRowPerOrder() {
        let viewModel = MainActor.assumeIsolated { HomeViewModel(name: "Lisa", service: FakeOrderService()) }
        waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.loadOrders()
        }
        // The view model's properties are main-actor state, and so are the assertions that read them.
        MainActor.assumeIsolated {
            XCTAssertEqual(viewModel.numberOfRows, 3)
            XCTAssertEqual(viewModel.rowText(at: 0), "Storage bin — $12.50")
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
@MainActor
final class HomeViewModelAsyncTests: XCTestCase {
    private var service: FakeOrderService!
    private var viewModel: HomeViewModel!

    override func setUp() async throws {
        service = FakeOrderService(answersLater: true)
        viewModel = HomeViewModel(name: "Lisa", service: service)
    }

    func testRefreshShowsALoadingCycleThenTheRows() async {
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.loadOrders()
        }
        XCTAssertEqual(viewModel.numberOfRows, 3)
    }

    func testAFailedLoadOffersToRetry() async throws {
        service.failure = OrderServiceError(message: "Offline")
        let calls = await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        let retry = try XCTUnwrap(calls.alert?.actions.first { $0.title == "Retry" })
        service.failure = nil
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            retry.trigger()
        }
    }
}
// docs-twin-end
