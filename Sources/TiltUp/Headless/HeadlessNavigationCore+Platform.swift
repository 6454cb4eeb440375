#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// The platform a stack is modelled on (NavigationPlatform): which of the user's gestures exist there, and the
// Mac's own: the Back button or ⌘[, and Escape.
extension HeadlessNavigationCore {
    /// The platform of this controller: set on it, or that of the tab bar or split view it is in, or that of
    /// the controller presenting it; iOS when none says, wherever the code runs.
    var platform: NavigationPlatform {
        platformOverride ?? containingTabBar?.platform ?? containingSplit?.platform ?? presentingController?.core.platform
            ?? .iOS
    }

    /// Sets the platform of this controller, and so of what it contains and presents. A native Mac's window is
    /// regular width: a split view there expands, and says so, as for a change of width.
    func setPlatform(_ platform: NavigationPlatform) {
        let before = horizontalSizeClass
        platformOverride = platform
        watchers.notify()
        if horizontalSizeClass != before {
            receiver?.navigationSizeClassDidChange(horizontalSizeClass)
            noteWidthOfContainedSplits()
        }
    }

    /// Whether the user can swipe back here; reports why not on a native Mac.
    func hasBackSwipe(_ method: String) -> Bool {
        guard !platform.hasBackSwipe else { return true }
        report(
            .gestureUnavailable,
            "\(method): a native Mac app has no back swipe; nothing was popped (the user goes back with the toolbar's Back button or ⌘[: simulateBackButton())"
        )
        return false
    }

    /// Whether the user can swipe a sheet down here; reports why not on a Mac.
    func hasSwipeDown(_ method: String) -> Bool {
        guard !platform.hasSwipeDown else { return true }
        report(
            .gestureUnavailable,
            "\(method): a sheet on \(platform) has no swipe-down; nothing was dismissed (the user presses Escape: simulateEscape())")
        return false
    }

    /// Whether the window can take `sizeClass`; reports why not on a native Mac, whose windows are regular.
    func canTake(_ sizeClass: SizeClass, _ method: String) -> Bool {
        guard sizeClass == .compact, !platform.canBeCompact else { return true }
        report(
            .gestureUnavailable,
            "\(method): a native Mac app's window is always regular width, however narrow; nothing changed")
        return false
    }

    /// The user's Back button (the navigation bar's, a Mac toolbar's, or ⌘[): pops the top screen at once, on
    /// every platform, under UIKit's rules as a finished back swipe, under SwiftUI's as its path write.
    func tapBack(_ method: String) -> Screen? {
        rules.gesturesArriveAsWrites ? writeBack(method) : beginBackSwipe(method)?.finish()
    }

    /// The presented modal, if Escape closes it now: a sheet or a popover on a Mac (on a native Mac every
    /// modal is one of them), not covered, without `isModalInPresentation`. Otherwise reports why not.
    private func escapableModal(_ method: String) -> Screen? {
        guard platform.hasEscape else {
            report(
                .gestureUnavailable,
                "\(method): Escape closes no sheet on iOS; nothing was dismissed (the user swipes a sheet down: simulateSwipeDown())")
            return nil
        }
        guard let presented = uncoveredModal(method, unchanged: "nothing was dismissed", coveredAdvice: "close that one first") else {
            return nil
        }
        if !presentedStyle.isSwipeableSheet && !platform.presentsEveryModalAsSheet {
            report(
                .gestureUnavailable,
                "\(method): \(describe(presented)) is presented \(presentedStyle.name), which Escape does not close on \(platform); it stays"
            )
            return nil
        }
        if Platform.isModalInPresentation(presented) {
            report(
                .gestureUnavailable,
                "\(method): \(describe(presented)) has isModalInPresentation set (SwiftUI's interactiveDismissDisabled); it stays")
            return nil
        }
        return presented
    }

    /// The user pressed Escape on a Mac: the sheet or popover they see goes, as a dismissal by the user
    /// (UIKit calls `presentationControllerDidDismiss`), or, under SwiftUI's rules, as SwiftUI writes it.
    func escape(_ method: String) -> Screen? {
        escapableModal(method).flatMap { closeByUser($0, method, counting: \.escape) }
    }
}
