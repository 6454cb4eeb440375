import Testing
import TiltUp
import TiltUpTestSupport

/// An app's own editor of the tabs (issue 59, §9): `hideTab(at:)`, `showTab(at:)` and `moveTab(from:to:)` on
/// every front end and platform, by the rules the user's editor keeps, recorded as the app's and saved.
@MainActor
@Suite struct AppTabEditorTests {
    struct Place: Sendable, CustomTestStringConvertible {
        let frontEnd: TestFrontEnd
        let platform: NavigationPlatform
        var testDescription: String { "\(frontEnd) on \(platform)" }
    }

    nonisolated static let places: [Place] = [TestFrontEnd.uiKit, .swiftUI].flatMap { frontEnd in
        NavigationPlatform.allCases.map { Place(frontEnd: frontEnd, platform: $0) }
    }

    private func app(at place: Place) -> MusicApp {
        let app = MusicApp(place.frontEnd, regular: false)
        app.navigationController.platform = place.platform
        return app
    }

    @Test(arguments: places)
    func theAppsEditorHidesAndShowsATabEverywhere(_ place: Place) {
        let app = app(at: place)
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        app.tabBarRouter.selectTab(at: 3)
        events = []
        #expect(app.tabBarRouter.hideTab(at: 3))
        #expect(app.tabBarRouter.isTabHidden(at: 3))
        #expect(app.tabBarRouter.selectedIndex == 0, "the selected tab went out of sight: the first shown is selected")
        #expect(events == [.tabSelected(index: 0), .tabHidden(index: 3)])
        #expect(!app.tabBarRouter.hideTab(at: 3), "hidden already")
        #expect(app.tabBarRouter.showTab(at: 3))
        #expect(!app.tabBarRouter.isTabHidden(at: 3))
        #expect(events.last == .tabShown(index: 3))
        #expect(!app.tabBarRouter.showTab(at: 3), "shown already")
        #expect(app.diagnostics.isEmpty)
        #expect(app.runs.isEmpty, "the tab keeps its stack")
        _ = observation
    }

    @Test(arguments: places)
    func theAppsEditorMovesATabWithinAGroupThatAllowsItEverywhere(_ place: Place) {
        let app = app(at: place)
        app.tabBarRouter.selectTab(at: 1)
        var events: [TabBarEvent] = []
        let observation = app.tabBarRouter.observe { events.append($0) }
        #expect(app.tabBarRouter.moveTab(from: 2, to: 1))
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(app.tabBarRouter.groups.first?.tabs.count == 2)
        #expect(app.tabNames[app.tabBarRouter.selectedIndex ?? -1] == "albums", "the selected tab stays selected")
        #expect(events == [.tabsChanged(count: 5)])
        #expect(app.tabBarController.viewControllers?.count == 5)
        _ = observation
    }

    @Test func theAppsEditorKeepsTheRulesOfTheUsers() {
        let app = MusicApp(.swiftUI)
        #expect(!app.tabBarRouter.hideTab(at: 0), "Home does not allow hiding")
        #expect(!app.tabBarRouter.hideTab(at: 9))
        #expect(!app.tabBarRouter.moveTab(from: 3, to: 4), "in no group")
        #expect(!app.tabBarRouter.moveTab(from: 1, to: 0), "out of the group")
        #expect(!app.tabBarRouter.moveTab(from: 1, to: 9))
        #expect(!app.tabBarRouter.moveTab(from: 1, to: 1), "onto itself: nothing to do")
        #expect(app.diagnostics.map(\.kind) == Array(repeating: .tabNotFound, count: 5))
        #expect(app.tabNames == ["home", "albums", "artists", "radio", "search"])
        #expect((0..<5).allSatisfy { !app.tabBarRouter.isTabHidden(at: $0) })

        let fixed = AttackTabsApp([
            (nil, false, [("Home", .home, true)]), ("Library", false, [("Albums", .albums, true), ("Artists", .artists, false)]),
        ])
        #expect(!fixed.tabBarRouter.moveTab(from: 2, to: 1), "the group does not allow reordering")
        #expect(fixed.tabBarRouter.hideTab(at: 0))
        #expect(fixed.tabBarRouter.hideTab(at: 1))
        #expect(fixed.tabBarRouter.selectedIndex == 2)
        #expect(!fixed.tabBarRouter.hideTab(at: 2), "Artists does not allow hiding")
        #expect(fixed.tabBarRouter.showTab(at: 0))
    }

    @Test func theAppsChangesAreRecordedAsTheAppsAndReplayedByStandIns() {
        let app = MusicApp(.swiftUI)
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabBarRouter.hideTab(at: 3)
        app.tabBarRouter.moveTab(from: 2, to: 1)
        #expect(!journal.entries.isEmpty)
        #expect(journal.entries.allSatisfy { $0.cause == .app })
        #expect(journal.entries.map(\.call).contains("hideTab"))
        #expect(journal.entries.map(\.call).contains("moveTab"))
        #expect(journal.entries.map(\.change).contains(.tabHidden(index: 3, hidden: true)))
        let replayed = MusicApp(.swiftUI)
        let replay = replayed.navigator.replay(
            NavigationJournal.Recording(entries: journal.entries),
            redo: { entries in
                guard let call = entries.first?.call else { return false }
                switch call {
                case "hideTab": return replayed.tabBarRouter.hideTab(at: 3)
                case "moveTab": return replayed.tabBarRouter.moveTab(from: 2, to: 1)
                default: return false
                }
            })
        #expect(replay.divergence == nil)
        #expect(replayed.navigator.capture() == app.navigator.capture())
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theAppsChangesAreKeptInSavedNavigation(_ frontEnd: TestFrontEnd) throws {
        let app = MusicApp(frontEnd)
        app.tabBarRouter.hideTab(at: 3)
        app.tabBarRouter.moveTab(from: 2, to: 1)
        let save = app.navigator.capture()
        #expect(save.hiddenTabs == [app.tabBarRouter.tabs[3].identifier])
        #expect(save.tabOrders == ["library": ["artists", "albums"]])
        let restored = MusicApp(frontEnd == .uiKit ? .swiftUI : .uiKit)
        restored.navigator.restore(restorationData: try save.restorationData())
        #expect(restored.tabNames == app.tabNames)
        #expect(restored.tabBarRouter.isTabHidden(at: 3))
    }
}
