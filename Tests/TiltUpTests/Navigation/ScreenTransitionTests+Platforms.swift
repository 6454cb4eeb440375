import Testing
import TiltUp
import TiltUpTestSupport

/// Transitions where they do not all exist: Mac Catalyst runs no zoom (Apple's fluid zoom is an iPhone's and
/// an iPad's) and so no interactive dismissal through one, and SwiftUI's navigation finds a zoom's source by
/// its identifier, never asking the transition's provider, and takes no custom transition.
extension ScreenTransitionTests {
    /// A stack of `frontEnd` with a root, on `platform`.
    static func fixture(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> Fixture {
        let fixture = Fixture(frontEnd.makeNavigationController())
        fixture.navigationController.platform = platform
        return fixture
    }

    nonisolated static let swipeableFrontEnds: [TestFrontEnd] = [.uiKit, .swiftUI]

    @Test(arguments: swipeableFrontEnds)
    func macCatalystRunsNoZoomSoItAsksNoSourceAndTheUserCannotDragAZoomedScreenBack(_ frontEnd: TestFrontEnd) {
        let fixture = Self.fixture(frontEnd, on: .macCatalyst)
        var kinds: [NavigationDiagnostic.Kind] = []
        fixture.router.diagnosticHandler = { kinds.append($0.kind) }
        let photo = fixture.pushZoomed()
        #expect(fixture.sourceRequests == 0, "the standard push ran: no source asked")
        #expect(fixture.router.transition(of: photo).style == .zoom, "the transition given is kept, for the record")
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateInteractiveDismissal() == nil)
        #expect(fixture.runs.isEmpty)
        #expect(kinds == [.gestureUnavailable, .gestureUnavailable])
        #expect(fixture.navigationController.simulateBackSwipe() != nil, "the trackpad's back swipe still pops it")
        #expect(fixture.runs == ["pop photo"])
        #expect(fixture.sourceRequests == 0, "nor on the way out")
        #expect(fixture.navigationController.callCounts.zoomSourceRequests == 0)
    }

    @Test(arguments: swipeableFrontEnds)
    func onMacCatalystAZoomedFullScreenModalCannotBeDraggedAwayAndEscapeDoesNotCloseIt(_ frontEnd: TestFrontEnd) {
        let fixture = Self.fixture(frontEnd, on: .macCatalyst)
        fixture.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: fixture.zoom) {
            fixture.runs.append("dismiss player")
        }
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateSwipeDown() == nil)
        #expect(fixture.navigationController.simulateEscape() == nil, "a full-screen modal stays on Escape")
        #expect(fixture.navigationController.presentedViewController != nil)
        #expect(fixture.runs.isEmpty)
        fixture.router.dismissModal(animated: false)
        #expect(fixture.runs == ["dismiss player"])
        #expect(fixture.sourceRequests == 0)
    }

    @Test(arguments: swipeableFrontEnds)
    func onMacCatalystAZoomedSheetIsNotSwipedDownButClosesWithEscape(_ frontEnd: TestFrontEnd) {
        let fixture = Self.fixture(frontEnd, on: .macCatalyst)
        fixture.router.presentModal(TestScreen("photo"), presentationStyle: .pageSheet, transition: fixture.zoom) {
            fixture.runs.append("dismiss photo")
        }
        #expect(fixture.navigationController.beginInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateSwipeDown() == nil)
        #expect(fixture.runs.isEmpty)
        #expect(fixture.navigationController.simulateEscape() != nil)
        if frontEnd == .swiftUI, let stack = fixture.navigationController as? NavigationStackController,
            let sheet = stack.modalBeingDismissed
        {
            stack.sheetDidDismiss(sheet)
        }
        #expect(fixture.runs == ["dismiss photo"])
        #expect(fixture.sourceRequests == 0)
    }

    @Test func onMacCatalystTheAppsOwnTransitionRunsAndItsInteractionDismissesHandlersOnce() throws {
        let fixture = Self.fixture(.uiKit, on: .macCatalyst)
        fixture.router.presentModal(
            TestScreen("card"), presentationStyle: .fullScreen, transition: .custom(CardAnimator()) { CardInteraction() }
        ) { fixture.runs.append("dismiss card") }
        let drag = try #require(fixture.navigationController.beginInteractiveDismissal(), "UIKit's animators run on Catalyst")
        drag.cancel()
        #expect(fixture.runs.isEmpty)
        try #require(fixture.navigationController.beginInteractiveDismissal()).finish()
        #expect(fixture.runs == ["dismiss card"])
    }

    @Test func onIOSTheSameZoomedModalIsDraggedAwayWhichIsWhatCatalystRefuses() throws {
        let fixture = Self.fixture(.uiKit, on: .iOS)
        fixture.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: fixture.zoom) {
            fixture.runs.append("dismiss player")
        }
        try #require(fixture.navigationController.beginInteractiveDismissal()).finish()
        #expect(fixture.runs == ["dismiss player"])
        #expect(fixture.sourceRequests == 2)
    }

    @Test func swiftUIsModelNeverAsksTheZoomsSourceProviderWhichSwiftUIDoesNotAsk() {
        let fixture = Fixture(NavigationStackController())
        _ = fixture.pushZoomed()
        fixture.router.pop()
        _ = fixture.pushZoomed("again")
        #expect(fixture.navigationController.simulateInteractiveDismissal() != nil, "the zoom runs, found by its identifier")
        fixture.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: fixture.zoom)
        fixture.router.dismissModal()
        #expect(fixture.runs == ["pop photo", "pop again"])
        #expect(fixture.sourceRequests == 0)
        #expect(fixture.navigationController.callCounts.zoomSourceRequests == 0)
    }

    @Test func swiftUIsNavigationTakesNoCustomTransitionSoItsInteractionDismissesNothing() {
        let fixture = Fixture(NavigationStackController())
        var kinds: [NavigationDiagnostic.Kind] = []
        fixture.router.diagnosticHandler = { kinds.append($0.kind) }
        fixture.router.presentModal(
            TestScreen("card"), presentationStyle: .fullScreen, transition: .custom(CardAnimator()) { CardInteraction() }
        ) { fixture.runs.append("dismiss card") }
        #expect(fixture.navigationController.simulateInteractiveDismissal() == nil)
        #expect(fixture.navigationController.simulateSwipeDown() == nil, "a full-screen cover with the standard transition")
        #expect(fixture.runs.isEmpty)
        #expect(kinds == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test(arguments: NavigationPlatform.allCases)
    func theZoomRunsOnAnIPhoneOrIPadOnlyAndTheAppsOwnTransitionEverywhereButANativeMac(_ platform: NavigationPlatform) {
        let fixture = Self.fixture(.uiKit, on: platform)
        let zoomed = fixture.pushZoomed()
        let pinch = fixture.navigationController.beginInteractiveDismissal()
        #expect((pinch != nil) == (platform == .iOS))
        pinch?.cancel()
        fixture.router.pop(animated: false)
        #expect(fixture.router.transition(of: zoomed) == .standard)
        fixture.router.push(TestScreen("card"), transition: .custom(CardAnimator()) { CardInteraction() })
        let drag = fixture.navigationController.beginInteractiveDismissal()
        #expect((drag != nil) == (platform != .macOS))
        drag?.cancel()
    }
}
