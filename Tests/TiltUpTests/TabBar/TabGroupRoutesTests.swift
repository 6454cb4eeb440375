import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A group's route selects the group's selected tab (the one it showed last), or its first tab shown, and the
/// path ends shown: links and restores through a group work (issue 59, §2 and §9).
@MainActor
@Suite struct TabGroupRoutesTests {
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aPathOfAGroupsRouteEndsShown(_ frontEnd: TestFrontEnd) {
        let app = MusicApp(frontEnd)
        let opening = app.navigator.open([.library])
        #expect(opening.ending == .complete)
        #expect(opening.shown == [.library])
        #expect(opening.unresolved.isEmpty)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.navigator.currentPath == [.albums], "the tab keeps its own route in the path")
        #expect(!app.diagnostics.contains { $0.kind == .routeNotShown || $0.kind == .routeNotHandled })
        #expect(app.navigator.open([.library]).isComplete, "shown already: nothing changes")
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aPathThroughAGroupsRouteGoesOnInTheTabItSelects(_ frontEnd: TestFrontEnd) {
        let app = MusicApp(frontEnd)
        let opening = app.navigator.open([.library, .album(3)])
        #expect(opening.isComplete)
        #expect(app.tabRouter("albums").viewControllers.count == 2)
        #expect(app.navigator.currentPath == [.albums, .album(3)])
        #expect(app.navigator.open([.library, .album(3)]).isComplete, "shown already")
        #expect(app.tabRouter("albums").viewControllers.count == 2)
        #expect(app.runs.isEmpty)
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aSaveThroughAGroupsRouteIsRestored(_ frontEnd: TestFrontEnd) throws {
        let save = NavigationSnapshot<MusicRoute>(background: [[.library, .album(1)]], foreground: [.home])
        let app = MusicApp(frontEnd)
        #expect(app.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: save.restorationData()).snapshot).isComplete)
        #expect(app.tabRouter("albums").viewControllers.count == 2)
        #expect(app.navigator.currentPath == [.home])
        let fromData = MusicApp(frontEnd)
        let opening = fromData.navigator.restore(
            restorationData: try NavigationSnapshot<MusicRoute>(foreground: [.library, .album(2)]).restorationData())
        #expect(opening.isComplete)
        #expect(fromData.navigator.currentPath == [.albums, .album(2)])
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func aGroupsRouteFromAnotherTabSelectsTheGroupsLastSelectedTab(_ frontEnd: TestFrontEnd) {
        let app = MusicApp(frontEnd)
        app.navigator.open([.artists])
        app.navigator.open([.home])
        app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 2, "Artists, which the group showed last")
        app.tabBarRouter.selectTab(at: 1)
        app.tabBarRouter.selectTab(at: 3)
        #expect(app.navigator.open([.library]).isComplete)
        #expect(app.tabBarRouter.selectedIndex == 1, "Albums, which the group showed last")
    }

    @Test func theUsersSelectionInTheSidebarIsTheGroupsSelectedTab() {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle())
        app.tabBarController.simulateTabSelection(at: 2)
        app.tabBarController.simulateTabSelection(at: 0)
        app.navigator.open([.library])
        #expect(app.tabBarRouter.selectedIndex == 2)
    }

    @Test func aGroupsSelectedTabFollowsItWhenTheUserMovesIt() {
        let app = MusicApp()
        app.navigator.open([.albums])
        app.navigator.open([.home])
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1))  // Artists first now
        app.navigator.open([.library])
        #expect(app.tabNames[app.tabBarRouter.selectedIndex ?? -1] == "albums", "the tab the group showed last, wherever it moved")
    }
}
