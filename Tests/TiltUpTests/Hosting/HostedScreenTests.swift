import Testing
import TiltUpTestSupport

@testable import TiltUp

@MainActor
@Suite struct HostedScreenTests {
    @Test func pushedViewHasItsTitleAndLargeTitleModeWhenTheStackShowsIt() {
        let app = TestApp()
        var titlesSeen: [String?] = []
        let observation = app.router.observe { event in
            if case .topViewControllerChanged(let top) = event {
                titlesSeen.append((top as? HostingController<AboutView>)?.title)
            }
        }
        let screen = app.router.push(view: AboutView(), title: "About", largeTitleDisplayMode: .never, animated: false)
        observation.dispose()

        #expect(titlesSeen == ["About"])
        #expect(screen.largeTitleDisplayMode == .never)
        #expect(app.router.viewControllers.last === screen)
        #expect((screen.hostedView as? AboutView)?.text == "About")
    }

    @Test func popHandlerRunsOnceOnBackSwipeAndTheCoordinatorAndViewModelAreReleased() {
        let app = TestApp()
        weak var coordinator: ReceiptCoordinator?
        weak var viewModel: ReceiptViewModel?
        weak var screen: HostingController<ReceiptView>?
        do {
            let receipt = ReceiptCoordinator(parent: app.root)
            receipt.start()
            coordinator = receipt
            viewModel = receipt.viewModel
            screen = receipt.screen
        }
        #expect(coordinator != nil)
        #expect(screen?.title == "Receipt")

        app.navigationController.simulateBackSwipe()

        #expect(coordinator == nil)
        #expect(viewModel == nil)
        #expect(screen == nil)
        #expect(app.router.viewControllers.count == 1)
    }

    @Test func viewModelClosesItsScreenThroughTheCoordinator() {
        let app = TestApp()
        weak var viewModel: ReceiptViewModel?
        do {
            let receipt = ReceiptCoordinator(parent: app.root)
            receipt.start()
            viewModel = receipt.viewModel
        }
        viewModel?.doneTapped()

        #expect(viewModel == nil)
        #expect(app.router.viewControllers.count == 1)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func sheetSwipedDownRunsItsDismissHandlerOnceAndReleasesItsModel() {
        let app = TestApp()
        weak var coordinator: ReceiptCoordinator?
        weak var viewModel: ReceiptViewModel?
        do {
            let receipt = ReceiptCoordinator(parent: app.root, modally: true)
            receipt.start()
            coordinator = receipt
            viewModel = receipt.viewModel
        }
        let presented = app.router.presentedRouter
        #expect(presented?.viewControllers.first is HostingController<ReceiptView>)

        app.navigationController.simulateSwipeDown()

        #expect(coordinator == nil)
        #expect(viewModel == nil)
        #expect(app.router.presentedRouter == nil)
    }

    @Test func modalViewInItsOwnNavigationControllerHasTitleAndCanPushFurther() {
        let app = TestApp()
        var dismissals = 0
        let screen = app.router.presentModal(view: AboutView(), title: "About", animated: false) { dismissals += 1 }
        let modalRouter = app.router.presentedRouter
        #expect(modalRouter?.viewControllers.first === screen)
        #expect(screen.title == "About")
        modalRouter?.push(view: AboutView(text: "More"), animated: false)
        #expect(modalRouter?.viewControllers.count == 2)

        app.router.dismissModal(animated: false)
        app.router.dismissModal(animated: false)

        #expect(dismissals == 1)
        #expect(modalRouter?.viewControllers.isEmpty == true)
        #expect(app.recorder.diagnostics == [.nothingToDismiss])
    }

    @Test func closeScreenPopsAPushedViewWithEveryScreenAboveIt() {
        let app = TestApp()
        var pops: [String] = []
        let about = app.router.push(view: AboutView(), animated: false) { pops.append("about") }
        app.router.push(TestScreen("above"), animated: false) { pops.append("above") }

        about.closeScreen(animated: false)

        #expect(pops == ["above", "about"])
        #expect(app.router.viewControllers.count == 1)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func closeScreenDismissesTheModalItIsTheRootOfOrIs() {
        let app = TestApp()
        var dismissals = 0
        let inNavigation = app.router.presentModal(view: AboutView(), animated: false) { dismissals += 1 }
        inNavigation.closeScreen(animated: false)
        #expect(app.router.presentedRouter == nil)

        let alone = app.router.presentModal(view: AboutView(), inNavigationController: false, animated: false) { dismissals += 1 }
        #expect(app.navigationController.presentedViewController === alone)
        alone.closeScreen(animated: false)

        #expect(app.navigationController.presentedViewController == nil)
        #expect(dismissals == 2)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func closeScreenOnAModalsRootDismissesThatModalAndWhatItPresentsInnermostFirst() {
        let app = TestApp()
        var dismissals: [String] = []
        let filters = app.router.presentModal(view: AboutView(), animated: false) { dismissals.append("filters") }
        let picker = Router(rootViewController: TestScreen("picker"))
        app.router.presentedRouter?.presentModal(picker, animated: false) { dismissals.append("picker") }
        #expect(app.router.presentedRouter?.presentedRouter === picker)

        filters.closeScreen(animated: false)

        #expect(dismissals == ["picker", "filters"])
        #expect(app.router.presentedRouter == nil)
        #expect(app.navigationController.presentedViewController == nil)
        #expect(picker.viewControllers.isEmpty)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func closeScreenOnTheAppsRootOrAScreenAlreadyGoneChangesNothingAndSaysWhy() {
        let app = TestApp()
        let root = app.router.replaceRoot(with: AboutView(), animated: false)
        root.closeScreen(animated: false)
        #expect(app.router.viewControllers.first === root)

        let pushed = app.router.push(view: AboutView(), animated: false)
        let close = pushed.closeScreen
        app.router.pop(animated: false)
        close(animated: false)
        close(animated: false)

        #expect(app.router.viewControllers.count == 1)
        #expect(app.recorder.diagnostics == [.cannotPopRoot, .screenNotOnStack, .screenNotOnStack])
    }

