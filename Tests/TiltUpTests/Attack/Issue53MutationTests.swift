import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Rules of issue 53's sheets, transitions and tab bar customization that its own tests left loose: each
/// test here fails under a one-line mutation of the library that the other tests let through.
@MainActor
@Suite struct Issue53MutationTests {
    static let never = SheetDetent.custom("never") { _ in nil }
    static let alsoNever = SheetDetent.custom("also never") { _ in nil }

    /// The shop app with a one-screen sheet presented from its first tab.
    private func appWithSheet(_ detents: [SheetDetent], undimmed: SheetDetent? = nil) -> ShopApp {
        let app = ShopApp(.uiKit)
        let sheet = Router(navigationController: TestFrontEnd.uiKit.makeModalNavigationController())
        sheet.push(TestScreen("player"), animated: false)
        app.tabRouter(0).presentSheet(sheet, animated: false, detents: detents, largestUndimmedDetent: undimmed)
        return app
    }

    // MARK: Sheets

    @Test func aSheetRestingAtItsLargestUndimmedDetentItselfIsUndimmed() {
        let app = appWithSheet([.fraction(0.15), .large], undimmed: .fraction(0.15))
        #expect(app.tabRouter(0).presentedSheetDetent == .fraction(0.15))
        #expect(app.tabRouter(0).presentedSheetIsUndimmed, "at the largest undimmed detent, not only below it")
    }

    @Test func detentsOfTheSameHeightKeepTheOrderGiven() {
        #expect(appWithSheet([.fraction(0.5), .medium]).tabRouter(0).presentedSheetDetents == [.fraction(0.5), .medium])
        #expect(appWithSheet([.medium, .fraction(0.5)]).tabRouter(0).presentedSheetDetents == [.medium, .fraction(0.5)])
    }

    @Test func unavailableDetentsComeLastInTheOrderGiven() {
        let app = appWithSheet([Self.never, .large, Self.alsoNever, .medium])
        #expect(app.tabRouter(0).presentedSheetDetents == [.medium, .large, Self.never, Self.alsoNever])
        #expect(app.tabRouter(0).presentedSheetDetent == .medium)
    }

    @Test func aNotANumberHeightIsNoHeightAndANotANumberFractionIsLarge() {
        let nan = SheetDetent.custom("nan") { _ in .nan }
        #expect(nan.height(in: .reference) == nil, "a resolver's NaN makes the detent unavailable")
        #expect(SheetDetent.fraction(.nan) == .fraction(1))
        #expect(SheetDetent.fraction(.nan).height(in: .reference) == 800)
        #expect(SheetDetent.height(.nan) == .height(0))
    }

    @Test func aSavedIdentifierThatIsNotTheCanonicalSpellingIsAnotherDetent() throws {
        let read = try JSONDecoder().decode([SheetDetent].self, from: Data(#"["fraction(0.50)","height(200)"]"#.utf8))
        #expect(read.map(\.identifier) == ["fraction(0.50)", "height(200)"], "read back as written")
        #expect(read[0] != .fraction(0.5) && read[1] != .height(200))
        #expect(read.allSatisfy { $0.height(in: .reference) == nil }, "detents this version lacks")
    }

    @Test func aSavedSheetDetentUnderANegativeStepIsDropped() throws {
        var snapshot = NavigationSnapshot<MusicRoute>(foreground: [.home, .radio], sheetDetents: [1: .medium])
        snapshot.hiddenTabs = []
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains(#"{"1":"medium"}"#))
        let negative = json.replacingOccurrences(of: #"{"1":"medium"}"#, with: #"{"-1":"medium","1":"large"}"#)
        let read = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: Data(negative.utf8))
        #expect(read.sheetDetents == [1: .large])
    }

    // MARK: Transitions

    @Test func twoZoomsFromDifferentSourcesAreDifferentTransitions() {
        #expect(ScreenTransition.zoom(sourceID: 1) != .zoom(sourceID: 2))
        #expect(ScreenTransition.zoom(sourceID: 1) == .zoom(sourceID: 1))
        #expect(ScreenTransition.zoom(sourceID: 1) != .standard)
    }

    @Test func twoCustomTransitionsWithDifferentAnimatorsAreDifferentTransitions() {
        let animator = CardAnimator()
        #expect(ScreenTransition.custom(animator) != .custom(CardAnimator()))
        #expect(ScreenTransition.custom(animator) == .custom(animator))
    }

    // MARK: Tab bar customization

    @Test func hidingATabHiddenAlreadyDoesNothingAndIsNotReported() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        #expect(!app.tabBarController.simulateHidingTab(at: 3), "hidden already")
        #expect(!app.tabBarController.simulateShowingTab(at: 2), "not hidden, and not allowed to be")
        #expect(app.tabBarController.simulateShowingTab(at: 3))
        #expect(!app.tabBarController.simulateShowingTab(at: 3), "shown already")
        #expect(events == [.tabHidden(index: 3), .tabShown(index: 3)])
        #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable], "only the tab that does not allow hiding")
        _ = observation
    }

    @Test func movingATabOntoItsOwnPlaceMovesNothing() {
        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(!app.tabBarController.simulateMovingTab(from: 2, to: 2))
        #expect(app.tabNames == ["home", "albums", "artists", "radio", "search"])
        #expect(!journal.entries.map(\.change).contains { if case .tabsChanged = $0 { true } else { false } })
    }

    @Test func aRestoredHiddenTabStaysShownWhereItDoesNotAllowHiding() {
        let app = MusicApp()
        var snapshot = NavigationSnapshot<MusicRoute>(foreground: [.home])
        snapshot.hiddenTabs = ["home", "radio"]
        app.navigator.restore(snapshot)
        #expect(!app.tabBarRouter.isTabHidden(at: 0), "Home does not allow hiding")
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.navigator.capture().hiddenTabs == ["radio"])
    }

    @Test func restoringNavigationWithNoHiddenTabsShowsTheTabsHiddenNow() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        app.navigator.restore(NavigationSnapshot<MusicRoute>(foreground: [.home]))
        #expect(!app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.navigator.capture().hiddenTabs.isEmpty)
    }

    @Test func theHiddenTabsAreEncodedWithTheSnapshotAndDecodedBack() throws {
        var snapshot = NavigationSnapshot<MusicRoute>(foreground: [.home])
        snapshot.hiddenTabs = ["Radio"]
        let read = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: JSONEncoder().encode(snapshot))
        #expect(read.hiddenTabs == ["Radio"])
        #expect(read == snapshot)
        let plain = try JSONEncoder().encode(NavigationSnapshot<MusicRoute>(foreground: [.home]))
        #expect(!String(decoding: plain, as: UTF8.self).contains("hiddenTabs"), "none hidden, none written")
    }

    @Test func aReplayShowsATabTheRecordingShowedAgain() {
        let app = MusicApp()
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateHidingTab(at: 3))
        #expect(app.tabBarController.simulateShowingTab(at: 3))
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.change).contains(.tabHidden(index: 3, hidden: false)))

        let replayed = MusicApp()
        let replay = replayed.navigator.replay(recording)
        #expect(replay.divergence == nil)
        #expect(!replayed.tabBarRouter.isTabHidden(at: 3))
    }

    @Test func isTabHiddenIsFalseForAnIndexWithNoTab() {
        let app = MusicApp()
        #expect(!app.tabBarRouter.isTabHidden(at: 9))
        #expect(!app.tabBarRouter.isTabHidden(at: -1))
        #expect(app.tabBarRouter.group(ofTabAt: 9) == nil)
    }
}
