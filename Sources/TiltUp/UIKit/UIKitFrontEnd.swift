#if canImport(UIKit)
import UIKit

/// The front end of a Router that drives a `UINavigationController`: UIKit changes the stack without the
/// Router (the back swipe), so the Router learns of changes from the controller's delegate and compares,
/// and waits for the transitions UIKit animates (its `transitionCoordinator`).
@MainActor
final class UIKitFrontEnd: NavigationFrontEnd {
    let navigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func connect(_ router: Router) -> AnyObject? {
        RouterNavigationDelegate(router: router)
    }

    var headlessController: HeadlessNavigationController? { nil }

    var reportsChangesSynchronously: Bool { false }

    /// UIKit gives a view controller a `transitionCoordinator` for the length of every push, pop,
    /// presentation and dismissal it animates, including the interactive ones ("the transition coordinator
    /// … lasts for the duration of the transition animation"). During an interactive pop UIKit has already
    /// taken the top screen off `viewControllers`, and puts it back if the user cancels: a comparison made
    /// then would run a pop handler for a screen that may stay.
    var isTransitioning: Bool { navigationController.transitionCoordinator != nil }

    /// UIKit: `initiallyInteractive` "indicates whether the transition was initiated as an interactive
    /// transition. It never changes during the course of a transition", so it holds until the end.
    var isInteractivelyTransitioning: Bool { navigationController.transitionCoordinator?.initiallyInteractive == true }

    /// UIKit runs the completion of `animate(alongsideTransition:completion:)` when the transition ends,
    /// cancelled or not.
    func whenTransitionEnds(_ body: @escaping @MainActor () -> Void) {
        guard let coordinator = navigationController.transitionCoordinator else {
            body()
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { body() }
        }
    }

    /// UIKit's transitions cannot be cut short (a dismissal asked for during one is refused): once it
    /// ends, the controller dismisses what it still presents and empties its stack, as its Router already has.
    func endTransition() {
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: nil) { [weak navigationController] _ in
            MainActor.assumeIsolated {
                guard let navigationController else { return }
                if navigationController.presentedViewController != nil {
                    navigationController.dismiss(animated: false)
                }
                if !navigationController.viewControllers.isEmpty {
                    navigationController.setViewControllers([], animated: false)
                }
            }
        }
    }

    var horizontalSizeClass: SizeClass? {
        switch navigationController.traitCollection.horizontalSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }

    func makeNavigationController() -> NavigationController {
        UINavigationController()
    }

    func makeTabBarController() -> TabBarController {
        UITabBarController()
    }

    func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController {
        UISplitViewController(style: showsContentColumn ? .tripleColumn : .doubleColumn)
    }

    func prepareToPresent(_ screen: Screen, style: ModalPresentationStyle, for router: Router) -> AnyObject? {
        screen.modalPresentationStyle = style
        guard let presentationController = screen.presentationController else { return nil }
        return RouterPresentationDelegate(router: router, presentationController: presentationController)
    }

    func prepareSheet(_ screen: Screen, sheet settings: SheetSettings?) {
        guard let settings, let sheet = screen.sheetPresentationController else { return }
        // Below iOS 16 detents other than .medium map to .large: each of UIKit's is given once.
        var identifiers: Set<UISheetPresentationController.Detent.Identifier> = []
        sheet.detents = settings.detents.filter { identifiers.insert($0.uiKitIdentifier).inserted }.map(\.uiKit)
        sheet.selectedDetentIdentifier = settings.selected.uiKitIdentifier
        sheet.prefersGrabberVisible = settings.prefersGrabberVisible
        sheet.largestUndimmedDetentIdentifier = settings.largestUndimmedDetent?.uiKitIdentifier
    }

    /// UIKit keeps the popover's source for as long as the popover is up, and uses it again each time the
    /// popover adapts back from a sheet; a rectangle of the window is converted just before the presentation.
    func preparePopover(_ screen: Screen, anchor: PopoverAnchor?) {
        guard let anchor, let popover = screen.popoverPresentationController else { return }
        anchor.apply(to: popover)
        (popover.delegate as? RouterPresentationDelegate)?.anchor = anchor
    }

    func prepareTransition(_ transition: ScreenTransition, for screen: Screen) {
        transition.apply(to: screen)
    }

    func selectedDetent(ofSheet screen: Screen) -> SheetDetent? {
        screen.sheetPresentationController?.selectedDetentIdentifier.map(SheetDetent.init(uiKitIdentifier:))
    }

    func selectDetent(_ detent: SheetDetent, ofSheet screen: Screen) {
        guard let sheet = screen.sheetPresentationController else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
    }

    func setNavigationBarHidden(_ hidden: Bool) {
        navigationController.setNavigationBarHidden(hidden, animated: false)
    }

    func refusalToPresent(_ screen: Screen) -> String? {
        guard Platform.frontEndKind(of: screen) == .swiftUIStack else { return nil }
        return
            "a NavigationStackController is shown by SwiftUI's RouterView, which UIKit cannot present: present a Router with a UIKit navigation controller, whose screens can be SwiftUI views (push(view:), presentModal(view:))"
    }
}

#endif
