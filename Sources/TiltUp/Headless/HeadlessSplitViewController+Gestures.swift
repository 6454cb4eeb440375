#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

extension HeadlessSplitViewController {
    /// The horizontal size class of the split: that of the stack that shows it; compact when none says.
    public var horizontalSizeClass: SizeClass { core.horizontalSizeClass }

    /// What the user sees in compact width, bottom first: the sidebar's screens, then the content's, then
    /// the detail's.
    public var collapsedViewControllers: [Screen] { core.collapsedStack }

    /// Does what the user does with the Back button in compact width, where the columns are one stack.
    ///
    /// The top column's top screen is popped, its pop handler run once. From the first screen of the detail
    /// (or content) column, the column closes: its screens leave with their pop handlers, its coordinator is
    /// released, and the column below is on top. Collapsing and expanding pop nothing.
    ///
    /// ```swift
    /// appCoordinator.navigationController.simulateSizeClassChange(to: .compact)
    /// splitViewController.simulateBackSwipe()  // from the order back to the list
    /// ```
    ///
    /// - Returns: the screen that left, or `nil` in regular width (each column has its own Back there), when
    ///   the sidebar's first screen is on top, a modal covers the split, or a transition is under way (each
    ///   reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateBackSwipe() -> Screen? {
        core.back("simulateBackSwipe")
    }

    /// Begins the user's Back in compact width, to be finished or cancelled, as a back swipe on a stack is.
    ///
    /// On the top column's stack it is that stack's back swipe (its top screen is off the stack until the
    /// gesture ends). From the first screen of the detail (or content) column, nothing moves until it ends:
    /// ``HeadlessNavigationController/InteractiveGesture/finish()`` closes the column as ``simulateBackSwipe()``
    /// does, each handler once, and ``HeadlessNavigationController/InteractiveGesture/cancel()`` changes nothing.
    /// While it is under way, the column's Router calls wait.
    ///
    /// ```swift
    /// let swipe = try #require(splitViewController.beginBackSwipe())
    /// swipe.cancel()  // the user let go early: the detail stays
    /// ```
    ///
    /// - Returns: the gesture under way, or `nil` where ``simulateBackSwipe()`` would change nothing (each
    ///   reported as ``NavigationDiagnostic/Kind/gestureUnavailable``), and on a split view under SwiftUI's
    ///   rules, where the Back arrives as a write (``writeCollapsedPath(_:)``).
    public func beginBackSwipe() -> HeadlessNavigationController.InteractiveGesture? {
        core.beginBack("beginBackSwipe")
    }

    /// Takes SwiftUI writing the path of the collapsed stack, above its root, as the user's Back does.
    ///
    /// It is what `RouterView`'s `NavigationStack` writes in compact width when the user goes back, one
    /// screen or several.
    ///
    /// It must be the path shown, ``collapsedViewControllers`` without its first screen, with screens taken
    /// from its top: each column keeps its part of what is left, and a content or detail column left with none
    /// is cleared, its coordinator released. Every handler runs once. The same path again changes nothing;
    /// any other is refused, reported as ``NavigationDiagnostic/Kind/unexpectedPathWrite``.
    ///
    /// ```swift
    /// let collapsed = splitViewController.collapsedViewControllers
    /// splitViewController.writeCollapsedPath(Array(collapsed.dropFirst().dropLast()))  // the user's Back
    /// ```
    ///
    /// - Parameter path: the screens SwiftUI's path holds, bottom first, without the root.
    public func writeCollapsedPath(_ path: [Screen]) {
        core.writeCollapsedPath(path, "writeCollapsedPath")
    }
}
