// The one place where TiltUp's navigation differs between platforms with UIKit and without it.
// Everything else in the package is written against these names.

#if canImport(UIKit)
import UIKit

/// A screen that a ``Router`` can show: `UIViewController` where UIKit exists, any object elsewhere.
public typealias Screen = UIViewController

/// The navigation controller a ``Router`` drives: `UINavigationController` where UIKit exists,
/// ``HeadlessNavigationController`` elsewhere.
public typealias NavigationController = UINavigationController

/// How a modal is presented: `UIModalPresentationStyle` where UIKit exists.
public typealias ModalPresentationStyle = UIModalPresentationStyle

@MainActor
enum Platform {
    /// Connects `router` to the changes of its navigation controller that it did not make itself.
    static func connect(_ router: Router) -> AnyObject? {
        if let headless = router.navigationController as? HeadlessNavigationController {
            headless.core.connect(router)
            return nil
        }
        return RouterNavigationDelegate(router: router)
    }

    /// Whether the Router learns of every change synchronously, or has to look after each call.
    static func reportsChangesSynchronously(_ navigationController: NavigationController) -> Bool {
        navigationController is HeadlessNavigationController
    }

    /// A new, empty navigation controller of the same kind as `navigationController`.
    static func makeNavigationController(like navigationController: NavigationController) -> NavigationController {
        navigationController is HeadlessNavigationController ? HeadlessNavigationController() : UINavigationController()
    }

    /// Prepares `screen` to be presented by `router` with `style`.
    static func prepare(_ screen: Screen, presentationStyle style: ModalPresentationStyle, for router: Router) {
        screen.modalPresentationStyle = style
        if let delegate = router.platformHooks as? RouterNavigationDelegate {
            screen.presentationController?.delegate = delegate
        }
    }
}

#else

/// A screen that a ``Router`` can show: `UIViewController` where UIKit exists, any object elsewhere.
public typealias Screen = AnyObject

/// The navigation controller a ``Router`` drives: `UINavigationController` where UIKit exists,
/// ``HeadlessNavigationController`` elsewhere.
public typealias NavigationController = HeadlessNavigationController

@MainActor
enum Platform {
    static func connect(_ router: Router) -> AnyObject? {
        router.navigationController.core.connect(router)
        return nil
    }

    static func reportsChangesSynchronously(_ navigationController: NavigationController) -> Bool {
        true
    }

    static func makeNavigationController(like navigationController: NavigationController) -> NavigationController {
        HeadlessNavigationController()
    }

    static func prepare(_ screen: Screen, presentationStyle style: ModalPresentationStyle, for router: Router) {
        (screen as? HeadlessNavigationController)?.modalPresentationStyle = style
    }
}

#endif
