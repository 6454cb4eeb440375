#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// The user's gestures made the way UIKit reports them, for the drivers of UIKit's and SwiftUI's front ends
/// (SwiftUI's navigation on iOS is drawn by UIKit's controllers, so the same calls reach it).
@MainActor
enum UIKitGestures {
    /// A window of its own, an iPhone's size, with animations off, whose root `container` holds `child`: the
    /// container sets the child's width with a trait override, as a split view or a rotation would.
    static func makeWindow(showing child: UIViewController, in container: UIViewController) -> UIWindow {
        UIView.setAnimationsEnabled(false)
        let window: UIWindow
        if let scene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene }).first {
            window = UIWindow(windowScene: scene)  // what iOS 26 asks for (`init(frame:)` is deprecated there)
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
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

    /// The user's swipe-down of a sheet, or tap outside a popover: the presented controller is dismissed, and
    /// its presentation controller's delegate told before and after, as UIKit does. Nothing happens where
    /// UIKit offers no such dismissal (another style, `isModalInPresentation`).
    static func userDismissal(of presented: UIViewController) {
        let dismissable: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
        guard let presentation = presented.presentationController, dismissable.contains(presented.modalPresentationStyle),
            !presented.isModalInPresentation
        else { return }
        if presentation.delegate?.presentationControllerShouldDismiss?(presentation) == false { return }
        presentation.delegate?.presentationControllerWillDismiss?(presentation)
        presented.dismiss(animated: true) {
            presentation.delegate?.presentationControllerDidDismiss?(presentation)
        }
    }

    /// The user's drag of a sheet to `detent`: its selected detent, and its delegate told.
    static func drag(_ presented: UIViewController, to detent: SheetDetent) {
        guard let sheet = presented.sheetPresentationController else { return }
        sheet.selectedDetentIdentifier = detent == .medium ? .medium : .large
        sheet.delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheet)
    }

    /// The user's tap on a tab: the delegate asked, the tab selected, the delegate told, as UIKit does.
    /// Gives `child` of `container` the window's width `sizeClass`, as a rotation or Slide Over does.
    static func setWidth(_ sizeClass: SizeClass, of child: UIViewController, in container: UIViewController) {
        let horizontal: UIUserInterfaceSizeClass = sizeClass == .compact ? .compact : .regular
        if #available(iOS 17.0, *) {
            child.traitOverrides.horizontalSizeClass = horizontal
        } else {
            // By name: the method is deprecated from iOS 17 on, where the branch above runs.
            let traits = UITraitCollection(horizontalSizeClass: horizontal)
            _ = container.perform(NSSelectorFromString("setOverrideTraitCollection:forChildViewController:"), with: traits, with: child)
        }
    }

    static func tap(tabAt index: Int, of tabBarController: UITabBarController) {
        guard let tabs = tabBarController.viewControllers, tabs.indices.contains(index) else { return }
        let tab = tabs[index]
        if tabBarController.delegate?.tabBarController?(tabBarController, shouldSelect: tab) == false { return }
        if tabBarController.selectedIndex == index, let stack = tab as? UINavigationController {
            stack.popToRootViewController(animated: true)  // UIKit's second tap on the selected tab
        }
        tabBarController.selectedIndex = index
        tabBarController.delegate?.tabBarController?(tabBarController, didSelect: tab)
    }

    /// The Back button of a collapsed split view: the top of the stack UIKit shows, which nests the detail
    /// column's navigation controller in the sidebar's.
    static func collapsedBack(in split: UISplitViewController) {
        guard let primary = split.viewControllers.first as? UINavigationController else { return }
        if let nested = primary.topViewController as? UINavigationController, nested.viewControllers.count > 1 {
            nested.popViewController(animated: true)
        } else {
            primary.popViewController(animated: true)
        }
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
