#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

// Pushing and presenting with a transition: the zoom from a source, or the app's own animated transition.
extension Router {
    /// Pushes `screen` with `transition`; `popHandler` runs once when it leaves, by any path.
    ///
    /// It is ``push(_:retaining:animated:popHandler:)`` with the transition the screen arrives and leaves
    /// with (see ``ScreenTransition``): the same rules, the same handlers, whichever way the user takes it
    /// away, interactively through the transition included.
    ///
    /// ```swift
    /// router.push(detail, retaining: self, transition: .zoom(sourceID: photo.id) { [weak grid] in
    ///     grid?.cell(for: photo.id)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to push.
    ///   - coordinator: the coordinator to retain while `screen` is on the stack; `nil` retains none.
    ///   - animated: whether to animate the push; no transition runs without animation.
    ///   - transition: how the screen arrives and leaves.
    ///   - popHandler: runs once when this stay of `screen` on the stack ends, by any path.
    public func push(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        transition: ScreenTransition,
        popHandler: Handler? = nil
    ) {
        let recording = beginRecording("push")
        defer { endRecording(recording) }
        push(screen, animated: animated, handlers: Self.handlers(popHandler) + retain(coordinator), transition: transition)
    }

    /// Presents `screen` with `transition`; `dismissHandler` runs once when it goes away, by any path.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:dismissHandler:)-(Screen,_,_,_,_)`` with the
    /// transition the modal arrives and leaves with. A modal presented with a zoom, or with a custom transition
    /// given an interaction controller, can be dismissed interactively by the user whatever its style, as on
    /// iOS 18 (headless: ``HeadlessNavigationController/beginInteractiveDismissal()``).
    ///
    /// ```swift
    /// router.presentModal(player, transition: .zoom(sourceID: track.id) { [weak list] in list?.artwork(of: track.id) })
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to present.
    ///   - coordinator: the coordinator to retain while the modal is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - presentationStyle: how it covers the screen below.
    ///   - transition: how the modal arrives and leaves.
    ///   - dismissHandler: runs once when the modal goes away, by any path.
    public func presentModal(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        transition: ScreenTransition,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            screen, router: nil, animated: animated, presentationStyle: presentationStyle,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), transition: transition)
    }

    /// Presents the navigation controller of `router` with `transition`, with its own stack and handlers.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:dismissHandler:)-(Router,_,_,_,_)`` with the
    /// transition the modal arrives and leaves with.
    ///
    /// ```swift
    /// parent?.router.presentModal(router, retaining: self, transition: .zoomFromBarButtonItem(sourceID: "compose") { [weak bar] in bar?.composeItem })
    /// ```
    ///
    /// - Parameters:
    ///   - router: the router to present.
    ///   - coordinator: the coordinator to retain while the modal is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - presentationStyle: how it covers the screen below.
    ///   - transition: how the modal arrives and leaves.
    ///   - dismissHandler: runs once when the modal goes away, by any path, after the pop handlers of its screens.
    public func presentModal(
        _ router: Router,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        transition: ScreenTransition,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: presentationStyle,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), transition: transition)
    }

    /// The transition `screen` was pushed or presented with by this router: ``ScreenTransition/standard`` for
    /// one pushed or presented without, or that it does not show.
    ///
    /// ```swift
    /// router.transition(of: detail).style  // .zoom
    /// ```
    ///
    /// - Parameter screen: a screen on this router's stack, or its modal.
    /// - Returns: the transition.
    public func transition(of screen: Screen) -> ScreenTransition {
        if let modal, modal.screen === screen {
            return modal.transition
        }
        guard stackMembers.contains(ObjectIdentifier(screen)) else { return .standard }
        return screenTransitions[ObjectIdentifier(screen)] ?? .standard
    }
}
