import Testing
import TiltUp
@_spi(TiltUpTestInternals) import TiltUpTest
import TiltUpTestSupport

/// Observing with Swift concurrency: asynchronous sequences that end with their source, and main-actor
/// observers.
@MainActor
@Suite struct AsyncObservationTests {
    final class CartViewModel {
        @Observable var itemCount = 0
    }

    /// A main-actor view model that observes without `MainActor.assumeIsolated`.
    @MainActor
    final class BadgeViewModel {
        var badgeText = ""
        var observation: Disposable?

        init(cart: CartViewModel) {
            observation = cart.$itemCount.observe(observingCurrentValue: true) { [weak self] _, count in
                self?.badgeText = "\(count) items"
            }
        }
    }

    @Test func aPropertysValuesStartWithTheCurrentOneGiveEveryChangeAndEndWhenItGoes() async {
        var cart: CartViewModel? = CartViewModel()
        cart?.itemCount = 1
        let values = cart!.$itemCount.values
        cart?.itemCount = 2
        cart?.itemCount = 3
        cart = nil

        #expect(await elements(of: values) == [1, 2, 3])
    }

    @Test func aSequenceDroppedEndsItsObservation() {
        let notifier = ObserverNotifier<Int>()
        var values: AsyncStream<Int>? = notifier.observerList.values
        #expect(notifier.observerList.count == 1)
        _ = values
        values = nil
        #expect(notifier.observerList.count == 0)
    }

    @Test func aLoopCancelledEndsItsObservation() async {
        let notifier = ObserverNotifier<Int>()
        let values = notifier.observerList.values
        let loop = Task {
            for await _ in values {}
        }
        loop.cancel()
        await loop.value
        #expect(notifier.observerList.count == 0)
    }

    @Test func anObserverListsValuesComeInOrderAndEndWithTheNotifier() async {
        var notifier: ObserverNotifier<String>? = ObserverNotifier()
        let values = notifier!.observerList.values
        notifier?.notifyObservers(of: "a")
        notifier?.notifyObservers(of: "b")
        notifier = nil

        #expect(await elements(of: values) == ["a", "b"])
    }

    @Test func testObserverRecordsASequenceUntilItEnds() async {
        var cart: CartViewModel? = CartViewModel()
        let counts = TestObserver<Int>()
        let values = cart!.$itemCount.values
        cart?.itemCount = 4
        cart = nil

        await counts.record(values)

        counts.assertValues([0, 4])
    }

    @Test func aMainActorObserverUpdatesMainActorStateOnceTheMainQueueRuns() async {
        let cart = CartViewModel()
        let badge = BadgeViewModel(cart: cart)
        cart.itemCount = 2
        #expect(badge.badgeText == "", "not yet: the main queue runs it")

        await waitForMainQueue()

        #expect(badge.badgeText == "2 items")
        badge.observation?.dispose()
        cart.itemCount = 5
        await waitForMainQueue()
        #expect(badge.badgeText == "2 items")
    }

    @Test func aMainActorListObserverHearsEachValue() async {
        let notifier = ObserverNotifier<Int>()
        var heard: [Int] = []
        let observation = notifier.observerList.observe { heard.append($0) }
        notifier.notifyObservers(of: 1)
        notifier.notifyObservers(of: 2)
        await waitForMainQueue()
        #expect(heard == [1, 2])
        withExtendedLifetime(observation) {}
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRoutersEventsComeInOrderAndEndWhenItGoes(frontEnd: TestFrontEnd) async {
        var router: Router? = Router(navigationController: frontEnd.makeNavigationController())
        let events = router!.events
        let home = TestScreen("home")
        let detail = TestScreen("detail")
        router?.push(home, animated: false)
        router?.push(detail, animated: false)
        router?.pop(animated: false)
        router = nil

        let tops = await elements(of: events).compactMap { event -> String? in
            guard case .topViewControllerChanged(let top) = event else { return nil }
            return (top as? TestScreen)?.name ?? "none"
        }
        #expect(tops == ["home", "detail", "home"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aTabBarsEventsComeInOrderAndEndWhenItGoes(frontEnd: TestFrontEnd) async throws {
        var appCoordinator: AppCoordinator? = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        var tabs: TwoTabsCoordinator? = TwoTabsCoordinator(appCoordinator: appCoordinator!)
        appCoordinator?.start(coordinator: tabs!)
        let events = try #require(tabs?.tabBarRouter.events)
        tabs?.tabBarRouter.selectTab(at: 1)
        tabs?.tabBarRouter.selectTab(at: 0)
        tabs = nil
        appCoordinator = nil

        #expect(await elements(of: events) == [.tabSelected(index: 1), .tabSelected(index: 0)])
    }

    @Test func aListFeedsStatesStartWithTheCurrentListAndEndWhenItGoes() async {
        struct Row: Identifiable, Equatable {
            let id: Int
        }
        var feed: ListFeed<ListSectionTitle, Row>? = ListFeed(ListState(rows: [Row(id: 1)]))
        let states = feed!.states
        feed?.update(to: ListState(rows: [Row(id: 1), Row(id: 2)]))
        feed = nil

        #expect(await elements(of: states).map(\.rowCount) == [1, 2])
    }
}
