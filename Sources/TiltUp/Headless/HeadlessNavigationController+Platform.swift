#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// The platform whose user this controller models: which gestures exist, and how wide the window can be.
    ///
    /// It is the one set on it, or else that of the tab bar or split view it is in, or of the controller
    /// presenting it; `.iOS` when none says, on every platform, so that an iOS app's tests mean the same when
    /// they run on a Mac (set ``NavigationPlatform/current`` to model the platform the tests are built for).
    /// A test sets it on the root navigation controller, the window's; the tabs, columns and modals follow.
    /// Setting `.macOS` makes the window regular width, and a split view in it expands.
    ///
    /// ```swift
    /// appCoordinator.navigationController.platform = .macOS
    /// appCoordinator.simulateEscape()  // closes the sheet the user sees
    /// ```
    public var platform: NavigationPlatform {
        get { core.platform }
        set { core.setPlatform(newValue) }
    }

    /// Does what the user does with the Back button: pops the top screen at once, on every platform.
    ///
    /// The Back button is the navigation bar's, or on a Mac the toolbar's, or ⌘[.
    /// Under UIKit's rules it pops as a finished back swipe does, under SwiftUI's as SwiftUI writes the
    /// shorter path; either way each pop handler runs once, and a journal records ``NavigationCause/backSwipe``.
    ///
    /// ```swift
    /// navigationController.platform = .macOS
    /// navigationController.simulateBackButton()  // the order's screen goes
    /// ```
    ///
    /// - Returns: the popped screen, or `nil` when there is nothing to go back to, a modal covers the stack
    ///   or another transition is under way (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateBackButton() -> Screen? {
        let method = "simulateBackButton"
        guard !core.refusesGestureWhileOneIsUnderWay(method) else { return nil }
        return core.asUser(.backSwipe) { core.tapBack(method) }
    }

    /// Does what a Mac user does with Escape: closes the sheet or popover this controller presents.
    ///
    /// It is a dismissal by the user: the modal's dismiss handler runs once.
    /// On Mac Catalyst and macOS only: iOS closes no sheet with Escape (the user swipes it down,
    /// ``simulateSwipeDown()``), and a Mac has no swipe-down. On a native Mac every modal that is no popover is
    /// a sheet, one presented `.fullScreen` too; on Mac Catalyst a full-screen modal stays. A journal records
    /// ``NavigationCause/swipeDown``, the user's closing of the modal they see.
    ///
    /// ```swift
    /// navigationController.platform = .macOS
    /// router.presentModal(settings)
    /// navigationController.simulateEscape()  // the settings sheet goes; its dismiss handler runs
    /// ```
    ///
    /// - Returns: the dismissed modal, or `nil` on iOS, when nothing is presented, another modal covers it,
    ///   it is presented full screen on Mac Catalyst, it has `isModalInPresentation` set, or another
    ///   transition is under way (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateEscape() -> Screen? {
        let method = "simulateEscape"
        guard !core.refusesGestureWhileOneIsUnderWay(method) else { return nil }
        return core.asUser(.swipeDown) { core.escape(method) }
    }
}
