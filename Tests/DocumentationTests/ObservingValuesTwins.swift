import Testing
import TiltUp
import TiltUpTest

// The ObservingValues article's types, at file scope as in an app.

// docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
final class CartViewModel {
    @Observable var itemCount = 0

    private let checkedOut = ObserverNotifier<Int>()
    /// Called with the order number after each checkout.
    var checkoutObservers: ObserverList<Int> { checkedOut.observerList }

    func checkOut() {
        checkedOut.notifyObservers(of: 42)
        itemCount = 0
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
@MainActor
final class CartBadge {
    private(set) var text = ""
    private var observation: Disposable?

    func bind(to viewModel: CartViewModel) {
        // observe: a main-actor observer, called on the main queue, that sets the badge's state directly.
        observation = viewModel.$itemCount.observe(observingCurrentValue: true) { [weak self] _, new in
            self?.text = "\(new)"
        }
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
@MainActor
final class CheckoutLog {
    private(set) var orders: [Int] = []

    /// Follows `checkouts` (a cart's `checkoutObservers.values`) until the cart goes.
    func follow(_ checkouts: AsyncStream<Int>) async {
        for await order in checkouts {
            orders.append(order)
        }
    }
}
// docs-twin-end

/// The article's tests, run as written.
@Suite struct ObservingValuesTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
    @Test func everyChangeIsDeliveredInOrder() {
        let viewModel = CartViewModel()
        let counts = TestObserver<Int>()
        let observation = viewModel.$itemCount.addObserver(on: nil) { _, new in counts.record(new) }

        viewModel.itemCount = 1
        viewModel.itemCount = 2
        counts.assertValues([1, 2])
        observation.dispose()
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUp/TiltUp.docc/ObservingValues.md
    @MainActor
    @Test func theBadgeShowsTheCountOnceTheMainQueueHasRun() async {
        let viewModel = CartViewModel()
        let badge = CartBadge()
        badge.bind(to: viewModel)

        viewModel.itemCount = 3
        #expect(badge.text == "")  // not yet: delivered on the main queue
        await waitForMainQueue()
        #expect(badge.text == "3")
    }
    // docs-twin-end

    @MainActor
    @Test func checkoutObserversHearTheOrderNumberThenTheCartEmpties() async {
        let viewModel = CartViewModel()
        viewModel.itemCount = 2
        let events = TestObserver<String>()
        let orders = viewModel.checkoutObservers.addObserver { events.record("order \($0)") }
        let counts = viewModel.$itemCount.addObserver(observingCurrentValue: true) { old, new in events.record("\(old) → \(new)") }
        viewModel.checkOut()
        events.assertValues([])
        await waitForMainQueue()
        events.assertValues(["2 → 2", "order 42", "2 → 0"])
        orders.dispose()
        counts.dispose()
    }

    @MainActor
    @Test func theCheckoutLogFollowsEveryOrderUntilTheCartGoes() async {
        var viewModel: CartViewModel? = CartViewModel()
        let log = CheckoutLog()
        let checkouts = viewModel!.checkoutObservers.values
        let following = Task { await log.follow(checkouts) }
        viewModel?.checkOut()
        viewModel?.checkOut()
        viewModel = nil  // the cart goes: the loop ends

        await following.value
        #expect(log.orders == [42, 42])
    }
}
