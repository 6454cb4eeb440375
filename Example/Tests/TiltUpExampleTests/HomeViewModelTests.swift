import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

@MainActor
@Suite struct HomeViewModelTests {
    @Test(arguments: [false, true])
    func loadingShowsALoadingCycleThenTheRowsAndTotal(_ later: Bool) async {
        let service = FakeOrderService(answersLater: later)
        let viewModel = HomeViewModel(name: "Lisa", service: service)
        let totals = TestObserver<String>()
        viewModel.viewObservers.total = totals.observer

        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            viewModel.start()
        }

        #expect(viewModel.numberOfRows == 3)
        #expect(viewModel.rowText(at: 0) == "Storage bin — $12.50")
        #expect(viewModel.totalInCents == 4_748)
        totals.assertValues(["$47.48"])
    }

    @Test func aFailedLoadShowsAnAlertThatOffersToRetry() async throws {
        let service = FakeOrderService(failure: OrderServiceError(message: "Offline"))
        let viewModel = HomeViewModel(name: "Lisa", service: service)
        var alert: AlertModel?

        await waitForBaseViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .presentAlert]) {
            viewModel.loadOrders()
        }
        viewModel.viewObservers.presentAlert = { alert = $0 }
        viewModel.loadOrders()
        let shown = try assertUnwrap(alert)
        #expect(
            shown
                == AlertModel(
                    title: "Could not load orders", message: "Offline",
                    actions: [
                        .init(title: "Retry"), .init(title: "Cancel", style: .cancel),
                    ]))

        service.failure = nil
        await waitForBaseTableViewObservers(viewModel.viewObservers, expectationTypes: [.loadingCycle, .reloadData]) {
            shown.action(titled: "Retry")?.trigger()
        }
        #expect(viewModel.numberOfRows == 3)
    }

    @Test func choosingAPlanShowsItsName() {
        let viewModel = HomeViewModel(name: "Lisa", service: FakeOrderService())
        let plans = TestObserver<String>()
        viewModel.viewObservers.plan = plans.observer
        viewModel.start()
        viewModel.didChoose(.premium)
        plans.assertValues(["Basic", "Premium"])
    }

    @Test func pricesAreFormattedAsDollars() {
        #expect(Order.format(cents: 0) == "$0.00")
        #expect(Order.format(cents: 5) == "$0.05")
        #expect(Order.format(cents: 4_748) == "$47.48")
        #expect(Order.format(cents: -120) == "-$1.20")
    }
}
