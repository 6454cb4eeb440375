import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

#if canImport(Observation)
import Observation
#endif

// A screen in three declarations (its values, a view model that owns its ScreenState, a view that holds
// only the model), as the SwiftUI navigation article writes it: what the view would show is tested through
// the model the screen hosts, on every front end.

private struct BasketValues: Equatable {
    var total = ""
}

@MainActor
private final class BasketViewModel {
    let state = ScreenState(BasketValues())
    var checkout: () -> Void = {}
    private(set) var answers: [String] = []

    func start() {
        state.loadingState = .loading("Adding up")
        state.values.total = "$12.50"
        state.loadingState = .notLoading
    }

    func emptyTapped() {
        state.present(
            AlertModel(
                title: "Empty the basket?", message: nil,
                actions: [
                    .init(title: "Empty", style: .destructive) { [weak self] in self?.answers.append("empty") },
                    .init(title: "Keep", style: .cancel) { [weak self] in self?.answers.append("keep") },
                ]))
    }
}

/// The view, as Linux compiles it: its `body` (the article's `ScreenStateReader`) exists where UIKit does.
private struct BasketView: HostableView, ViewModelBacked {
    let viewModel: BasketViewModel
}

private final class BasketCoordinator: Coordinator {
    private(set) var checkouts = 0

    override func start() {
        let viewModel = BasketViewModel()
        viewModel.checkout = { [weak self] in self?.checkouts += 1 }
        router.push(view: BasketView(viewModel: viewModel), title: "Basket", retaining: self)
        viewModel.start()
    }
}

/// Counts the changes Observation reports.
private final class Changes: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

@MainActor
@Suite struct ScreenStateOwnedByItsModelTests {
    @Test(arguments: TestFrontEnd.allCases)
    func whatTheViewWouldShowIsReadThroughTheHostedModel(frontEnd: TestFrontEnd) async throws {
        let appCoordinator = TestAppCoordinator(navigationController: frontEnd.makeNavigationController())
        let basket = BasketCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: basket)

        let viewModel = try appCoordinator.router.hostedModel(as: BasketViewModel.self)
        #expect(viewModel.state.values.total == "$12.50")
        #expect(viewModel.state.loadingState == .notLoading)

        viewModel.checkout()
        #expect(basket.checkouts == 1)

        viewModel.emptyTapped()
        #expect(viewModel.state.alert?.model.title == "Empty the basket?")
        #expect(viewModel.state.isAlertPresented)
        viewModel.state.answerAlert(actionAt: 1)
        await waitForMainQueue()
        #expect(viewModel.answers == ["keep"])
        #expect(!viewModel.state.isAlertPresented)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theModelAndItsStateGoWithTheScreen(frontEnd: TestFrontEnd) throws {
        let appCoordinator = TestAppCoordinator(navigationController: frontEnd.makeNavigationController())
        appCoordinator.start(coordinator: BasketCoordinator(appCoordinator: appCoordinator))
        weak var viewModel: BasketViewModel?
        weak var state: ScreenState<BasketValues>?
        do {
            let model = try appCoordinator.router.hostedModel(as: BasketViewModel.self)
            viewModel = model
            state = model.state
        }
        appCoordinator.router.push(view: BasketView(viewModel: BasketViewModel()), animated: false)
        appCoordinator.router.replaceRoot(with: BasketView(viewModel: BasketViewModel()), animated: false)

        #expect(viewModel == nil)
        #expect(state == nil)
    }

    @Test func reloadDataCountsAsTheObserverDoes() {
        let state = ScreenState(BasketValues())
        state.reloadData()
        state.reloadData()
        #expect(state.reloadCount == 2)
    }

    #if canImport(Observation)
    @Test func whatTheModelSetsReachesAViewThatObservesIt() {
        let state = ScreenState(BasketValues())
        let changes = Changes()
        withObservationTracking {
            _ = state.loadingState
            _ = state.reloadCount
        } onChange: {
            changes.add()
        }
        state.values.total = "not read, not tracked"
        #expect(changes.value == 0)
        state.loadingState = .loading("Adding up")
        #expect(changes.value == 1)

        withObservationTracking {
            _ = state.reloadCount
        } onChange: {
            changes.add()
        }
        state.reloadData()
        #expect(changes.value == 2)
    }
    #endif
}
