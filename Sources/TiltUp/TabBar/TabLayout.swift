#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// How a tab bar's tabs are arranged beyond their order: the groups a sidebar shows, the tabs the user hid,
/// the search tab. What a ``TabBarRouter`` gives its front end with the tabs' screens.
struct TabLayout {
    /// A group: its label, and its tabs' screens, in order.
    struct Group {
        let title: String
        let systemImage: String?
        let identifier: String
        let allowsReordering: Bool
        var screens: [Screen]
    }

    /// What each tab's screen is: its label, whether the user may hide it, and its role.
    struct TabInfo {
        let title: String?
        let systemImage: String?
        let identifier: String
        let allowsHiding: Bool
        let isSearch: Bool
    }

    /// The groups, in order; a tab in none stands at the top level.
    var groups: [Group] = []
    /// Each tab's information, by its screen's identity.
    var info: [ObjectIdentifier: TabInfo] = [:]
    /// The tabs the user hid, by their screens' identity.
    var hidden: Set<ObjectIdentifier> = []

    /// The group `screen`'s tab is in, if any.
    func group(of screen: Screen) -> Group? {
        groups.first { group in group.screens.contains { $0 === screen } }
    }

    /// Whether there is a group: then an iPad shows the tabs as a sidebar too.
    var hasGroups: Bool { !groups.isEmpty }
}
