#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The user's gestures made through UIKit's own mechanism, for the drivers of UIKit's and SwiftUI's front ends
/// (SwiftUI's navigation on iOS is drawn by UIKit's controllers, so the same calls reach it), and what UIKit
/// shows read back. Nothing here decides whether a gesture is allowed: UIKit does, and the run records what
/// followed. A gesture no API makes (the edge swipe, the swipe-down, a drag between detents, a tap outside a
/// popover, Escape) is not made here: the UI tests make it with a finger (ConformanceUIAction).
@MainActor
enum UIKitGestures {
    /// A window of its own whose root `container` holds `child`, whose width ``UIKitWidth`` gives. A unit
    /// test's is an iPhone's size, with animations off; the conformance host app's (`hosted`) fills its scene,
    /// animated, for the UI test's finger.
    static func makeWindow(showing child: UIViewController, in container: UIViewController, hosted: Bool = false) -> UIWindow {
        UIView.setAnimationsEnabled(hosted)
        let window: UIWindow
        if let scene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene }).first {
            window = UIWindow(windowScene: scene)  // what iOS 26 asks for (`init(frame:)` is deprecated there)
            if !hosted {
                window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)  // hosted, it keeps the scene's size
            }
        } else {
            // A test host with no scene: by name, as the initializer is deprecated from iOS 26 on.
            window = (UIWindow.self as NSObject.Type).init() as! UIWindow
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        }
        container.addChild(child)
        child.view.frame = container.view.bounds
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.rootViewController = container
        window.makeKeyAndVisible()
        return window
    }

    /// Why UIKit on this device cannot run `scenario`, or `nil`: it models another platform.
    static func platformMismatch(_ scenario: ConformanceScenario) -> String? {
        scenario.platform == .current ? nil : "it models \(scenario.platform), and this is \(NavigationPlatform.current)"
    }

    /// The Back button of `navigationController`: what its action does, popping the top screen animated.
    static func tapBack(of navigationController: UINavigationController) {
        navigationController.popViewController(animated: true)
    }

    /// The Back button of a collapsed split view: the top of the stack UIKit shows, which nests the detail
    /// column's navigation controller in the sidebar's.
    static func collapsedBack(in split: UISplitViewController) {
        guard let primary = split.viewControllers.first as? UINavigationController else { return }
        if let nested = primary.topViewController as? UINavigationController, nested.viewControllers.count > 1 {
            tapBack(of: nested)
        } else {
            tapBack(of: primary)
        }
    }

    /// The user's tap on the tab bar item, or sidebar row, titled `title`: the control UIKit drew for it is sent
    /// its touch, so that UIKit selects as for a finger (its delegate asked and told, a second tap popping the
    /// tab to its root). Returns false where no such control is found (iOS 18's floating tab bar draws no
    /// `UIControl` a test reaches): the UI tests tap it then.
    static func tapTab(titled title: String, in tabBarController: UITabBarController) -> Bool {
        let content = tabBarController.selectedViewController?.view
        let candidates = controls(in: tabBarController.view, skipping: content).filter { control in
            control.accessibilityLabel == title && control.window != nil && !control.isHidden && control.alpha > 0
        }
        guard let control = candidates.first, candidates.count == 1 else { return false }
        control.sendActions(for: .touchUpInside)
        return true
    }

    /// Every control in `view`'s tree, depth first, the tree of `skipped` aside.
    private static func controls(in view: UIView, skipping skipped: UIView?) -> [UIControl] {
        guard view !== skipped else { return [] }
        let own = (view as? UIControl).map { [$0] } ?? []
        return own + view.subviews.flatMap { controls(in: $0, skipping: skipped) }
    }

    /// Begins the user's interactive dismissal through the app's own interaction controller, as the app's
    /// gesture recognizer does when the user's finger starts: the pop (or the dismissal of the modal) is
    /// begun animated while the transitions say the user interacts, and the controller moved halfway.
    static func beginInteractiveDismissal(
        popping navigationController: UINavigationController?, dismissing presented: UIViewController?,
        with transitions: ConformanceTransitionKit
    ) {
        UIView.setAnimationsEnabled(true)
        transitions.userIsInteracting = true
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            presented?.dismiss(animated: true)
        }
        transitions.interaction.update(0.5)
    }

    /// Ends the interactive dismissal under way: the interaction controller finished or cancelled, as the
    /// app's gesture recognizer does when the user lets go.
    static func endInteractiveDismissal(finished: Bool, with transitions: ConformanceTransitionKit) async {
        if finished {
            transitions.interaction.finish()
        } else {
            transitions.interaction.cancel()
        }
        try? await Task.sleep(nanoseconds: 400_000_000)  // the rest of the animation: 0.2 s at most
        transitions.userIsInteracting = false
        UIView.setAnimationsEnabled(false)
    }

    /// The controller on top of the window: the last one presented, from its root.
    static func topPresented(in window: UIWindow) -> UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }

    /// Every navigation controller in `controller`'s tree of children, depth first, `controller` included.
    static func navigationControllers(in controller: UIViewController) -> [UINavigationController] {
        let own = (controller as? UINavigationController).map { [$0] } ?? []
        return own + controller.children.flatMap(navigationControllers)
    }

    /// The first tab bar controller in `controller`'s tree of children.
    static func tabBarController(in controller: UIViewController) -> UITabBarController? {
        if let tabs = controller as? UITabBarController { return tabs }
        return controller.children.lazy.compactMap(tabBarController).first
    }

    /// Waits, at most two seconds, until no controller of `window` is in a transition; SwiftUI's updates get
    /// a few turns of the run loop first.
    static func settle(_ window: UIWindow, turns: Int = 0) async {
        for _ in 0..<turns {
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        for _ in 0..<100 {
            guard isTransitioning(window) else { return }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    private static func isTransitioning(_ window: UIWindow) -> Bool {
        var controller = window.rootViewController
        while let current = controller {
            if current.transitionCoordinator != nil || current.isBeingPresented || current.isBeingDismissed {
                return true
            }
            controller = current.presentedViewController
        }
        return false
    }
}
#endif
