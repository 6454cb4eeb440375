#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// Finds the ``SplitRouter`` of a split view controller shown on a stack, for deep links, saved navigation
/// and descriptions. Holds the routers weakly, by their controller: nothing here ties two windows together.
@MainActor
enum SplitRegistry {
    private struct Entry {
        weak var router: SplitRouter?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func register(_ router: SplitRouter) {
        entries = entries.filter { $0.value.router != nil }
        entries[ObjectIdentifier(router.splitViewController)] = Entry(router: router)
    }

    /// The split router driving `screen`, if it is a split view controller that one drives.
    static func router(of screen: Screen) -> SplitRouter? {
        guard let router = entries[ObjectIdentifier(screen)]?.router, router.splitViewController === screen else { return nil }
        return router
    }
}
