import Foundation
import Testing
import TiltUpTestSupport

@testable import TiltUp

/// Attacks on the `router` branch: one entry point per verb with its `transition:`, no zoom on a Mac, SwiftUI's
/// model that asks no zoom source, `SheetDetent`'s order and restoring, SwiftUI's hosted sheet, and refused
/// interactive dismissals in a journal. Each test pins a promise of the docs; those that fail show where it
/// is not kept.
@MainActor
@Suite struct RouterBranchAttackTests {
    /// A stack with a root ("list"), its handlers and diagnostics noted, and a zoom whose source provider can
    /// be told to do something when it is asked for the n-th time.
    @MainActor
    final class Stack {
        let navigationController: HeadlessNavigationController
        let router: Router
        var runs: [String] = []
        var diagnostics: [NavigationDiagnostic] = []
        var sourceRequests = 0
        /// What the provider does when asked, given the count of requests so far (1 for the first).
        var onSourceRequest: (Int) -> Void = { _ in }

        init(
            _ navigationController: HeadlessNavigationController = HeadlessNavigationController(),
            on platform: NavigationPlatform = .iOS
        ) {
            self.navigationController = navigationController
            navigationController.platform = platform
            router = Router(navigationController: navigationController)
            router.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
            router.push(TestScreen("list"), animated: false)
        }

        var zoom: ScreenTransition {
            .zoom(sourceID: 7) { [unowned self] in
                sourceRequests += 1
                onSourceRequest(sourceRequests)
                return nil
            }
        }

        /// The names of the screens on the Router's stack, and on its navigation controller's.
        var routerNames: [String] { router.viewControllers.map(Self.name) }
        var controllerNames: [String] { navigationController.viewControllers.map(Self.name) }

        static func name(_ screen: Screen) -> String {
            (screen as? TestScreen)?.name ?? String(describing: type(of: screen))
        }
    }

    /// A coordinator that pushes or presents a photo zoomed out of its grid's cell, as apps write it: its
    /// source provider reads the coordinator's own grid (a strong `self`, as closures usually capture it).
    final class PhotoCoordinator: Coordinator {
        var cell: AnyObject? = TestScreen("cell")

        var zoom: ScreenTransition {
            .zoom(sourceID: "photo") { self.cell }
        }
    }

    // MARK: A zoom's source provider that re-enters the Router

    // On iOS UIKit asks the provider while the push, pop or dismissal is under way, so a Router call it makes
    // waits for that transition to end ("A Router call made while a transition is under way ... waits, and
    // runs when the transition ends", CoordinatorsAndRouters); and no misuse loses a handler or pops the root.

    @Test func aZoomSourceProviderThatPushesWhenAskedOnThePopDoesNotTakeThePoppedScreensPlace() {
        let stack = Stack()
        let photo = TestScreen("photo")
        stack.onSourceRequest = { request in
            // Asked as the photo zooms back into its cell: the app pushes something else meanwhile.
            if request == 2 {
                stack.router.push(TestScreen("intruder"), animated: false) { stack.runs.append("pop intruder") }
            }
        }
        stack.router.push(photo, transition: stack.zoom) { stack.runs.append("pop photo") }
        stack.router.pop()

        #expect(stack.runs == ["pop photo"], "the pop takes the photo away, whatever its source provider did")
        #expect(!stack.navigationController.viewControllers.contains { $0 === photo })
        #expect(stack.routerNames == stack.controllerNames, "the Router and its controller agree")
    }

    @Test func aZoomSourceProviderThatPushesWhenAskedOnThePushHasItsScreenComeAfterTheZoomedOne() {
        let stack = Stack()
        stack.onSourceRequest = { request in
            if request == 1 {
                stack.router.push(TestScreen("intruder"), animated: false) { stack.runs.append("pop intruder") }
            }
        }
        stack.router.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }

