import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Attacks on issue 53's transitions and sheets: handlers run twice or never, coordinators leaked, states the
/// docs call impossible, hostile input and reentrancy.
@MainActor
@Suite struct Issue53AttackTests {
    /// A stack with a root, the zoom's source requests counted, handlers and diagnostics noted.
    @MainActor
    final class Stack {
        let navigationController: HeadlessNavigationController
        let router: Router
        var runs: [String] = []
        var sourceRequests = 0
        var diagnostics: [NavigationDiagnostic] = []

        init(_ navigationController: HeadlessNavigationController = HeadlessNavigationController()) {
            self.navigationController = navigationController
            router = Router(navigationController: navigationController)
            router.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
            router.push(TestScreen("list"), animated: false)
        }

        var zoom: ScreenTransition {
            .zoom(sourceID: 7) { [unowned self] in
                sourceRequests += 1
                return TestScreen("cell")
            }
        }
    }

    // MARK: Transitions

    @Test func aScreenPushedAgainWithTheStandardTransitionForgetsItsEarlierZoom() {
        let stack = Stack()
        let photo = TestScreen("photo")
        stack.router.push(photo, transition: stack.zoom) { stack.runs.append("pop zoomed") }
        stack.router.pop()
        let requestsBefore = stack.sourceRequests
        stack.router.push(photo) { stack.runs.append("pop standard") }
        #expect(stack.router.transition(of: photo) == .standard)
        let pinch = stack.navigationController.beginInteractiveDismissal()
        #expect(pinch == nil, "the screen came with the standard transition this time: no pinch back into a source")
        pinch?.cancel()
        stack.router.pop()
        #expect(stack.sourceRequests == requestsBefore, "no zoom runs for a screen pushed without one")
        #expect(stack.runs == ["pop zoomed", "pop standard"])
    }

