#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// A user's gesture that has begun and not yet ended: the back swipe or the swipe-down of a sheet.
    ///
    /// UIKit lets the user start either gesture, watch the screen move, and then let go: the gesture
    /// finishes, or it is cancelled and everything goes back. A pop or dismiss handler must run only when
    /// the gesture finishes. ``HeadlessNavigationController/beginBackSwipe()`` and
    /// ``HeadlessNavigationController/beginSwipeDown()`` begin one; the test then calls ``finish()`` or
    /// ``cancel()``. While a gesture is under way a ``Router`` call waits, and runs when it ends.
    ///
    /// ```swift
    /// let swipe = try #require(navigationController.beginBackSwipe())
    /// swipe.cancel()  // the user let go early: the screen stays, its pop handler has not run
    /// ```
    @preconcurrency @MainActor
    public final class InteractiveGesture {
        /// Which gesture the user makes.
        public enum Kind: Sendable, Equatable {
            /// The back button's edge swipe: the top screen leaves if it finishes.
            case backSwipe
            /// The swipe-down of a sheet: the presented modal goes away if it finishes.
            case swipeDown
        }

        /// Where the gesture is.
        public enum State: Sendable, Equatable {
            /// Begun, and neither finished nor cancelled.
            case underWay
            /// Finished: the screen left.
            case finished
            /// Cancelled: the screen stayed.
            case cancelled
        }

        /// Which gesture the user makes.
        public let kind: Kind
        /// The screen that leaves if the gesture finishes: the top screen, or the presented modal.
        public let screen: Screen
        /// Where the gesture is.
        public private(set) var state: State = .underWay
        private weak var core: HeadlessNavigationCore?
        /// The split view whose column this back swipe closes when it finishes, in compact width, from the
        /// column's first screen; `nil` for a back swipe that pops the top screen.
        private(set) weak var closingSplit: HeadlessSplitCore?
        /// The column it closes.
        let closingColumn: SplitColumn?
        /// Whether the user makes it through the screen's transition (``HeadlessNavigationController/beginInteractiveDismissal()``:
        /// a zoom's pinch, a custom transition's gesture) rather than as the back swipe or the swipe-down.
        var throughTransition = false

        /// The cause a journal records for the gesture's end.
        var userCause: NavigationCause {
            if throughTransition {
                return .interactiveDismissal(kind == .swipeDown ? .modal : .top)
            }
            return kind == .backSwipe ? .backSwipe : .swipeDown
        }

        /// The gesture in a few words, for diagnostics.
        var name: String {
            if throughTransition {
                return "interactive dismissal"
            }
            return kind == .backSwipe ? "back swipe" : "swipe-down"
        }

        init(kind: Kind, screen: Screen, core: HeadlessNavigationCore, closing: (split: HeadlessSplitCore, column: SplitColumn)? = nil) {
            self.kind = kind
            self.screen = screen
            self.core = core
            closingSplit = closing?.split
            closingColumn = closing?.column
        }

        /// Whether the screen is off its stack while the gesture is under way: a back swipe that pops it, as
        /// UIKit's does; not one that closes a split view's column, whose screens stay until it finishes.
        var detachesScreen: Bool { kind == .backSwipe && closingColumn == nil }

        /// The user completes the gesture: the screen leaves, and its handlers run.
        ///
        /// A back swipe that can no longer finish is cancelled instead, everything staying as it was: a modal
        /// presented meanwhile covers its stack, or, in a split view, the window's width changed under it (a
        /// column's own swipe whose column is no longer the one on top, or the split's Back once the columns
        /// stand side by side).
        ///
        /// - Returns: the screen that left; `nil` for a gesture that has already ended, which changes nothing,
        ///   or that was cancelled because it could no longer finish; each reports
        ///   ``NavigationDiagnostic/Kind/gestureUnavailable``.
        @discardableResult
        public func finish() -> Screen? {
            end(finished: true) ? screen : nil
        }

        /// The user lets go before the gesture completes: everything stays as it was and no handler runs.
        ///
        /// A gesture that has already ended changes nothing and reports ``NavigationDiagnostic/Kind/gestureUnavailable``.
        public func cancel() {
            end(finished: false)
        }

        /// Ends the gesture as cancelled because its controller went away with a dismissal.
        func interrupt() {
            state = .cancelled
        }

        @discardableResult
        private func end(finished: Bool) -> Bool {
            guard state == .underWay, let core else {
                let method = finished ? "finish" : "cancel"
                core?.report(.gestureUnavailable, "InteractiveGesture.\(method): the gesture has already ended; nothing changed")
                return false
            }
            let finishing = finished && core.canStillFinish(self)
            state = finishing ? .finished : .cancelled
            core.asUser(userCause) { core.end(self, finished: finishing) }
            return !finished || finishing
        }
    }
}
