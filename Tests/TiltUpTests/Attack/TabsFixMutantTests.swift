import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// Rules of the tab-bar fixes (fix-tabs) that one-line mutants of their code broke while every other test
/// passed: each test here fails with its mutant (named in its comment) and passes without it.
@MainActor
@Suite struct TabsFixMutantTests {
    // Mutant: customizedGroupSelections saves the selected tab's group too.
    @Test func theSelectedTabsGroupSavesNoSelectionOfItsOwn() {
        let app = MusicApp()
        app.navigator.open([.artists])
        #expect(app.navigator.capture().groupSelections.isEmpty, "the foreground selects that group's tab: nothing more to save")
    }

    // Mutant: customizedGroupSelections saves a group's first tab shown, which its route selects anyway.
    @Test func aGroupBackOnItsFirstTabShownSavesNoSelection() {
        let app = MusicApp()
        app.navigator.open([.artists])
        app.navigator.open([.albums])
        app.navigator.open([.home])
        #expect(app.navigator.capture().groupSelections.isEmpty, "the group's route selects its first tab by default")
    }

    // Mutant: NavigationSnapshot's == leaves groupSelections out.
    @Test func snapshotsThatDifferOnlyInTheirGroupSelectionsAreNotEqual() {
        let appsDefault = NavigationSnapshot<MusicRoute>(foreground: [.home])
        var usersChoice = appsDefault
        usersChoice.groupSelections = ["library": "artists"]
        #expect(usersChoice != appsDefault)
        var otherChoice = appsDefault
        otherChoice.groupSelections = ["library": "albums"]
        #expect(usersChoice != otherChoice)
        #expect(usersChoice == usersChoice)
    }

    // Mutant: visibleNavigationController treats a dimmed sheet left under another tab as an undimmed one.
    @Test func aDimmedSheetOverATabTheAppLeftStaysWhatTheUserSees() throws {
        let appCoordinator = TestAppCoordinator(navigationController: HeadlessNavigationController())
        let tabs = TabsAttackCoordinator(appCoordinator: appCoordinator)
        tabs.makeAttackItems = { tabs in [.tab(tabs.tab("home", .home)), .tab(tabs.tab("radio", .radio))] }
        appCoordinator.start(coordinator: tabs)
        let radio = tabs.tabBarRouter.tabs[1].router
        tabs.tabBarRouter.selectTab(at: 1)
        let player = TestScreen("player")
        radio.presentSheet(player, animated: false, detents: [.medium, .large], selectedDetent: .large)
        tabs.tabBarRouter.selectTab(at: 0)
        try #require(tabs.tabBarRouter.selectedIndex == 0)
        #expect(
            appCoordinator.visibleNavigationController.map(ObjectIdentifier.init) == ObjectIdentifier(radio.navigationController),
            "a dimmed sheet covers the tab bar: the user sees it over the stack that presents it")
        #expect(appCoordinator.visibleScreen === player)
    }
}
