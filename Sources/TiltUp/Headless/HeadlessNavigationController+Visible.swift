#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// What the user sees from this root controller: the stack on screen, its presenter, tab bar and split view.
    ///
    /// One walk: through each modal presented with a navigation controller, into the tab of a tab bar on top
    /// of a stack (the tab that presents a modal, which the user sees over whichever tab is selected, else the
    /// selected tab; a plain screen's sheet left up, undimmed, over another tab leaves the user the selected
    /// tab's stack, under it, with the sheet's tab as `presenter`), and into a split view on top of a stack (the column that presents a modal, else the
    /// column on top: the last one shown, the detail when there is one). `presenter` is the controller a
    /// swipe-down dismisses from, `nil` when nothing is presented; `tabBar` is the innermost tab bar on the
    /// way, `nil` when a modal covers it (a sheet resting at or below its largest undimmed detent leaves it to
    /// the user's taps), and `split` the innermost split view, `nil` under a modal. For the replay of a
    /// journal, and TiltUpTest's gestures on what the user sees.
    ///
    /// - Returns: the controller on screen, the one that presents the innermost modal, and the visible tab bar
    ///   and split view.
    @_spi(TiltUpTest)
    public func visibleStack() -> (
        visible: HeadlessNavigationController, presenter: HeadlessNavigationController?, tabBar: HeadlessTabBarController?,
        split: HeadlessSplitViewController?
    ) {
        var current = self
        var presenter: HeadlessNavigationController?
        var tabBar: HeadlessTabBarController?
        var split: HeadlessSplitViewController?
        while true {
            if let presented = current.presentedViewController {
                presenter = current
                if current.core.presentedSheetLeavesBackgroundUsable {
                    // The tab bar under an undimmed sheet still takes the user's taps.
                    tabBar =
                        tabBar
                        ?? current.topViewController.flatMap(TabBarRouter.router(driving:)).flatMap {
                            Platform.headlessTabBar($0.tabBarController)
                        }
                } else {
                    tabBar = nil
                }
                // A plain screen presented: the user sees it over `current`'s stack, and goes no further.
                guard let modal = Platform.headless(presented) else { return (current, presenter, tabBar, nil) }
                current = modal
                split = nil
            } else if let top = current.topViewController, let tabBarRouter = TabBarRouter.router(driving: top),
                let onScreen = Self.tabOnScreen(of: tabBarRouter), let tab = Platform.headless(onScreen.router.navigationController)
            {
                // UIKit's tab bar controller on iOS: only a headless one is returned.
                tabBar = Platform.headlessTabBar(tabBarRouter.tabBarController)
                if let selected = tabBarRouter.selectedTab.flatMap({ Platform.headless($0.router.navigationController) }), selected !== tab,
                    let presented = tab.presentedViewController, Platform.headless(presented) == nil,
                    tab.core.presentedSheetLeavesBackgroundUsable
                {
                    // A plain screen's sheet left up, undimmed, under another tab the user selected: they see the
                    // selected tab's stack under it, and a swipe-down reaches the sheet, from the tab that presents it.
                    presenter = tab
                    current = selected
                } else {
                    current = tab
                }
            } else if let top = current.topViewController, let headlessSplit = Platform.headlessSplit(top),
                let column = headlessSplit.core.visibleColumnStack
            {
                split = headlessSplit
                current = column
            } else {
                return (current, presenter, tabBar, split)
            }
        }
    }

    /// The innermost split view on the way to what the user sees from this root controller, a modal over it or not:
    /// the one whose columns the user's Back in a column, or the split's own Back, was made on.
    ///
    /// ``visibleStack()`` returns no split view under a modal, a column's included; a journal's replay still does
    /// the user's gesture on the split view under it, as the user made it (refused there, or beside an undimmed sheet).
    func splitOnTheWay() -> HeadlessSplitViewController? {
        var current = self
        var split: HeadlessSplitViewController?
        while true {
            if let top = current.topViewController, let tabBarRouter = TabBarRouter.router(driving: top),
                let tab = Platform.headless(Self.tabOnScreen(of: tabBarRouter)?.router.navigationController),
                current.presentedViewController == nil
            {
                current = tab
            } else if let top = current.topViewController, let headlessSplit = Platform.headlessSplit(top),
                current.presentedViewController == nil
            {
                split = headlessSplit
                // Into the column that presents a modal, else the one on top (as visibleStack()).
                guard let column = headlessSplit.core.visibleColumnStack else { return split }
                current = column
            } else if let presented = current.presentedViewController, let modal = Platform.headless(presented) {
                current = modal
            } else {
                return split
            }
        }
    }

    /// The tab whose stack the user sees in `tabBarRouter`'s tab bar: the one that presents a modal, which covers
    /// the tab bar whichever tab is selected (a sheet resting at an undimmed detent stays up, partly over it, when
    /// the user selects another tab), else the selected tab.
    private static func tabOnScreen(of tabBarRouter: TabBarRouter) -> TabBarRouter.Tab? {
        let selected = tabBarRouter.selectedTab
        if let selected, selected.router.navigationController.presentedViewController != nil {
            return selected
        }
        return tabBarRouter.tabs.first { $0.router.navigationController.presentedViewController != nil } ?? selected
    }

    /// Does what the user's Back button does on the screen they see from this root controller.
    ///
    /// In a split view collapsed into one stack, it is the split's Back; otherwise a pop of the stack the user
    /// sees, as its Back button does (on every platform).
    ///
    /// - Returns: the screen that left, or `nil`, reported, where the user could not go back.
    @_spi(TiltUpTest)
    @discardableResult
    public func simulateVisibleBack() -> Screen? {
        let (visible, _, _, split) = visibleStack()
        if let split, split.core.isCollapsed {
            return split.simulateBackSwipe()
        }
        return visible.simulateBackButton()
    }

    /// Does what the user's back swipe does on the screen they see from this root controller.
    ///
    /// It is ``simulateVisibleBack()`` where the platform has a back swipe; a native Mac has none, and refuses it.
    ///
    /// - Returns: the screen that left, or `nil`, reported, where the user could not swipe back.
    @_spi(TiltUpTest)
    @discardableResult
    public func simulateVisibleBackSwipe() -> Screen? {
        let (visible, _, _, split) = visibleStack()
        if !visible.core.platform.hasBackSwipe {
            return visible.simulateBackSwipe()  // refused, and reported, there
        }
        if let split, split.core.isCollapsed {
            return split.simulateBackSwipe()
        }
        return visible.simulateBackSwipe()
    }

    /// Begins the user's Back on the screen they see from this root controller, to be finished or cancelled.
    ///
    /// In a split view collapsed into one stack, it is the split's Back; otherwise a back swipe on the stack
    /// the user sees.
    ///
    /// - Returns: the gesture under way, or `nil`, reported, where ``simulateVisibleBack()`` would change nothing.
    @_spi(TiltUpTest)
    public func beginVisibleBack() -> InteractiveGesture? {
        let (visible, _, _, split) = visibleStack()
        if let split, split.core.isCollapsed {
            return split.beginBackSwipe()
        }
        return visible.beginBackSwipe()
    }
}
