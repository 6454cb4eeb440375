#if canImport(UIKit)
import UIKit

/// Tells a ``Router`` about the changes UIKit makes without it: the user's back swipe (through the
/// navigation controller's delegate) and the user's swipe-down of a sheet (through the presentation
/// controller's delegate). The Router then compares what it knew with what is there now.
@MainActor
final class RouterNavigationDelegate: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    private weak var router: Router?

    init(router: Router) {
        self.router = router
        super.init()
        router.navigationController.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        router?.synchronize()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        router?.synchronizeModal()
    }
}

#endif
