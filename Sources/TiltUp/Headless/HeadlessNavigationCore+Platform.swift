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

    /// Sets the platform of this controller's window: on its root (the stack, or the split view or tab bar at
    /// the root), up through the controllers that present it and the split views and tab bars it is in, so
    /// that every stack of the window has it. A native Mac's window is regular width: the root stack says so
    /// if its width changes, and each split view in the window expands, and says so, as for a change of width.
    func setPlatform(_ platform: NavigationPlatform) {
        var root = self
        var rootContainer: (split: HeadlessSplitCore?, tabBar: HeadlessTabBarCore?) = (nil, nil)
        while true {
            if let presenter = root.presentingController?.core {
                root = presenter
            } else if let split = root.containingSplit {
                guard let stack = split.containingStack else {
                    rootContainer.split = split
                    break
                }
                root = stack
            } else if let tabBar = root.containingTabBar {
                guard let stack = tabBar.containingStack else {
                    rootContainer.tabBar = tabBar
                    break
                }
                root = stack
            } else {
                break
            }
        }
        guard platform != self.platform else { return }
        let stacks = root.stacksOfTheWindow(from: rootContainer)
        let widths = stacks.map(\.horizontalSizeClass)
        for stack in stacks {
            stack.platformOverride = nil  // one platform per window: the root's
        }
        if let split = rootContainer.split {
            split.platformOverride = platform
        } else if let tabBar = rootContainer.tabBar {
            tabBar.platformOverride = platform
        } else {
            root.platformOverride = platform
        }
        for stack in stacks {
            stack.watchers.notify()
        }
        // The window's width changed once, told as a change of width is: by its root stack (or, where a split
        // view or a tab bar is the root, by the stack the platform was set on).
        let teller = rootContainer.split == nil && rootContainer.tabBar == nil ? root : self
        if let width = zip(stacks, widths).first(where: { $0.0 === teller })?.1, teller.horizontalSizeClass != width {
            teller.receiver?.navigationSizeClassDidChange(teller.horizontalSizeClass)
        }
        rootContainer.split?.noteCollapse()
        for stack in stacks {
            stack.noteWidthOfContainedSplits(inModalsOfTheirOwnWidth: true)
        }
    }

    /// The stacks of the window whose root is this stack, or the columns or tabs of `container` at its root:
    /// every stack, tab, column and modal, found from there.
    private func stacksOfTheWindow(from container: (split: HeadlessSplitCore?, tabBar: HeadlessTabBarCore?)) -> [HeadlessNavigationCore] {
        var pending = container.split?.columnCores ?? container.tabBar?.tabCores ?? [self]
        var found: [HeadlessNavigationCore] = []
        while let core = pending.popLast() {
            found.append(core)
            if let first = core.viewControllers.first, let split = Platform.headlessSplit(first) {
                pending += split.core.columnCores
            } else if let first = core.viewControllers.first, let tabBar = Platform.headlessTabBar(first) {
                pending += tabBar.core.tabCores
            }
            if let presented = Platform.headless(core.presentedViewController)?.core {
                pending.append(presented)
            }
        }
        return found
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
