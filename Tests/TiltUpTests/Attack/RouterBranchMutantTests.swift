import Testing
import TiltUp
import TiltUpTestSupport

/// Rules of the `router` branch (transitions where they do not run, the replay of a refused interactive
/// dismissal) that its own tests left loose: each test here fails under a one-line mutation of the library
/// that the other tests let through.
@MainActor
@Suite struct RouterBranchMutantTests {
    // MARK: Why a transition does not run

    /// The message of the diagnostic `frontEnd`'s stack on `platform` reports when the user's interactive
    /// dismissal of a screen pushed with `transition` is refused.
    private func refusalMessage(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform, _ transition: ScreenTransition) -> String? {
        let navigationController = frontEnd.makeNavigationController()
        navigationController.platform = platform
        let router = Router(navigationController: navigationController)
        router.push(TestScreen("list"), animated: false)
        router.push(TestScreen("photo"), transition: transition)
        var diagnostics: [NavigationDiagnostic] = []
        router.diagnosticHandler = { diagnostics.append($0) }
        #expect(navigationController.simulateInteractiveDismissal() == nil)
        #expect(diagnostics.map(\.kind) == [.gestureUnavailable])
        return diagnostics.first?.message
    }

    @Test func aRefusedInteractiveDismissalNamesTheRuleThatKeptTheTransitionFromRunning() {
        let card = ScreenTransition.custom(CardAnimator()) { CardInteraction() }
        let catalystZoom = refusalMessage(.uiKit, on: .macCatalyst, .zoom(sourceID: 1))
        #expect(catalystZoom?.contains("Mac Catalyst runs no zoom") == true, "\(catalystZoom ?? "no message")")
        let macZoom = refusalMessage(.uiKit, on: .macOS, .zoom(sourceID: 1))
        #expect(macZoom?.contains("macOS runs no zoom") == true, "\(macZoom ?? "no message")")
        let macCard = refusalMessage(.uiKit, on: .macOS, card)
        #expect(macCard?.contains("macOS runs no custom navigation transition") == true, "\(macCard ?? "no message")")
        let swiftUICard = refusalMessage(.swiftUI, on: .iOS, card)
        #expect(swiftUICard?.contains("SwiftUI's navigation takes no custom transition") == true, "\(swiftUICard ?? "no message")")
        for message in [catalystZoom, macZoom, macCard, swiftUICard] {
            #expect(message?.contains("the standard transition ran instead") == true, "\(message ?? "no message")")
        }
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aZoomedModalCoveredByAnotherIsNotDraggedAwayAndTheRefusalNamesWhatCoversIt(_ frontEnd: TestFrontEnd) {
        let navigationController = frontEnd.makeNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(TestScreen("list"), animated: false)
        var runs: [String] = []
        let player = Router(navigationController: frontEnd.makeModalNavigationController())
        player.push(TestScreen("player"), animated: false)
        router.presentModal(player, animated: false, transition: .zoom(sourceID: 1)) { runs.append("dismiss player") }
        player.presentModal(TestScreen("lyrics"), animated: false, presentationStyle: .pageSheet) { runs.append("dismiss lyrics") }
        var diagnostics: [NavigationDiagnostic] = []
        router.diagnosticHandler = { diagnostics.append($0) }
        player.diagnosticHandler = { diagnostics.append($0) }

        #expect(navigationController.simulateInteractiveDismissal() == nil, "the lyrics sheet covers the player")

        #expect(diagnostics.map(\.kind) == [.gestureUnavailable])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("covers") && message.contains("dismiss that one first"), "\(message)")
        #expect(message.contains("InteractiveDismissal:"), "the user's gesture is named: \(message)")
        #expect(runs.isEmpty)
        #expect(router.presentedRouter === player && player.headless.presentedViewController != nil)
    }

    // MARK: Replaying a refused interactive dismissal

    /// The shop app on `platform`, its first tab showing a detail pushed above home with a zoom.
    private func shopWithZoomedDetail(_ frontEnd: TestFrontEnd, on platform: NavigationPlatform) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.navigationController.platform = platform
        app.tabRouter(0).push(
            TestScreen("detail"), animated: false, transition: .zoom(sourceID: 1), popHandler: app.journal.popHandler("detail"))
        return app
    }

    /// The shop app on `platform`, its first tab presenting a player full screen with a zoom.
    private func shopWithZoomedPlayer(on platform: NavigationPlatform) -> ShopApp {
        let app = ShopApp(.uiKit)
        app.navigationController.platform = platform
        app.tabRouter(0).presentModal(
            TestScreen("player"), animated: false, presentationStyle: .fullScreen, transition: .zoom(sourceID: 2),
            dismissHandler: app.journal.dismissHandler("player"))
        return app
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aPushsInteractiveDismissalRefusedWhenRecordedIsRedoneOnTheStackTheUserSeesSoAnAppThatAllowsItDiverges(
        _ frontEnd: TestFrontEnd
    ) {
        let recorded = shopWithZoomedDetail(frontEnd, on: .macCatalyst)
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.simulateInteractiveDismissal() == nil, "Catalyst runs no zoom")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.interactiveDismissal(.top)])

        // Replayed where the zoom runs, on the tab's stack: the user could drag the detail back there.
        let app = shopWithZoomedDetail(frontEnd, on: .iOS)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence != nil, "the dismissal the recording refused is allowed here")
    }

    @Test func aRefusedDismissalBegunAgainWhereItIsAllowedIsLetGoOfAndChangesNothing() {
        let recorded = shopWithZoomedPlayer(on: .macCatalyst)
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(recorded.tabRouter(0).headless.beginInteractiveDismissal() == nil, "Catalyst runs no zoom")
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = shopWithZoomedPlayer(on: .iOS)
        let replay = app.navigator.replay(recording)
        app.settle()

        #expect(replay.divergence != nil)
        #expect(app.journal.runs.isEmpty, "the gesture begun after all was cancelled: no handler ran")
        #expect(app.tabRouter(0).headless.presentedViewController != nil, "the player stays")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aRefusedInteractiveDismissalInAColumnSideBySideIsReplayedAsThatRefusalNotAsTheColumnsBack(_ frontEnd: TestFrontEnd) throws {
        let recorded = NotesApp(frontEnd)
        recorded.navigator.open([.folders, .note(1), .info], from: .url)
        let journal = NavigationJournal(navigator: recorded.navigator)
        #expect(try #require(recorded.detail).router.headless.simulateInteractiveDismissal() == nil, "the info came with no zoom")
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause) == [.interactiveDismissal(.columnTop(.detail))])
        #expect(recording.entries.map(\.change) == [.unchanged])

        let app = NotesApp(frontEnd)
        app.navigator.open([.folders, .note(1), .info], from: .url)
        let replay = app.navigator.replay(recording)

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs.isEmpty, "the info stayed when recorded")
        #expect(app.navigator.currentPath == [.folders, .note(1), .info])
    }
}
