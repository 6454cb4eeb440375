import TiltUp
import TiltUpTest

// Calls spelled as TiltUp 6's prereleases spelled them, renamed in 6.0.0 so that each concept has one
// word: each still compiles, with a warning that names the new spelling.

@MainActor
func callsOfPrereleaseSpellings(_ router: Router, _ tabBarRouter: TabBarRouter, _ appCoordinator: TestAppCoordinator) {
    // expect: warning: 'observeNavigation' is deprecated: renamed to 'observe(_:)'
    let navigation = router.observeNavigation { _ in }
    // expect: warning: 'observeTabs' is deprecated: renamed to 'observe(_:)'
    let tabs = tabBarRouter.observeTabs { _ in }
    // expect: warning: 'dismissModal(animated:completion:)' is deprecated: renamed to 'dismissModal(animated:dismissHandler:)'
    router.dismissModal(animated: false, completion: {})
    // expect: warning: 'visibleViewController' is deprecated: renamed to 'visibleScreen'
    _ = appCoordinator.visibleViewController
    navigation.dispose()
    tabs.dispose()
}

struct Order: Identifiable, Equatable {
    let id: Int
}

struct OrdersValues {
    var orders = ListState<ListSectionTitle, Order>()
}

@MainActor
func callOfFollow(_ state: ScreenState<OrdersValues>, _ feed: ListFeed<ListSectionTitle, Order>) {
    // expect: warning: 'follow(_:at:)' is deprecated: renamed to 'observe(_:into:)'
    let observation = state.follow(feed, at: \.orders)
    observation.dispose()
}

// The TiltUp 5 spelling of a dismissal's callback compiles again, with no warning.
@MainActor
func callOfTheTiltUp5Dismissal(_ router: Router) {
    router.dismissModal(dismissHandler: {})
}
