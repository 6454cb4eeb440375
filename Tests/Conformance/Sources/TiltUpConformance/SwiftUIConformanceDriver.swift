#if canImport(UIKit) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// SwiftUI's front end as a ``ConformanceDriver``: `RouterView` in a window on a simulator or a device, the
/// Router driving a ``NavigationStackController``, and the user's gestures arriving as SwiftUI receives them.
///
/// SwiftUI's `NavigationStack`, sheets and `TabView` are drawn by UIKit's controllers on iOS, and SwiftUI
/// writes its bindings when those report the user's change: the driver makes each gesture on the controller
/// SwiftUI made (the navigation controller pops; the sheet is dismissed with its presentation controller's
/// delegate told; the tab is selected with its delegate told), the way ``UIKitConformanceDriver`` does. That
/// SwiftUI's controllers are UIKit's is the suite's guess on top of each scenario's: where a run fails, check
/// it first. A back swipe the user cancels has no API: it is not covered here.
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIConformanceDriver: ConformanceDriver {
    /// "SwiftUI".
    public let name = "SwiftUI"
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    private let window: UIWindow
    private let container: UIViewController
    private let host: UIHostingController<RouterView>

    /// A window of its own, an iPhone's size, with animations off, showing the app coordinator's `RouterView`.
    public init() {
        appCoordinator = AppCoordinator(router: Router(navigationController: NavigationStackController()))
        host = UIHostingController(rootView: RouterView(appCoordinator.router))
        let container = UIViewController()
        self.container = container
        window = UIKitGestures.makeWindow(showing: host, in: container)
    }

    /// A Router on a new ``NavigationStackController``.
    public func makeModalRouter() -> Router {
        Router(navigationController: NavigationStackController())
    }

    /// Makes `gesture` on the controllers SwiftUI drew; returns false for the gestures no API makes.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        let top = UIKitGestures.topPresented(in: window) ?? container
        switch gesture {
        case .back:
            // The stack on top: the last navigation controller SwiftUI drew with a screen to go back from.
            UIKitGestures.navigationControllers(in: top).last { $0.viewControllers.count > 1 }?.popViewController(animated: true)
        case .cancelledBackSwipe:
            return false
        case .swipeDown, .tapOutside:
            if top !== container {
                UIKitGestures.userDismissal(of: top)
            }
        case .dragSheet(let detent):
            UIKitGestures.drag(top, to: detent)
        case .width(let sizeClass):
            UIKitGestures.setWidth(sizeClass, of: host, in: container)
        case .closeWindow:
            appCoordinator.close()
        case .selectTab(let index):
            if let tabs = UIKitGestures.tabBarController(in: top) {
                UIKitGestures.tap(tabAt: index, of: tabs)
            }
        }
        return true
    }

    /// Gives SwiftUI a few turns to render the model, then waits, at most two seconds, for the transitions.
    public func settle() async {
        await UIKitGestures.settle(window, turns: 5)
    }
}
#endif
