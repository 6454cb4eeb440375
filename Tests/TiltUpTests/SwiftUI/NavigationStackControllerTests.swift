import Testing
import TiltUp
import TiltUpTestSupport

/// SwiftUI's writes through a `NavigationStack`'s path and a sheet's item, taken as the user's changes:
/// every handler once, innermost first, whatever order and however often SwiftUI writes.
@MainActor
@Suite struct NavigationStackControllerTests {
    let recorder = Recorder()
    let stack = NavigationStackController()
    let router: Router

    init() {
        router = Router(navigationController: stack)
        recorder.watch(router)
        router.replaceRoot(with: TestScreen("root"), animated: false, popHandler: recorder.handler("root"))
    }

    /// Pushes `names`, each with a pop handler named after it; returns the screens.
    @discardableResult
    private func push(_ names: String...) -> [TestScreen] {
        names.map { name in
            let screen = TestScreen(name)
            router.push(screen, animated: true, popHandler: recorder.handler(name))
            return screen
        }
    }

    /// Presents a modal router with one screen, as a sheet unless `style` says otherwise.
    private func presentModal(_ name: String, style: ModalPresentationStyle = .pageSheet, on presenter: Router? = nil) -> Router {
        let modal = Router(navigationController: NavigationStackController())
        recorder.watch(modal)
        modal.push(TestScreen(name), animated: false, popHandler: recorder.handler("\(name) root"))
        (presenter ?? router).presentModal(modal, animated: true, presentationStyle: style, dismissHandler: recorder.handler(name))
        return modal
    }

    @Test func theBackButtonsMenuPopsSeveralScreensInOneWriteEachHandlerOnceTopFirst() {
        let screens = push("a", "b", "c", "d")
        var events: [String] = []
        let observation = router.observe { event in
            if case .topViewControllerChanged(let top) = event { events.append((top as? TestScreen)?.name ?? "none") }
        }

        let popped = stack.writePath([screens[0]])

        #expect(popped.map { ($0 as? TestScreen)?.name } == ["b", "c", "d"])
        #expect(recorder.runs == ["d", "c", "b"])
        #expect(router.viewControllers.count == 2)
        #expect(stack.path.count == 1)
        #expect(events == ["a"], "one change, one event, after the handlers")
        #expect(stack.callCounts.backSwipe == 1)
        observation.dispose()
    }

    @Test func theSamePathWrittenAgainChangesNothing() {
        let screens = push("a", "b")
        stack.writePath([screens[0]])
        stack.writePath([screens[0]])
        stack.writePath(stack.path)
        #expect(recorder.runs == ["b"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aWriteThatComesAfterTheRouterPoppedTheSameScreensChangesNothing() {
        let screens = push("a", "b", "c")
        router.popToViewController(screens[0], animated: true)
        stack.writePath([screens[0]])
        #expect(recorder.runs == ["c", "b"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aPathNamingAScreenThatHasLeftIsALateWriteAndChangesNothing() {
        let screens = push("a", "b", "c")
        router.pop(animated: true)
        router.push(TestScreen("d"), animated: true, popHandler: recorder.handler("d"))
        // SwiftUI read [a, b, c] and the user went back to [a, b]... after the Router had changed the top.
        stack.writePath([screens[0], screens[1], screens[2]])
        stack.writePath(screens + [TestScreen("stranger")])
        #expect(recorder.runs == ["c"])
        #expect(stack.path.count == 3, "d, which SwiftUI never showed, stays")
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aScreenTheRouterPushedAfterSwiftUIReadThePathLeavesWithTheScreenBelowIt() {
        let screens = push("a", "b")
        let read = stack.path
        router.push(TestScreen("c"), animated: true, popHandler: recorder.handler("c"))
        stack.writePath(Array(read.dropLast()))
        #expect(recorder.runs == ["c", "b"], "c, pushed from b, leaves with it, top first")
        #expect(router.viewControllers.compactMap { ($0 as? TestScreen)?.name } == ["root", "a"])
        #expect(stack.path.map { $0 === screens[0] } == [true])
    }

    @Test func aLateWriteLeavesNoScreenWhoseCoordinatorHasGone() {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .order(1), .receipt])
        let tab = app.tabRouter(1)
        let tabStack = tab.navigationController as! NavigationStackController
        let read = tabStack.path  // order 1 › receipt
        tab.push(TestScreen("map"), animated: true, popHandler: app.journal.popHandler("map"))

        tabStack.writePath(Array(read.dropLast()))

