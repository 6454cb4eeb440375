#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// What UIKit shows, read from its own controllers rather than from TiltUp's model: the sheet's detents and
/// the one it rests at, the tabs, the selected one, those hidden, the sidebar, the accessory. What a real run
/// records; what UIKit gives no way to read is said, not taken from the model.
@MainActor
enum UIKitReadBack {
    /// The sheet `presented` is, as UIKit holds it: its detents' identifiers in UIKit's order (TiltUp's, for
    /// those TiltUp named: "TiltUp.fraction(0.4)" reads "fraction(0.4)"), and the one selected, the smallest
    /// where UIKit says none (`selectedDetentIdentifier` is nil then).
    static func sheet(of presented: UIViewController) -> ConformanceSheet? {
        guard #available(iOS 16.0, *), let sheet = presented.sheetPresentationController, presented.modalPresentationStyle != .popover
        else { return nil }
        let detents = sheet.detents.map { name(of: $0.identifier) }
        guard let smallest = detents.first else { return nil }
        return ConformanceSheet(resting: sheet.selectedDetentIdentifier.map(name(of:)) ?? smallest, of: detents)
    }

    /// TiltUp's identifier of a UIKit detent's.
    private static func name(of identifier: UISheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: return SheetDetent.medium.identifier
        case .large: return SheetDetent.large.identifier
        default:
            let raw = identifier.rawValue
            return raw.hasPrefix("TiltUp.") ? String(raw.dropFirst("TiltUp.".count)) : raw
        }
    }

    /// The tab bar `tabBarController` shows, read from UIKit alone, and what UIKit gives no way to read there:
    /// iOS 18's tabs (a group's in the order the user sees them), the one selected, those hidden, whether the
    /// sidebar shows (`mode`, `sidebar.isHidden` and the width, as UIKit decides), and the accessory it shows
    /// (iOS 26); below iOS 18 the tab bar items and the one selected only.
    static func tabBar(_ tabBarController: UITabBarController) -> (ConformanceTabBar, notReadBack: [ConformanceReading]) {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *), !tabBarController.tabs.isEmpty {
            let tabs = tabBarController.tabs.flatMap(leaves)
            let selected = tabBarController.selectedTab.map { ($0 as? UITabGroup)?.selectedChild ?? $0 }
            let sidebar =
                tabBarController.mode == .tabSidebar && !tabBarController.sidebar.isHidden
                && tabBarController.traitCollection.horizontalSizeClass == .regular
            let (accessory, unread) = Self.accessory(of: tabBarController)
            let tabBar = ConformanceTabBar(
                tabs.map(\.title), selected: selected?.title, hidden: tabs.filter(\.isHidden).map(\.title), sidebar: sidebar,
                accessory: accessory)
            return (tabBar, unread)
        }
        #endif
        let items = tabBarController.viewControllers ?? []
        let tabBar = ConformanceTabBar(
            items.map { $0.tabBarItem.title ?? "?" }, selected: tabBarController.selectedViewController?.tabBarItem.title)
        return (tabBar, [.hiddenTabs, .sidebar, .accessory])  // no UITab below iOS 18
    }

    #if canImport(SwiftUI, _version: 6.0)
    /// The tabs of `tab` as the user sees them: a group's children in their display order, the user's.
    @available(iOS 18.0, *)
    private static func leaves(of tab: UITab) -> [UITab] {
        guard let group = tab as? UITabGroup else { return [tab] }
        let order = group.displayOrderIdentifiers
        let children = group.children.sorted { left, right in
            (order.firstIndex(of: left.identifier) ?? Int.max) < (order.firstIndex(of: right.identifier) ?? Int.max)
        }
        return children.flatMap(leaves)
    }
    #endif

    /// The name of the screen whose view the accessory UIKit shows above the tabs holds (iOS 26), from its
    /// accessibility identifier; below, not read back.
    private static func accessory(of tabBarController: UITabBarController) -> (String?, [ConformanceReading]) {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            return (tabBarController.bottomAccessory.flatMap { screenName(in: $0.contentView) }, [])
        }
        #endif
        return (nil, [.accessory])
    }

    /// The names of the conformance screens the controller on top of `window` shows (the last presented, else
    /// the root): the views identified "screen.NAME" in its view's tree that are in the window, neither hidden
    /// nor transparent, and inside the window's bounds, in the order of the view tree.
    static func screensShown(in window: UIWindow) -> [String] {
        guard let top = UIKitGestures.topPresented(in: window), top.isViewLoaded else { return [] }
        return views(in: top.view).compactMap { view in
            guard let identifier = view.accessibilityIdentifier, identifier.hasPrefix("screen."), view.window === window,
                isShown(view), view.convert(view.bounds, to: window).intersects(window.bounds)
            else { return nil }
            return String(identifier.dropFirst("screen.".count))
        }
    }

    /// Whether neither `view` nor any view it is in is hidden or transparent.
    private static func isShown(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let shown = current {
            if shown.isHidden || shown.alpha <= 0.01 { return false }
            current = shown.superview
        }
        return true
    }

    /// `view` and every view in its tree, depth first.
    private static func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap(views(in:))
    }

    /// The name of the first conformance screen in `view`'s tree, by its accessibility identifier "screen.NAME".
    static func screenName(in view: UIView) -> String? {
        if let identifier = view.accessibilityIdentifier, identifier.hasPrefix("screen.") {
            return String(identifier.dropFirst("screen.".count))
        }
        return view.subviews.lazy.compactMap(screenName(in:)).first
    }
}
#endif
