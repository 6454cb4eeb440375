import Testing
import TiltUp
import TiltUpTestSupport

/// A tab is named in the user's customizations and saved navigation by something stable: its own identifier,
/// else its route, never its (localizable) title; a customizable tab with neither is reported (issue 59, §2).
@MainActor
@Suite struct TabIdentifierTests {
    private func coordinator() -> Coordinator {
        Coordinator(appCoordinator: AppCoordinator(router: Router(navigationController: HeadlessNavigationController())))
    }

    @Test func aTabIsNamedByItsRouteNotByItsTitle() {
        let tab = TabBarRouter.Tab(coordinator(), route: MusicRoute.radio, title: "Radio")
        let translated = TabBarRouter.Tab(coordinator(), route: MusicRoute.radio, title: "Radiodiffusion")
        #expect(tab.identifier == translated.identifier)
        #expect(tab.identifier != "Radio")
        #expect(TabBarRouter.Tab(coordinator(), route: MusicRoute.radio, title: "Radio", identifier: "fm").identifier == "fm")
    }

    @Test func aGroupIsNamedByItsRouteNotByItsTitle() {
        let group = TabBarRouter.TabGroup("Library", route: MusicRoute.library, tabs: [])
        let translated = TabBarRouter.TabGroup("Bibliothèque", route: MusicRoute.library, tabs: [])
        #expect(group.identifier == translated.identifier)
        #expect(group.identifier != "Library")
        #expect(TabBarRouter.TabGroup("Library", identifier: "shelf", route: MusicRoute.library, tabs: []).identifier == "shelf")
    }

    @Test func theTabsTheUserHidStayHiddenAfterTheAppIsTranslated() throws {
        let english = AttackTabsApp([(nil, false, [("Home", .home, false), ("Radio", .radio, true)])])
        english.diagnostics = []
        // A tab bar in no group has no sidebar editor: the save stands for what the user hid on another device.
        var save = english.navigator.capture()
        save.hiddenTabs = [english.tabBarRouter.tabs[1].identifier]
        let french = AttackTabsApp([(nil, false, [("Accueil", .home, false), ("Radio FM", .radio, true)])])
        french.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: save.restorationData()).snapshot)
        #expect(french.tabBarRouter.isTabHidden(at: 1))
    }

    @Test func theUsersOrderOfAGroupIsKeptAfterTheAppIsTranslated() throws {
        let english = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, false), ("Artists", .artists, false)])],
            groupRoutes: ["Library": .library])
        #expect(english.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(english.tabBarController.simulateMovingTab(from: 2, to: 1))
        let data = try english.navigator.capture().restorationData()
        let french = AttackTabsApp(
            [
                (nil, false, [("Accueil", .home, false)]),
                ("Bibliothèque", true, [("Albums", .albums, false), ("Artistes", .artists, false)]),
            ],
            groupRoutes: ["Bibliothèque": .library])
        french.navigator.restore(restorationData: data)
        #expect(french.tabNames == ["accueil", "artistes", "albums"])
    }

    @Test func aCustomizableTabWithNothingStableToNameItIsReported() {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let tabBarRouter = TabBarRouter(tabBarController: HeadlessTabBarController())
        var diagnostics: [NavigationDiagnostic] = []
        tabBarRouter.diagnosticHandler = { diagnostics.append($0) }
        let parent = Coordinator(appCoordinator: appCoordinator)
        let plain = TabBarRouter.Tab(
            MusicStackCoordinator(parent: parent, router: tabBarRouter.makeTabRouter(), name: "home"), title: "Home")
        let hideable = TabBarRouter.Tab(
            MusicStackCoordinator(parent: parent, router: tabBarRouter.makeTabRouter(), name: "radio"), title: "Radio", allowsHiding: true)
        let routed = TabBarRouter.Tab(
            MusicStackCoordinator(parent: parent, router: tabBarRouter.makeTabRouter(), name: "news"), route: MusicRoute.search,
            title: "News", allowsHiding: true)
        tabBarRouter.setTabs([plain, hideable, routed])
        #expect(diagnostics.map(\.kind) == [.tabWithoutRoute])
        #expect(diagnostics.first?.message.contains("Radio") == true)
        #expect(diagnostics.first?.message.contains("identifier") == true)

        diagnostics = []
        let group = TabBarRouter.TabGroup("Library", allowsReordering: true, tabs: [plain])
        tabBarRouter.setItems([.group(group), .tab(routed)])
        #expect(diagnostics.map(\.kind) == [.tabWithoutRoute, .tabWithoutRoute], "the group, and its tab the user may move")
    }
}