        #expect(app.journal.runs == ["pop map", "pop receipt"])
        #expect(app.navigator.currentPath == [.orders, .order(1)])
        let restored = ShopApp(.swiftUI)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath)
        #expect(restored.journal.diagnostics.isEmpty)
    }

    @Test func aScreenPushedAgainAfterTheReadIsANewStayThatAWriteFromTheOlderReadDoesNotPop() {
        let screens = push("a", "b")
        let read = stack.path
        router.pop(animated: true)
        router.push(screens[1], animated: true, popHandler: recorder.handler("b again"))
        stack.writePath(Array(read.dropLast()))
        #expect(recorder.runs == ["b"], "only the first stay ended, by the Router's pop")
        #expect(router.viewControllers.count == 3)
    }

    @Test func aPathThatIsNotTheRoutersIsRefused() {
        let screens = push("a", "b")
        stack.writePath([screens[1]])
        #expect(recorder.diagnostics == [.unexpectedPathWrite])
        #expect(stack.path.count == 2)
        #expect(recorder.runs.isEmpty)
    }

    @Test func theBackSwipeWritesThePathWithoutItsTop() {
        push("a", "b")
        let popped = stack.simulateBackSwipe()
        #expect((popped as? TestScreen)?.name == "b")
        #expect(recorder.runs == ["b"])
    }

    @Test func aGestureBegunStepByStepIsRefusedBecauseSwiftUITellsNothingBeforeItWrites() {
        push("a")
        #expect(stack.beginBackSwipe() == nil)
        #expect(recorder.diagnostics == [.gestureUnavailable])
        #expect(stack.path.count == 1)
    }

    @Test func aSwipedDownSheetRunsItsHandlersOnceWhateverSwiftUIWritesAfter() throws {
        let modal = presentModal("sheet")
        let sheet = modal.navigationController

        stack.writeDismissal(of: sheet)
        #expect(recorder.runs == ["sheet root", "sheet"])
        stack.writeDismissal(of: sheet)
        stack.sheetDidDismiss(sheet)
        stack.sheetDidDismiss(sheet)

        #expect(recorder.runs == ["sheet root", "sheet"])
        #expect(router.presentedRouter == nil)
        #expect(recorder.diagnostics.isEmpty)
        #expect(stack.callCounts.swipeDown == 1)
    }

    @Test func onDismissWithoutAWriteBeforeItDismissesAllTheSame() {
        let modal = presentModal("sheet")
        stack.sheetDidDismiss(modal.navigationController)
        stack.writeDismissal(of: modal.navigationController)
        #expect(recorder.runs == ["sheet root", "sheet"])
        #expect(router.presentedRouter == nil)
        #expect(!stack.isTransitioning)
    }

    @Test func aPresentationAskedForBeforeOnDismissWaitsForIt() {
        stack.waitsForOnDismiss = true
        let first = presentModal("first")
        let sheet = first.navigationController
        stack.writeDismissal(of: sheet)
        #expect(stack.isTransitioning)

        let second = presentModal("second")
        #expect(router.presentedRouter == nil, "SwiftUI would fail to present while the first sheet goes")
        router.push(TestScreen("pushed"), animated: true)
        #expect(stack.path.isEmpty, "every call waits, in order")

        stack.sheetDidDismiss(sheet)

        #expect(router.presentedRouter === second)
        #expect(stack.path.count == 1)
        #expect(recorder.runs == ["first root", "first"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aRoutersDismissalAlsoLastsUntilOnDismiss() {
        stack.waitsForOnDismiss = true
        let modal = presentModal("sheet")
        router.dismissModal(animated: true, dismissHandler: recorder.handler("completion"))
        #expect(recorder.runs == ["sheet root", "sheet", "completion"])
        #expect(stack.isTransitioning)
        _ = presentModal("next")
        #expect(router.presentedRouter == nil)
        stack.sheetDidDismiss(modal.navigationController)
        #expect(router.presentedRouter != nil)
    }

    @Test func aDismissalWhoseOnDismissNeverComesEndsWithItsPresenter() {
        let presenter = presentModal("presenter")
        let presenterStack = try! #require(presenter.navigationController as? NavigationStackController)
        presenterStack.waitsForOnDismiss = true
        let inner = presentModal("inner", on: presenter)
        presenter.dismissModal(animated: true)
        #expect(presenterStack.isTransitioning)
        _ = inner

        stack.writeDismissal(of: presenter.navigationController)

        #expect(recorder.runs == ["inner root", "inner", "presenter root", "presenter"])
        #expect(!presenterStack.isTransitioning)
    }

    @Test func interactiveDismissDisabledRefusesTheSwipeButNotTheViewsDismiss() {
        let modal = presentModal("sheet")
        let sheet = modal.navigationController
        sheet.isModalInPresentation = true

        #expect(stack.simulateSwipeDown() == nil)
        #expect(recorder.diagnostics == [.gestureUnavailable])
        #expect(router.presentedRouter === modal)

        stack.writeDismissal(of: sheet)  // the view's dismiss()
        #expect(recorder.runs == ["sheet root", "sheet"])
    }

    @Test func aFullScreenCoverCannotBeSwipedDown() {
        let modal = presentModal("cover", style: .fullScreen)
        #expect(stack.simulateSwipeDown() == nil)
        #expect(router.presentedRouter === modal)
        #expect(recorder.diagnostics == [.gestureUnavailable])
    }

    @Test func theOuterSheetsWriteEndsTheSheetsAboveItInnermostFirst() {
        let outer = presentModal("outer")
        outer.push(TestScreen("outer top"), animated: true, popHandler: recorder.handler("outer top"))
        _ = presentModal("inner", on: outer)

        stack.writeDismissal(of: outer.navigationController)
        // SwiftUI's inner onDismiss, if it comes at all, and a late write for the inner sheet.
        stack.sheetDidDismiss(outer.navigationController)

        #expect(recorder.runs == ["inner root", "inner", "outer top", "outer root", "outer"])
        #expect(router.presentedRouter == nil)
    }

    @Test func coordinatorsAreReleasedWhenSwiftUIWritesTheirScreensAway() {
        let appCoordinator = AppCoordinator(router: router)
        weak var pushed: PushedCoordinator?
        do {
            let coordinator = PushedCoordinator(parent: RootCoordinator(appCoordinator: appCoordinator))
            coordinator.start()
            pushed = coordinator
        }
        #expect(pushed != nil)
        stack.writePath([])
        #expect(pushed == nil)
    }

    @Test func modalRoutersOfASwiftUIStackAreSwiftUIsToo() {
        let appCoordinator = AppCoordinator(router: router)
        let modalCoordinator = Coordinator(parent: RootCoordinator(appCoordinator: appCoordinator), modal: true)
        #expect(modalCoordinator.router.navigationController is NavigationStackController)
        router.presentModal(view: AboutView(), animated: false)
        #expect(router.presentedRouter?.navigationController is NavigationStackController)
    }

    @Test func aTabBarOfASwiftUIStackHasSwiftUIStacksAndATapOnTheSelectedTabPopsNothing() throws {
        let appCoordinator = AppCoordinator(router: router)
        let tabs = TwoTabsCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let tabBarController = try #require(router.viewControllers.first as? HeadlessTabBarController)
        let first = tabs.tabBarRouter.tabs[0].router
        #expect(first.navigationController is NavigationStackController)
        first.push(TestScreen("detail"), animated: true, popHandler: recorder.handler("detail"))

        tabBarController.simulateTabSelection(at: 0)

        #expect(first.viewControllers.count == 2, "SwiftUI's TabView does not pop to the root on a second tap")
        #expect(recorder.runs == ["root"], "only the stack's first root, replaced by the tab bar")
        tabBarController.simulateTabSelection(at: 1)
        #expect(tabBarController.selectedIndex == 1)
    }

    @Test func aUIKitStackIsNotPresentedInSwiftUIsNavigationNorTheOtherWayRound() {
        weak var released: Router?
        do {
            let uiKit = Router(navigationController: HeadlessNavigationController())
            uiKit.push(TestScreen("uikit"), animated: false, popHandler: recorder.handler("uikit root"))
            router.presentModal(uiKit, animated: true, dismissHandler: recorder.handler("uikit"))
            released = uiKit
        }
        #expect(recorder.diagnostics == [.frontEndMismatch])
        #expect(recorder.runs == ["uikit root", "uikit"])
        #expect(released == nil)
        #expect(router.presentedRouter == nil)

        let uiKitPresenter = Router(navigationController: HeadlessNavigationController(rootViewController: TestScreen("p")))
        recorder.watch(uiKitPresenter)
        uiKitPresenter.presentModal(Router(navigationController: NavigationStackController()), dismissHandler: recorder.handler("swiftui"))
        #expect(recorder.diagnostics == [.frontEndMismatch, .frontEndMismatch])
        #expect(recorder.runs.last == "swiftui")
    }

    @Test func aUIKitScreenOnItsOwnIsPresentedFromASwiftUIStack() {
        let screen = TestScreen("uikit screen")
        router.presentModal(screen, animated: true, presentationStyle: .pageSheet, dismissHandler: recorder.handler("screen"))
        #expect(stack.presentedViewController === screen)
        stack.writeDismissal(of: screen)
        #expect(recorder.runs == ["screen"])
    }
}
