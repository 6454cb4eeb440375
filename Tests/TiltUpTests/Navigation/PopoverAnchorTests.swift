import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A view or a bar button item a popover points at: where UIKit does not exist, any object stands for one.
private final class AnchorView {}

/// A Router's popover points at the anchor it was presented with, on every front end; without one it
/// points at the middle of the presenting screen. In compact width the anchor waits, and it is released with
/// its popover.
@MainActor
@Suite struct PopoverAnchorTests {
    /// A Router on `frontEnd` with a root screen, in `sizeClass`, its diagnostics recorded.
    private func makeRouter(_ frontEnd: TestFrontEnd, in sizeClass: SizeClass = .regular, _ recorder: Recorder) -> (
        Router, HeadlessNavigationController
    ) {
        let navigationController = frontEnd.makeNavigationController()
        let router = Router(navigationController: navigationController)
        recorder.watch(router)
        router.replaceRoot(with: TestScreen("root"), animated: false)
        navigationController.simulateSizeClassChange(to: sizeClass)
        return (router, navigationController)
    }

    /// Ends the dismissal SwiftUI is still animating, as `RouterView` does at its `onDismiss`.
    private func settle(_ navigationController: HeadlessNavigationController) {
        if let stack = navigationController as? NavigationStackController, let going = stack.modalBeingDismissed {
            stack.sheetDidDismiss(going)
        }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverPointsAtTheAnchorItWasPresentedWith(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        let view = AnchorView()
        let item = AnchorView()
        let anchors: [PopoverAnchor] = [
            .view(view), .view(view, rect: CGRect(x: 4, y: 8, width: 20, height: 10)), .barButtonItem(item),
            .rect(CGRect(x: 100, y: 40, width: 44, height: 44)),
        ]

        for anchor in anchors {
            let filters = TestScreen("filters")
            router.presentPopover(filters, animated: false, anchor: anchor, dismissHandler: recorder.handler("filters"))
            #expect(navigationController.presentedViewController === filters)
            #expect(navigationController.presentedPopoverAnchor == anchor)
            #expect(navigationController.simulateTapOutside() === filters, "a popover, closed by a tap outside")
            settle(navigationController)
            #expect(navigationController.presentedPopoverAnchor == nil)
        }

        #expect(recorder.runs == Array(repeating: "filters", count: anchors.count))
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRoutersPopoverPointsAtItsAnchorAndItsScreensLeaveWithIt(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        let popover = Router(navigationController: frontEnd.makeModalNavigationController())
        popover.push(TestScreen("sort"), animated: false, popHandler: recorder.handler("pop sort"))
        let button = AnchorView()

        router.presentPopover(popover, animated: true, anchor: .view(button), dismissHandler: recorder.handler("dismiss sort"))

        #expect(router.presentedRouter === popover)
        #expect(navigationController.presentedPopoverAnchor == .view(button))
        navigationController.simulateTapOutside()
        settle(navigationController)
        #expect(recorder.runs == ["pop sort", "dismiss sort"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverWithoutAnAnchorHasNoneAndStillClosesAsAPopover(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        router.presentPopover(TestScreen("first"), animated: false, anchor: .barButtonItem(AnchorView()))
        router.dismissModal(animated: false)
        settle(navigationController)

        router.presentModal(
            TestScreen("filters"), animated: false, presentationStyle: .popover, dismissHandler: recorder.handler("filters"))

        #expect(navigationController.presentedPopoverAnchor == nil, "it points at the middle of the presenting screen")
        #expect(navigationController.simulateTapOutside() != nil)
        #expect(recorder.runs == ["filters"])
        #expect(recorder.diagnostics.isEmpty, "no anchor is no misuse: UIKit's exception never comes")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func inCompactWidthThePopoverIsASheetAndItsAnchorIsKeptForWhenItIsAPopoverAgain(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, in: .compact, recorder)
        let item = AnchorView()
        router.presentPopover(
            TestScreen("filters"), animated: false, anchor: .barButtonItem(item), dismissHandler: recorder.handler("filters"))
        #expect(navigationController.presentedPopoverAnchor == .barButtonItem(item))
        #expect(navigationController.simulateTapOutside() == nil, "a sheet in compact width")

        navigationController.simulateSizeClassChange(to: .regular)
        #expect(navigationController.presentedPopoverAnchor == .barButtonItem(item))
        navigationController.simulateSizeClassChange(to: .compact)
        #expect(navigationController.simulateSwipeDown() != nil)
        settle(navigationController)

        #expect(recorder.runs == ["filters"])
        #expect(navigationController.presentedPopoverAnchor == nil)
        #expect(recorder.diagnostics == [.gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases, [false, true])
    func theAnchorIsHeldWhileThePopoverIsUpAndReleasedWithIt(_ frontEnd: TestFrontEnd, byTheUser: Bool) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        weak var released: AnchorView?
        do {
            let view = AnchorView()
            released = view
            router.presentPopover(TestScreen("filters"), animated: false, anchor: .view(view), dismissHandler: recorder.handler("filters"))
        }
        #expect(released != nil, "held, as UIKit's popover holds its source view")

        if byTheUser {
            navigationController.simulateTapOutside()
        } else {
            router.dismissModal(animated: true)
        }
        settle(navigationController)

        #expect(released == nil)
        #expect(recorder.runs == ["filters"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverRefusedBecauseAModalIsUpRunsItsHandlerAndKeepsNoAnchor(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        let sheet = TestScreen("sheet")
        router.presentModal(sheet, animated: false, presentationStyle: .pageSheet)
        weak var released: AnchorView?
        do {
            let view = AnchorView()
            released = view
            router.presentPopover(TestScreen("filters"), animated: false, anchor: .view(view), dismissHandler: recorder.handler("filters"))
        }

        #expect(recorder.diagnostics == [.modalAlreadyPresented])
        #expect(recorder.runs == ["filters"])
        #expect(navigationController.presentedViewController === sheet)
        #expect(navigationController.presentedPopoverAnchor == nil)
        #expect(released == nil)
    }

    @Test func aPopoverWaitingForATransitionPointsAtItsAnchorOnceShownAndADroppedOneReleasesIt() throws {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(.uiKit, recorder)
        router.push(TestScreen("list"), animated: false)
        let item = AnchorView()
        let swipe = try #require(navigationController.beginBackSwipe())
        router.presentPopover(
            TestScreen("filters"), animated: false, anchor: .barButtonItem(item), dismissHandler: recorder.handler("filters"))
        #expect(navigationController.presentedViewController == nil, "it waits for the swipe")

        swipe.cancel()

        #expect(navigationController.presentedPopoverAnchor == .barButtonItem(item))

        let modal = Router(navigationController: HeadlessNavigationController())
        modal.push(TestScreen("modal root"), animated: false)
        navigationController.simulateTapOutside()
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("modal"))
        modal.push(TestScreen("step"), animated: false)
        weak var released: AnchorView?
        do {
            let view = AnchorView()
            released = view
            let modalSwipe = try #require(modal.headless.beginBackSwipe())
            modal.presentPopover(TestScreen("inner"), animated: false, anchor: .view(view), dismissHandler: recorder.handler("inner"))
            _ = modalSwipe
        }
        #expect(released != nil, "the waiting call holds it")
        router.dismissModal(animated: false)

        #expect(released == nil, "the call dropped with its Router released it")
        #expect(recorder.runs == ["filters", "inner", "modal"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aPopoverPresentedFromAModalGoesWithItsAnchorWhenTheModalBelowGoes(_ frontEnd: TestFrontEnd) {
        let recorder = Recorder()
        let (router, navigationController) = makeRouter(frontEnd, recorder)
        let modal = Router(navigationController: frontEnd.makeModalNavigationController())
        modal.push(TestScreen("modal root"), animated: false)
        router.presentModal(modal, animated: false, presentationStyle: .pageSheet, dismissHandler: recorder.handler("modal"))
        weak var released: AnchorView?
        do {
            let view = AnchorView()
            released = view
            modal.presentPopover(TestScreen("inner"), animated: false, anchor: .view(view), dismissHandler: recorder.handler("inner"))
        }
        #expect(modal.headless.presentedPopoverAnchor != nil)

        router.dismissModal(animated: true)
        settle(navigationController)

        #expect(recorder.runs == ["inner", "modal"])
        #expect(modal.headless.presentedPopoverAnchor == nil)
        #expect(released == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theJournalRecordsThePopoversPresentationNotItsAnchor(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigationController.simulateSizeClassChange(to: .regular)
        let journal = NavigationJournal(navigator: app.navigator)

        app.tabRouter(0).presentPopover(TestScreen("filters"), animated: false, anchor: .barButtonItem(AnchorView()))

        #expect(journal.entries.map(\.change) == [.presented(screen: "TestScreen", style: ".popover")])
        #expect(journal.entries.map(\.call) == ["presentModal"])
    }

    @Test func anchorsAreEqualWhenTheyPointAtTheSameThing() {
        let view = AnchorView()
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(PopoverAnchor.view(view) == .view(view))
        #expect(PopoverAnchor.view(view, rect: rect) == .view(view, rect: rect))
        #expect(PopoverAnchor.view(view) != .view(view, rect: rect))
        #expect(PopoverAnchor.view(view) != .view(AnchorView()))
        #expect(PopoverAnchor.barButtonItem(view) == .barButtonItem(view))
        #expect(PopoverAnchor.barButtonItem(view) != .view(view))
        #expect(PopoverAnchor.rect(rect) == .rect(rect))
        #expect(PopoverAnchor.rect(rect) != .rect(.zero))
    }
}
