import Testing
import TiltUp
import TiltUpTestSupport

/// The user hides and reorders tabs only where the platform gives them an editor: UIKit's sidebar on an iPad
/// (iOS 18) and on Mac Catalyst; not on an iPhone, not on a native Mac, not under SwiftUI's rules, where TiltUp
/// binds no `TabViewCustomization` (issue 59, §2). Where it has none, the gesture is refused and reported.
@MainActor
@Suite struct TabCustomizationEditorTests {
    struct Place: Sendable, CustomTestStringConvertible {
        let frontEnd: TestFrontEnd
        let platform: NavigationPlatform
        let regular: Bool
        let hasEditor: Bool
        var testDescription: String { "\(frontEnd) on \(platform)\(regular ? "" : " in compact width")" }
    }

    nonisolated static let places: [Place] = [
        Place(frontEnd: .uiKit, platform: .iOS, regular: true, hasEditor: true),
        Place(frontEnd: .uiKit, platform: .iOS, regular: false, hasEditor: false),
        Place(frontEnd: .uiKit, platform: .macCatalyst, regular: true, hasEditor: true),
        Place(frontEnd: .uiKit, platform: .macOS, regular: true, hasEditor: false),
        Place(frontEnd: .swiftUI, platform: .iOS, regular: true, hasEditor: false),
        Place(frontEnd: .swiftUI, platform: .iOS, regular: false, hasEditor: false),
        Place(frontEnd: .swiftUI, platform: .macCatalyst, regular: true, hasEditor: false),
        Place(frontEnd: .swiftUI, platform: .macOS, regular: true, hasEditor: false),
    ]

    private func app(at place: Place) -> MusicApp {
        let app = MusicApp(place.frontEnd, regular: place.regular)
        if place.platform != .iOS {
            app.navigationController.platform = place.platform
        }
        app.diagnostics = []
        return app
    }

    @Test(arguments: places)
    func theUserHidesATabOnlyWhereThePlatformHasAnEditor(_ place: Place) {
        let app = app(at: place)
        if place.hasEditor, !app.tabBarController.isSidebarVisible {
            #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        }
        #expect(app.tabBarController.simulateHidingTab(at: 3) == place.hasEditor)
        #expect(app.tabBarRouter.isTabHidden(at: 3) == place.hasEditor)
        if place.hasEditor {
            #expect(app.diagnostics.isEmpty)
            #expect(app.tabBarController.simulateShowingTab(at: 3))
        } else {
            #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
            #expect(app.diagnostics.first?.message.contains("editor") == true)
        }
    }

    @Test(arguments: places)
    func theUserReordersAGroupOnlyWhereThePlatformHasAnEditor(_ place: Place) {
        let app = app(at: place)
        if place.hasEditor, !app.tabBarController.isSidebarVisible {
            #expect(app.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        }
        #expect(app.tabBarController.simulateMovingTab(from: 2, to: 1) == place.hasEditor)
        #expect(
            app.tabNames
                == (place.hasEditor ? ["home", "artists", "albums", "radio", "search"] : ["home", "albums", "artists", "radio", "search"]))
        if !place.hasEditor {
            #expect(app.diagnostics.map(\.kind) == [.gestureUnavailable])
            #expect(app.diagnostics.first?.message.contains("editor") == true)
        }
    }

    @Test func aRefusedCustomizationIsRecordedAsTheUsersAndReplaysTheSame() throws {
        let app = MusicApp(.swiftUI)
        let journal = NavigationJournal(navigator: app.navigator)
        #expect(!app.tabBarController.simulateHidingTab(at: 3))
        let entries = journal.entries
        #expect(entries.map(\.cause) == [.tabHiding(index: 3, hidden: true)])
        let replayed = MusicApp(.swiftUI)
        #expect(replayed.navigator.replay(NavigationJournal.Recording(entries: entries)).divergence == nil)
        #expect(!replayed.tabBarRouter.isTabHidden(at: 3))
    }

    @Test func theUserReordersTabsOnlyWithinAGroupThatAllowsIt() {
        let fixed = AttackTabsApp([
            (nil, false, [("Home", .home, false)]), ("Library", false, [("Albums", .albums, false), ("Artists", .artists, false)]),
        ])
        #expect(fixed.tabBarController.simulateSidebarToggle(), "UIKit's editor is the sidebar's: the user shows it first")
        #expect(!fixed.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(fixed.tabNames == ["home", "albums", "artists"])
        #expect(fixed.diagnostics.map(\.kind) == [.gestureUnavailable])
        #expect(fixed.diagnostics.first?.message.contains("allowsReordering") == true)

        let reorderable = AttackTabsApp([
            (nil, false, [("Home", .home, false)]), ("Library", true, [("Albums", .albums, false), ("Artists", .artists, false)]),
        ])
        #expect(reorderable.tabBarController.simulateSidebarToggle())
        #expect(reorderable.tabBarController.simulateMovingTab(from: 2, to: 1))
        #expect(reorderable.tabNames == ["home", "artists", "albums"])
        #expect(!reorderable.tabBarController.simulateMovingTab(from: 0, to: 1), "Home is in no group")
    }
}
