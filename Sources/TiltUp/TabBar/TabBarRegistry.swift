#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// Finds the ``TabBarRouter`` of a tab bar controller shown on a stack, for deep links and saved
/// navigation. Holds the routers weakly.
@MainActor
enum TabBarRegistry {
    private struct Entry {
        weak var router: TabBarRouter?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func register(_ router: TabBarRouter) {
        entries = entries.filter { $0.value.router != nil }
        entries[ObjectIdentifier(router.tabBarController)] = Entry(router: router)
    }

    /// The tab bar router one of whose tabs `router` drives, if any.
    static func router(withTab router: Router) -> TabBarRouter? {
        entries.values.lazy.compactMap(\.router).first { tabBar in tabBar.tabs.contains { $0.router === router } }
    }

    /// The tab bar router driving `screen`, if it is a tab bar controller that one drives.
    static func router(of screen: Screen) -> TabBarRouter? {
        guard let router = entries[ObjectIdentifier(screen)]?.router, router.tabBarController === screen else { return nil }
        return router
    }
}
