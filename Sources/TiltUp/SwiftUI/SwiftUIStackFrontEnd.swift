#if canImport(UIKit)
// `Screen`, `NavigationController`, `TabBarController` and `ModalPresentationStyle` alias UIKit's types
// here (Platform.swift).
import UIKit
#endif

/// The front end of a Router that drives a ``NavigationStackController``: the headless core with SwiftUI's
/// rules, whose modal Routers and tab bars are SwiftUI's too, and which presents nothing of UIKit's stacks.
/// The stacks it makes wait for a modal's `onDismiss` when its own does.
@MainActor
final class SwiftUIStackFrontEnd: HeadlessFrontEnd {
    override func makeNavigationController() -> NavigationController {
        NavigationStackController(waitingForOnDismiss: core.waitsForOnDismiss)
    }

    override func makeTabBarController() -> TabBarController {
        let tabBarController = HeadlessTabBarController()
        tabBarController.core.rules = .swiftUI
        tabBarController.core.stacksWaitForOnDismiss = core.waitsForOnDismiss
        return tabBarController
    }

    override func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController {
        let splitViewController = HeadlessSplitViewController(showsContentColumn: showsContentColumn)
        splitViewController.core.rules = .swiftUI
        splitViewController.core.stacksWaitForOnDismiss = core.waitsForOnDismiss
        return splitViewController
    }

    override func refusalToPresent(_ screen: Screen) -> String? {
        guard let kind = Platform.frontEndKind(of: screen), kind != .swiftUIStack else { return nil }
        return
            "a \(kind.name) cannot be shown in a SwiftUI sheet with its handlers: present a Router made by this one's coordinators (Coordinator(parent:modal: true) makes one of the same kind), or a UIKit screen on its own (presentModal(_:) with a view controller, shown through a representable)"
    }
}
