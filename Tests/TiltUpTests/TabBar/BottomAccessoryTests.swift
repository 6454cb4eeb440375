import Testing
import TiltUp
import TiltUpTestSupport

/// iOS 26's accessory above the tab bar: its removal handler runs once when it goes, by any path, also an
/// accessory shown by another's removal handler while the tab bar goes away (issue 59, §2).
@MainActor
@Suite struct BottomAccessoryTests {
    enum Way: String, CaseIterable, Sendable {
        case removeAllTabs, tabBarReplaced, windowClosed
    }

    private func end(_ app: MusicApp, _ way: Way) {
        switch way {
        case .removeAllTabs: app.tabBarRouter.removeAllTabs()
        case .tabBarReplaced: app.appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
        case .windowClosed: app.appCoordinator.close()
        }
    }

    @Test(arguments: Way.allCases)
    func anAccessoryShownByARemovalHandlerWhileTheTabBarGoesEnds(_ way: Way) {
        let app = MusicApp()
        var runs: [String] = []
        weak var weakSecond: MusicStackCoordinator?
        weak var weakFirst: MusicStackCoordinator?
        do {
            let first = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "first")
            weakFirst = first
            app.tabBarRouter.showBottomAccessory(TestScreen("first"), retaining: first) {
                runs.append("first")
                let second = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "second")
                weakSecond = second
                app.tabBarRouter.showBottomAccessory(TestScreen("second"), retaining: second) { runs.append("second") }
            }
        }
        end(app, way)
        #expect(runs == ["first", "second"], "\(way)")
        #expect(weakFirst == nil && weakSecond == nil, "\(way): released")
        #expect(app.tabBarRouter.bottomAccessoryScreen == nil)
        app.tabBarRouter.removeBottomAccessory()
        end(app, way)
        #expect(runs == ["first", "second"], "\(way): once")
    }

    @Test func anAccessoryShownByATabsPopHandlerWhileTheTabBarGoesEnds() {
        let app = MusicApp()
        var runs: [String] = []
        app.tabRouter("home").push(TestScreen("song"), animated: false) {
            app.tabBarRouter.showBottomAccessory(TestScreen("late")) { runs.append("late") }
        }
        app.tabBarRouter.removeAllTabs()
        #expect(runs == ["late"])
        #expect(app.tabBarRouter.bottomAccessoryScreen == nil)
    }

    @Test func accessoriesThatEachShowAnotherAreEndedInBoundedRoundsAndReported() {
        let app = MusicApp()
        var shown = 0
        func showNext() {
            shown += 1
            app.tabBarRouter.showBottomAccessory(TestScreen("player \(shown)")) { showNext() }
        }
        showNext()
        app.tabBarRouter.removeAllTabs()
        #expect(shown < 100, "the rounds end")
        #expect(app.diagnostics.contains { $0.kind == .closeUnfinished })
    }
}

/// The accessory as a SwiftUI view, and whether the platform draws it (issue 59, §9).
@MainActor
@Suite struct BottomAccessoryViewTests {
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func anAccessoryViewIsHostedRetainsItsCoordinatorAndEndsOnce(_ frontEnd: TestFrontEnd) {
        let app = MusicApp(frontEnd)
        var ended = 0
        weak var weakPlayer: MusicStackCoordinator?
        do {
            let player = MusicStackCoordinator(parent: app.tabs, router: Router(), name: "player")
            weakPlayer = player
            let screen = app.tabBarRouter.showBottomAccessory(view: AboutView(text: "mini player"), retaining: player) { ended += 1 }
            #expect(app.tabBarRouter.bottomAccessoryScreen === screen)
            #expect((screen.hostedView as? AboutView)?.text == "mini player")
        }
        #expect(weakPlayer != nil)
        #expect(app.tabBarRouter.isBottomAccessoryShown)
        app.tabBarRouter.showBottomAccessory(view: AboutView(text: "other"))
        #expect(ended == 1)
        #expect(weakPlayer == nil)
        app.tabBarRouter.removeAllTabs()
        #expect(!app.tabBarRouter.isBottomAccessoryShown)
        #expect(ended == 1)
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theAccessoryIsShownOnlyWhereThePlatformDrawsOne(_ frontEnd: TestFrontEnd) {
        for platform in NavigationPlatform.allCases {
            let app = MusicApp(frontEnd)
            app.navigationController.platform = platform
            #expect(!app.tabBarRouter.isBottomAccessoryShown, "none shown")
            app.tabBarRouter.showBottomAccessory(TestScreen("mini player"))
            #expect(app.tabBarRouter.isBottomAccessoryShown == (platform != .macOS), "\(frontEnd) on \(platform)")
            #expect(app.tabBarRouter.bottomAccessoryScreen != nil, "kept, drawn or not")
        }
    }
}
