#if canImport(UIKit)
import UIKit

/// The transitioning delegate of a screen given a custom transition: its animator presents and dismisses the
/// screen, and its interaction controller, while the user's gesture drives the dismissal, makes it interactive.
/// The navigation controller's delegate (`RouterNavigationDelegate`) reads the transition from it for a push.
@MainActor
final class ScreenTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let transition: ScreenTransition

    init(_ transition: ScreenTransition) {
        self.transition = transition
    }

    /// The delegate kept on `screen`, if it was given a custom transition.
    static func of(_ screen: UIViewController) -> ScreenTransitioningDelegate? {
        screen.transitioningDelegate as? ScreenTransitioningDelegate
    }

    /// Gives `screen` this delegate, kept alive for as long as the screen (UIKit holds `transitioningDelegate`
    /// weakly).
    func attach(to screen: UIViewController) {
        screen.transitioningDelegate = self
        objc_setAssociatedObject(screen, Self.key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Takes the delegate off `screen`, and lets go of it.
    static func detach(from screen: UIViewController) {
        screen.transitioningDelegate = nil
        objc_setAssociatedObject(screen, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        transition.animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        transition.animator
    }

    /// The interaction controller while the user's gesture drives the dismissal. UIKit asks for a dismissal the
    /// app makes too: the closure returns `nil` then (ScreenTransition's documentation says so).
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        transition.interaction?()
    }
}

/// What marks a screen whose `preferredTransition` TiltUp set.
@MainActor
private enum ZoomMarker {
    static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension ScreenTransition {
    /// Gives `screen` this transition: UIKit's zoom as its `preferredTransition` (iOS 18; from a bar button
    /// item, iOS 26), or a custom transition through its transitioning delegate. Below those versions, and for
    /// a zoom on Mac Catalyst, nothing is set, and the standard transition runs.
    @MainActor func apply(to screen: UIViewController) {
        let ours = ScreenTransitioningDelegate.of(screen) != nil || objc_getAssociatedObject(screen, ZoomMarker.key) != nil
        if ours {
            // What an earlier transition of TiltUp's set goes; what the app set itself stays.
            if ScreenTransitioningDelegate.of(screen) != nil {
                ScreenTransitioningDelegate.detach(from: screen)
            }
            #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 18.0, macCatalyst 18.0, *), objc_getAssociatedObject(screen, ZoomMarker.key) != nil {
                screen.preferredTransition = nil
            }
            #endif
            objc_setAssociatedObject(screen, ZoomMarker.key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        switch style {
        case .standard:
            break
        case .zoom:
            // Apple's fluid zoom is an iPhone's and an iPad's: Mac Catalyst shows the standard transition, with no
            // interactive dismissal, as the headless model does (NavigationPlatform.runsZoom).
            guard NavigationPlatform.current.runsZoom else { return }
            // Built with an SDK of iOS 18 or later (SwiftUI 6 is its marker): older ones have no zoom.
            #if canImport(SwiftUI, _version: 6.0)
            guard #available(iOS 18.0, macCatalyst 18.0, *) else { return }
            if let item = sourceBarButtonItem {
                #if canImport(SwiftUI, _version: 7.0)  // an SDK of iOS 26 or later
                guard #available(iOS 26.0, macCatalyst 26.0, *) else { return }
                screen.preferredTransition = .zoom(options: nil) { _ in MainActor.assumeIsolated { item() } }
                #endif
            } else {
                let view = sourceView
                screen.preferredTransition = .zoom(options: nil) { _ in MainActor.assumeIsolated { view?() } }
            }
            objc_setAssociatedObject(screen, ZoomMarker.key, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #endif
        case .custom:
            ScreenTransitioningDelegate(self).attach(to: screen)
        }
    }
}

#endif
