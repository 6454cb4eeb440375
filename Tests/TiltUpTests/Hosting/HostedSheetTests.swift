import Testing
import TiltUp
import TiltUpTestSupport

/// SwiftUI views get the verbs screens have: a hosted view presented as a sheet with detents, its grabber and
/// its undimmed detent, and a hosted modal with a transition, on UIKit's front end and SwiftUI's alike, with
/// the same handlers once and the same misuse reported.
@MainActor
@Suite struct HostedSheetTests {
    /// A coordinator to retain with a hosted sheet, to see it released.
    final class PlayerCoordinator: Coordinator {}

    @Test(arguments: TestFrontEnd.allCases)
    func aHostedViewPresentedAsASheetRestsAtItsDetentsWithItsGrabberAndUndimmedDetent(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        weak var released: PlayerCoordinator?
        let screen: HostingController<AboutView>
        do {
            let player = PlayerCoordinator(appCoordinator: app.appCoordinator)
            released = player
            screen = router.presentSheet(
                view: AboutView(text: "Player"), title: "Player", retaining: player, animated: false,
                detents: [.large, .fraction(0.15), .medium], selectedDetent: .medium, prefersGrabberVisible: true,
                largestUndimmedDetent: .fraction(0.15), dismissHandler: app.journal.dismissHandler("player"))
        }
        #expect(router.presentedRouter?.viewControllers.first === screen, "in a navigation controller of its own")
        #expect(screen.title == "Player")
        #expect(router.presentedSheetDetents == [.fraction(0.15), .medium, .large])
        #expect(router.presentedSheetDetent == .medium)
        #expect(router.headless.presentedSheetPrefersGrabberVisible)
        #expect(router.headless.presentedSheetLargestUndimmedDetent == .fraction(0.15))
        #expect(!router.presentedSheetIsUndimmed)
        #expect(router.headless.simulateDetentChange(to: .fraction(0.15)))
        #expect(router.presentedSheetIsUndimmed)
        #expect(released != nil, "retained while the sheet is up")
        #expect(app.journal.runs.isEmpty)

        router.headless.simulateSwipeDown()
        app.settle()
        #expect(app.journal.runs == ["dismiss player"])
        #expect(released == nil)
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aHostedSheetOnItsOwnIsTheModalAndItsCloseActionDismissesItOnce(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        let screen = router.presentSheet(
            view: AboutView(), inNavigationController: false, animated: false, detents: [.medium, .large],
            dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.headless.presentedViewController === screen)
        #expect(router.presentedSheetDetent == .medium)
        screen.closeScreen(animated: false)
        app.settle()
        #expect(app.journal.runs == ["dismiss about"])
        screen.closeScreen(animated: false)
        app.settle()
        #expect(app.journal.runs == ["dismiss about"], "once")
    }

    @Test func aHostedSheetGivenDetentsItCannotUseIsReportedAndRestsAsAScreensSheetWould() {
        let app = ShopApp(.uiKit)
        let router = app.tabRouter(0)
        router.presentSheet(view: AboutView(), animated: false, detents: [], dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.presentedSheetDetents == [.large])
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
        router.dismissModal(animated: false)

        router.presentSheet(view: AboutView(), animated: false, detents: [.medium], selectedDetent: .large, largestUndimmedDetent: .large)
        #expect(router.presentedSheetDetent == .medium)
        #expect(router.headless.presentedSheetLargestUndimmedDetent == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent, .invalidSheetDetent, .invalidSheetDetent])
        #expect(app.journal.runs == ["dismiss about"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aHostedSheetAskedForWhileAModalIsUpIsRefusedItsHandlerRunsAtOnceAndItsCoordinatorGoes(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        router.presentModal(TestScreen("first"), animated: false, presentationStyle: .pageSheet)
        weak var released: PlayerCoordinator?
        do {
            let player = PlayerCoordinator(appCoordinator: app.appCoordinator)
            released = player
            router.presentSheet(
                view: AboutView(), retaining: player, animated: false, detents: [.medium],
                dismissHandler: app.journal.dismissHandler("refused"))
        }
        #expect(app.journal.runs == ["dismiss refused"])
        #expect(released == nil)
        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented])
        #expect((router.headless.presentedViewController as? TestScreen)?.name == "first")
    }

    @Test func aHostedSheetAskedForDuringTheUsersSwipeWaitsAndComesWithItsDetentsOrIsDroppedWithItsRouter() throws {
        let app = ShopApp(.uiKit)
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false)
        let swipe = try #require(router.headless.beginBackSwipe())
        router.presentSheet(
            view: AboutView(), animated: false, detents: [.fraction(0.3), .large], selectedDetent: .large,
            dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.presentedRouter == nil, "it waits for the swipe's end")
        swipe.cancel()
        #expect(router.presentedSheetDetents == [.fraction(0.3), .large])
        #expect(router.presentedSheetDetent == .large)
        router.dismissModal(animated: false)
        #expect(app.journal.runs == ["dismiss about"])

        // A sheet waiting on a tab's Router that goes meanwhile: dropped, its handler once, its coordinator released.
        weak var released: PlayerCoordinator?
        let again = try #require(router.headless.beginBackSwipe())
        do {
            let player = PlayerCoordinator(appCoordinator: app.appCoordinator)
            released = player
            router.presentSheet(
                view: AboutView(), retaining: player, animated: false, detents: [.medium],
                dismissHandler: app.journal.dismissHandler("dropped"))
        }
        app.tabBarRouter.setTabs([], animated: false)
        again.cancel()
        #expect(app.journal.runs.filter { $0.hasPrefix("dismiss") } == ["dismiss about", "dismiss dropped"])
        #expect(app.journal.diagnostics.map(\.kind).contains(.callDroppedWithRouter))
        #expect(released == nil)
    }

    @Test func aHostedModalZoomedInIsDraggedBackIntoItsSourceWhateverItsStyleHandlersOnce() throws {
        let app = ShopApp(.uiKit)
        let router = app.tabRouter(0)
        var sourceRequests = 0
        let zoom = ScreenTransition.zoom(sourceID: "cover") {
            sourceRequests += 1
            return TestScreen("cell")
        }
        router.presentModal(
            view: AboutView(), animated: true, presentationStyle: .fullScreen, transition: zoom,
            dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.transition(of: try #require(router.presentedRouter).navigationController) == zoom)
        let drag = try #require(router.headless.beginInteractiveDismissal())
        drag.cancel()
        #expect(app.journal.runs.isEmpty)
        try #require(router.headless.beginInteractiveDismissal()).finish()
        #expect(app.journal.runs == ["dismiss about"])
        #expect(sourceRequests == 2)
    }

    @Test func onSwiftUIsNavigationAHostedZoomedModalIsDismissedAsAWholeGestureOnly() throws {
        let app = ShopApp(.swiftUI)
        let router = app.tabRouter(0)
        router.presentModal(
            view: AboutView(), animated: true, presentationStyle: .fullScreen, transition: .zoom(sourceID: "cover"),
            dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.headless.beginInteractiveDismissal() == nil, "SwiftUI tells nothing before it writes")
        #expect(router.headless.simulateInteractiveDismissal() != nil)
        #expect(app.journal.runs == ["dismiss about"])
    }
}
