#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// What UIKit shows, read from its own controllers rather than from TiltUp's model: the sheet's detents and
/// the one it rests at, the selected tab, the tabs hidden, the accessory. What a real run records.
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

    /// The tab bar `tabBarController` shows: the tabs in the tab bar router's order, the selected one as UIKit
    /// says, the hidden ones as its `UITab`s say (iOS 18), the sidebar, and the accessory UIKit shows (iOS 26).
    static func tabBar(_ tabBarController: UITabBarController, of tabBarRouter: TabBarRouter) -> ConformanceTabBar {
        let tabs = tabBarRouter.tabs
        let names = tabs.map { $0.title ?? "?" }
        let shown = tabs.firstIndex { $0.router.navigationController === tabBarController.selectedViewController }
        return ConformanceTabBar(
            names, selected: selectedTab(names, in: tabBarController) ?? shown.map { names[$0] },
            hidden: hiddenTabs(names, in: tabBarController),
            sidebar: tabBarRouter.isSidebarVisible, accessory: accessory(of: tabBarController, tabBarRouter: tabBarRouter))
    }

    /// The tab among `names` UIKit has selected, a group's child included (iOS 18's `selectedTab`); `nil` below,
    /// or where the tab bar has no `UITab`s.
    private static func selectedTab(_ names: [String], in tabBarController: UITabBarController) -> String? {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *), let identifier = tabBarController.selectedTab?.identifier, names.contains(identifier) {
            return identifier
        }
        #endif
        return nil
    }

    /// The tabs among `names` whose `UITab` UIKit hides (iOS 18); none below.
    private static func hiddenTabs(_ names: [String], in tabBarController: UITabBarController) -> [String] {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) {
            return names.filter { tabBarController.tab(forIdentifier: $0)?.isHidden == true }
        }
        #endif
        return []
    }

    /// The accessory UIKit shows above the tabs (iOS 26): the scenario's screen whose view it holds.
    private static func accessory(of tabBarController: UITabBarController, tabBarRouter: TabBarRouter) -> String? {
        guard let screen = tabBarRouter.bottomAccessoryScreen as? ConformanceScreen else { return nil }
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            return tabBarController.bottomAccessory?.contentView === screen.view ? screen.name : nil
        }
        #endif
        return screen.name  // kept, and shown nowhere, below iOS 26: the model's word
    }
}
#endif
