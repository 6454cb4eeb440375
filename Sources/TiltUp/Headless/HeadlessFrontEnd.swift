#if canImport(UIKit)
// `Screen`, `NavigationController`, `TabBarController` and `ModalPresentationStyle` alias UIKit's types
// here (Platform.swift).
import UIKit
#endif

/// The front end of a Router that drives a ``HeadlessNavigationController``: its core tells the Router of
/// each change as it happens, and holds the transitions it models (a gesture, a held presentation).
@MainActor
class HeadlessFrontEnd: NavigationFrontEnd {
    let controller: HeadlessNavigationController
    var core: HeadlessNavigationCore { controller.core }

    init(_ controller: HeadlessNavigationController) {
        self.controller = controller
    }

    func connect(_ router: Router) -> AnyObject? {
        core.connect(router)
        return nil
    }

    var headlessController: HeadlessNavigationController? { controller }

    var reportsChangesSynchronously: Bool { true }

    var horizontalSizeClass: SizeClass? { core.horizontalSizeClass }

    var isTransitioning: Bool { core.isTransitioning }

    var isInteractivelyTransitioning: Bool { core.gesture != nil }

    /// Nothing to wait for: the core tells its Router when a transition ends.
    func whenTransitionEnds(_ body: @escaping @MainActor () -> Void) {}

    func endTransition() {
        core.endTransition()
    }

    func makeNavigationController() -> NavigationController {
        HeadlessNavigationController()
    }

    func makeTabBarController() -> TabBarController {
        HeadlessTabBarController()
    }

    func makeSplitViewController(showsContentColumn: Bool) -> SplitViewController {
        HeadlessSplitViewController(showsContentColumn: showsContentColumn)
    }

    func prepareToPresent(_ screen: Screen, style: ModalPresentationStyle, for router: Router) -> AnyObject? {
        if let presented = Platform.headless(screen) {
            presented.modalPresentationStyle = style
            return nil
        }
        #if canImport(UIKit)
        screen.modalPresentationStyle = style
        #else
        // Any object can be a screen here, with no style of its own: the presenter keeps it.
        core.announce(style, for: screen)
        #endif
        return nil
    }

    func prepareSheet(_ screen: Screen, sheet: SheetSettings?) {
        core.prepareSheet(screen, sheet: sheet)
    }

    func preparePopover(_ screen: Screen, anchor: PopoverAnchor?) {
        core.preparePopover(screen, anchor: anchor)
    }

    func prepareTransition(_ transition: ScreenTransition, for screen: Screen) {
        core.prepareTransition(transition, for: screen)
    }

    func selectedDetent(ofSheet screen: Screen) -> SheetDetent? {
        core.presentedViewController === screen ? core.selectedDetent : nil
    }

    func selectDetent(_ detent: SheetDetent, ofSheet screen: Screen) {
        guard core.presentedViewController === screen else { return }
        core.selectDetent(detent)
    }

    /// A headless stack has no bar to hide.
    func setNavigationBarHidden(_ hidden: Bool) {}

    func refusalToPresent(_ screen: Screen) -> String? {
        guard let kind = Platform.frontEndKind(of: screen), kind == .swiftUIStack else { return nil }
        return
            "\(kind.name) is shown by SwiftUI, and this router's navigation controller is not: present a Router of this one's kind (a modal coordinator's own router is), whose screens can be SwiftUI views (push(view:), presentModal(view:))"
    }
}