    @Test func aModalPresentedAgainWithoutItsZoomIsNoLongerDismissibleFullScreen() {
        let stack = Stack()
        let player = TestScreen("player")
        stack.router.presentModal(player, presentationStyle: .fullScreen, transition: stack.zoom) { stack.runs.append("dismiss zoomed") }
        stack.router.dismissModal()
        stack.router.presentModal(player, presentationStyle: .fullScreen) { stack.runs.append("dismiss standard") }
        let pinch = stack.navigationController.beginInteractiveDismissal()
        #expect(pinch == nil)
        pinch?.cancel()
        #expect(
            stack.navigationController.simulateSwipeDown() == nil, "a full-screen modal with the standard transition cannot be swiped down")
        #expect(stack.navigationController.presentedViewController === player)
        #expect(stack.runs == ["dismiss zoomed"])
    }

    @Test func swiftUIsInteractiveDismissalRefusesASheetThatCameWithTheStandardTransition() {
        let stack = Stack(NavigationStackController())
        stack.router.presentModal(TestScreen("sheet"), presentationStyle: .pageSheet) { stack.runs.append("dismiss sheet") }
        #expect(
            stack.navigationController.simulateInteractiveDismissal() == nil,
            "nil when the gesture is refused: the sheet came with the standard transition")
        #expect(stack.runs.isEmpty)
    }

    @Test func swiftUIsInteractiveDismissalOnANativeMacRefusesAZoomedModal() {
        let stack = Stack(NavigationStackController())
        stack.navigationController.platform = .macOS
        stack.router.presentModal(TestScreen("photo"), presentationStyle: .pageSheet, transition: stack.zoom) {
            stack.runs.append("dismiss photo")
        }
        #expect(stack.navigationController.simulateInteractiveDismissal() == nil, "a native Mac runs no zoom")
        #expect(stack.runs.isEmpty)
    }

    @Test func theZoomedRootHasNothingToBeDismissedInto() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.diagnosticHandler = { _ in }
        var runs = 0
        router.push(TestScreen("root"), transition: .zoom(sourceID: 1)) { runs += 1 }
        #expect(navigationController.beginInteractiveDismissal() == nil)
        #expect(navigationController.simulateInteractiveDismissal() == nil)
        #expect(router.viewControllers.count == 1 && runs == 0)
    }

    @Test func aPinchFinishedTwiceDismissesOnceAndASecondPinchWaitsForTheFirst() throws {
        let stack = Stack()
        stack.router.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }
        let pinch = try #require(stack.navigationController.beginInteractiveDismissal())
        #expect(stack.navigationController.beginInteractiveDismissal() == nil, "one gesture at a time")
        #expect(pinch.finish() != nil)
        #expect(pinch.finish() == nil)
        pinch.cancel()
        #expect(stack.runs == ["pop photo"])
        #expect(stack.router.viewControllers.count == 1)
    }

    @Test func aPopHandlerThatPushesWhileThePinchFinishesRunsOnceAndItsPushStays() throws {
        let stack = Stack()
        stack.router.push(TestScreen("photo"), transition: stack.zoom) {
            stack.runs.append("pop photo")
            stack.router.push(TestScreen("next"), transition: stack.zoom) { stack.runs.append("pop next") }
        }
        try #require(stack.navigationController.beginInteractiveDismissal()).finish()
        #expect(stack.runs == ["pop photo"])
        #expect(stack.router.viewControllers.compactMap { ($0 as? TestScreen)?.name } == ["list", "next"])
        #expect(stack.navigationController.simulateInteractiveDismissal() != nil)
        #expect(stack.runs == ["pop photo", "pop next"])
    }

    @Test func theCoordinatorOfAZoomedScreenIsReleasedWhenThePinchFinishesNotWhenItIsCancelled() throws {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { _ in }
        appCoordinator.router.push(TestScreen("grid"), animated: false)
        weak var weakCoordinator: Coordinator?
        do {
            let coordinator = Coordinator(appCoordinator: appCoordinator)
            weakCoordinator = coordinator
            appCoordinator.router.push(TestScreen("photo"), retaining: coordinator, transition: .zoom(sourceID: 1))
        }
        try #require(navigationController.beginInteractiveDismissal()).cancel()
        #expect(weakCoordinator != nil)
        try #require(navigationController.beginInteractiveDismissal()).finish()
        #expect(weakCoordinator == nil)
    }

    // MARK: Sheets

    @Test func anUndimmedSheetUnderAModalItPresentsCoversTheStackBehind() {
        let stack = Stack()
        stack.router.push(TestScreen("detail"), animated: false) { stack.runs.append("pop detail") }
        let sheet = Router(navigationController: HeadlessNavigationController())
        sheet.push(TestScreen("player"), animated: false)
        stack.router.presentSheet(
            sheet, animated: false, detents: [.fraction(0.15), .large], largestUndimmedDetent: .fraction(0.15))
        #expect(stack.router.presentedSheetIsUndimmed)
        sheet.presentModal(TestScreen("over the sheet"), animated: false)
        #expect(!stack.router.presentedSheetIsUndimmed, "a modal presented over the sheet covers the screens behind")
        #expect(stack.navigationController.simulateBackButton() == nil)
        #expect(stack.navigationController.simulateBackSwipe() == nil)
        #expect(stack.runs.isEmpty)
    }

    @Test func goingBackPastTheScreenAnUndimmedSheetIsPresentedOverDismissesItFirstOnce() {
        let stack = Stack()
        stack.router.push(TestScreen("album"), animated: false) { stack.runs.append("pop album") }
        stack.router.presentSheet(
            TestScreen("player"), animated: false, detents: [.height(120), .large], largestUndimmedDetent: .height(120)
        ) { stack.runs.append("dismiss player") }
        #expect(stack.navigationController.simulateBackButton() != nil)
        #expect(stack.runs == ["dismiss player", "pop album"])
        #expect(stack.navigationController.presentedViewController == nil)
        #expect(!stack.router.presentedSheetIsUndimmed)
    }

    @Test func hostileFractionsAndHeightsAreClampedWithinTheSheetAndRoundTripAsTheirIdentifiers() throws {
        let hostile: [SheetDetent] = [
            .fraction(.nan), .fraction(-.infinity), .fraction(.infinity), .fraction(-0.0), .fraction(1e-300),
            .height(.nan), .height(-5), .height(.infinity), .height(.greatestFiniteMagnitude), .height(1e-300),
        ]
        for detent in hostile {
            let height = try #require(detent.height(in: .reference), "\(detent)")
            #expect(height >= 0 && height <= 800, "\(detent)")
            #expect(!detent.identifier.isEmpty)
            let data = try JSONEncoder().encode([detent])
            let read = try JSONDecoder().decode([SheetDetent].self, from: data)
            #expect(read == [detent], "\(detent)")
            #expect(read.first?.height(in: .reference) == height, "\(detent) read back rests at the same height")
        }
    }

    @Test func aSheetOfDuplicateAndUnavailableDetentsKeepsTheFirstOfEachAndRestsAtAnAvailableOne() {
        let stack = Stack()
        let never = SheetDetent.custom("never") { _ in nil }
        let peek = SheetDetent.custom("peek") { _ in 300 }
        let samePeek = SheetDetent.custom("peek") { _ in 50 }
        stack.router.presentSheet(
            TestScreen("sheet"), animated: false, detents: [never, peek, samePeek, .large], selectedDetent: never)
        #expect(stack.router.presentedSheetDetents.map(\.identifier) == ["peek", "large", "never"])
        #expect(stack.router.presentedSheetDetents.first?.height(in: .reference) == 300, "the first of an identifier")
        #expect(stack.router.presentedSheetDetent == peek)
        #expect(!stack.navigationController.simulateDetentChange(to: never))
        stack.router.selectSheetDetent(never)
        #expect(stack.router.presentedSheetDetent == peek)
        #expect(stack.diagnostics.map(\.kind).allSatisfy { $0 == .invalidSheetDetent || $0 == .gestureUnavailable })
    }

    @Test func aSheetWhoseDetentsAreAllUnavailableRestsAtLargeAndIsReported() {
        let stack = Stack()
        stack.router.presentSheet(
            TestScreen("sheet"), animated: false, detents: [.custom("") { _ in nil }, .custom("x") { _ in .nan }],
            largestUndimmedDetent: .large)
        #expect(stack.router.presentedSheetDetent == .large)
        #expect(stack.diagnostics.map(\.kind).contains(.invalidSheetDetent))
    }

    @Test func aDismissHandlerThatPresentsAnotherUndimmedSheetRunsOnceAndTheNewSheetLeavesTheListUsable() {
        let stack = Stack()
        stack.router.presentSheet(
            TestScreen("first"), animated: false, detents: [.fraction(0.1), .large], largestUndimmedDetent: .fraction(0.1)
        ) {
            stack.runs.append("dismiss first")
            stack.router.presentSheet(
                TestScreen("second"), animated: false, detents: [.fraction(0.2), .large], largestUndimmedDetent: .fraction(0.2)
            ) { stack.runs.append("dismiss second") }
        }
        #expect(stack.navigationController.simulateSwipeDown() != nil)
        #expect(stack.runs == ["dismiss first"])
        #expect(stack.router.presentedSheetIsUndimmed)
        stack.router.push(TestScreen("pushed behind"), animated: false)
        #expect(stack.navigationController.simulateBackButton() != nil)
        #expect(stack.runs == ["dismiss first"], "the second sheet was presented over the root: it stays")
    }
}
