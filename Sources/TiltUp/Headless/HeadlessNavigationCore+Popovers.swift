#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// The horizontal size class, and what it does to a popover: in regular width it is a popover, which the
// user closes by tapping outside it; in compact width it is a sheet, which the user swipes down. A change
// of size class adapts a popover that is up, and dismisses nothing.
extension HeadlessNavigationCore {
    /// The horizontal size class of this controller: set on it, or that of the tab bar it is a tab of, or
    /// that of the controller presenting it; when none says, compact (an iPhone's), or regular on a Mac. A
    /// native Mac's windows are always regular.
    var horizontalSizeClass: SizeClass {
        guard platform.canBeCompact else { return .regular }
        return sizeClassOverride ?? containingTabBar?.horizontalSizeClass ?? containingSplit?.horizontalSizeClass
            ?? presentingController?.core.horizontalSizeClass ?? platform.defaultSizeClass
    }

    /// Whether the presented modal shows as a popover now: presented `.popover`, in regular width.
    var presentsPopover: Bool {
        presentedViewController != nil && presentedStyle == .popover && horizontalSizeClass == .regular
    }

    /// The window's size class changed: what this controller contains and presents follows, unless it
    /// has its own. Nothing is dismissed or popped; a popover up becomes a sheet, or a sheet a popover.
    func changeSizeClass(to sizeClass: SizeClass) {
        guard sizeClassOverride != sizeClass else { return }
        let before = horizontalSizeClass
        sizeClassOverride = sizeClass
        watchers.notify()
        if before != sizeClass {
            receiver?.navigationSizeClassDidChange(sizeClass)
        }
        noteWidthOfContainedSplits()
    }

    /// Tells every split view this controller shows that the window's width may have changed, so that each
    /// collapses or expands, and says so (unless not `reporting`), with it: one at the root of this stack, of a
    /// tab's, of a column's, or of a modal's that follows this controller's size class (any modal's, with
    /// `inModalsOfTheirOwnWidth`).
    func noteWidthOfContainedSplits(inModalsOfTheirOwnWidth: Bool = false, reporting: Bool = true) {
        var cores: [HeadlessNavigationCore] = [self]
        while let core = cores.popLast() {
            if let first = core.viewControllers.first, let split = Platform.headlessSplit(first) {
                split.core.noteCollapse(reporting: reporting)
                cores += split.core.columnCores
            } else if let first = core.viewControllers.first, let tabBar = Platform.headlessTabBar(first) {
                cores += tabBar.core.tabCores
            }
            if let presented = Platform.headless(core.presentedViewController)?.core,
                presented.sizeClassOverride == nil || inModalsOfTheirOwnWidth
            {
                cores.append(presented)
            }
        }
    }

    /// The cause a journal records for the user's dismissal of the presented modal: a tap outside a popover
    /// (regular width), a swipe-down of anything else.
    var userDismissalCause: NavigationCause {
        presentsPopover ? .tapOutside : .swipeDown
    }

    /// The anchor of a popover, with its screen, held weakly: a screen that has gone, whose address another
    /// may take, has no anchor.
    struct KeptPopoverAnchor {
        weak var screen: Screen?
        let anchor: PopoverAnchor
    }

    /// The anchor the presented popover points at, kept in compact width for when it is a popover again;
    /// `nil` when the presented modal was given none.
    var presentedPopoverAnchor: PopoverAnchor? {
        guard let kept = popoverAnchor, let presented = presentedViewController, kept.screen === presented else { return nil }
        return kept.anchor
    }

    /// Gives `screen`, about to be presented, the anchor it points at as a popover. An anchor left by a
    /// presentation that never happened goes first: it holds a view.
    func preparePopover(_ screen: Screen, anchor: PopoverAnchor?) {
        if let kept = popoverAnchor, kept.screen == nil || kept.screen !== presentedViewController {
            popoverAnchor = nil
        }
        if let anchor {
            popoverAnchor = KeptPopoverAnchor(screen: screen, anchor: anchor)
        }
    }

    /// The presented popover, if the user can close it now by tapping outside it; otherwise reports why not.
    func popoverClosableByTapOutside(_ method: String) -> Screen? {
        guard let presented = uncoveredModal(method, unchanged: "nothing was dismissed", coveredAdvice: "close that one first") else {
            return nil
        }
        guard presentsPopover else {
            // UIKit: only a popover closes on a tap outside it; a sheet's dimmed background does nothing,
            // and in compact width a popover is a sheet.
            let shownAs =
                presentedStyle == .popover ? "a sheet (a popover in \(horizontalSizeClass) width)" : "presented \(presentedStyle.name)"
            report(.gestureUnavailable, "\(method): \(describe(presented)) is \(shownAs), which a tap outside does not close; it stays")
            return nil
        }
        if Platform.isModalInPresentation(presented) {
            report(.gestureUnavailable, "\(method): \(describe(presented)) has isModalInPresentation set; the popover stays")
            return nil
        }
        return presented
    }

    /// The user tapped outside the popover: it goes, as a dismissal by the user (UIKit calls
    /// `presentationControllerDidDismiss`), or, under SwiftUI's rules, as SwiftUI writes it.
    func tapOutside(_ method: String) -> Screen? {
        popoverClosableByTapOutside(method).flatMap { closeByUser($0, method, counting: \.tapOutside) }
    }

    /// The user closed `presented` with a gesture that has no begin form (a tap outside, Escape): it goes at
    /// once, as a dismissal by the user (UIKit calls `presentationControllerDidDismiss`), counted in `count`;
    /// or, under SwiftUI's rules, as SwiftUI writes it. Refused while a transition is under way.
    func closeByUser(
        _ presented: Screen, _ method: String, counting count: WritableKeyPath<HeadlessNavigationController.CallCounts, Int>
    ) -> Screen? {
        guard isIdle(method, kind: .gestureUnavailable) else { return nil }
        if rules.gesturesArriveAsWrites {
            writeDismissal(of: presented)
            sheetDidDismiss(presented)
            return presented
        }
        callCounts[keyPath: count] += 1
        dismissPresented()
        return presented
    }
}
