import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Nothing is left whose coordinator has gone: a modal presented from a pushed screen leaves with that
/// screen, and a stale or second tap shows a step as a link from the tapped coordinator would, so that
/// what the app saves always reopens the same screens.
@MainActor
@Suite struct NothingLeftOwnerlessTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aSheetPresentedFromAPushedScreenLeavesWithItOnPopToRoot(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1), .edit(2)])
        app.settle()
        let coordinatorsBefore = app.journal.liveCoordinatorCount

        app.tabRouter(1).popToRoot(animated: true)
        app.settle()

        #expect(app.journal.runs == ["dismiss edit 2", "pop order 1"], "the modal first, then the screen that presented it")
        #expect(app.tabRouter(1).presentedRouter == nil)
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.journal.liveCoordinatorCount == coordinatorsBefore - 2)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSheetPresentedFromTheRootScreenStaysWhenPushedScreensLeave(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .edit(2)])
        app.tabRouter(1).push(TestScreen("below the sheet"), animated: false, popHandler: app.journal.popHandler("below"))
        app.tabRouter(1).pop(animated: false)
        #expect(app.navigator.currentPath == [.orders, .edit(2)])
        #expect(app.journal.runs == ["pop below"])
    }

    @Test func aModalPresentedFromAPushedScreenLeavesWithItWhateverTakesTheScreenAway() throws {
        let router = Router.headless(root: TestScreen("root"))
        let recorder = Recorder()
        recorder.watch(router)
        router.push(TestScreen("pushed"), animated: false, popHandler: recorder.handler("pushed"))
        let sheet = Router.headless(root: TestScreen("sheet"))
        router.presentModal(sheet, animated: false, dismissHandler: recorder.handler("sheet"))
        let inner = Router.headless(root: TestScreen("inner"))
        sheet.presentModal(inner, animated: false, dismissHandler: recorder.handler("inner"))

        router.headless.setViewControllers(Array(router.viewControllers.prefix(1)), animated: false)

        #expect(recorder.runs == ["inner", "sheet", "pushed"], "innermost first, then the screen")
        #expect(router.presentedRouter == nil && router.headless.presentedViewController == nil)
        #expect(sheet.viewControllers.isEmpty && inner.viewControllers.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSecondTapOnTheSameRowPushesOnce(frontEnd: TestFrontEnd) throws {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders])
        let orders = try #require(app.tabBarRouter.tabs[1].coordinator as? ShopStackCoordinator)

        #expect(orders.showRoute(.order(3)))
        #expect(orders.showRoute(.order(3)))

        #expect(app.navigator.currentPath == [.orders, .order(3)])
        #expect(app.tabRouter(1).viewControllers.count == 2)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aStaleTapOnACoveredScreenUnwindsToItFirstAsALinkWould(frontEnd: TestFrontEnd) throws {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(3), .receipt])
        let orders = try #require(app.tabBarRouter.tabs[1].coordinator as? ShopStackCoordinator)

        #expect(orders.showRoute(.order(4)))
        app.settle()

        #expect(app.navigator.currentPath == [.orders, .order(4)])
        #expect(app.journal.runs == ["pop receipt", "pop order 3"])
        let restored = ShopApp(frontEnd)
        restored.navigator.restore(app.navigator.capture())
        restored.settle()
        #expect(restored.navigator.currentPath == app.navigator.currentPath)
    }

    @Test func aStaleTapUnderASheetSwiftUITakesAwayShowsItsStepOnceOnDismissHasCome() throws {
        let app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .order(3), .edit(1)])
        let order = try #require(
            app.appCoordinator.retainedCoordinators.last { $0.router === app.tabRouter(1) && $0 is ShopStackCoordinator })
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)

        #expect((order as? ShopStackCoordinator)?.showRoute(.receipt) == true)
        #expect(stack.modalBeingDismissed != nil, "the sheet is going")
        #expect(app.navigator.currentPath == [.orders, .order(3)])
        app.settle()

        #expect(app.navigator.currentPath == [.orders, .order(3), .receipt])
        #expect(app.journal.diagnostics.isEmpty)
    }

    /// Random taps on any coordinator of the path (stale ones among them), the user's back swipes and
    /// swipe-downs: after each, what the app saves reopens the same screens in a new app, with no diagnostic.
    @Test(arguments: TestFrontEnd.allCases)
    func whatTheAppSavesAfterAnySequenceOfTapsReopensTheSameScreens(frontEnd: TestFrontEnd) throws {
        var generator = SplitMix64(seed: 40)
        for _ in 0..<40 {
            let app = ShopApp(frontEnd)
            for _ in 0..<12 {
                let path = app.navigator.currentPath
                switch generator.next() % 6 {
                case 0:
                    app.topRouter.headless.simulateBackSwipe()
                case 1:
                    app.presenterOfTopModal?.headless.simulateSwipeDown()
                default:
                    // The user taps what is shown, or was shown a moment ago: a screen of a router on the way.
                    var visible = [app.appCoordinator.router, app.tabBarRouter.selectedTab?.router].compactMap { $0 }
                    var next = visible.last?.presentedRouter ?? app.appCoordinator.router.presentedRouter
                    while let router = next {
                        visible.append(router)
                        next = router.presentedRouter
                    }
                    let coordinators = app.appCoordinator.retainedCoordinators.filter { coordinator in
                        coordinator is any RouteHandling && visible.contains { $0 === coordinator.router }
                    }
                    let tapped = coordinators[Int(generator.next() % UInt64(coordinators.count))]
                    let routes: [ShopRoute] = [.order(1), .order(2), .receipt, .help, .edit(1), .settings, .orders]
                    let route = routes[Int(generator.next() % UInt64(routes.count))]
                    _ = (tapped as? ShopStackCoordinator)?.showRoute(route) ?? (tapped as? ShopModalCoordinator)?.showRoute(route)
                }
                app.settle()
                app.journal.diagnostics.removeAll { $0.kind == .routeNotHandled || $0.kind == .gestureUnavailable }
                #expect(app.journal.diagnostics.isEmpty, "after \(path)")
                let data = try JSONEncoder().encode(app.navigator.capture())
                let restored = ShopApp(frontEnd)
                restored.navigator.restore(try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: data))
                restored.settle()
                #expect(restored.navigator.currentPath == app.navigator.currentPath, "from \(path)")
                #expect(restored.journal.diagnostics.isEmpty, "restoring \(app.navigator.currentPath)")
            }
        }
    }
}
