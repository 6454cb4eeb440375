extension HeadlessNavigationController {
    /// How many times each navigation method of a ``HeadlessNavigationController`` was called, refused
    /// calls included, and how many simulated gestures took effect.
    ///
    /// ```swift
    /// coordinator.showDetails()
    /// #expect(navigationController.callCounts.push == 1)
    /// ```
    public struct CallCounts: Equatable, Sendable {
        /// Calls of `pushViewController(_:animated:)`.
        public var push = 0
        /// Calls of `popViewController(animated:)`.
        public var pop = 0
        /// Calls of `popToRootViewController(animated:)`.
        public var popToRoot = 0
        /// Calls of `popToViewController(_:animated:)`.
        public var popToViewController = 0
        /// Calls of `setViewControllers(_:animated:)` and sets of `viewControllers`.
        public var setViewControllers = 0
        /// Calls of `present(_:animated:completion:)`.
        public var present = 0
        /// Calls of `dismiss(animated:completion:)`.
        public var dismiss = 0
        /// Back swipes and taps of the Back button that popped a screen.
        ///
        /// On a ``NavigationStackController``, every shorter path SwiftUI wrote (the back button, the back
        /// swipe, the back button's menu).
        public var backSwipe = 0
        /// Swipe-downs that dismissed a modal; on a ``NavigationStackController``, every dismissal SwiftUI
        /// wrote (a swipe-down, the view's `dismiss()`).
        public var swipeDown = 0
        /// Taps outside a popover that closed it; on a ``NavigationStackController`` these are counted as
        /// ``swipeDown``, the dismissal SwiftUI writes.
        public var tapOutside = 0
        /// Presses of Escape on a Mac that closed a sheet or a popover; on a ``NavigationStackController``
        /// these are counted as ``swipeDown``, the dismissal SwiftUI writes.
        public var escape = 0
        /// Times a zoom asked for its source: when a zoomed screen arrived or left with an animation (UIKit
        /// calls the source's provider on both ways).
        public var zoomSourceRequests = 0

        /// Counts that are all zero.
        public init() {}
    }
}
