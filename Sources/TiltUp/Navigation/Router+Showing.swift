#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

// Showing a screen: one entry point per verb (push, replace the root, present a screen, present a
// router), each retaining a coordinator when one is given, each showing with the transition given (the
// platform's own by default). Hosted SwiftUI views are the same verbs with `view:` (Router+Hosting); sheets
// with detents and popovers are verbs of their own (Router+Sheets, Router+Popovers).

extension Router {
    /// Pushes `screen`; `popHandler` runs once when it leaves the stack, by any path.
    ///
    /// With `retaining`, the app coordinator retains that coordinator until the screen leaves; then
    /// `popHandler` runs and the coordinator is released. The rules for a screen already on the stack,
    /// a push during a transition and a refused push are in <doc:CoordinatorsAndRouters>; those of a
    /// `transition` (a zoom, the app's own) in <doc:TabsSidebarsAndTransitions>.
    ///
    /// ```swift
    /// override func start() {
    ///     router.push(controller, retaining: self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to push. One already on the stack is not moved: the diagnostic
    ///     ``NavigationDiagnostic/Kind/screenAlreadyOnStack`` is reported, and `popHandler` runs when it
    ///     leaves, after the handlers it already had.
    ///   - coordinator: the coordinator to retain while `screen` is on the stack (usually `self`);
    ///     `nil` retains none. One without an app coordinator cannot be retained: the screen is pushed all
    ///     the same and ``NavigationDiagnostic/Kind/coordinatorNotRetained`` is reported.
    ///   - animated: whether to animate the push; a push onto an empty stack is never animated, and no
    ///     transition runs without animation.
    ///   - transition: how the screen arrives and leaves (``ScreenTransition``): by default the platform's own;
    ///     a zoom from its source, or the app's own animated transition, which the user may dismiss interactively.
    ///   - popHandler: runs once when this stay of `screen` on the stack ends, by any path; at once if the
    ///     navigation controller refuses the push.
    public func push(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        transition: ScreenTransition = .standard,
        popHandler: Handler? = nil
    ) {
        let recording = beginRecording("push")
        defer { endRecording(recording) }
        push(screen, animated: animated, handlers: Self.handlers(popHandler) + retain(coordinator), transition: transition)
    }

    /// Replaces the whole stack with `screen`; every screen that leaves has its pop handler run.
    ///
    /// ```swift
    /// router.replaceRoot(with: homeController, retaining: homeCoordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the new root. If it was on the stack already, it keeps its handlers and `popHandler`
    ///     is added to them.
    ///   - coordinator: the coordinator to retain while `screen` is on the stack; `nil` retains none.
    ///   - animated: whether to animate the change.
    ///   - popHandler: runs once when `screen` leaves the stack, by any path.
    public func replaceRoot(
        with screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        popHandler: Handler? = nil
    ) {
        let recording = beginRecording("replaceRoot")
        defer { endRecording(recording) }
        replaceRoot(with: screen, animated: animated, handlers: Self.handlers(popHandler) + retain(coordinator))
    }

    /// Presents `screen` modally; `dismissHandler` runs once when it goes away, by any path.
    ///
    /// Only one modal is up at a time: while one is, nothing more is presented,
    /// ``NavigationDiagnostic/Kind/modalAlreadyPresented`` is reported and `dismissHandler` runs at once.
    /// During a transition the presentation waits for its end (see "Transitions under way" in ``Router``).
    ///
    /// ```swift
    /// router.presentModal(alertController, presentationStyle: .overFullScreen)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to present.
    ///   - coordinator: the coordinator to retain while the modal is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - presentationStyle: how it covers the screen below; only a sheet (`.pageSheet`, `.formSheet`,
    ///     `.automatic`) can be swiped down by the user, or a modal that came with a zoom or an interactive
    ///     custom `transition` where the platform runs it.
    ///   - transition: how the modal arrives and leaves (``ScreenTransition``); by default the platform's own.
    ///   - dismissHandler: runs once when the modal goes away, by any path, the user's swipe-down
    ///     included; at once if it is not presented.
    public func presentModal(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        transition: ScreenTransition = .standard,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            screen, router: nil, animated: animated, presentationStyle: presentationStyle,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), transition: transition)
    }

    /// Presents the navigation controller of `router` modally, with its own stack and handlers.
    ///
    /// When the modal goes away, by any path, every modal it presents in turn goes with it, and each level
    /// ends innermost first: its screens' pop handlers run (top first), then its dismiss handler. The
    /// router is left with an empty stack, and can be pushed on and presented again. This is how a modal
    /// coordinator shows itself:
    ///
    /// ```swift
    /// final class PlanCoordinator: Coordinator {
    ///     init(parent: any Coordinating) { super.init(parent: parent, modal: true) }
    ///
    ///     override func start() {
    ///         router.push(PlanController())
    ///         parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - router: the router to present. If a modal is already up, nothing is presented,
    ///     ``NavigationDiagnostic/Kind/modalAlreadyPresented`` is reported and all its handlers run at
    ///     once. If it is this router, is presented elsewhere, or presents this router in turn,
    ///     ``NavigationDiagnostic/Kind/invalidModal`` is reported and nothing changes.
    ///   - coordinator: the coordinator to retain while the modal is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - presentationStyle: how it covers the screen below.
    ///   - transition: how the modal arrives and leaves (``ScreenTransition``); by default the platform's own.
    ///   - dismissHandler: runs once when the modal goes away, by any path, after the pop handlers of
    ///     its screens.
    public func presentModal(
        _ router: Router,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        transition: ScreenTransition = .standard,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: presentationStyle,
            handlers: Self.handlers(dismissHandler) + retain(coordinator), transition: transition)
    }
}

extension Router {
    // MARK: Internals shared with the retaining variants

    func push(_ viewController: Screen, animated: Bool, handlers: [Handler], transition: ScreenTransition = .standard) {
        placeRetentions(on: viewController)
        if waitsForTransition(
            .call("push", showing: viewController, handlers: handlers),
            { self.push(viewController, animated: animated, handlers: handlers, transition: transition) })
        {
            return
        }
        synchronizeIfNeeded()
        let id = ObjectIdentifier(viewController)
        if stackMembers.contains(id) {
            report(
                .screenAlreadyOnStack,
                "push: \(describe(viewController)) is already on the stack; it was not pushed again, and the handlers given with it will run when it leaves"
            )
            attach(handlers, toStayOf: viewController)
            return
        }
        // Always: a screen shown again with the standard transition forgets the one it came with before.
        screenTransitions[id] = transition.style == .standard ? nil : transition
        frontEnd.prepareTransition(transition, for: viewController)
        withPendingHandlers(handlers, for: viewController) {
            navigationController.pushViewController(viewController, animated: animates(animated) && !stack.isEmpty)
        }
        checkOnScreenAtEndOfTurn(after: "push")
    }

    func replaceRoot(with viewController: Screen, animated: Bool, handlers: [Handler]) {
        placeRetentions(on: viewController)
        let waits = waitsForTransition(.call("replaceRoot", showing: viewController, handlers: handlers)) {
            self.replaceRoot(with: viewController, animated: animated, handlers: handlers)
        }
        if waits { return }
        synchronizeIfNeeded()
        withPendingHandlers(handlers, for: viewController) {
            navigationController.setViewControllers([viewController], animated: animates(animated))
        }
    }

    static func handlers(_ handler: Handler?) -> [Handler] {
        handler.map { [$0] } ?? []
    }

    static func run(_ handlers: [Handler]) {
        for handler in handlers {
            handler()
        }
    }
}
