#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// UIKit's front end as a ``ConformanceDriver``, in a window on a simulator or a device: the Router drives
/// `UINavigationController`s, and the user's gestures arrive as UIKit delivers them.
///
/// The gestures a test cannot make with a finger are made the way UIKit reports them: the back button pops
/// the navigation controller; a swipe-down or a tap outside a popover dismisses the presented controller and
/// calls its presentation controller's delegate (`presentationControllerWillDismiss`, then
/// `presentationControllerDidDismiss`), as UIKit does after the user's dismissal; a drag between detents sets
/// the sheet's selected detent and calls its delegate; the window's width is the trait collection its root
/// gives the navigation controller. A back swipe the user cancels has no such API: it is not covered here.
@MainActor
public final class UIKitConformanceDriver: ConformanceDriver {
    /// "UIKit".
    public let name = "UIKit"
    /// The window's app coordinator.
    public let appCoordinator: AppCoordinator
    private let window: UIWindow
    /// The window's root, whose only child is the navigation controller: it sets the child's width.
    private let container: UIViewController

    /// A window of its own, an iPhone's size, with animations off.
    public init() {
        let navigationController = UINavigationController()
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let container = UIViewController()
        self.container = container
        window = UIKitGestures.makeWindow(showing: navigationController, in: container)
    }

    /// A Router on a new `UINavigationController`.
    public func makeModalRouter() -> Router {
        Router()
    }

    /// Makes `gesture` as UIKit reports it; returns false for the gestures no API makes.
    public func perform(_ gesture: ConformanceGesture, in context: ConformanceContext) async -> Bool {
        switch gesture {
        case .back:
            if context.presenter == nil, let split = context.splitRouter?.splitViewController, split.isCollapsed {
                UIKitGestures.collapsedBack(in: split)
            } else {
                context.top.navigationController.popViewController(animated: true)
            }
        case .cancelledBackSwipe:
            return false
        case .swipeDown, .tapOutside:
            if let presented = context.presenter?.navigationController.presentedViewController {
                UIKitGestures.userDismissal(of: presented)
            }
        case .dragSheet(let detent):
            if let presented = context.presenter?.navigationController.presentedViewController {
                UIKitGestures.drag(presented, to: detent)
            }
        case .width(let sizeClass):
            UIKitGestures.setWidth(sizeClass, of: appCoordinator.router.navigationController, in: container)
        case .closeWindow:
            appCoordinator.close()
        case .selectTab(let index):
            if let tabBarController = context.tabBarRouter?.tabBarController {
                UIKitGestures.tap(tabAt: index, of: tabBarController)
            }
        }
        return true
    }

    /// Waits, at most two seconds, until no controller of the window is in a transition.
    public func settle() async {
        await UIKitGestures.settle(window)
    }
}
#endif
