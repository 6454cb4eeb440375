import Testing
import TiltUp

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The routes of the article's music app.
enum MusicRoute: Hashable {
    case listenNow, albums, artists, radio, search
}

/// A tab's coordinator in the article: its first screen, any object here.
final class LibraryStackCoordinator: Coordinator {
    override func start() {
        router.push(LibraryScreen(), retaining: self, animated: false)
    }
}

/// The screens of the article's examples: any object is a screen here.
final class LibraryScreen {}
final class MiniPlayerScreen {}
final class PhotoGridScreen {}
final class PhotoScreen {}
final class PhotoCell {}

/// The mini player's coordinator.
final class MiniPlayerCoordinator: Coordinator {
    init(parent: any Coordinating) {
        super.init(parent: parent, modal: true)
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
final class LibraryTabsCoordinator: TabBarCoordinator {
    override func makeItems() -> [TabBarRouter.Item] {
        [
            .tab(tab("Listen Now", route: .listenNow)),
            .group(
                TabBarRouter.TabGroup(
                    "Library", systemImage: "books.vertical", allowsReordering: true,
                    tabs: [tab("Albums", route: .albums), tab("Artists", route: .artists)])),
            .tab(tab("Radio", route: .radio, allowsHiding: true)),
            .tab(tab("Search", route: .search, role: .search)),
        ]
    }

    private func tab(
        _ title: String, route: MusicRoute, role: TabBarRouter.Tab.Role? = nil, allowsHiding: Bool = false
    ) -> TabBarRouter.Tab {
        let coordinator = LibraryStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter())
        return TabBarRouter.Tab(coordinator, route: route, title: title, role: role, allowsHiding: allowsHiding)
    }
}
// docs-twin-end

extension LibraryTabsCoordinator {
    // docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
    func showMiniPlayer() {
        let player = MiniPlayerCoordinator(parent: self)
        tabBarRouter.showBottomAccessory(MiniPlayerScreen(), retaining: player) {
            print("the mini player went")  // once: removed, replaced, or the tab bar gone
        }
    }
    // docs-twin-end
}

/// The mini player's model in the article: whether the Now Playing tab shows the player.
final class MiniPlayerViewModel {
    var showsInNowPlayingTab = false
}

/// The mini player's view in the article.
struct MiniPlayerView: HostableView {
    let viewModel: MiniPlayerViewModel

    #if canImport(SwiftUI)
    var body: some View { Text("Now playing") }
    #endif
}

extension LibraryTabsCoordinator {
    // docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
    func showMiniPlayer(_ player: MiniPlayerViewModel) {
        tabBarRouter.showBottomAccessory(view: MiniPlayerView(viewModel: player))
        if !tabBarRouter.isBottomAccessoryShown {
            player.showsInNowPlayingTab = true
        }
    }
    // docs-twin-end
}

// docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
@MainActor
final class TabsSettingsViewModel {
    let tabBarRouter: TabBarRouter

    init(tabBarRouter: TabBarRouter) {
        self.tabBarRouter = tabBarRouter
    }

    func setShown(_ shown: Bool, tabAt index: Int) {
        if shown {
            tabBarRouter.showTab(at: index)
        } else {
            tabBarRouter.hideTab(at: index)
        }
    }
}
// docs-twin-end

@MainActor
@Suite struct TabsSidebarsAndTransitionsTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
    @Test func theLibraryGroupBecomesASidebarAndTheUserHidesRadio() {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let tabBar = HeadlessTabBarController()
        let tabs = LibraryTabsCoordinator(appCoordinator: appCoordinator, tabBarController: tabBar)
        appCoordinator.start(coordinator: tabs)
        navigationController.simulateSizeClassChange(to: .regular)  // an iPad

        #expect(tabBar.simulateSidebarToggle())
        #expect(tabs.tabBarRouter.isSidebarVisible)
        tabBar.simulateTabSelection(at: 2)  // Artists, in the sidebar's Library section
        #expect(tabs.tabBarRouter.group(ofTabAt: 2)?.title == "Library")

        #expect(tabBar.simulateHidingTab(at: 3))  // Radio allows hiding
        #expect(tabs.tabBarRouter.isTabHidden(at: 3))
        #expect(!tabBar.simulateHidingTab(at: 0))  // Listen Now does not
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
    @Test func thePhotoZoomsBackIntoItsCellOnceTheUserLetsGo() throws {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(PhotoGridScreen())
        var sourceRequests = 0
        var closed = 0
        router.push(
            PhotoScreen(),
            transition: .zoom(sourceID: 7) {
                sourceRequests += 1
                return PhotoCell()
            }
        ) { closed += 1 }
        #expect(sourceRequests == 1)  // asked on the way in

        let pinch = try #require(navigationController.beginInteractiveDismissal())
        pinch.cancel()  // the user let go early: the photo stays
        #expect(closed == 0)

        navigationController.beginInteractiveDismissal()?.finish()
        #expect(closed == 1)
        #expect(sourceRequests == 2)  // and again on the way out
    }
    // docs-twin-end

    @Test func theAppsOwnEditorHidesRadioAndShowsItAgain() {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let tabs = LibraryTabsCoordinator(appCoordinator: appCoordinator, tabBarController: HeadlessTabBarController())
        appCoordinator.start(coordinator: tabs)
        let settings = TabsSettingsViewModel(tabBarRouter: tabs.tabBarRouter)
        settings.setShown(false, tabAt: 3)
        #expect(tabs.tabBarRouter.isTabHidden(at: 3))
        settings.setShown(true, tabAt: 3)
        #expect(!tabs.tabBarRouter.isTabHidden(at: 3))
    }

    @Test func theMiniPlayerViewIsDrawnAboveTheTabBarWhereTheSystemHasOne() {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let tabs = LibraryTabsCoordinator(appCoordinator: appCoordinator, tabBarController: HeadlessTabBarController())
        appCoordinator.start(coordinator: tabs)
        let player = MiniPlayerViewModel()
        tabs.showMiniPlayer(player)
        #expect(tabs.tabBarRouter.isBottomAccessoryShown, "the headless tab bar models iOS 26's")
        #expect(!player.showsInNowPlayingTab)
    }

    @Test func theMiniPlayerIsReleasedWhenTheTabBarGoes() {
        let appCoordinator = AppCoordinator(router: Router(navigationController: HeadlessNavigationController()))
        let tabs = LibraryTabsCoordinator(appCoordinator: appCoordinator, tabBarController: HeadlessTabBarController())
        appCoordinator.start(coordinator: tabs)
        tabs.showMiniPlayer()
        #expect(appCoordinator.retainedCoordinators.contains { $0 is MiniPlayerCoordinator })
        tabs.tabBarRouter.removeAllTabs()
        #expect(!appCoordinator.retainedCoordinators.contains { $0 is MiniPlayerCoordinator })
    }
}
