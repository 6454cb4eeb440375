import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Saved navigation keeps the user's customization of the tab bar, the tabs they hid and the order they gave
/// a group's tabs, in both encodings; a field of the wrong shape is skipped, named in a diagnostic, and the
/// rest restored (issue 59, §2).
@MainActor
@Suite struct SavedTabCustomizationTests {
    /// The music app with Artists moved before Albums by the user, and Artists' album 4 shown.
    private func reorderedApp() -> MusicApp {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1))
        app.navigator.open([.artists, .album(4)])
        return app
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theUsersOrderOfAGroupIsRestoredFromTheSnapshotsCodable(_ frontEnd: TestFrontEnd) throws {
        let app = reorderedApp()
        let data = try JSONEncoder().encode(app.navigator.capture())
        let restored = MusicApp(frontEnd)
        restored.navigator.restore(try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: data))
        #expect(restored.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(restored.navigator.currentPath == [.artists, .album(4)])
        #expect(restored.tabBarRouter.groups.first?.tabs.map(\.identifier) == app.tabBarRouter.groups.first?.tabs.map(\.identifier))
    }

    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI])
    func theUsersOrderOfAGroupIsRestoredFromTheRestorationData(_ frontEnd: TestFrontEnd) throws {
        let app = reorderedApp()
        let restored = MusicApp(frontEnd)
        restored.navigator.restore(restorationData: try app.navigator.capture().restorationData())
        #expect(restored.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(restored.navigator.currentPath == [.artists, .album(4)])
        #expect(restored.navigator.capture() == app.navigator.capture())
    }

    @Test func theAppsOwnOrderIsNoCustomizationAndSavesNothing() throws {
        let app = MusicApp()
        #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(app.navigator.capture() == MusicApp().navigator.capture(), "back in the app's order")
    }

    @Test func aRestoreBringsBackTheAppsOrderWhenTheSaveHasNone() throws {
        let app = reorderedApp()
        app.navigator.restore(NavigationSnapshot<MusicRoute>(foreground: [.home]))
        #expect(app.tabNames == ["home", "albums", "artists", "radio", "search"])
    }

    /// The restoration data of `app`'s navigation, with `field` replaced by `value`.
    private func data(of app: MusicApp, with field: String, as value: Any) throws -> Data {
        var json = try #require(try JSONSerialization.jsonObject(with: app.navigator.capture().restorationData()) as? [String: Any])
        json[field] = value
        return try JSONSerialization.data(withJSONObject: json)
    }

    @Test(arguments: [
        ("hiddenTabs", "radio" as any Sendable), ("hiddenTabs", ["radio": 1] as any Sendable), ("sheetDetents", ["medium"] as any Sendable),
        ("sheetDetents", 3 as any Sendable), ("tabOrders", ["library"] as any Sendable),
        ("tabOrders", ["library": "artists"] as any Sendable),
        ("background", "home" as any Sendable),
    ])
    func aMalformedFieldIsSkippedNamedAndTheRestRestored(_ field: String, _ value: any Sendable) throws {
        let app = reorderedApp()
        let restored = MusicApp()
        let opening = restored.navigator.restore(restorationData: try data(of: app, with: field, as: value))
        #expect(opening.isComplete)
        #expect(restored.navigator.currentPath == [.artists, .album(4)])
        #expect(restored.diagnostics.map(\.kind) == [.savedRouteNotRead])
        #expect(restored.diagnostics.first?.message.contains(field) == true)
        if field != "tabOrders" && field != "background" {
            #expect(restored.tabNames == ["home", "artists", "albums", "radio", "search"], "the user's order is read")
        }
    }

    @Test func aNullFieldIsNoneAndNotUnreadable() throws {
        let app = reorderedApp()
        var json = try #require(try JSONSerialization.jsonObject(with: app.navigator.capture().restorationData()) as? [String: Any])
        json["hiddenTabs"] = NSNull()
        json["sheetDetents"] = NSNull()
        let read = try NavigationSnapshot<MusicRoute>.read(restorationData: JSONSerialization.data(withJSONObject: json))
        #expect(read.unreadableFields.isEmpty)
        #expect(read.snapshot.hiddenTabs.isEmpty)
        #expect(read.snapshot.tabOrders == app.navigator.capture().tabOrders)
    }

    @Test func aSavedOrderNamingATabTwiceKeepsEachTabOnce() throws {
        let app = MusicApp()
        var save = NavigationSnapshot<MusicRoute>(foreground: [.home])
        save.tabOrders = [app.tabBarRouter.groups[0].identifier: ["artists", "artists", "albums", "artists"]]
        app.navigator.restore(save)
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"])
        #expect(app.appCoordinator.retainedCoordinators.count == MusicApp().appCoordinator.retainedCoordinators.count)
    }

    @Test func aMalformedFieldIsListedAmongTheUnreadableFieldsOfBothEncodings() throws {
        let app = reorderedApp()
        let data = try data(of: app, with: "hiddenTabs", as: 7)
        let read = try NavigationSnapshot<MusicRoute>.read(restorationData: data)
        #expect(read.unreadableFields == ["hiddenTabs"])
        #expect(read.snapshot.foreground == [.artists, .album(4)])
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(app.navigator.capture())) as? [String: Any])
        json["sheetDetents"] = "large"
        let decoded = try JSONDecoder().decode(NavigationSnapshot<MusicRoute>.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(decoded.unreadableFields == ["sheetDetents"])
        #expect(decoded.foreground == [.artists, .album(4)])
    }

    @Test func aSaveWhoseTabIdentifiersNoLongerExistRestoresTheRest() throws {
        let app = MusicApp()
        var save = NavigationSnapshot<MusicRoute>(background: [[.radio, .album(9)]], foreground: [.artists, .album(1)])
        save.hiddenTabs = ["gone", "also gone"]
        save.tabOrders = ["gone": ["x", "y"], app.tabBarRouter.groups[0].identifier: ["gone", app.tabBarRouter.tabs[2].identifier]]
        #expect(app.navigator.restore(try NavigationSnapshot<MusicRoute>.read(restorationData: save.restorationData()).snapshot).isComplete)
        #expect(app.tabNames == ["home", "artists", "albums", "radio", "search"], "the tabs the save names first, then the others")
        #expect((0..<5).allSatisfy { !app.tabBarRouter.isTabHidden(at: $0) })
        #expect(app.tabRouter("radio").viewControllers.count == 2)
        #expect(app.navigator.currentPath == [.artists, .album(1)])
    }

    @Test func aSavedOrderOfAGroupThatNoLongerAllowsReorderingIsIgnored() throws {
        let reordering = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, false), ("Artists", .artists, false)])],
            groupRoutes: ["Library": .library])
        #expect(reordering.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(reordering.tabBarController.simulateMovingTab(from: 2, to: 1))
        let data = try reordering.navigator.capture().restorationData()
        let fixed = AttackTabsApp(
            [(nil, false, [("Home", .home, false)]), ("Library", false, [("Albums", .albums, false), ("Artists", .artists, false)])],
            groupRoutes: ["Library": .library])
        fixed.navigator.restore(restorationData: data)
        #expect(fixed.tabNames == ["home", "albums", "artists"])
    }
}