        #expect(stack.controllerNames == ["list", "photo", "intruder"], "the push the provider made comes after the one under way")
        #expect(stack.routerNames == stack.controllerNames, "the Router and its controller agree")
        stack.router.popToRoot(animated: false)
        #expect(stack.controllerNames == ["list"])
        #expect(stack.runs == ["pop intruder", "pop photo"], "each handler once, top first")
    }

    @Test func aZoomSourceProviderThatPopsWhenThePinchFinishesNeverTakesTheRootAway() throws {
        let stack = Stack()
        stack.onSourceRequest = { request in
            if request == 2 { stack.router.pop() }
        }
        stack.router.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }
        try #require(stack.navigationController.beginInteractiveDismissal()).finish()

        #expect(stack.controllerNames == ["list"])
        #expect(stack.routerNames == stack.controllerNames, "the Router and its controller agree")
        #expect(stack.runs == ["pop photo"])
    }

    @Test func aZoomSourceProviderThatPushesWhenThePinchFinishesLeavesOneStackAndRunsThePhotosHandlerOnce() throws {
        let stack = Stack()
        stack.onSourceRequest = { request in
            if request == 2 {
                stack.router.push(TestScreen("intruder"), animated: false) { stack.runs.append("pop intruder") }
            }
        }
        let photo = TestScreen("photo")
        stack.router.push(photo, transition: stack.zoom) { stack.runs.append("pop photo") }
        try #require(stack.navigationController.beginInteractiveDismissal()).finish()

        #expect(stack.runs == ["pop photo"])
        #expect(stack.routerNames == stack.controllerNames, "the Router and its controller agree")
        #expect(!stack.navigationController.viewControllers.contains { $0 === photo })
    }

    @Test func aZoomSourceProviderThatDismissesTheModalWhileItIsPresentedRunsItsHandlerOnce() {
        let stack = Stack()
        stack.onSourceRequest = { request in
            if request == 1 { stack.router.dismissModal() }
        }
        stack.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: stack.zoom) {
            stack.runs.append("dismiss player")
        }
        let presented = stack.navigationController.presentedViewController != nil
        #expect(stack.runs == (presented ? [] : ["dismiss player"]))
        #expect((stack.router.modal != nil) == presented, "the Router and its controller agree")
    }

    @Test func aZoomSourceProviderThatPopsWhenAskedOnThePopNeverTakesTheRootAway() {
        let stack = Stack()
        stack.onSourceRequest = { request in
            // Asked as the photo leaves: the app pops too (a second tap on Back, say).
            if request == 2 { stack.router.pop() }
        }
        stack.router.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }
        stack.router.pop()

        #expect(stack.controllerNames == ["list"], "a pop never takes the root away")
        #expect(stack.routerNames == stack.controllerNames, "the Router and its controller agree")
        #expect(stack.runs == ["pop photo"])
    }

    @Test func aZoomSourceProviderThatPresentsWhileTheZoomedModalIsDismissedHasItsModalShownAfterwards() {
        let stack = Stack()
        stack.onSourceRequest = { request in
            // Asked as the player zooms back into its cell: the app presents the next screen, which on iOS
            // waits for the dismissal's transition to end, then shows.
            if request == 2 {
                stack.router.presentModal(TestScreen("next"), presentationStyle: .pageSheet) { stack.runs.append("dismiss next") }
            }
        }
        stack.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: stack.zoom) {
            stack.runs.append("dismiss player")
        }
        stack.router.dismissModal()

        #expect(stack.runs == ["dismiss player"], "the next screen's handler has not run: it is up")
        #expect((stack.navigationController.presentedViewController as? TestScreen)?.name == "next")
        #expect(stack.diagnostics.isEmpty, "\(stack.diagnostics)")
    }

    // MARK: Coordinators a transition holds

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aCoordinatorItsZoomsSourceProviderCapturesIsReleasedWhenItsScreenIsPopped(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        weak var released: PhotoCoordinator?
        do {
            let photos = PhotoCoordinator(appCoordinator: app.appCoordinator)
            released = photos
            router.push(TestScreen("photo"), retaining: photos, transition: photos.zoom, popHandler: app.journal.popHandler("photo"))
        }
        #expect(released != nil, "retained while its screen is on the stack")
        router.pop()
        app.settle()
        #expect(app.journal.runs == ["pop photo"])
        // On UIKit the zoom is the photo's `preferredTransition`, which goes with the photo.
        #expect(released == nil, "the coordinator lives exactly as long as its screen")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aCoordinatorItsZoomedModalsSourceProviderCapturesIsReleasedWhenTheModalIsDismissed(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        weak var released: PhotoCoordinator?
        do {
            let photos = PhotoCoordinator(appCoordinator: app.appCoordinator)
            released = photos
            router.presentModal(
                TestScreen("player"), retaining: photos, presentationStyle: .fullScreen, transition: photos.zoom,
                dismissHandler: app.journal.dismissHandler("player"))
        }
        router.dismissModal()
        app.settle()
        #expect(app.journal.runs == ["dismiss player"])
        #expect(released == nil, "the coordinator lives exactly as long as its modal")
    }

    // MARK: Refused interactive dismissals in a journal

    /// The shop app on `platform`, its first tab showing `detail` above home, pushed with `transition`.
    private func shopWithDetail(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform, transition: ScreenTransition) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).push(TestScreen("detail"), animated: false, transition: transition, popHandler: app.journal.popHandler("detail"))
        return app
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRefusedInteractiveDismissalRecordedWithoutMessagesIsReplayedAsThatRefusal(_ frontEnd: TestFrontEnd) {
        // A journal that keeps no diagnostics' messages (they name routes: personal data).
        let recorded = shopWithDetail(frontEnd, on: .iOS, transition: .standard)
        let journal = NavigationJournal(navigator: recorded.navigator)
        journal.recordsDiagnosticMessages = false
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil, "the standard push has no such gesture")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.change) == [.unchanged])

        let app = shopWithDetail(frontEnd, on: .iOS, transition: .standard)
        let replay = app.navigator.replay(recording)
        app.settle()
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty, "the detail stayed when recorded")
    }

    @Test func anInteractiveDismissalBegunTwiceIsReplayedAsRecorded() throws {
        let recorded = shopWithDetail(.uiKit, on: .iOS, transition: .zoom(sourceID: 1))
        let journal = NavigationJournal(navigator: recorded.navigator)
        let tab = recorded.tabRouter(0).headless
        let pinch = try #require(tab.beginInteractiveDismissal())
        #expect(tab.beginInteractiveDismissal() == nil, "one pinch at a time")
        pinch.finish()
        #expect(recorded.journal.runs == ["pop detail"])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shopWithDetail(.uiKit, on: .iOS, transition: .zoom(sourceID: 1))
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["pop detail"])
    }

    @Test func aCatalystUsersPinchOfAZoomedPushBegunAndRefusedIsReplayedAsThatRefusal() {
        let recorded = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.beginInteractiveDismissal() == nil)
        let recording = NavigationJournal.Recording(entries: journal.entries)
        // Recorded as what the user did (not as the back swipe, which Catalyst has and would pop the detail).
        #expect(recording.entries.map(\.cause) == [.interactiveDismissal(.top)])

        let app = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty)
        #expect(app.tabRouter(0).viewControllers.count == 2, "the trackpad's back swipe, which Catalyst has, was not made")
    }

    @Test func aRefusedInteractiveDismissalReadBackFromJSONIsReplayedAsThatRefusal() throws {
        let recorded = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil)
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: journal.jsonData())

        let app = shopWithDetail(.uiKit, on: .macCatalyst, transition: .zoom(sourceID: 1))
        let replay = app.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty)
    }

    @Test func aCatalystUsersDragOfACustomTransitionedFullScreenModalIsReplayedAsThatDismissal() throws {
        // Custom transitions run on Catalyst, and with them their interactive dismissal, whatever the style.
        func app() -> ShopApp {
            let app = ShopApp(.uiKit)
            app.navigationController.platform = .macCatalyst
            app.tabRouter(0).presentModal(
                TestScreen("card"), animated: false, presentationStyle: .fullScreen,
                transition: .custom(CardAnimator()) { CardInteraction() }, dismissHandler: app.journal.dismissHandler("card"))
            return app
        }
        let recorded = app()
        let journal = NavigationJournal(navigator: recorded.navigator)
        try #require(recorded.tabRouter(0).headless.beginInteractiveDismissal()).finish()
        #expect(recorded.journal.runs == ["dismiss card"])
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let replayed = app()
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(replayed.journal.runs == ["dismiss card"])
    }

    // MARK: SheetDetent: order and saves

    @Test func aCustomDetentNamedLikeAnOutOfRangeBuiltInOneIsReadBackFromASaveAsItself() throws {
        let hostile: [SheetDetent] = [
            .custom("fraction(2.0)") { _ in 300 }, .custom("height(-5.0)") { _ in 300 }, .custom("fraction(nan)") { _ in 300 },
            .custom("height(nan)") { _ in 300 },
        ]
        for detent in hostile {
            let read = try JSONDecoder().decode(SheetDetent.self, from: JSONEncoder().encode(detent))
            #expect(read.identifier == detent.identifier, "a detent is saved as its identifier, and read back as it")
            #expect(read == detent)
        }
    }

    @Test func aCustomDetentWhoseIdentifierNoBuiltInDetentHasComesAfterEveryBuiltInOne() {
        // `.fraction(2)` is `fraction(1.0)` and `.height(-5)` is `height(0.0)`: no built-in detent is named so.
        let outOfRange = SheetDetent.custom("fraction(2.0)") { _ in 300 }
        let negative = SheetDetent.custom("height(-5.0)") { _ in 300 }
        #expect(SheetDetent.fraction(2).identifier != outOfRange.identifier)
        #expect(SheetDetent.height(-5).identifier != negative.identifier)
        #expect(SheetDetent.large < outOfRange, "custom detents come after the built-in ones")
        #expect(SheetDetent.fraction(0.01) < negative)
    }

    /// The shop app whose settings sheet has `detents`, showing it over the orders tab, resting at `resting`.
    private func shopWithSettings(_ frontEnd: TestFrontEnd, detents: [SheetDetent], resting: SheetDetent) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.journal.sheetDetents = detents
        app.navigator.open([.orders, .settings])
        #expect(app.tabRouter(1).headless.simulateDetentChange(to: resting))
        return app
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aSheetRestingAtACustomDetentNamedLikeAnOutOfRangeFractionIsRestoredThere(_ frontEnd: TestFrontEnd) throws {
        let odd = SheetDetent.custom("fraction(2.0)") { _ in 300 }
        let detents: [SheetDetent] = [.fraction(0.1), odd, .fraction(1)]
        let saved = try shopWithSettings(frontEnd, detents: detents, resting: odd).navigator.capture().restorationData()

        let app = ShopApp(frontEnd)
        app.journal.sheetDetents = detents
        app.navigator.restore(try NavigationSnapshot<ShopRoute>.read(restorationData: saved).snapshot)
        #expect(app.tabRouter(1).presentedSheetDetent?.identifier == "fraction(2.0)", "it rests where it was saved")
        #expect(app.tabRouter(1).presentedSheetDetent?.height(in: .reference) == 300)
    }

    @Test func sheetDetentsOrderHoldsItsLawForHostileIdentifiersSavedAndNot() throws {
        let made: [SheetDetent] = [
            .medium, .large, .fraction(0.5), .height(400), .height(.infinity), .fraction(-0.0), .height(-0.0),
            .custom("fraction(2.0)") { _ in 1 }, .custom("height(nan)") { _ in nil }, .custom("large") { _ in 1 },
            .custom("caf\u{E9}") { _ in 100 }, .custom("cafe\u{301}") { _ in 700 }, .custom("") { _ in 5 },
            .custom("fraction(0.5)") { _ in 799 }, .custom("medium ") { _ in 400 },
        ]
        let all = try made + made.map { try JSONDecoder().decode(SheetDetent.self, from: JSONEncoder().encode($0)) }
        for a in all {
            for b in all {
                let holding = [a == b, a < b, b < a].filter { $0 }.count
                #expect(holding == 1, "\(a) and \(b)")
                #expect(a != b || a.hashValue == b.hashValue)
                for c in all where a < b && b < c {
                    #expect(a < c, "\(a) < \(b) < \(c)")
                }
            }
        }
    }

    // MARK: Sheets of a hosted view

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aHostedSheetWhoseLargestUndimmedDetentIsUnavailableCoversTheStackBehindAtFullHeight(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
        let gone = SheetDetent.custom("peek") { _ in nil }  // unavailable here: the sheet cannot rest there
        router.presentSheet(
            view: AboutView(), animated: false, detents: [.medium, .large, gone], largestUndimmedDetent: gone,
            dismissHandler: app.journal.dismissHandler("about"))
        #expect(router.headless.simulateDetentChange(to: .large))
        #expect(router.presentedSheetDetent == .large)
        #expect(!router.presentedSheetIsUndimmed, "above its largest undimmed detent the sheet dims and covers the stack")
        #expect(router.headless.simulateBackSwipe() == nil, "the user cannot go back behind a sheet at full height")
        app.settle()
        #expect(app.journal.runs.isEmpty)
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aHostedSheetInItsOwnNavigationControllerIsOnePresentModalEntry(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(0)
        let start = journal.entries.count
        router.presentSheet(view: AboutView(), animated: false, detents: [.medium, .large])
        router.presentedRouter?.push(view: AboutView(text: "more"), animated: false)
        let recorded = journal.entries.dropFirst(start)
        #expect(recorded.map(\.call) == ["presentModal", "push"])
        #expect(Set(recorded.map(\.action)).count == 2)
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    // MARK: An interactive dismissal begun, then the screen taken away by code

    @Test(arguments: [true, false])
    func aPinchUnderWayWhenTheAppPopsTheScreenRunsItsHandlerOnceWhicheverWayItEnds(_ finishes: Bool) throws {
        let stack = Stack()
        stack.router.push(TestScreen("album"), animated: false) { stack.runs.append("pop album") }
        stack.router.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }
        let pinch = try #require(stack.navigationController.beginInteractiveDismissal())
        stack.router.popToViewController(stack.router.viewControllers[1], animated: true)
        #expect(stack.runs.isEmpty, "the app's pop waits for the user's pinch")
        if finishes { pinch.finish() } else { pinch.cancel() }
        #expect(stack.runs == ["pop photo"])
        #expect(stack.routerNames == ["list", "album"])
        #expect(stack.routerNames == stack.controllerNames)
    }

    // MARK: No zoom on a Mac

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI, .splitDetail], [NavigationPlatform.macCatalyst, .macOS])
    func onAMacAZoomedModalInAModalRouterRunsNoZoomAndAsksNoSource(_ frontEnd: TestFrontEnd, _ platform: NavigationPlatform) {
        let stack = Stack(frontEnd.makeNavigationController(), on: platform)
        let modal = Router(navigationController: frontEnd.makeModalNavigationController())
        modal.push(TestScreen("sheet root"), animated: false)
        stack.router.presentModal(modal, presentationStyle: .pageSheet)
        modal.push(TestScreen("photo"), transition: stack.zoom) { stack.runs.append("pop photo") }
        let inner = modal.headless
        #expect(inner.beginInteractiveDismissal() == nil)
        #expect(inner.simulateInteractiveDismissal() == nil)
        modal.pop()
        #expect(stack.runs == ["pop photo"])
        #expect(stack.sourceRequests == 0, "no zoom on \(platform), in a modal as on the window's root")
    }
}
