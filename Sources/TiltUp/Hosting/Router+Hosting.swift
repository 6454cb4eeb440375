// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types where it exists, and
// `HostableView` SwiftUI's `View` where that exists (Platform.swift, HostableView.swift): a public signature
// may use such a name only in a file that imports its module.
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#endif

// Hosted views: each call makes a HostingController and shows it through the Router's own push,
// replaceRoot, presentModal or sheet, recorded in a journal under the same call's name, so the pop and
// dismiss handlers, the retained coordinators, the transitions, the detents and every rule of those calls
// apply unchanged.

extension Router {
    /// Pushes a screen that hosts `view`; `popHandler` runs once when it leaves the stack, by any path.
    ///
    /// The title is in the bar during the push animation, instead of appearing when the view first
    /// renders (as a `.navigationTitle` inside the view would). Everything else is as for
    /// ``push(_:retaining:animated:transition:popHandler:)``. In SwiftUI's navigation a zoom's source is the
    /// view marked `zoomTransitionSource(id:)` with the transition's identifier.
    ///
    /// ```swift
    /// override func start() {
    ///     router.push(view: OrderView(viewModel: viewModel), title: "Order", retaining: self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - view: the SwiftUI view to host.
    ///   - title: the title of the screen's navigation item, set before the push.
    ///   - largeTitleDisplayMode: how the navigation bar shows that title.
    ///   - coordinator: the coordinator to retain while the screen is on the stack; `nil` retains none.
    ///   - animated: whether to animate the push.
    ///   - transition: how the screen arrives and leaves (``ScreenTransition``); by default the platform's own.
    ///   - popHandler: runs once when the screen leaves the stack, by any path.
    /// - Returns: the screen pushed.
    @discardableResult
    public func push<Content: HostableView>(
        view: Content,
        title: String? = nil,
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        transition: ScreenTransition = .standard,
        popHandler: Handler? = nil
    ) -> HostingController<Content> {
        let recording = beginRecording("push")
        defer { endRecording(recording) }
        let screen = hostingController(for: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, closedBy: self)
        push(screen, animated: animated, handlers: Self.handlers(popHandler) + retain(coordinator), transition: transition)
        return screen
    }

    /// Replaces the whole stack with a screen that hosts `view`; every screen that leaves has its pop
    /// handler run.
    ///
    /// ```swift
    /// router.replaceRoot(with: HomeView(viewModel: viewModel), title: "Home", retaining: self)
    /// ```
    ///
    /// - Parameters:
    ///   - view: the SwiftUI view to host as the new root.
    ///   - title: the title of the screen's navigation item, set before it is shown.
    ///   - largeTitleDisplayMode: how the navigation bar shows that title.
    ///   - coordinator: the coordinator to retain while the screen is on the stack; `nil` retains none.
    ///   - animated: whether to animate the change.
    ///   - popHandler: runs once when the screen leaves the stack, by any path.
    /// - Returns: the new root screen.
    @discardableResult
    public func replaceRoot<Content: HostableView>(
        with view: Content,
        title: String? = nil,
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        popHandler: Handler? = nil
    ) -> HostingController<Content> {
        let recording = beginRecording("replaceRoot")
        defer { endRecording(recording) }
        let screen = hostingController(for: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, closedBy: self)
        replaceRoot(with: screen, animated: animated, handlers: Self.handlers(popHandler) + retain(coordinator))
        return screen
    }

    /// Presents a screen that hosts `view` modally; `dismissHandler` runs once when it goes away, by any
    /// path, the user's swipe-down included.
    ///
    /// Everything is as for ``presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Router,_,_,_,_,_)``:
    /// if a modal is up already, nothing is presented, `modalAlreadyPresented` is reported and
    /// `dismissHandler` runs at once.
    ///
    /// ```swift
    /// router.presentModal(view: FiltersView(viewModel: viewModel), title: "Filters", presentationStyle: .pageSheet)
    /// ```
    ///
    /// - Parameters:
    ///   - view: the SwiftUI view to host.
    ///   - title: the title of the screen's navigation item.
    ///   - largeTitleDisplayMode: how the navigation bar shows that title.
    ///   - inNavigationController: whether the screen is the root of a new navigation controller, driven
    ///     by a new Router (``presentedRouter``) that reports to this one's ``diagnosticHandler``, so the
    ///     view has a bar with `title` and can push further screens; without it the screen is presented
    ///     on its own.
    ///   - coordinator: the coordinator to retain while the modal is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - presentationStyle: how it covers the screen below.
    ///   - transition: how the modal arrives and leaves (``ScreenTransition``); by default the platform's own.
    ///   - dismissHandler: runs once when the modal goes away, by any path.
    /// - Returns: the screen presented (the root of the new navigation controller, if there is one).
    @discardableResult
    public func presentModal<Content: HostableView>(
        view: Content,
        title: String? = nil,
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        inNavigationController: Bool = true,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        transition: ScreenTransition = .standard,
        dismissHandler: Handler? = nil
    ) -> HostingController<Content> {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        return presentModal(
            view: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, inNavigationController: inNavigationController,
            animated: animated, presentationStyle: presentationStyle, handlers: Self.handlers(dismissHandler) + retain(coordinator),
            transition: transition)
    }

