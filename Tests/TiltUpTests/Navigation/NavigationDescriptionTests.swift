import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct NavigationDescriptionTests {
    @Test func aTreeOfTabsStacksAndModalsWithRoutesStylesAndRetainedCoordinators() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(4), .receipt])
        app.navigator.open([.home, .settings, .edit(2)])

        #expect(
            app.navigator.navigationDescription == """
                HeadlessNavigationController
                  1. HeadlessTabBarController · retains ShopTabsCoordinator
                    tab 0 (selected) · route .home · ShopStackCoordinator
                      1. TestScreen "home" · retains ShopStackCoordinator
                      HeadlessNavigationController · modal .pageSheet · route .settings · retains ShopModalCoordinator
                        1. TestScreen "settings"
                        HeadlessNavigationController · modal .pageSheet · route .edit(2) · retains ShopModalCoordinator
                          1. TestScreen "edit 2"
                    tab 1 · route .orders · ShopStackCoordinator
                      1. TestScreen "orders" · retains ShopStackCoordinator
                      2. TestScreen "order 4" · route .order(4) · retains ShopStackCoordinator
                      3. TestScreen "receipt" · route .receipt · retains ShopStackCoordinator
                    tab 2 · route .profile · ShopStackCoordinator
                      1. TestScreen "profile" · retains ShopStackCoordinator
                """)
    }

    @Test func anyRouterOfTheTreeDescribesTheWholeTreeAndMarksItself() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(4)])
        let description = app.tabRouter(1).navigationDescription
        #expect(description.hasPrefix("HeadlessNavigationController\n"))
        #expect(description.contains("tab 1 (selected) · route .orders · ShopStackCoordinator · ◀ this router"))
        #expect(description.components(separatedBy: "◀ this router").count == 2)
        #expect(app.navigator.navigationDescription == description.replacingOccurrences(of: " · ◀ this router", with: ""))
    }

    @Test func aModalPresentedWithoutARouteOrWithoutTheRouterAndAnEmptyStackAreShown() {
        let router = Router.headless(root: TestScreen("root"))
        router.presentModal(TestScreen("alert"), animated: false, presentationStyle: .overFullScreen)
        let empty = Router()
        #expect(
            router.navigationDescription == """
                HeadlessNavigationController · ◀ this router
                  1. TestScreen "root"
                  TestScreen "alert" · modal .overFullScreen
                """)
        #expect(empty.navigationDescription == "HeadlessNavigationController · ◀ this router\n  (empty stack)")
        router.dismissModal(animated: false)
        router.headless.present(TestScreen("direct"), animated: false)
        #expect(router.navigationDescription.hasSuffix("TestScreen \"direct\" · modal presented without the Router"))
    }

    @Test func aRouterInATransitionSaysSo() throws {
        let router = Router.headless(root: TestScreen("root"))
        router.push(TestScreen("top"), animated: false)
        let swipe = try #require(router.headless.beginBackSwipe())
        #expect(router.navigationDescription.hasPrefix("HeadlessNavigationController · ◀ this router · transition under way"))
        swipe.cancel()
        #expect(!router.navigationDescription.contains("transition"))
    }

    @Test func aCoordinatorReleasedLeavesTheDescription() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(4)])
        app.tabRouter(1).headless.simulateBackSwipe()
        #expect(!app.navigator.navigationDescription.contains("order 4"))
        #expect(app.navigator.navigationDescription.components(separatedBy: "retains").count == 5)
    }
}
