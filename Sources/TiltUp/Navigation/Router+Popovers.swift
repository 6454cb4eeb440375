#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

// Popovers that point at the control that opened them. In regular width a popover points at its anchor;
// in compact width it is a sheet, and the anchor waits for the popover to be one again.
extension Router {
    /// Presents `screen` as a popover pointing at `anchor` on iPad; `dismissHandler` runs once when it goes
    /// away, by any path.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Screen,_,_,_,_,_)`` with the
    /// `.popover` style and the same rules: one modal at a time, waiting for a transition under way. In
    /// regular width the popover points at `anchor` and closes on a tap outside it; in compact width it is a
    /// sheet, swiped down, and points at `anchor` again when the window is wide again. An anchor that
    /// cannot be used when the popover is shown points at the middle of the presenting screen
    /// (``PopoverAnchor`` says when). The journal and saved navigation record the popover, not its anchor:
    /// the coordinator that presents it again gives it one.
    ///
    /// ```swift
    /// router.presentPopover(filtersController, anchor: .barButtonItem(filtersButton)) { [weak self] in
    ///     self?.viewModel.filtersClosed()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to present.
    ///   - coordinator: the coordinator to retain while the popover is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - anchor: what the popover points at: a view, a bar button item, or a rectangle of the window.
    ///   - dismissHandler: runs once when the popover goes away, by any path, the user's tap outside
    ///     included; at once if it is not presented.
    public func presentPopover(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        anchor: PopoverAnchor,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            screen, router: nil, animated: animated, presentationStyle: .popover,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), anchor: anchor)
    }

    /// Presents the navigation controller of `router` as a popover pointing at `anchor` on iPad, with its own
    /// stack and handlers.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Router,_,_,_,_,_)`` with the
    /// `.popover` style, pointing at `anchor` as
    /// ``presentPopover(_:retaining:animated:anchor:dismissHandler:)-(Screen,_,_,_,_)`` says. A modal
    /// coordinator shows itself so:
    ///
    /// ```swift
    /// parent?.router.presentPopover(router, retaining: self, anchor: .view(sortButton))
    /// ```
    ///
    /// - Parameters:
    ///   - router: the router to present, as in `presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)`.
    ///   - coordinator: the coordinator to retain while the popover is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - anchor: what the popover points at: a view, a bar button item, or a rectangle of the window.
    ///   - dismissHandler: runs once when the popover goes away, by any path, after the pop handlers of its
    ///     screens.
    public func presentPopover(
        _ router: Router,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        anchor: PopoverAnchor,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: .popover,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), anchor: anchor)
    }
}
