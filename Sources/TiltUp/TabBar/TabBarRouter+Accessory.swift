// `Screen` aliases UIKit's `UIViewController` where it exists, and `HostableView` SwiftUI's `View` where that
// exists (Platform.swift, HostableView.swift): a public signature (with library evolution) may use such a name
// only in a file that imports its module.
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#endif

extension TabBarRouter {
    /// How the tab bar shrinks as the user scrolls (iOS 26's `tabBarMinimizeBehavior`).
    public enum MinimizeBehavior: Sendable, Equatable {
        /// The system's choice.
        case automatic
        /// The tab bar never shrinks.
        case never
        /// The tab bar shrinks when the user scrolls down.
        case onScrollDown
        /// The tab bar shrinks when the user scrolls up.
        case onScrollUp
    }

    /// The screen shown above the tabs (iOS 26's bottom accessory: a mini player), with its handler and the
    /// coordinator retained for it.
    struct BottomAccessory {
        let screen: Screen
        let handlers: [Router.Handler]
        weak var coordinator: (any Coordinating)?
    }

    /// Shows `screen` above the tab bar, as iOS 26's bottom accessory (UIKit's `UITabAccessory`, SwiftUI's
    /// `tabViewBottomAccessory`): a mini player over every tab.
    ///
    /// The accessory is a screen like any other: `coordinator` is retained while it is shown, and
    /// `removalHandler` runs once when it goes, by any path: ``removeBottomAccessory()``, another accessory
    /// shown in its place, or the tab bar going away (``removeAllTabs()``, its ``TabBarCoordinator`` popped).
    /// Below iOS 26 UIKit and SwiftUI show no accessory: it is kept, and shown nowhere.
    ///
    /// ```swift
    /// tabBarRouter.showBottomAccessory(MiniPlayerController(viewModel: player), retaining: playerCoordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the accessory's screen.
    ///   - coordinator: the coordinator to retain while it is shown; `nil` retains none.
    ///   - removalHandler: runs once when it goes.
    public func showBottomAccessory(
        _ screen: Screen, retaining coordinator: (any Coordinating)? = nil, removalHandler: Router.Handler? = nil
    ) {
        let previous = bottomAccessory
        coordinator?.appCoordinator?.pushCoordinator(coordinator!)
        accessory = BottomAccessory(screen: screen, handlers: Router.handlers(removalHandler), coordinator: coordinator)
        frontEnd.showBottomAccessory(screen)
        if let previous {
            end(previous)
        }
    }

    /// Shows a screen that hosts `view` above the tab bar, as iOS 26's bottom accessory: a mini player over every tab.
    ///
    /// It is ``showBottomAccessory(_:retaining:removalHandler:)`` with the view hosted as ``Router``'s
    /// `push(view:)` hosts one: on UIKit's front end in a ``HostingController`` that is the `UITabAccessory`'s
    /// content, under `RouterView` as SwiftUI's own `tabViewBottomAccessory`. `coordinator` is retained while it
    /// is shown and `removalHandler` runs once when it goes, by any path.
    ///
    /// ```swift
    /// tabBarRouter.showBottomAccessory(view: MiniPlayerView(track: track), retaining: playerCoordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - view: the SwiftUI view to show.
    ///   - coordinator: the coordinator to retain while it is shown; `nil` retains none.
    ///   - removalHandler: runs once when it goes.
    /// - Returns: the screen that hosts the view.
    @discardableResult
    public func showBottomAccessory<Content: HostableView>(
        view: Content, retaining coordinator: (any Coordinating)? = nil, removalHandler: Router.Handler? = nil
    ) -> HostingController<Content> {
        let screen = HostingController(view)
        showBottomAccessory(screen, retaining: coordinator, removalHandler: removalHandler)
        return screen
    }

    /// Whether the accessory is on screen: one is shown, and the platform draws it (iOS and Mac Catalyst 26 or later).
    ///
    /// Below iOS 26, and on a native Mac, an accessory is kept and shown nowhere: an app shows its mini player
    /// elsewhere then, with no `#available` check of its own. The headless tab bar models iOS 26 (on a
    /// native Mac, ``NavigationPlatform/macOS``, none is drawn).
    ///
    /// ```swift
    /// if !tabBarRouter.isBottomAccessoryShown {
    ///     tabBarRouter.selectTab(at: 0)  // no accessory drawn here: the Now Playing tab shows the player
    /// }
    /// ```
    public var isBottomAccessoryShown: Bool { accessory != nil && frontEnd.drawsBottomAccessory }

    /// Takes away the accessory shown above the tab bar: its removal handler runs once and its coordinator is
    /// released. With none shown, nothing happens.
    public func removeBottomAccessory() {
        guard let previous = bottomAccessory else { return }
        accessory = nil
        frontEnd.showBottomAccessory(nil)
        end(previous)
    }

    /// The screen shown above the tab bar, if any.
    public var bottomAccessoryScreen: Screen? { accessory?.screen }

    /// How the tab bar shrinks as the user scrolls (iOS 26); `.automatic` by default. Below iOS 26 it does not.
    ///
    /// ```swift
    /// tabBarRouter.minimizeBehavior = .onScrollDown
    /// ```
    public var minimizeBehavior: MinimizeBehavior {
        get { frontEnd.minimizeBehavior }
        set { frontEnd.minimizeBehavior = newValue }
    }

    /// The accessory shown now.
    var bottomAccessory: BottomAccessory? { accessory }

    /// Takes away the accessory, and those removal handlers show meanwhile, in rounds, as a window's close ends
    /// what handlers show; past its rounds the accessory left is reported.
    func removeAccessoriesInRounds() {
        var rounds = 0
        // What the handlers of one round show (an accessory, or tabs a removal handler adds), the next one ends.
        while accessory != nil || !ownTabs.isEmpty, rounds < WindowClosing.rounds {
            if !ownTabs.isEmpty {
                setTabs([Tab]())
            }
            if accessory != nil {
                removeBottomAccessory()
            }
            rounds += 1
        }
        if let left = accessory {
            report(
                .closeUnfinished,
                "removeAllTabs: removal handlers kept showing accessories while the tab bar went, \(rounds) rounds: \(describe(left.screen)) is still shown, and its coordinator retained; a removal handler shows an accessory each time one goes"
            )
        } else if !ownTabs.isEmpty {
            report(
                .closeUnfinished,
                "removeAllTabs: handlers kept adding tabs while the tab bar went, \(rounds) rounds: \(ownTabs.count) tabs are still there, and their coordinators retained; a handler adds tabs each time they go"
            )
        }
    }

    /// Ends an accessory that went: its coordinator released, its handlers run.
    private func end(_ accessory: BottomAccessory) {
        if let coordinator = accessory.coordinator {
            coordinator.appCoordinator?.popCoordinator(coordinator)
        }
        Router.run(accessory.handlers)
    }
}