    /// Presents a screen that hosts `view` as a sheet that rests at one of `detents`; `dismissHandler` runs
    /// once when it goes away, by any path.
    ///
    /// It is ``presentSheet(_:retaining:animated:detents:selectedDetent:prefersGrabberVisible:largestUndimmedDetent:dismissHandler:)-(Screen,_,_,_,_,_,_,_)``
    /// for a view, hosted as ``presentModal(view:title:largeTitleDisplayMode:inNavigationController:retaining:animated:presentationStyle:transition:dismissHandler:)``
    /// hosts it: the same detents, grabber and undimmed detent, on UIKit and in `RouterView`.
    ///
    /// ```swift
    /// router.presentSheet(view: PlayerView(viewModel: viewModel), retaining: self, detents: [.fraction(0.15), .large])
    /// ```
    ///
    /// - Parameters:
    ///   - view: the SwiftUI view to host.
    ///   - title: the title of the screen's navigation item.
    ///   - largeTitleDisplayMode: how the navigation bar shows that title.
    ///   - inNavigationController: whether the screen is the root of a new navigation controller, driven by a
    ///     new Router (``presentedRouter``), so the view has a bar and can push further screens.
    ///   - coordinator: the coordinator to retain while the sheet is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - detents: the heights the sheet can rest at; none rests it at `.large` and is reported.
    ///   - selectedDetent: the detent it first rests at; by default, and when it is not one of `detents`, the smallest.
    ///   - prefersGrabberVisible: whether the sheet shows its grabber.
    ///   - largestUndimmedDetent: the largest detent at which the screen behind is not dimmed and takes the
    ///     user's taps; `nil`, one not among `detents` or one unavailable (reported) dims it at every detent.
    ///   - dismissHandler: runs once when the sheet goes away, by any path, the user's swipe-down included.
    /// - Returns: the screen presented (the root of the new navigation controller, if there is one).
    @discardableResult
    public func presentSheet<Content: HostableView>(
        view: Content,
        title: String? = nil,
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        inNavigationController: Bool = true,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        detents: [SheetDetent],
        selectedDetent: SheetDetent? = nil,
        prefersGrabberVisible: Bool = false,
        largestUndimmedDetent: SheetDetent? = nil,
        dismissHandler: Handler? = nil
    ) -> HostingController<Content> {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        let sheet = checkedSheet(
            detents, selected: selectedDetent, prefersGrabberVisible: prefersGrabberVisible, largestUndimmed: largestUndimmedDetent)
        return presentModal(
            view: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, inNavigationController: inNavigationController,
            animated: animated, presentationStyle: .pageSheet, handlers: Self.handlers(dismissHandler) + retain(coordinator),
            sheet: sheet)
    }

    private func presentModal<Content: HostableView>(
        view: Content,
        title: String?,
        largeTitleDisplayMode: LargeTitleDisplayMode,
        inNavigationController: Bool,
        animated: Bool,
        presentationStyle: ModalPresentationStyle,
        handlers: [Handler],
        sheet: SheetSettings? = nil,
        transition: ScreenTransition = .standard
    ) -> HostingController<Content> {
        guard inNavigationController else {
            let screen = hostingController(for: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, closedBy: self)
            presentModal(
                screen, router: nil, animated: animated, presentationStyle: presentationStyle, handlers: handlers, sheet: sheet,
                transition: transition)
            return screen
        }
        let modalRouter = Router(navigationController: frontEnd.makeNavigationController())
        modalRouter.diagnosticHandler = diagnosticHandler
        let screen = hostingController(for: view, title: title, largeTitleDisplayMode: largeTitleDisplayMode, closedBy: modalRouter)
        modalRouter.push(screen, animated: false, handlers: [])
        presentModal(
            modalRouter.navigationController, router: modalRouter, animated: animated, presentationStyle: presentationStyle,
            handlers: handlers, sheet: sheet, transition: transition)
        return screen
    }

    private func hostingController<Content: HostableView>(
        for view: Content,
        title: String?,
        largeTitleDisplayMode: LargeTitleDisplayMode,
        closedBy router: Router
    ) -> HostingController<Content> {
        let screen = HostingController(view, title: title, largeTitleDisplayMode: largeTitleDisplayMode)
        // Set now as well: a push that waits for a transition adopts the screen only when it happens.
        screen.closer.router = router
        return screen
    }

    /// Closes `screen` as ``CloseScreenAction`` describes: pops it (with every screen above it), or
    /// dismisses the modal it is the root of, or is.
    func close(_ screen: Screen, animated: Bool) {
        synchronizeIfNeeded()
        if let index = stack.firstIndex(where: { $0.screen === screen }) {
            if index > 0 {
                popToViewController(stack[index - 1].screen, animated: animated)
            } else if let presentingRouter {
                // The modal this stack is shown in goes, with whatever it presents in turn, as UIKit's
                // dismiss(animated:completion:) does when called lower in the chain: not only the top one.
                presentingRouter.dismissModal(animated: animated)
            } else {
                report(
                    .cannotPopRoot, "\(describe(screen)) is the root of a stack that is not presented; nothing was closed",
                    as: "closeScreen")
            }
        } else if modal?.screen === screen {
            dismissModal(animated: animated)
        } else {
            report(.screenNotOnStack, "\(describe(screen)) is not shown by its Router any more; nothing was closed", as: "closeScreen")
        }
    }
}