    @Test func closeScreenHoldsNothingStrongly() {
        let app = TestApp()
        var close = CloseScreenAction()
        weak var screen: HostingController<AboutView>?
        do {
            let pushed = app.router.push(view: AboutView(), animated: false)
            screen = pushed
            close = pushed.closeScreen
        }
        app.router.pop(animated: false)

        #expect(screen == nil)
        close(animated: false)  // the screen is gone: nothing happens, and nothing crashes
        CloseScreenAction()(animated: false)  // the environment's default: no screen at all
        #expect(app.router.viewControllers.count == 1)
    }

    @Test func replaceRootWithAViewRunsThePopHandlersOfTheScreensItReplaces() {
        let app = TestApp()
        var pops = 0
        app.router.push(TestScreen("a"), animated: false) { pops += 1 }
        let home = app.router.replaceRoot(with: AboutView(text: "Home"), title: "Home", animated: false)

        #expect(pops == 1)
        #expect(app.router.viewControllers.count == 1)
        #expect(app.router.viewControllers.first === home)
        #expect(home.title == "Home")
    }

    @Test func viewPushedDuringABackSwipeIsPushedWhenTheSwipeEnds() throws {
        let app = TestApp()
        app.router.push(TestScreen("a"), animated: false)
        let swipe = try #require(app.navigationController.beginBackSwipe())

        let screen = app.router.push(view: AboutView(), animated: false)
        #expect(app.router.viewControllers.last !== screen)
        swipe.cancel()

        #expect(app.router.viewControllers.last === screen)
        #expect(app.router.viewControllers.count == 3)
    }

    @Test func popToRootForADeepLinkReleasesEveryHostedScreensModelAndCoordinator() {
        let app = TestApp()
        weak var first: ReceiptCoordinator?
        weak var second: ReceiptCoordinator?
        do {
            let one = ReceiptCoordinator(parent: app.root, title: "1")
            one.start()
            let two = ReceiptCoordinator(parent: one, title: "2")
            two.start()
            first = one
            second = two
        }
        app.router.popToRoot(animated: false)

        #expect(first == nil)
        #expect(second == nil)
    }

    @Test func hostedViewIsFoundInsideTheModifiersItIsWrappedIn() {
        let app = TestApp()
        let viewModel = ReceiptViewModel(title: "7")
        let screen = app.router.push(view: Padded(wrapped: Padded(wrapped: ReceiptView(viewModel: viewModel))), animated: false)

        #expect(screen.hostedView(as: ReceiptView.self)?.viewModel === viewModel)
        #expect(screen.hostedModel(as: ReceiptViewModel.self) === viewModel)
        #expect(screen.hostedView(as: AboutView.self) == nil)
        #expect(screen.hostedModel(as: HostedScreenTests.self) == nil)
    }
}

@MainActor
@Suite struct HostingControllerMadeByAFactoryTests {
    @Test func closeScreenReachesAHostingControllerPushedAsAScreen() {
        let app = TestApp()
        var pops = 0
        let screen = HostingController(AboutView(), title: "Made by a factory")
        app.router.push(screen, animated: false) { pops += 1 }

        screen.closeScreen(animated: false)

        #expect(pops == 1)
        #expect(app.router.viewControllers.count == 1)
        #expect(app.recorder.diagnostics.isEmpty)
    }

    @Test func closeScreenReachesAHostingControllerPresentedAsAScreen() {
        let app = TestApp()
        let screen = HostingController(AboutView())
        app.router.presentModal(screen, animated: false)

        screen.closeScreen(animated: false)

        #expect(app.navigationController.presentedViewController == nil)
        #expect(app.recorder.diagnostics.isEmpty)
    }
}
