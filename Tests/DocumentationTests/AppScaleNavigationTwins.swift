import Foundation
import Testing
import TiltUp
import TiltUpTest

// The snippets of the TabBars, DeepLinks and SavingNavigation articles, run on the app of
// AppScaleNavigation.swift.

@MainActor
@Suite struct AppScaleNavigationTwins {
    @Test func theTabBarsArticle() throws {
        // docs-twin: Sources/TiltUp/TiltUp.docc/TabBars.md
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarController = try #require(appCoordinator.tabBarController)
        #expect(appCoordinator.retainedCoordinators.count == 3)  // the tabs' and both tabs'

        tabBarController.simulateTabSelection(at: 1)
        #expect(appCoordinator.tabBarRouter?.selectedIndex == 1)
        #expect(appCoordinator.selectedTabNavigationController?.topViewController is OrdersController)
        // docs-twin-end
    }

    @Test func theTabBarsArticlesObservation() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let tabBarRouter = try #require(appCoordinator.tabBarRouter)
        var selections: [Int] = []
        // docs-twin: Sources/TiltUp/TiltUp.docc/TabBars.md
        let observation = tabBarRouter.observe { event in
            if case .tabSelected(let index) = event { selections.append(index) }
        }
        // docs-twin-end
        tabBarRouter.selectTab(at: 1)
        observation.dispose()
        #expect(selections == [1])
    }

    @Test func theDeepLinksArticle() throws {
        Session.shared.isSignedIn = true
        let appCoordinator = TestAppCoordinator()
        let mainTabsCoordinator = MainTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: mainTabsCoordinator)
        mainTabsCoordinator.showSettings()
        let url = try #require(URL(string: "myapp://orders/42/receipt"))
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)  // one for the app, made at launch
        navigator.open(url, using: AppRoute.urls)  // settings dismissed, Orders selected, order 42 and its receipt pushed
        let link = try AppRoute.urls.url(for: navigator.currentPath).get()  // myapp://orders/42/receipt, to share
        // docs-twin-end
        #expect(link == url)
        #expect(navigator.currentPath == [.orders, .order(id: 42), .receipt])
        #expect(appCoordinator.retainedCoordinators.count == 4)
        #expect(appCoordinator.diagnostics.isEmpty)
        #expect(
            AppRoute.urls.path(for: try #require(URL(string: "myapp://orders/42/nothing"))) == .failure(.unknownSegment("nothing", at: 2)))
        #expect(AppRoute.urls.path(for: try #require(URL(string: "https://example.com/orders/42"))) == .success([.orders, .order(id: 42)]))
        for path: [AppRoute] in [[.home], [.orders, .order(id: 7), .receipt], [.settings], [.orders, .order(id: -1)]] {
            #expect(AppRoute.urls.path(for: try AppRoute.urls.url(for: path).get()) == .success(path))
        }
    }

    @Test func theDeepLinksArticlesGuard() throws {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        Session.shared.isSignedIn = false
        let opening = navigator.open([.orders, .order(id: 42), .receipt])
        #expect(opening.isPending && opening.shown == [.orders])  // the sign-in sheet is up
        let signIn = try #require(appCoordinator.retainedCoordinators.last as? SignInCoordinator)
        signIn.signedIn()
        #expect(opening.ending == .complete)
        #expect(navigator.currentPath == [.orders, .order(id: 42), .receipt])
        // docs-twin-end
        #expect(!appCoordinator.retainedCoordinators.contains { $0 is SignInCoordinator })

        Session.shared.isSignedIn = false
        let cancelled = navigator.open([.orders, .order(id: 43)])
        appCoordinator.selectedTabNavigationController?.simulateSwipeDown()
        #expect(cancelled.ending == .cancelled && cancelled.shown == [.orders])
        Session.shared.isSignedIn = true
    }

    @Test func theDeepLinksArticlesUntrustedLinks() {
        Session.shared.isSignedIn = true
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        navigator.isInternalOnly = { $0 == .settings }
        let refused = navigator.open([.settings], from: .notification)  // refused: nothing is shown
        #expect(refused.ending == .refused)
        navigator.open([.settings])  // the app's own button: opened
        // docs-twin-end
        #expect(navigator.currentPath == [.settings])
        #expect(appCoordinator.diagnostics.map(\.kind) == [.routeRefused])
    }

    @Test func theDeepLinksArticlesDescription() {
        Session.shared.isSignedIn = true
        let appCoordinator = TestAppCoordinator()
        appCoordinator.start(coordinator: MainTabsCoordinator(appCoordinator: appCoordinator))
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)
        navigator.open([.orders, .order(id: 42), .receipt])
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        print(navigator.navigationDescription)
        // HeadlessNavigationController
        //   1. HeadlessTabBarController · retains MainTabsCoordinator
        //     tab 0 · route .home · HomeCoordinator
        //       1. HomeController · retains HomeCoordinator
        //     tab 1 (selected) · route .orders · OrdersCoordinator
        //       1. OrdersController · retains OrdersCoordinator
        //       2. OrderController · route .order(id: 42) · retains OrderCoordinator
        //       3. ReceiptController · route .receipt · retains OrderCoordinator
        // docs-twin-end
        #expect(
            navigator.navigationDescription == """
                HeadlessNavigationController
                  1. HeadlessTabBarController · retains MainTabsCoordinator
                    tab 0 · route .home · HomeCoordinator
                      1. HomeController · retains HomeCoordinator
                    tab 1 (selected) · route .orders · OrdersCoordinator
                      1. OrdersController · retains OrdersCoordinator
                      2. OrderController · route .order(id: 42) · retains OrderCoordinator
                      3. ReceiptController · route .receipt · retains OrderCoordinator
                """)
    }

    @Test func theDeepLinksArticlesTest() {
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        Session.shared.isSignedIn = true
        let appCoordinator = TestAppCoordinator()
        let tabs = MainTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let navigator = RouteNavigator<AppRoute>(appCoordinator: appCoordinator)

        navigator.open([.orders, .order(id: 42), .receipt])
        let order = appCoordinator.retainedCoordinators.last
        navigator.open([.orders, .order(id: 42)])  // keeps the order's coordinator, pops the receipt
        #expect(appCoordinator.retainedCoordinators.last === order)

        let opening = navigator.open([.home, .receipt])  // Home does not handle receipts
        #expect(opening.unresolved == [.receipt])
        #expect(appCoordinator.diagnostics.map(\.kind) == [.routeNotHandled])
        // docs-twin-end
    }

    @Test func theDeepLinksArticlesShortLinks() throws {
        // docs-twin: Sources/TiltUp/TiltUp.docc/DeepLinks.md
        var table = RouteURLTable<PantryRoute>(scheme: "pantry")
        table.add("pantry", .pantry)
        table.add("item/:id", implying: [.pantry], { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })

        let path = table.path(for: URL(string: "pantry://item/42")!)  // .success([.pantry, .item(id: 42)])
        let link = table.url(for: [.pantry, .item(id: 42)])  // .success(pantry://item/42)
        // docs-twin-end
        #expect(path == .success([.pantry, .item(id: 42)]))
        #expect(try link.get().absoluteString == "pantry://item/42")
    }

    @Test func theSavingNavigationArticle() throws {
        Session.shared.isSignedIn = true
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("saving-article-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        // docs-twin: Sources/TiltUp/TiltUp.docc/SavingNavigation.md
        let first = TestAppCoordinator()
        let firstNavigator = RouteNavigator<AppRoute>(appCoordinator: first)  // one for the app, made at launch
        first.start(coordinator: MainTabsCoordinator(appCoordinator: first))
        firstNavigator.open([.orders, .order(id: 7), .receipt])
        try saveNavigation(of: firstNavigator, to: file)

        // Next launch: a fresh app coordinator and navigator, the first coordinator started, then the navigation restored.
        let second = TestAppCoordinator()
        let secondNavigator = RouteNavigator<AppRoute>(appCoordinator: second)
        second.start(coordinator: MainTabsCoordinator(appCoordinator: second))
        try restoreNavigation(of: secondNavigator, from: file)
        #expect(secondNavigator.currentPath == [.orders, .order(id: 7), .receipt])
        #expect(second.retainedCoordinators.count == first.retainedCoordinators.count)
        // docs-twin-end
    }
}

/// The routes of the DeepLinks article's short links: a pantry whose items open in its tab.
enum PantryRoute: Hashable {
    case pantry
    case item(id: Int)
}
