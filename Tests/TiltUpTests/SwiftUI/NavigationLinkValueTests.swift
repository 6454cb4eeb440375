import Testing
import TiltUp
import TiltUpTestSupport

/// A `NavigationLink(value:)` in a screen of a `RouterView` stack is the user's tap: SwiftUI's append write
/// (`writeLink(_:)`) takes the value to the coordinator of that screen, as its `showRoute(_:)` would.
@MainActor
@Suite struct NavigationLinkValueTests {
    private func ordersStack(_ app: ShopApp) throws -> NavigationStackController {
        app.navigator.open([.orders])
        return try #require(app.tabRouter(1).navigationController as? NavigationStackController)
    }

    @Test func aLinksValueGoesToTheCoordinatorOfTheScreenAndTheScreenItShowsIsMarkedWithTheRoute() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        #expect(stack.writeLink(ShopRoute.order(7)))
        #expect(app.tabRouter(1).viewControllers.map { ($0 as? TestScreen)?.name } == ["orders", "order 7"])
        #expect(app.navigator.currentPath == [.orders, .order(7)])
        #expect(app.navigator.capture().foreground == [.orders, .order(7)])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aValueThatRouterViewPassesAsAnyHashableGoesToTheCoordinatorAsItsRoute() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        #expect(stack.writeLink(AnyHashable(ShopRoute.order(7))))
        #expect(app.navigator.currentPath == [.orders, .order(7)])
    }

    @Test func aLinkInAPushedScreenGoesToTheCoordinatorThatPushedIt() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        stack.writeLink(ShopRoute.order(7))
        #expect(stack.writeLink(ShopRoute.receipt))
        #expect(app.navigator.currentPath == [.orders, .order(7), .receipt])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func theLinkTappedAgainAfterBackShowsItsScreenOnceMore() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        #expect(stack.writeLink(ShopRoute.order(7)))
        stack.writePath([])  // the user's Back
        #expect(app.journal.runs == ["pop order 7"])
        #expect(stack.writeLink(ShopRoute.order(7)))
        #expect(app.tabRouter(1).viewControllers.count == 2)
        #expect(app.navigator.currentPath == [.orders, .order(7)])
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aDeclinedRouteIsReportedAndChangesNothing() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        #expect(!stack.writeLink(ShopRoute.profile))
        #expect(app.tabRouter(1).viewControllers.count == 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled])
    }

    @Test func aValueNoCoordinatorOfTheScreenTakesDoesNothingAsALinkWithNoDestination() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        #expect(!stack.writeLink(42))
        #expect(!stack.writeLink("order 7"))
        #expect(app.tabRouter(1).viewControllers.count == 1)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.routeNotHandled, .routeNotHandled])
        #expect(app.journal.diagnostics.first?.message.contains("Int") == true)
    }

    @Test func aLinkUnderAModalCannotBeTapped() throws {
        let app = ShopApp(.swiftUI)
        let stack = try ordersStack(app)
        app.tabRouter(1).presentModal(TestScreen("alert"), animated: false)
        #expect(!stack.writeLink(ShopRoute.order(7)))
        #expect(app.tabRouter(1).viewControllers.count == 1)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable])
    }

    @Test func aGuardedRouteRunsItsFlowFirstAndIsShownWhenItSucceeds() {
        let app = ValueLinkApp()
        #expect(!app.stack.writeLink(ValueLinkRoute.locked))
        #expect(app.router.viewControllers.count == 1, "nothing yet: the flow runs first")
        #expect(app.coordinator.flows.count == 1)
        app.coordinator.unlocked = true
        app.coordinator.flows.first?.succeed()
        #expect(app.router.viewControllers.count == 2)
        #expect(app.navigator.currentPath == [.locked])
    }

    @Test func aModalStacksLinkGoesToTheCoordinatorThatPresentedIt() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .settings])
        let settings = try #require(app.tabRouter(1).presentedRouter)
        let stack = try #require(settings.navigationController as? NavigationStackController)
        #expect(stack.writeLink(ShopRoute.help))
        #expect(app.navigator.currentPath == [.orders, .settings, .help])
    }
}

/// The routes of ``ValueLinkApp``.
enum ValueLinkRoute: Hashable {
    case open, locked
}

/// One SwiftUI stack whose coordinator guards a route with a flow.
@MainActor
final class ValueLinkApp {
    final class Root: Coordinator, RouteHandling {
        var unlocked = false
        var flows: [RouteFlow] = []

        override func start() {
            router.push(TestScreen("root"), retaining: self, animated: false)
        }

        func handle(_ route: ValueLinkRoute) -> RouteDecision {
            if route == .locked, !unlocked {
                return .runFirst { [weak self] flow in self?.flows.append(flow) }
            }
            return .show { self.router.push(TestScreen("\(route)"), retaining: self, animated: false) }
        }
    }

    let stack = NavigationStackController()
    let router: Router
    let appCoordinator: AppCoordinator
    let coordinator: Root
    let navigator: RouteNavigator<ValueLinkRoute>

    init() {
        router = Router(navigationController: stack)
        appCoordinator = AppCoordinator(router: router)
        coordinator = Root(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: coordinator)
        navigator = RouteNavigator(root: coordinator)
    }
}
