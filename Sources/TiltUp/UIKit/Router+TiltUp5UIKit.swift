#if canImport(UIKit) && os(iOS)
import UIKit

// TiltUp 5's public UIKit members that TiltUp 6 removed, kept as unavailable declarations so that a
// TiltUp 5 call site fails to compile with a message naming what to write instead.

extension Router {
    /// TiltUp 5's `UINavigationControllerDelegate` method; removed.
    @available(
        *, unavailable,
        message:
            "Router is no longer its navigation controller's delegate (nor an NSObject): observe changes with observe(_:), and set the navigation controller's delegate freely"
    )
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        fatalError("unavailable")
    }
}
#endif
