#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

// One modal at a time in a window's level: UIKit presents from the window's root (the presentation context),
// which presents one modal at a time, whichever of the stacks shown together asks: the root stack, a tab's,
// a split view's column. A second is refused ("Attempt to present … which is already presenting"). The
// modal's own Router starts a level of its own, and presents in turn.

extension Router {
    /// The modal presented by another Router shown together with this one, if any: the Router whose stack
    /// shows this one's tab bar or split view, up to the level's root, and the tabs and columns of the tab
    /// bars and split views on top of their stacks. Not the Routers of the modals they present, which are
    /// levels of their own.
    func modalUpBeside() -> Screen? {
        var root = self
        while let up = root.containerPresenter {
            root = up
        }
        var routers = [root]
        // A tab bar or split view that no Router's stack shows (the window's root itself): its tabs or columns.
        if root.presentingRouter == nil, let tabBar = root.tabBarRouter, tabBar.presenter == nil {
            routers = tabBar.tabs.map(\.router)
        } else if root.presentingRouter == nil, let split = root.splitRouter, split.presenter == nil {
            routers = split.columns.map(\.router)
        }
        var seen: Set<ObjectIdentifier> = []
        while let router = routers.popLast() {
            guard seen.insert(ObjectIdentifier(router)).inserted else { continue }
            if router !== self, let modal = router.modal?.screen ?? router.navigationController.presentedViewController {
                return modal
            }
            guard let top = router.topEntry?.screen else { continue }
            if let tabBar = TabBarRegistry.router(of: top) {
                routers += tabBar.tabs.map(\.router)
            } else if let split = SplitRegistry.router(of: top) {
                routers += split.columns.map(\.router)
            }
        }
        return nil
    }
}
